// Restore the database from a backup: npm run restore -- <backup-file>
// Stop the server first. See the README ("Operating it") and docs/security.md.
import "./check-env";
import path from "node:path";
import { reachPostgres } from "~/db/db.server";
import { databasePath, env, uploadsDir } from "~/lib/env.server";
import { restoreUploads } from "./uploads-backup";
import { restoreDatabase, RestoreError } from "./restore-database";
import { restorePostgres } from "./restore-postgres";

const file = process.argv[2];
if (!file) {
  console.error(
    "Usage: npm run restore -- <backup-file>   (stop the servers first; DATABASE_URL, else DATABASE_PATH, says which database is replaced)",
  );
  process.exit(2);
}
const url = env("DATABASE_URL");
try {
  if (url) await reachPostgres(url);
  const report = url ? await restorePostgres({ backup: file, url }) : await restoreDatabase({ backup: file, database: databasePath() });
  for (const line of report.lines) console.log(line);
  // The backup's photos (<backup>.uploads/, written by npm run backup) go back into UPLOADS_DIR.
  if (restoreUploads(path.resolve(file), uploadsDir())) console.log(`Restored the uploaded photos into ${uploadsDir()}`);
} catch (error) {
  if (error instanceof RestoreError) {
    console.error(`Restore refused: ${error.message}`);
    console.error("Nothing was changed.");
    process.exit(1);
  }
  throw error;
}
