import { databaseLabel, getDb } from "~/db/db.server";
import { seedIfEmpty } from "~/db/seed.server";
import { sessionSecret } from "~/lib/env.server";
import { startCalendarSync } from "./calendar.server";
import { startAuditPruning } from "./audit.server";

// The e-mail sender runs in the server process only (server.js starts and stops it), not in scripts.
export { startMailer } from "./mailer.server";

let started: Promise<void> | undefined;

/** Migrate, seed an empty database and prepare the session secret: once per process, before serving. */
export function startup(): Promise<void> {
  started ??= (async () => {
    const db = await getDb();
    sessionSecret();
    const result = await seedIfEmpty(db);
    if (result.seeded) {
      console.log(`Seeded an empty database at ${databaseLabel()} with properties, activities and an admin user.`);
      if (result.generatedPassword) {
        console.log(
          `\n  Admin sign-in: username "${result.adminUsername}", password "${result.generatedPassword}"\n` +
            `  (generated because ADMIN_PASSWORD is not set; it is shown only this once)\n`,
        );
      } else {
        console.log(`Admin sign-in: username "${result.adminUsername}" with the password from ADMIN_PASSWORD.`);
      }
    }
    // Import the properties' iCal feeds every ICAL_SYNC_MINUTES (unref'ed timer, stopped by a shutdown hook).
    startCalendarSync();
    // The audit log keeps a year; prune on start-up and daily.
    startAuditPruning();
  })();
  return started;
}

/**
 * A cluster worker's start (server.js): the primary already ran `startup()`, so open the database (the
 * migrator finds nothing to do) and read the session secret the primary prepared. No seeding and no
 * background jobs here.
 */
export async function startWorker(): Promise<void> {
  await getDb();
  sessionSecret();
}
