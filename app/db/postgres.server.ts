import pg from "pg";
import { Kysely, PostgresDialect, sql } from "kysely";
import type { Database } from "./schema";
import type { DB, EngineHandle } from "./engine";

// count(*) and sums come back as int8 / numeric, which node-postgres hands out as strings (they may
// exceed 2^53). Every count and amount here is far below that: read them as numbers, as SQLite gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

/**
 * The key of the one write lock every writeTransaction takes on PostgreSQL (pg_advisory_xact_lock):
 * the checks and the writes that depend on them ("are these nights free?", "is this address over its
 * limit?", "is this account locked?") then never interleave, on this server or any other, exactly as
 * with SQLite's one writer. Reads never wait for it.
 */
const WRITE_LOCK_KEY = 7_384_201;

/** How long a write waits for another server's write lock before it fails. */
const WRITE_LOCK_TIMEOUT_MS = 10_000;

/** Runs the functions given to it one after another, in the order they came. */
function turns(): <T>(fn: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (fn) => {
    const run = last.then(fn, fn);
    last = run.catch(() => undefined);
    return run;
  };
}

/** How often each process reads the data version, so another server's write reaches its page cache. */
export const DATA_VERSION_POLL_MS = 250;

/** The URL as logs may show it: no password, no query string. */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `postgres://${user}${u.host}${u.pathname}`;
  } catch {
    return "postgres://(unreadable URL)";
  }
}

export interface PostgresHandle extends EngineHandle {
  engine: "postgres";
  pool: pg.Pool;
  /** Start reading the data version every DATA_VERSION_POLL_MS (after the migrations made its table). */
  watchDataVersion: () => Promise<void>;
}

export function openPostgres(url: string, poolMax: number): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // Idle connections do not keep a process alive (a script that is done exits, as with SQLite).
    allowExitOnIdle: true,
  });
  const label = describePostgresUrl(url);
  // An idle connection the server closed (a restart, an administrator) is dropped from the pool and
  // replaced on the next checkout; without this listener the error would end the process.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost (${label}): ${error.message}`));
  // A connection that is checked out but between two statements (inside a transaction, while the app
  // awaits something else) has no pool listener: the server ending it (a restart, an administrator)
  // would be an unhandled 'error' event that ends the process. With this listener the transaction's next
  // statement fails instead (answered 503), and the pool drops the connection when it is released.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db: DB = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  const localTurn = turns();
  let version = 0;
  let timer: NodeJS.Timeout | undefined;
  const readVersion = async (from: DB) => {
    const row = await sql<{ version: number }>`select version from "dataVersion" where id = 1`.execute(from);
    return Number(row.rows[0]?.version ?? 0);
  };
  const raise = (seen: number) => {
    if (seen > version) version = seen;
  };

  return {
    engine: "postgres",
    key: `${url}|${poolMax}`,
    label,
    db,
    pool,
    dataVersion: () => version,
    // Polled, and raised after this process's own writes: another server's write may not be in it yet.
    exactDataVersion: () => null,
    watchDataVersion: async () => {
      if (timer) return;
      raise(await readVersion(db));
      timer = setInterval(() => {
        readVersion(db).then(raise, () => undefined);
      }, DATA_VERSION_POLL_MS);
      timer.unref();
    },
    transaction: (fn) =>
      // Writes wait for each other in this process's memory, not each on a pooled connection: the lock
      // lets one through at a time anyway, and a burst of writes must not take every connection the
      // pages' reads need (nor time out waiting for one).
      localTurn(async () => {
        let seen = 0;
        const result = await db.transaction().execute(async (trx) => {
          // One round trip: a holder that never lets go (a stuck server) fails this write after the timeout
          // instead of hanging it, as SQLite's busy timeout does, then the lock.
          await sql`select set_config('lock_timeout', ${`${WRITE_LOCK_TIMEOUT_MS}ms`}, true), pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
          const value = await fn(trx);
          seen = await readVersion(trx);
          return value;
        });
        // This process's next request already sees its own write on the public pages.
        raise(seen);
        return result;
      }),
    clearStatementCache: () => undefined,
    close: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await db.destroy();
    },
  };
}
