import type { Kysely } from "kysely";
import { nowText } from "./dialect";

// Each balance reminder is e-mailed once: the week before the balance is due ("week") and on the day ("due").
// The primary key is what makes it once, on both engines, even if two servers ran the job at the same moment.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("paymentReminders")
    .addColumn("inquiryId", "integer", (c) => c.notNull().references("bookingInquiries.id"))
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("sentAt", "text", (c) => c.notNull().defaultTo(nowText(db)))
    .addPrimaryKeyConstraint("payment_reminders_pk", ["inquiryId", "stage"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("paymentReminders").execute();
}
