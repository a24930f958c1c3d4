// Move a site between engines: npm run db:copy -- <from> <to>
// Each side is a SQLite file path or a postgres:// (postgresql://) URL. The target is migrated, must hold
// no data yet, and receives every table (photos, sessions, the outbox and the audit log included) in ONE
// transaction, read from one consistent snapshot of the source (safe while the source site runs). Then
// each table's row count on both sides is printed; any difference rolls the copy back and exits 1.
import "./check-env";
import { existsSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { migrations } from "../migrations";
import { migrateToLatest, reachPostgres } from "~/db/db.server";
import { describePostgresUrl } from "~/db/postgres.server";
import type { DB } from "~/db/engine";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface Side {
  engine: "sqlite" | "postgres";
  label: string;
  db: AnyDb;
  close: () => Promise<void>;
}

/** Refused before anything was written: printed as one line, exit 1. */
class CopyRefused extends Error {}

/**
 * Tables that belong to the migrator itself (each side keeps its own) or to SQLite's internals, and the
 * marks of the servers running on the source (which processes serve a database is not its data).
 */
const OWN_TABLES = new Set(["kysely_migration", "kysely_migration_lock", "sqlite_sequence", "sqlite_stat1", "sqlite_stat4", "serverProcesses"]);

const isUrl = (side: string) => /^postgres(ql)?:\/\//i.test(side);

async function open(side: string, role: "source" | "target"): Promise<Side> {
  if (isUrl(side)) {
    await reachPostgres(side);
    const pool = new pg.Pool({ connectionString: side, max: 2 });
    pool.on("error", () => undefined);
    const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { engine: "postgres", label: describePostgresUrl(side), db, close: () => db.destroy() };
  }
  const file = path.resolve(side);
  if (role === "source" && !existsSync(file)) throw new CopyRefused(`The source ${file} does not exist.`);
  // The source only read (its snapshot: a plain BEGIN, no write lock taken on a live site); the target
  // created when missing.
  const sqlite = role === "source" ? new SQLite(file, { readonly: true, fileMustExist: true }) : new SQLite(file);
  if (role === "target") {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
  }
  sqlite.pragma("busy_timeout = 5000");
  const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { engine: "sqlite", label: file, db, close: () => db.destroy() };
}

async function tablesOf(side: Side, db: AnyDb): Promise<string[]> {
  const rows =
    side.engine === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows;
  return rows.map((r) => r.name).filter((name) => !OWN_TABLES.has(name) && !name.startsWith("sqlite_"));
}

async function appliedMigrations(db: AnyDb): Promise<string[]> {
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.rows.map((r) => r.name);
  } catch {
    return [];
  }
}

/** The key columns to page through a table in a stable order (every column when it has no key). */
async function orderColumns(side: Side, db: AnyDb, table: string): Promise<string[]> {
  let keys: string[];
  let all: string[];
  if (side.engine === "sqlite") {
    const info = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db)).rows;
    keys = info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    all = info.map((c) => c.name);
  } else {
    keys = (
      await sql<{ name: string }>`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`.execute(db)
    ).rows.map((r) => r.name);
    all = (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
    ).rows.map((r) => r.name);
  }
  return keys.length ? keys : all;
}

/** Parent tables first (foreign keys), so PostgreSQL's immediate checks pass row by row. */
async function inDependencyOrder(side: Side, db: AnyDb, tables: string[]): Promise<string[]> {
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const table of tables) {
    const refs =
      side.engine === "sqlite"
        ? (await sql<{ parent: string }>`select "table" as parent from pragma_foreign_key_list(${table})`.execute(db)).rows
        : (
            await sql<{ parent: string }>`select p.relname as parent from pg_constraint c
              join pg_class p on p.oid = c.confrelid
              where c.contype = 'f' and c.conrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass`.execute(db)
          ).rows;
    for (const { parent } of refs) if (parent !== table && parents.has(parent)) parents.get(table)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]) => {
    if (placed.has(table) || path.includes(table)) return;
    for (const parent of parents.get(table) ?? []) place(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) place(table, []);
  return ordered;
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows a freshly migrated database already holds (the page cache's version row, status counters…). */
async function rowsMadeByMigrations(): Promise<Map<string, number>> {
  const sqlite = new SQLite(":memory:");
  const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db as DB);
    const side: Side = { engine: "sqlite", label: ":memory:", db, close: async () => undefined };
    const counts = new Map<string, number>();
    for (const table of await tablesOf(side, db)) counts.set(table, await countRows(db, table));
    return counts;
  } finally {
    await db.destroy();
  }
}

/** Triggers off while the rows go in (they would count and bump what the source's own rows already say). */
async function withoutTriggers(side: Side, trx: AnyDb, tables: string[], fn: () => Promise<void>): Promise<void> {
  if (side.engine === "postgres") {
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    await fn();
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    return;
  }
  const triggers = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger'`.execute(trx)).rows;
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  await fn();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
}

