import { startBackgroundCheckpoints } from "~/db/db.server";
import { notifyOutbox, OUTBOX_MESSAGE } from "~/lib/mail.server";
import { requestGuards } from "~/lib/request-guards.server";
import { allowedMethods } from "~/lib/route-methods.server";
import { currentDataVersion, currentDataVersionReader } from "~/models/data-version.server";
import { databaseAnswers, registerServerProcess, shutdown } from "~/services/lifecycle.server";
import { startTasks, startup, startWorker } from "~/services/startup.server";
import { servePhotos } from "~/web/photos.server";
import { answerUnavailableWith503 } from "~/web/database-faults.server";

/**
 * Everything server.js calls in the app, in one typed object: entry.server.tsx exports it as
 * `serverEntry`, and server.js (checked by TypeScript through JSDoc) reads it with `ServerEntry`'s
 * type, so renaming or removing one of these fails the type check instead of the start.
 */
export const serverEntry = {
  /** Before listening, once per server (the cluster's primary, or the single process): migrations, seed data, session secret, background jobs. */
  startup,
  /** A cluster worker's start: the primary already migrated and seeded; open the database and read the session secret. */
  startWorker,
  /** The task runner (e-mails, refunds and provider questions after a commit): only in the process that runs the background jobs. */
  startTasks,
  /** Marks the database as served (so `npm run restore` refuses while a server runs). */
  registerServerProcess,
  /** The cluster's primary over SQLite: checkpoint the log every second for the workers, which leave it to it. */
  startBackgroundCheckpoints,
  /** After the last request: stop background work, checkpoint the WAL, close the database. */
  shutdown,
  /** GET /healthz (server/health.js): does the database answer a trivial query within the time given? */
  databaseAnswers,
  /** The IPC message a worker sends its primary when it queued an e-mail; the primary then calls `notifyOutbox`. */
  OUTBOX_MESSAGE,
  notifyOutbox,
  /** The page cache's invalidation counter, read by server/page-cache.js on every cacheable request. */
  currentDataVersion,
  /** The same, bound to the database the server opened at start-up (what server.js hands the page cache). */
  currentDataVersionReader,
  /** Express middleware in front of Remix: cross-site refusal and page-form body limits. */
  requestGuards,
  /** The `Allow` value of a path in a build (server/request-line.js answers TRACE with it). */
  allowedMethods,
  /** Express middleware for /uploads: uploaded photos from the database, cached for a year (immutable). */
  servePhotos,
  /** The build server.js serves: every loader and action answers 503 while the database cannot be reached. */
  answerUnavailableWith503,
};

export type ServerEntry = typeof serverEntry;

declare module "@remix-run/node" {
  /**
   * What server.js's getLoadContext gives every loader and action (and entry.server.tsx's render).
   * Optional because a test may call a route directly without them.
   */
  interface AppLoadContext {
    /** The client's address (from X-Forwarded-For when TRUST_PROXY=true): login throttling and the public-form limit. */
    clientAddress?: string;
    /** This response's Content-Security-Policy nonce, made by server/security-headers.js; every rendered script carries it. */
    cspNonce?: string;
  }
}
