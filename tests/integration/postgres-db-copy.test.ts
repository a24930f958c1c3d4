import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "~/db/db.server";
import { createBlock } from "~/models/calendar.server";
import { seedTestDb } from "../setup/api";
import { createInquiry } from "../setup/factories";
import { createTestSchema } from "../setup/postgres";

// `npm run db:copy -- <from> <to>` both ways: this file's PostgreSQL schema (filled through the app) to
// a new SQLite file, and that file to a second, new PostgreSQL schema. Every table arrives row for row,
// the counters the triggers keep are the source's (not counted twice), identity ids continue after the
// copied ones, and a target that already holds data is refused without a change.
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-db-copy-"));
const copyFile = path.join(dir, "copy.db");
let second: Awaited<ReturnType<typeof createTestSchema>>;

beforeAll(async () => {
  const db = await seedTestDb();
  for (let i = 0; i < 3; i++) await createInquiry({ name: `Copy Guest ${i}`, message: `Stay number ${i}` });
  await writeTransaction(async (trx) => {
    await createBlock(trx, 1, { startDate: "2027-01-01", endDate: "2027-01-05", note: "Maintenance" }, "admin");
    await trx
      .insertInto("contactMessages")
      .values({ name: "Wanjiku", email: "w@example.com", subject: "Copied across", message: "Ünïcödé and 'quotes' survive." })
      .execute();
    const admin = await trx.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await trx
      .insertInto("sessions")
      .values({ id: "session-to-copy", userId: admin.id, data: '{"user":1}', expiresAt: "2099-01-01T00:00:00.000Z" })
      .execute();
    await trx.insertInto("settings").values({ key: "businessName", value: '"Tigoni Retreats"', updatedAt: new Date().toISOString() }).execute();
  });
  await db.updateTable("bookingInquiries").set({ status: "confirmed" }).where("name", "=", "Copy Guest 1").execute();
  second = await createTestSchema();
});

afterAll(async () => {
  await second?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function dbCopy(from: string, to: string) {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/db-copy.ts", from, to], { encoding: "utf8", timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

type Tables = Record<string, unknown[]>;
const SKIP = new Set(["kysely_migration", "kysely_migration_lock", "sqlite_sequence"]);

/** Every table of a PostgreSQL schema, rows in key order, as plain values. */
async function postgresTables(url: string): Promise<Tables> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = (
      await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      )
    ).rows.map((r) => r.name);
    const out: Tables = {};
    for (const name of names.filter((n) => !SKIP.has(n)).sort()) {
      const rows = (await client.query(`select * from "${name}"`)).rows;
      out[name] = sortRows(rows);
    }
    return out;
  } finally {
    await client.end();
  }
}

function sqliteTables(file: string): Tables {
  const db = new SQLite(file, { readonly: true });
  try {
    const names = (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name);
    const out: Tables = {};
    for (const name of names.filter((n) => !SKIP.has(n)).sort()) out[name] = sortRows(db.prepare(`select * from "${name}"`).all());
    return out;
  } finally {
    db.close();
  }
}

function sortRows(rows: unknown[]): unknown[] {
  // node-postgres hands out int8 as numbers here (the app's type parser), so both sides compare as JSON.
  return rows.map((row) => JSON.stringify(row, Object.keys(row as object).sort())).sort();
}

describe("npm run db:copy", () => {
  it("copies PostgreSQL to a new SQLite file: every table row for row, the row counts printed and matching", async () => {
    const source = process.env.DATABASE_URL!;
    const { code, output } = dbCopy(source, copyFile);
    expect(code, output).toBe(0);
    expect(output).toMatch(/bookingInquiries\s+3\s+3/);
    expect(output).toMatch(/inquiryStatusCounts\s+\d+\s+\d+/);
    expect(output).toContain("every row count matches");

    const from = await postgresTables(source);
    const to = sqliteTables(copyFile);
    expect(Object.keys(to)).toEqual(Object.keys(from));
    for (const table of Object.keys(from)) expect(to[table], table).toEqual(from[table]);
    expect(from.sessions).toHaveLength(1);
    expect(from.bookingInquiries).toHaveLength(3);
  }, 120_000);

  it("copies that SQLite file to a new PostgreSQL schema; ids continue after the copied ones; the triggers work again", async () => {
    const { code, output } = dbCopy(copyFile, second.url);
    expect(code, output).toBe(0);
    expect(output).toContain("every row count matches");

    const from = sqliteTables(copyFile);
    const to = await postgresTables(second.url);
    for (const table of Object.keys(from)) expect(to[table], table).toEqual(from[table]);

    const client = new pg.Client({ connectionString: second.url });
    await client.connect();
    try {
      const next = await client.query<{ next: number; max: number }>(
        `select nextval(pg_get_serial_sequence('"bookingInquiries"', 'id'))::int as next, (select max(id) from "bookingInquiries") as max`,
      );
      expect(next.rows[0]!.next).toBeGreaterThan(next.rows[0]!.max);
      const disabled = await client.query(
        `select tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal and t.tgenabled <> 'O'`,
      );
      expect(disabled.rows).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);

  it("refuses a target that already holds data, and changes nothing", async () => {
    const before = await postgresTables(second.url);
    const { code, output } = dbCopy(copyFile, second.url);
    expect(code, output).toBe(1);
    expect(output).toContain("db:copy refused: The target");
    expect(output).toContain("is not empty");
    expect(await postgresTables(second.url)).toEqual(before);
  }, 120_000);
});
