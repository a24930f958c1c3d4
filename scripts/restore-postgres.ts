// Restore a PostgreSQL database from a `npm run backup` archive (pg_dump custom format); used by
// scripts/restore.ts, tested directly. The same safety as the SQLite restore: it refuses while a server
// serves the database (a row in serverProcesses refreshed within the last 30 s), checks the archive is a
// backup of this app's schema, keeps the current data aside (the schema renamed, nothing deleted) and
// restores in one transaction; when that fails, the current schema is put back as it was.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describePostgresUrl } from "~/db/postgres.server";
import { LIVE_WITHIN_MS } from "~/models/server-process.server";
import { currentSchema, quoteIdent, runPgTool, withClient } from "./postgres-tools";
import { RestoreError, type RestoreReport } from "./restore-database";

/** Tables whose row counts are printed so the operator sees what comes back. */
const COUNTED = ["properties", "activities", "bookingInquiries", "contactMessages", "users"];

/** The schema and tables an archive holds, from pg_restore's table of contents. */
function contents(file: string): { schemas: Set<string>; tables: Map<string, string>; createsSchema: (name: string) => boolean } {
  const list = runPgTool("pg_restore", ["--list", file]);
  if (list.code !== 0) {
    throw new RestoreError(`Backup file ${file} is not a pg_dump archive in custom format: ${list.stderr.split("\n")[0] ?? ""}`);
  }
  const tables = new Map<string, string>();
  const schemas = new Set<string>();
  const created = new Set<string>();
  for (const line of list.stdout.split("\n")) {
    const table = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (table) {
      tables.set(table[2]!, table[1]!);
      schemas.add(table[1]!);
    }
    const schema = /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line);
    if (schema) created.add(schema[1]!);
  }
  return { schemas, tables, createsSchema: (name) => created.has(name) };
}

export async function restorePostgres({ backup, url, stamp }: { backup: string; url: string; stamp?: string }): Promise<RestoreReport> {
  const source = path.resolve(backup);
  const label = describePostgresUrl(url);
  const lines: string[] = [];
  if (!existsSync(source) || !statSync(source).isFile()) throw new RestoreError(`Backup file ${source} does not exist.`);
  const schema = await currentSchema(url);

  // 1. No server serves this database (on this machine or any other).
  const live = await withClient(url, async (client) => {
    try {
      const since = new Date(Date.now() - LIVE_WITHIN_MS).toISOString();
      return (
        await client.query<{ host: string; pid: number }>(`select host, pid from "serverProcesses" where "seenAt" > $1 order by host, pid`, [since])
      ).rows;
    } catch (error) {
      if ((error as { code?: string }).code === "42P01") return []; // an older database: no server marks yet
      throw error;
    }
  });
  if (live.length > 0) {
    throw new RestoreError(
      `A server is running on ${label} (${live.map((s) => `${s.host} process ${s.pid}`).join(", ")}). Stop every server first (each removes its mark on SIGTERM; a crashed one's mark expires after ${LIVE_WITHIN_MS / 1000} s), then run the restore again.`,
    );
  }

  // 2. The archive is sound, is ours, and is of this schema.
  const archive = contents(source);
  const ours = archive.tables.get("kysely_migration") && archive.tables.get("properties");
  if (!ours) throw new RestoreError(`Backup file ${source} is a pg_dump archive but not a Tigoni Retreats database (no migrations table).`);
  if (archive.tables.get("properties") !== schema) {
    throw new RestoreError(
      `Backup file ${source} holds schema "${archive.tables.get("properties")}", but ${label} works in schema "${schema}" (its search_path): restore it where it came from.`,
    );
  }
  lines.push(`Verified ${source}: a pg_dump archive of schema ${schema} with ${archive.tables.size} tables.`);

  // 3. The current data goes aside, whole: the schema is renamed, nothing is deleted.
  const when = (stamp ?? new Date().toISOString()).replace(/\D/g, "").slice(0, 14);
  const aside = `${schema}_before_restore_${when}`.slice(0, 63);
  const existed = await withClient(url, async (client) => {
    const found = (await client.query("select 1 from pg_namespace where nspname = $1", [schema])).rowCount! > 0;
    if (found) await client.query(`alter schema ${quoteIdent(schema)} rename to ${quoteIdent(aside)}`);
    if (!archive.createsSchema(schema)) await client.query(`create schema ${quoteIdent(schema)}`);
    return found;
  });
  if (existed) lines.push(`Kept the current database aside as schema ${aside}.`);

  // 4. The archive in one transaction: all of it or nothing.
  const restored = runPgTool(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", `--dbname=${new URL(url).pathname.slice(1) || "postgres"}`, source],
    url,
  );
  if (restored.code !== 0) {
    await withClient(url, async (client) => {
      await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
      if (existed) await client.query(`alter schema ${quoteIdent(aside)} rename to ${quoteIdent(schema)}`);
    });
    throw new RestoreError(`pg_restore failed, the current database is back as it was: ${restored.stderr.split("\n").slice(0, 3).join(" ")}`);
  }

  const counts: Record<string, number> = {};
  await withClient(url, async (client) => {
    for (const table of COUNTED) {
      if (archive.tables.has(table)) counts[table] = Number((await client.query(`select count(*) as n from ${quoteIdent(table)}`)).rows[0].n);
    }
  });
  lines.push(
    `Restored ${source} into ${label} (schema ${schema}): ${Object.entries(counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(", ")}.`,
  );
  if (existed) lines.push(`Once the restored site looks right: DROP SCHEMA ${quoteIdent(aside)} CASCADE;`);
  lines.push("Start the servers again (npm start); signed-in sessions are those of the backup.");
  return { backup: source, database: label, keptAside: existed ? aside : undefined, counts, lines };
}
