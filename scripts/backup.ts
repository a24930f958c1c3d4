// Consistent online copy of the SQLite database (safe while the server runs):
// npm run backup -- [target-file]   (default backups/app-<timestamp>.db)
// Uploaded photos (UPLOADS_DIR) are copied beside it into <target without .db>.uploads/.
import "./check-env";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { databasePath, uploadsDir } from "~/lib/env.server";
import { uploadsBackupDir } from "./uploads-backup";

const source = databasePath();
const target = path.resolve(process.argv[2] || path.join("backups", `app-${new Date().toISOString().replace(/[:.]/g, "-")}.db`));
mkdirSync(path.dirname(target), { recursive: true });
const db = new SQLite(source, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
console.log(`Backed up ${source} to ${target}`);
// Uploaded files never change (each has a new random name), so copying them after the database
// snapshot includes every photo the snapshot refers to.
if (existsSync(uploadsDir())) {
  const photos = uploadsBackupDir(target);
  cpSync(uploadsDir(), photos, { recursive: true, force: false, errorOnExist: false });
  console.log(`Backed up the uploaded photos in ${uploadsDir()} to ${photos}`);
}
