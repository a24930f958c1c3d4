// Apply pending migrations to DATABASE_PATH (the server also does this at start-up).
import "./check-env";
import { closeDb, getDb, migrateToLatest } from "~/db/db.server";
import { databasePath } from "~/lib/env.server";

const db = await getDb(); // opening runs the migrations
const result = await migrateToLatest(db); // already at the latest: reports nothing new
await closeDb();
console.log(`Database ${databasePath()} is at the latest migration.${result.results?.length ? "" : " Nothing left to apply."}`);
