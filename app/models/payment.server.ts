import { getDb, type DB } from "~/db/db.server";
import type { PaymentsTable } from "~/db/schema";
import type { Insertable, Selectable } from "kysely";
import type { PaymentEntry } from "~/lib/payments";
import { nowIso } from "~/lib/clock";

type PaymentRow = Selectable<PaymentsTable>;

function toEntry(row: PaymentRow): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    providerRef: row.providerRef,
    note: row.note,
    at: row.settledAt ?? row.createdAt,
  };
}

/** A booking's payments and refunds, oldest first, read with `executor` (a command's transaction) or alone. */
export async function listBookingPayments(inquiryId: number, executor?: DB): Promise<PaymentEntry[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("payments").selectAll().where("inquiryId", "=", inquiryId).orderBy("createdAt").orderBy("id").execute();
  return rows.map(toEntry);
}

/** Store one payment or refund in the write transaction `db`; answers it as the booking's money lists it. */
export async function insertPayment(
  db: DB,
  row: Omit<Insertable<PaymentsTable>, "createdAt" | "settledAt"> & { settled?: boolean },
): Promise<PaymentEntry> {
  const { settled, ...values } = row;
  const now = nowIso();
  const stored = await db
    .insertInto("payments")
    .values({ ...values, createdAt: now, settledAt: settled ? now : null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(stored);
}
