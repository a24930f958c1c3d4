import type SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "kysely";
import { clearStatementCache, databaseEngine, getDb, sqliteConnection } from "~/db/db.server";
import * as inquiriesPage from "~/routes/admin.booking-inquiries/route";
import * as bookingPage from "~/routes/admin.booking-inquiries_.$id/route";
import * as bookingApi from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as messagesPage from "~/routes/admin.contact-messages";
import * as calendarPage from "~/routes/admin.calendar";
import * as dashboard from "~/routes/admin.dashboard";
import * as emailsPage from "~/routes/admin.emails";
import * as propertiesPage from "~/routes/admin.properties";
import * as loginPage from "~/routes/admin_.login";
import * as inquiriesApi from "~/routes/api.v1.admin.booking-inquiries._index";
import * as messagesApi from "~/routes/api.v1.admin.contact-messages._index";
import * as emailsApi from "~/routes/api.v1.admin.emails._index";
import * as propertiesApi from "~/routes/api.v1.admin.properties._index";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";
import { insertBulkAdminData } from "../../scripts/bulk-data";

// At scale: with 100,000 inquiries, 100,000 messages, 1,000 properties (and 20,000 e-mails),
// every query the admin lists, their JSON twins and the dashboard run uses an index: no full scan of a
// big table, and no sort of one (a list reads its page straight off an index and stops). Query plans,
// not wall time: timings belong in `npm run bench`.

const BIG_TABLES = ["bookingInquiries", "contactMessages", "properties", "emails"];
let cookie: string;

interface Recorded {
  sql: string;
  params: unknown[];
}

/** Run `fn` and return every SELECT it sent to the database, with its parameters. */
async function recordQueries(fn: () => Promise<unknown>): Promise<Recorded[]> {
  return databaseEngine() === "postgres" ? recordPostgresQueries(fn) : recordSqliteQueries(fn);
}

async function recordSqliteQueries(fn: () => Promise<unknown>): Promise<Recorded[]> {
  const sqlite = sqliteConnection();
  clearStatementCache();
  const original = sqlite.prepare;
  const recorded: Recorded[] = [];
  sqlite.prepare = function (this: SQLite.Database, source: string) {
    const statement = original.call(this, source);
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "all" || key === "get" || key === "iterate") {
          return (...params: unknown[]) => {
            if (/^\s*select/i.test(source)) recorded.push({ sql: source, params: params.flat() });
            return value.apply(target, params);
          };
        }
        return value.bind(target);
      },
    });
  } as typeof sqlite.prepare;
  try {
    await fn();
  } finally {
    sqlite.prepare = original;
  }
  return recorded;
}

async function recordPostgresQueries(fn: () => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text, params] = args;
    // Not the process's background poll of the page cache's data version (every quarter second, whatever runs):
    // on a slow machine a page that takes longer meets more of them, and they are not the page's statements.
    const background = typeof text === "string" && /from "dataVersion"/.test(text);
    if (typeof text === "string" && /^\s*select/i.test(text) && !background) recorded.push({ sql: text, params: (params as unknown[]) ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

const plans = new Map<string, string[]>();

/** The query plan, one line per step: SQLite's EXPLAIN QUERY PLAN details, or PostgreSQL's plan nodes. */
async function planOf(query: Recorded): Promise<string[]> {
  const key = JSON.stringify(query);
  const known = plans.get(key);
  if (known) return known;
  let plan: string[];
  if (databaseEngine() === "postgres") {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // PostgreSQL's planner counts a whole table, or reads a thousand properties, with a sequential scan
      // when that is cheaper than an index it has. What this test asks is whether an index serves every
      // query, so it asks for the plan with sequential scans priced out: a query no index serves still
      // shows its Seq Scan (and its Sort).
      await client.query("SET enable_seqscan = off");
      const result = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
      plan = [];
      const walk = (node: PgPlanNode, depth: number) => {
        const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
        const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
        const cond = node["Index Cond"] ? ` (${node["Index Cond"]})` : "";
        plan.push(`${"  ".repeat(depth)}${node["Node Type"]}${using}${on}${cond}`);
        for (const child of node.Plans ?? []) walk(child, depth + 1);
      };
      walk((result.rows[0]["QUERY PLAN"] as { Plan: PgPlanNode }[])[0].Plan, 0);
    } finally {
      await client.end();
    }
  } else {
    const rows = sqliteConnection()
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...query.params) as { detail: string }[];
    plan = rows.map((r) => r.detail);
  }
  plans.set(key, plan);
  return plan;
}

