import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering of the README's Layout section, checked on the imports: routes → web adapters →
// services → models → db, each importing only the layers to its right. Models hold their tables' SQL and
// nothing else decides there; services hold the rules (docs/decisions/1128-sql-in-models.md).

const root = path.resolve(__dirname, "../../app");

function filesIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The files of `folder` whose source matches `pattern` (an import or a call). */
function offenders(folder: string, pattern: RegExp): string[] {
  return filesIn(folder).filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8")));
}

/** Every folder of app/ but models and db (and the files at its top: root.tsx, entry.*, server-entry…). */
function outsideModelsAndDb(): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === "models" || entry.name === "db" ? [] : filesIn(entry.name);
    return /\.tsx?$/.test(entry.name) ? [entry.name] : [];
  });
}

/** A Kysely statement or raw SQL in `source`: a query builder's start, a `sql` template or a value imported from kysely. */
function runsSql(source: string): boolean {
  if (/\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/.test(source)) return true;
  if (/\bsql(<[^>`]*>)?`|\bsql\.(raw|ref|lit|id|table|join|val)\(/.test(source)) return true;
  // `import type { … } from "kysely"` and `import { type A, type B } from "kysely"` name types only: fine.
  for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"kysely"/g)) {
    if (typeOnly) continue;
    const values = names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "));
    if (values.length) return true;
  }
  return /import\s+(\*\s+as\s+)?\w+\s+from\s+"kysely"/.test(source);
}

const importOf = (module: string) => new RegExp(`from "${module.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`);

describe("layers", () => {
  it("SQL lives in app/models and app/db only: no Kysely statement, raw sql or kysely value import anywhere else", () => {
    const files = outsideModelsAndDb();
    // (The check sees the services, adapters, routes, lib, e-mails and components.)
    expect(files).toEqual(expect.arrayContaining(["services/online-payments.server.ts", "web/booking-form.server.ts", "root.tsx"]));
    expect(files.filter((file) => runsSql(readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("the check finds a statement however it is spelt", () => {
    expect(runsSql(`const row = await trx\n  .selectFrom("payments")`)).toBe(true);
    expect(runsSql('await db.deleteFrom("x")')).toBe(true);
    expect(runsSql("const { rows } = await sql<{ one: number }>`select 1`.execute(db);")).toBe(true);
    expect(runsSql(`import { sql, type Kysely } from "kysely";`)).toBe(true);
    expect(runsSql(`import type { Selectable } from "kysely";\nimport { type Insertable } from "kysely";`)).toBe(false);
  });

  it("models make no decisions that belong to the services: the booking rules, the policy and who gets which e-mail", () => {
    // The policy's numbers are applied by services (the guest's cancel window: guest-page.server.ts).
    expect(offenders("models", /from "~\/policies/)).toEqual([]);
    // The refusals a booking rule answers with: the nights taken (AVAILABILITY_MESSAGES, booking.server.ts and
    // inquiries.server.ts), too many guests for the property (booking.server.ts), the guest's cancel rule (guest-page.server.ts).
    expect(offenders("models", /\b(AVAILABILITY_MESSAGES|GUEST_STAY_MESSAGES|STAY_POLICY)\b|\btooManyGuests\b|\bguestCancelMinDays\b/)).toEqual([]);
    // Which e-mails a change sends: the Settings switches and the payload kinds are chosen in services/notices.server.ts.
    expect(offenders("models", /\bemail(StaffInquiry|GuestInquiry|GuestDecision|StaffMessage|SenderMessage)\b/)).toEqual([]);
    expect(offenders("models", /\bkind:\s*"(staff|guest|sender)[A-Z]\w*"/)).toEqual([]);
  });

  it("models throw domain errors, never HttpError, and know nothing of services, adapters or routes", () => {
    expect(offenders("models", importOf("~/lib/errors.server"))).toEqual([]);
    expect(offenders("models", /from "~\/(services|web|routes)\//)).toEqual([]);
  });

  it("services never import page adapters or routes, and never answer with data() or a Response", () => {
    expect(offenders("services", /from "~\/(web|routes)\//)).toEqual([]);
    expect(offenders("services", /\bdata\(|new Response\(/)).toEqual([]);
  });

  it("lib is infrastructure: no models, services, adapters or routes", () => {
    expect(offenders("lib", /from "~\/(models|services|web|routes)\//)).toEqual([]);
  });

  it("routes and adapters leave transactions and audit rows to the services (one home per staff command)", () => {
    for (const folder of ["routes", "web"]) {
      expect(offenders(folder, /\b(writeTransaction|immediateTransaction|recordAudit)\b/)).toEqual([]);
    }
  });
});
