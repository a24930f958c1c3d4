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
    const row = sqlite
      .prepare("SELECT count(*) AS n, min(createdAt) AS oldest FROM formRateLimits WHERE clientAddress = ? AND createdAt >= ?")
      .get(clientAddress, since) as { n: number; oldest: string | null };
    if (row.n >= limit) {
      const freesAt = (row.oldest ? Date.parse(row.oldest) : now) + FORM_RATE_WINDOW_MS;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
    }
    sqlite.prepare("INSERT INTO formRateLimits (clientAddress, createdAt) VALUES (?, ?)").run(clientAddress, new Date(now).toISOString());
    // Requests older than the window count for nothing: keep the table small.
    sqlite.prepare("DELETE FROM formRateLimits WHERE createdAt < ?").run(since);
    return { allowed: true };
  });
}
