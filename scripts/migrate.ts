// Apply pending migrations to the database (DATABASE_URL, else DATABASE_PATH; the server also does this at start-up).
import "./check-env";
import { closeDb, databaseLabel, getDb, migrateToLatest } from "~/db/db.server";

const db = await getDb(); // opening runs the migrations
const result = await migrateToLatest(db); // already at the latest: reports nothing new
const label = databaseLabel();
await closeDb();
console.log(`Database ${label} is at the latest migration.${result.results?.length ? "" : " Nothing left to apply."}`);
