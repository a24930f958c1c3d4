// Consistent online copy of the SQLite database (safe while the server runs):
// npm run backup -- [target-file]   (default backups/app-<timestamp>.db)
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { databasePath } from "~/lib/env.server";

const source = databasePath();
const target = path.resolve(process.argv[2] || path.join("backups", `app-${new Date().toISOString().replace(/[:.]/g, "-")}.db`));
mkdirSync(path.dirname(target), { recursive: true });
const db = new SQLite(source, { readonly: true, fileMustExist: true });
await db.backup(target);
db.close();
console.log(`Backed up ${source} to ${target}`);
