import { sql } from "kysely";
import { writeTransaction, type DB } from "~/db/db.server";

export const FORM_RATE_WINDOW_MS = 60 * 60_000;

export type FormRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Count and record one public-form request for this client inside the caller's write transaction
 * (`trx` from writeTransaction), so the limit holds however many requests and server processes race,
 * and a caller that stores something in the same transaction takes the slot and stores it together.
 * Over `limit` within the last hour: refused (nothing recorded), with the seconds until the oldest
 * counted request leaves the window.
 */
export async function takeFormSlot(trx: DB, clientAddress: string, limit: number, now = Date.now()): Promise<FormRateDecision> {
  const since = new Date(now - FORM_RATE_WINDOW_MS).toISOString();
  // Counting stops at the limit: a client's rows are read at most `limit` at a time.
  const recent = trx
    .selectFrom("formRateLimits")
    .select(sql.lit(1).as("one"))
    .where("clientAddress", "=", clientAddress)
    .where("createdAt", ">=", since)
    .limit(limit)
    .as("recent");
  const { n } = await trx
    .selectFrom(recent)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit) {
    const { oldest } = await trx
      .selectFrom("formRateLimits")
      .select((eb) => eb.fn.min("createdAt").as("oldest"))
      .where("clientAddress", "=", clientAddress)
      .where("createdAt", ">=", since)
      .executeTakeFirstOrThrow();
    const freesAt = (oldest ? Date.parse(oldest) : now) + FORM_RATE_WINDOW_MS;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
  }
  await trx
    .insertInto("formRateLimits")
    .values({ clientAddress, createdAt: new Date(now).toISOString() })
    .execute();
  // Requests older than the window count for nothing: keep the table small.
  await trx.deleteFrom("formRateLimits").where("createdAt", "<", since).execute();
  return { allowed: true };
}

/** `takeFormSlot` in a write transaction of its own, for a caller that stores nothing with it. */
export async function takeFormRateSlot(clientAddress: string, limit: number, now = Date.now()): Promise<FormRateDecision> {
  return writeTransaction((trx) => takeFormSlot(trx, clientAddress, limit, now));
}