/** Identity columns continue after the highest copied id (PostgreSQL; SQLite's AUTOINCREMENT follows by itself). */
async function resetSequences(trx: AnyDb, tables: string[]): Promise<void> {
  for (const table of tables) {
    const columns = (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_identity = 'YES'`.execute(trx)
    ).rows;
    for (const { name } of columns) {
      await sql`select setval(pg_get_serial_sequence(${`"${table.replace(/"/g, '""')}"`}, ${name}),
        coalesce((select max(${sql.ref(name)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
  }
}

const PAGE_ROWS = 1000;

async function copyTable(from: AnyDb, to: AnyDb, table: string, order: string[]): Promise<void> {
  for (let offset = 0; ; offset += PAGE_ROWS) {
    let query = from.selectFrom(table).selectAll();
    for (const column of order) query = query.orderBy(sql.ref(column));
    const rows = (await query.limit(PAGE_ROWS).offset(offset).execute()) as Record<string, unknown>[];
    if (rows.length === 0) return;
    // At most ~10,000 values per INSERT (both engines' limits on bound parameters are far above it).
    const perInsert = Math.max(1, Math.floor(10_000 / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += perInsert)
      await to
        .insertInto(table)
        .values(rows.slice(i, i + perInsert))
        .execute();
    if (rows.length < PAGE_ROWS) return;
  }
}

function table(rows: [string, number, number][], fromLabel: string, toLabel: string): string {
  const width = Math.max(5, ...rows.map(([t]) => t.length));
  const num = Math.max(6, ...rows.flatMap(([, a, b]) => [String(a).length, String(b).length]));
  const line = (t: string, a: string, b: string, mark = "") => `  ${t.padEnd(width)}  ${a.padStart(num)}  ${b.padStart(num)}${mark}`;
  return [
    `Rows per table (from ${fromLabel}, to ${toLabel}):`,
    line("table", "from", "to"),
    ...rows.map(([t, a, b]) => line(t, String(a), String(b), a === b ? "" : "  <- differs")),
  ].join("\n");
}

async function main(): Promise<number> {
  const [fromArg, toArg] = process.argv.slice(2);
  if (!fromArg || !toArg) {
    console.error("Usage: npm run db:copy -- <from> <to>   (each a SQLite file path or a postgres:// URL; the target must be empty)");
    return 2;
  }
  if ((isUrl(fromArg) ? fromArg : path.resolve(fromArg)) === (isUrl(toArg) ? toArg : path.resolve(toArg))) {
    throw new CopyRefused("The source and the target are the same database.");
  }
  const source = await open(fromArg, "source");
  let target: Side | undefined;
  try {
    target = await open(toArg, "target");
    const known = Object.keys(migrations).sort();
    const sourceMigrations = await appliedMigrations(source.db);
    if (sourceMigrations.join() !== known.join()) {
      throw new CopyRefused(
        `The source ${source.label} is not at this version's latest migration (${sourceMigrations.length} of ${known.length} applied): run npm run db:migrate on it first (with this version of the app).`,
      );
    }
    await migrateToLatest(target.db as DB);
    const fresh = await rowsMadeByMigrations();

    const sourceTables = (await tablesOf(source, source.db)).sort();
    const targetTables = (await tablesOf(target, target.db)).sort();
    if (sourceTables.join() !== targetTables.join()) {
      throw new CopyRefused(`The two databases have different tables (from: ${sourceTables.join(", ")}; to: ${targetTables.join(", ")}).`);
    }
    const filled: string[] = [];
    for (const t of targetTables) {
      const n = await countRows(target.db, t);
      if (n !== (fresh.get(t) ?? 0)) filled.push(`${t} (${n} rows)`);
    }
    if (filled.length) {
      throw new CopyRefused(`The target ${target.label} is not empty: ${filled.join(", ")}. db:copy only fills a new, empty database.`);
    }
    const order = await inDependencyOrder(target, target.db, targetTables);

    const to = target;
    let counts: [string, number, number][] = [];
    let differs = false;
    const readSnapshot = source.engine === "postgres" ? source.db.transaction().setIsolationLevel("repeatable read") : source.db.transaction();
    await readSnapshot
      .execute(async (src) => {
        if (source.engine === "postgres") await sql`set transaction read only`.execute(src);
        await to.db.transaction().execute(async (dst) => {
          // SQLite checks the foreign keys at COMMIT; PostgreSQL row by row, hence the parents-first order.
          if (to.engine === "sqlite") await sql`pragma defer_foreign_keys = on`.execute(dst);
          await withoutTriggers(to, dst, order, async () => {
            for (const t of [...order].reverse()) await dst.deleteFrom(t).execute();
            for (const t of order) await copyTable(src, dst, t, await orderColumns(source, src, t));
          });
          if (to.engine === "postgres") await resetSequences(dst, order);
          counts = [];
          for (const t of order) counts.push([t, await countRows(src, t), await countRows(dst, t)]);
          differs = counts.some(([, a, b]) => a !== b);
          // Any difference: throw, so the whole copy is rolled back.
          if (differs) throw new CopyRefused("row counts differ");
        });
      })
      .catch((error: unknown) => {
        if (!(error instanceof CopyRefused && differs)) throw error;
      });
    console.log(table(counts, source.label, to.label));
    if (differs) {
      console.error("The row counts differ: the copy was rolled back, nothing was written to the target.");
      return 1;
    }
    console.log(`Copied ${counts.length} tables in one transaction; every row count matches.`);
    return 0;
  } finally {
    await target?.close();
    await source.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof CopyRefused)) throw error;
  console.error(`db:copy refused: ${error.message} Nothing was written.`);
  process.exitCode = 1;
}
