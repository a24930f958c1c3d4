import type { DB } from "~/db/db.server";

/**
 * Take the balance reminder `stage` of booking `inquiryId` in the write transaction `db`: true when this call
 * took it, false when it was taken already (its primary key; a second run or a second server finds it taken).
 */
export async function takePaymentReminder(db: DB, inquiryId: number, stage: "week" | "due"): Promise<boolean> {
  const taken = await db
    .insertInto("paymentReminders")
    .values({ inquiryId, stage })
    .onConflict((oc) => oc.columns(["inquiryId", "stage"]).doNothing())
    .returning("inquiryId")
    .executeTakeFirst();
  return taken !== undefined;
}
