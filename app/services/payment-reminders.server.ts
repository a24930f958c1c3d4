import { getDb, writeTransaction } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { queuePaymentReminderEmail } from "./notices.server";
import { guestTokenOf, inquiryForEmail, listQuotedConfirmedStays } from "~/models/inquiry.server";
import { takePaymentReminder } from "~/models/payment-reminder.server";
import { getPaymentSettings } from "~/models/settings.server";
import { moneyOf } from "./payments.server";
import { onlinePaymentTerms } from "./payment-methods.server";

/** The first reminder goes this many days before the balance is due. */
const WEEK_BEFORE = 7;

/**
 * E-mail the balance reminders due on `today` (the business's day): for each confirmed, quoted stay not yet
 * begun that still owes money, "week" from 7 days before its balance date and "due" from that date on. Each is
 * sent once per booking: its row in paymentReminders (primary key) is taken in the same transaction as the
 * e-mail is queued, so a second run, or a second server, finds it taken. Answers how many were queued.
 */
export async function sendPaymentReminders(today = todayInBusinessZone()): Promise<number> {
  const db = await getDb();
  const { balanceDueDays } = await getPaymentSettings();
  // Stays whose balance date is at most a week away (or passed), not yet begun.
  const candidates = await listQuotedConfirmedStays(db, today, addDays(today, balanceDueDays + WEEK_BEFORE));
  let queued = 0;
  for (const booking of candidates) {
    const sent = await writeTransaction(async (trx) => {
      const money = await moneyOf(booking.id, trx);
      if (!money.balanceDueDate || money.total - money.paid <= 0 || money.refundDue > 0) return false;
      const stage = today >= money.balanceDueDate ? "due" : today >= addDays(money.balanceDueDate, -WEEK_BEFORE) ? "week" : null;
      if (!stage) return false;
      if (!(await takePaymentReminder(trx, booking.id, stage))) return false;
      const { methods } = await onlinePaymentTerms(trx);
      await queuePaymentReminderEmail(
        trx,
        await inquiryForEmail(trx, booking.id),
        stage,
        { total: money.total, paid: money.paid, balanceDueDate: money.balanceDueDate },
        // With online payments on, the reminder links to the guest's page to pay, and says how.
        methods.length > 0 ? { guestToken: (await guestTokenOf(trx, booking.id))!, methods } : undefined,
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
