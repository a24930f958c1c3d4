// Seed the database (DATABASE_URL, else DATABASE_PATH) when it is empty (the server does this at start-up too). Never touches data.
import "./check-env";
import { prepareDatabase } from "~/services/startup.server";
import { closeDb } from "~/db/db.server";

await prepareDatabase();
await closeDb();
console.log("Done. A database that already had data is left as it was.");
