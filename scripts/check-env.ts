// Imported first by the scripts that use the app (migrate, seed, create-admin, backup, restore, db:copy): the same
// start-up check as server.js, before any app module reads a variable. A bad value stops the script with
// one line naming it.
import { requireValidEnv } from "../server/env.js";

requireValidEnv();

// A database that cannot be reached (PostgreSQL down, a wrong host, password or database name in
// DATABASE_URL) stops the script with the app's one line naming it, without a stack trace; any other
// failure is reported as Node would.
process.on("uncaughtException", (error: unknown) => {
  if ((error as { name?: unknown } | null)?.name === "DatabaseUnavailableError") console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