interface PgPlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PgPlanNode[];
}

/**
 * Problems in a query's plan: a full scan of a big table, or a big table sorted for ORDER BY. One walk is
 * not a full scan: properties read in primary-key order under a LIMIT with no sort (`SCAN properties` and
 * no temp B-tree) stop at the end of the page, which is what an index on id would do. (A substring search
 * of names cannot use a B-tree index at all; properties number in the thousands at most.)
 */
async function problems(query: Recorded): Promise<string[]> {
  const plan = await planOf(query);
  return databaseEngine() === "postgres" ? postgresProblems(query, plan) : sqliteProblems(query, plan);
}

function sqliteProblems(query: Recorded, plan: string[]): string[] {
  const touchesBig = BIG_TABLES.some((t) => new RegExp(`\\b${t}\\b`).test(query.sql));
  const pagedInKeyOrder =
    /order by "id" asc limit \?/i.test(query.sql) && /from "properties"/.test(query.sql) && !plan.some((d) => d.includes("TEMP B-TREE"));
  return plan.filter((detail) => {
    if (pagedInKeyOrder && detail === "SCAN properties") return false;
    const fullScan = BIG_TABLES.some((t) => new RegExp(`^SCAN ${t}(?: AS \\w+)?$`).test(detail));
    // A date window (stays in a month) reads only its own rows through the check-in index; sorting those is fine.
    const dateWindow = plan.some((d) => /^SEARCH bookingInquiries USING (?:COVERING )?INDEX \w+ \((?:startDate|endDate)[<>]/.test(d));
    // Part of a property name matching several properties reads only their rows, through the property index.
    const someProperties = plan.some((d) => /^SEARCH bookingInquiries USING (?:COVERING )?INDEX \w+ \(propertyId=\?\)$/.test(d));
    const sorted =
      touchesBig && !dateWindow && !someProperties && /USE TEMP B-TREE FOR (?:RIGHT PART OF )?ORDER BY/.test(detail) && /\blimit\b/i.test(query.sql);
    return fullScan || sorted;
  });
}

/**
 * The same rules read from PostgreSQL's plan: no Seq Scan of a big table (a substring search of
 * property names, ILIKE, may read the properties), and no Sort of a big table's rows under a LIMIT unless
 * an index already narrowed them to a date window or to some properties' inquiries.
 */
function postgresProblems(query: Recorded, plan: string[]): string[] {
  const substringOfProperties = /\bilike\b/i.test(query.sql);
  const narrowed = plan.some((line) => /on bookingInquiries \(.*"(?:startDate|endDate|propertyId)"/.test(line));
  return plan.filter((line) => {
    const step = line.trim();
    const fullScan = BIG_TABLES.some((t) => step === `Seq Scan on ${t}`) && !(substringOfProperties && step === "Seq Scan on properties");
    const sorted = /^(?:Incremental )?Sort$/.test(step) && /\blimit\b/i.test(query.sql) && !narrowed && !substringOfProperties;
    return fullScan || sorted;
  });
}

beforeAll(async () => {
  await seedTestDb();
  await insertBulkAdminData(await getDb());
  const login = await runPage(loginPage.action, "/admin/login", {
    form: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, redirectTo: "/admin" },
  });
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="))!;
  expect(cookie).toBeTruthy();
}, 120_000);

const pages: [string, Parameters<typeof runPage>[0], string][] = [
  ["dashboard", dashboard.loader, "/admin/dashboard"],
  ["inquiries", inquiriesPage.loader, "/admin/booking-inquiries"],
  ["inquiries, confirmed, page 40", inquiriesPage.loader, "/admin/booking-inquiries?status=confirmed&page=40"],
  ["inquiries, pending, with their clashes", inquiriesPage.loader, "/admin/booking-inquiries?status=pending&page=3"],
  ["inquiries, by check-in", inquiriesPage.loader, "/admin/booking-inquiries?sort=checkin"],
  ["inquiries, one property", inquiriesPage.loader, "/admin/booking-inquiries?propertyId=5"],
  ["inquiries, by property name", inquiriesPage.loader, "/admin/booking-inquiries?property=bulk%20cabin%2099"],
  ["inquiries, by part of property names", inquiriesPage.loader, "/admin/booking-inquiries?property=cabin%2099"],
  ["inquiries, stays in a month", inquiriesPage.loader, "/admin/booking-inquiries?from=2030-01-01&to=2030-01-31"],
  ["messages", messagesPage.loader, "/admin/contact-messages"],
  ["messages, resolved", messagesPage.loader, "/admin/contact-messages?status=resolved"],
  ["messages, unread", messagesPage.loader, "/admin/contact-messages?unread=true&page=3"],
  ["properties", propertiesPage.loader, "/admin/properties"],
  ["properties, search", propertiesPage.loader, "/admin/properties?q=cabin%2099&page=1"],
  ["properties, page 30", propertiesPage.loader, "/admin/properties?page=30"],
  ["emails", emailsPage.loader, "/admin/emails"],
  ["emails, failed", emailsPage.loader, "/admin/emails?status=failed"],
  ["calendar of every property", calendarPage.loader, "/admin/calendar?month=2030-01"],
];

describe("admin lists and the dashboard at 100,000 rows", () => {
  it.each(pages)("the %s page reads through indexes only", async (_name, loader, path) => {
    let status = 0;
    const queries = await recordQueries(async () => {
      status = (await runPage(loader, path, { cookie })).status;
    });
    expect(status).toBe(200);
    expect(queries.some((q) => BIG_TABLES.some((t) => q.sql.includes(t)))).toBe(true);
    for (const query of queries) expect(await problems(query), `${query.sql}\n${(await planOf(query)).join("\n")}`).toEqual([]);
  });

  const apis: [string, Parameters<typeof call>[0], string][] = [
    ["booking inquiries", inquiriesApi, "/api/v1/admin/booking-inquiries"],
    ["booking inquiries, cancelled", inquiriesApi, "/api/v1/admin/booking-inquiries?status=cancelled&page=7&limit=500"],
    ["booking inquiries, pending, 500 with their clashes", inquiriesApi, "/api/v1/admin/booking-inquiries?status=pending&page=2&limit=500"],
    ["contact messages", messagesApi, "/api/v1/admin/contact-messages?unread=true"],
    ["properties", propertiesApi, "/api/v1/admin/properties?q=Limuru"],
    ["emails", emailsApi, "/api/v1/admin/emails?status=sent"],
  ];
  it.each(apis)("the %s JSON list is paged by default and reads through indexes only", async (_name, route, path) => {
    let result: Awaited<ReturnType<typeof call>> | undefined;
    const queries = await recordQueries(async () => {
      result = await call(route, path, { cookie });
    });
    expect(result!.status).toBe(200);
    expect(Array.isArray(result!.json)).toBe(true);
    expect(result!.json.length).toBeLessThanOrEqual(500);
    expect(Number(result!.headers.get("X-Total-Count"))).toBeGreaterThan(result!.json.length);
    for (const query of queries) expect(await problems(query), `${query.sql}\n${(await planOf(query)).join("\n")}`).toEqual([]);
  });
});

describe("a booking's page and its JSON twin at 100,000 rows", () => {
  it("read the booking, its clashes and its timeline through indexes, in a few statements", async () => {
    const db = await getDb();
    const { id } = await db
      .selectFrom("bookingInquiries")
      .select("id")
      .where("status", "=", "pending")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const params = { id: String(id) };
    let pageStatus = 0;
    const pageQueries = await recordQueries(async () => {
      pageStatus = (await runPage(bookingPage.loader, `/admin/booking-inquiries/${id}`, { cookie, params })).status;
    });
    expect(pageStatus).toBe(200);
    let api: Awaited<ReturnType<typeof call>> | undefined;
    const apiQueries = await recordQueries(async () => {
      api = await call(bookingApi, `/api/v1/admin/booking-inquiries/${id}`, { cookie, params });
    });
    expect(api!.status).toBe(200);
    expect(Array.isArray(api!.json.timeline)).toBe(true);
    for (const queries of [pageQueries, apiQueries]) {
      expect(queries.length).toBeLessThanOrEqual(12);
      for (const query of queries) expect(await problems(query), `${query.sql}\n${(await planOf(query)).join("\n")}`).toEqual([]);
    }
  });
});

describe("paging headers of the admin JSON lists", () => {
  it("default to 100 rows with X-Total-Count and an RFC 8288 Link to the next page", async () => {
    const first = await call(inquiriesApi, "/api/v1/admin/booking-inquiries", { cookie });
    expect(first.json).toHaveLength(100);
    expect(first.headers.get("X-Total-Count")).toBe("100000");
    const link = first.headers.get("Link")!;
    expect(link).toContain('</api/v1/admin/booking-inquiries?limit=100&page=2>; rel="next"');
    expect(link).toContain('</api/v1/admin/booking-inquiries?limit=100&page=1000>; rel="last"');
    expect(link).not.toContain('rel="prev"');

    const next = /<([^>]+)>; rel="next"/.exec(link)![1];
    const second = await call(inquiriesApi, next, { cookie });
    expect(second.json).toHaveLength(100);
    expect(second.json[0].id).not.toBe(first.json[0].id);
    expect(second.headers.get("Link")).toContain('</api/v1/admin/booking-inquiries?limit=100&page=1>; rel="prev"');

    const last = await call(messagesApi, "/api/v1/admin/contact-messages?unread=true&limit=500&page=50", { cookie });
    expect(last.json).toHaveLength(500);
    expect(last.headers.get("Link")).not.toContain('rel="next"');
    expect(last.headers.get("Link")).toContain("unread=true");
  });

  it("refuse a limit over 500 with a 400 and the reason", async () => {
    const res = await call(inquiriesApi, "/api/v1/admin/booking-inquiries?limit=501", { cookie });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("limit");
  });

  it("search the admin properties by name, location or slug", async () => {
    const res = await call(propertiesApi, "/api/v1/admin/properties?q=bulk-cabin-99", { cookie });
    expect(res.json.map((p: { slug: string }) => p.slug).sort()).toEqual(
      ["bulk-cabin-99", ...Array.from({ length: 10 }, (_, i) => `bulk-cabin-99${i}`)].sort(),
    );
    const page = await runPage(propertiesPage.loader, "/admin/properties?q=Limuru&page=2", { cookie });
    expect(page.data.total).toBeGreaterThanOrEqual(500);
    expect(page.data.properties).toHaveLength(20);
    expect(page.data.properties.every((p: { location: string }) => p.location.includes("Limuru"))).toBe(true);
  });

  it("filter inquiries by property name once the property filter is too long to list", async () => {
    // 1,000 properties: the page names none of them (before, a <select> of every one, 100 KB of the page).
    const all = await runPage(inquiriesPage.loader, "/admin/booking-inquiries", { cookie });
    expect(all.data.properties).toBeNull();
    expect(JSON.stringify(all.data).length).toBeLessThan(20_000);

    const names = async (path: string) => {
      const res = await call(inquiriesApi, path, { cookie });
      expect(res.status).toBe(200);
      return { total: Number(res.headers.get("X-Total-Count")), names: new Set(res.json.map((i: { propertyName: string }) => i.propertyName)) };
    };
    // A whole name (any case) is that property alone; part of one, every property whose name contains it.
    const exact = await names("/api/v1/admin/booking-inquiries?property=BULK%20CABIN%2099&limit=500");
    expect([...exact.names]).toEqual(["Bulk Cabin 99"]);
    const countWhere = async (condition: string) =>
      (
        await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table("bookingInquiries")} i JOIN properties p ON p.id = i.${sql.ref(
          "propertyId",
        )} WHERE ${sql.raw(condition)}`.execute(await getDb())
      ).rows[0].n;
    expect(exact.total).toBe(await countWhere("p.name = 'Bulk Cabin 99'"));
    expect(exact.total).toBeGreaterThan(0);
    const part = await names("/api/v1/admin/booking-inquiries?property=Cabin%2099&limit=500");
    expect(part.names).toEqual(new Set(["Bulk Cabin 99", ...Array.from({ length: 10 }, (_, i) => `Bulk Cabin 99${i}`)]));
    expect(part.total).toBe(await countWhere("p.name LIKE '%Cabin 99%'"));
    expect((await names("/api/v1/admin/booking-inquiries?property=no%20such%20cabin")).total).toBe(0);

    // A property chosen by id (a link, a bookmark) shows as its name in the field.
    const byId = await runPage(inquiriesPage.loader, "/admin/booking-inquiries?propertyId=5", { cookie });
    expect(byId.data.chosenPropertyName).toBeTruthy();
    expect(byId.data.inquiries.every((i: { propertyId: number }) => i.propertyId === 5)).toBe(true);
  });
});
