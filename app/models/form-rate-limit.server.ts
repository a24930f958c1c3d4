import type SQLite from "better-sqlite3";
import { immediateRawTransaction } from "~/db/db.server";

export const FORM_RATE_WINDOW_MS = 60 * 60_000;

export type FormRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Count and record one public-form request for this client in a single SQLite IMMEDIATE transaction,
 * so the limit holds however many requests and server processes race. Over `limit` within the last
 * hour: refused, with the seconds until the oldest counted request leaves the window.
 */
export async function takeFormRateSlot(clientAddress: string, limit: number, now = Date.now()): Promise<FormRateDecision> {
  const since = new Date(now - FORM_RATE_WINDOW_MS).toISOString();
  return immediateRawTransaction((sqlite) => {
    const sql = statementsFor(sqlite);
    // Counting stops at the limit: a client's rows are read at most `limit` at a time.
    const { n } = sql.count.get(clientAddress, since, limit) as { n: number };
    if (n >= limit) {
      const { oldest } = sql.oldest.get(clientAddress, since) as { oldest: string | null };
      const freesAt = (oldest ? Date.parse(oldest) : now) + FORM_RATE_WINDOW_MS;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
    }
    sql.insert.run(clientAddress, new Date(now).toISOString());
    // Requests older than the window count for nothing: keep the table small.
    sql.prune.run(since);
    return { allowed: true };
  });
}

type Statements = Record<"count" | "oldest" | "insert" | "prune", SQLite.Statement>;
const prepared = new WeakMap<SQLite.Database, Statements>();

/** The statements, prepared once per connection. */
function statementsFor(sqlite: SQLite.Database): Statements {
  let statements = prepared.get(sqlite);
  if (!statements) {
    statements = {
      count: sqlite.prepare("SELECT count(*) AS n FROM (SELECT 1 FROM formRateLimits WHERE clientAddress = ? AND createdAt >= ? LIMIT ?)"),
      oldest: sqlite.prepare("SELECT min(createdAt) AS oldest FROM formRateLimits WHERE clientAddress = ? AND createdAt >= ?"),
      insert: sqlite.prepare("INSERT INTO formRateLimits (clientAddress, createdAt) VALUES (?, ?)"),
      prune: sqlite.prepare("DELETE FROM formRateLimits WHERE createdAt < ?"),
    };
    prepared.set(sqlite, statements);
  }
  return statements;
}
