// Consistent online copy of the database (safe while the server runs):
// npm run backup -- [target-file]
//   SQLite (DATABASE_PATH): SQLite's backup API; default backups/app-<timestamp>.db
//   PostgreSQL (DATABASE_URL): pg_dump in its custom format (one snapshot, read with pg_restore) of the
//   site's schema; default backups/app-<timestamp>.dump
// Uploaded photos (UPLOADS_DIR) are copied beside it into <target without .db/.dump>.uploads/.
import "./check-env";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { reachPostgres } from "~/db/db.server";
import { describePostgresUrl } from "~/db/postgres.server";
import { databasePath, env, uploadsDir } from "~/lib/env.server";
import { currentSchema, quoteIdent, runPgTool } from "./postgres-tools";
import { uploadsBackupDir } from "./uploads-backup";

const url = env("DATABASE_URL");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(process.argv[2] || path.join("backups", `app-${stamp}.${url ? "dump" : "db"}`));
mkdirSync(path.dirname(target), { recursive: true });

if (url) {
  await reachPostgres(url);
  const schema = await currentSchema(url);
  // Which servers run is state of the moment, not data: a restored backup must not say a server runs.
  const dump = runPgTool(
    "pg_dump",
    ["--format=custom", `--file=${target}`, `--schema=${quoteIdent(schema)}`, `--exclude-table-data=${quoteIdent(schema)}."serverProcesses"`],
    url,
  );
  if (dump.code !== 0) {
    rmSync(target, { force: true });
    console.error(`Backup failed: pg_dump: ${dump.stderr.split("\n")[0]}`);
    process.exit(1);
  }
  console.log(`Backed up ${describePostgresUrl(url)} (schema ${schema}) to ${target} (pg_dump custom format)`);
} else {
  const source = databasePath();
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  await db.backup(target);
  db.close();
  console.log(`Backed up ${source} to ${target}`);
}
// Uploaded files never change (each has a new random name), so copying them after the database
// snapshot includes every photo the snapshot refers to.
if (existsSync(uploadsDir())) {
  const photos = uploadsBackupDir(target);
  cpSync(uploadsDir(), photos, { recursive: true, force: false, errorOnExist: false });
  console.log(`Backed up the uploaded photos in ${uploadsDir()} to ${photos}`);
}
