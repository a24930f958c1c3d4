import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { databaseLabel, getDb } from "~/db/db.server";
import { seedIfEmpty } from "~/db/seed.server";
import { adoptGeneratedSessionSecret, env, legacySessionSecretFile } from "~/lib/env.server";
import { keepFirstSecret, readSecret } from "~/models/app-secret.server";
import { startPeriodicJobs } from "./periodic-jobs.server";
import { registerTaskHandlers, startTaskRunner } from "./tasks.server";
import { TASK_HANDLERS } from "./task-handlers.server";
import { importUploadedFiles } from "./uploads.server";

// The process that runs background work runs the task runner (tasks after a commit: e-mails, card refunds,
// provider questions; server.js starts it, scripts never do); the handlers are registered wherever this module
// is loaded, so a test's runDueTasks() finds them too.
registerTaskHandlers(TASK_HANDLERS);

/** Start this process's task runner (server.js: the single server, or the cluster's sender process). Options are for tests. */
export function startTasks(options?: Parameters<typeof startTaskRunner>[0]): void {
  startTaskRunner(options);
}

let started: Promise<void> | undefined;

/** Migrate, seed an empty database, prepare the session secret and start the background jobs: once per process, before serving. */
export function startup(): Promise<void> {
  started ??= (async () => {
    await prepareDatabase();
    // iCal imports, balance reminders, the open-attempt safety net, pruning: each on its own timer, one server a turn.
    startPeriodicJobs();
  })();
  return started;
}

/** Migrate, seed an empty database, prepare the session secret, move old photo files in: `npm run db:seed` without the server's jobs. */
export async function prepareDatabase(): Promise<void> {
  const db = await getDb();
  await loadSessionSecret();
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
  // Photos a version before this one left as files in UPLOADS_DIR move into the database once.
  await importUploadedFiles();
}

/**
 * A cluster worker's start (server.js): the primary already ran `startup()`, so open the database (the
 * migrator finds nothing to do) and read the session secret the primary prepared. No seeding and no
 * background jobs here.
 */
export async function startWorker(): Promise<void> {
  await getDb();
  await loadSessionSecret();
}

/** The name of the generated session secret in the database. */
const SESSION_SECRET_NAME = "session";

/**
 * Without SESSION_SECRET, cookies are signed with a secret generated once and kept in the database,
 * so every app server over it uses the same one and sessions survive restarts. A `.session-secret`
 * file beside the SQLite database (where earlier versions kept it) is adopted on the first start, so
 * the sessions it signed stay valid; the file is never read again after that, nor written.
 */
export async function loadSessionSecret(): Promise<void> {
  if (env("SESSION_SECRET")) return;
  let secret = await readSecret(SESSION_SECRET_NAME);
  if (!secret) {
    const candidate = readLegacySecret() ?? randomBytes(32).toString("hex");
    // Two servers starting at once over an empty database: the first stored wins, both use it.
    secret = await keepFirstSecret(SESSION_SECRET_NAME, candidate);
  }
  adoptGeneratedSessionSecret(secret);
}

function readLegacySecret(): string | undefined {
  try {
    return readFileSync(legacySessionSecretFile(), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}
