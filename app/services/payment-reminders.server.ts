import { getDb, writeTransaction } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { addDays } from "~/lib/stay";
import { queuePaymentReminderEmail } from "./notices.server";
import { guestTokenOf, inquiryForEmail, listQuotedConfirmedStays } from "~/models/inquiry.server";
import { takePaymentReminder } from "~/models/payment-reminder.server";
import { getPaymentSettings } from "~/models/settings.server";
import { moneyOf, sendOwedCardRefunds } from "./payments.server";
import { reconcileMpesaAttempts } from "./online-payments.server";
import { onlinePaymentOffers } from "~/models/payment.server";
import { takeTurn } from "./jobs.server";

const HOUR_MS = 60 * 60 * 1000;
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
      const offers = await onlinePaymentOffers(trx);
      await queuePaymentReminderEmail(
        trx,
        await inquiryForEmail(trx, booking.id),
        stage,
        { total: money.total, paid: money.paid, balanceDueDate: money.balanceDueDate },
        // With online payments on, the reminder links to the guest's page to pay.
        offers.card || offers.mpesa ? await guestTokenOf(trx, booking.id) : undefined,
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Send the reminders due now and then hourly (unref'ed); with several servers, the one that takes the hour's turn sends. */
export function startPaymentReminders(): void {
  const run = async () => {
    try {
      if (await takeTurn("payment-reminders", HOUR_MS)) {
        await sendPaymentReminders();
        // What a provider left open: card refunds Stripe did not take yet, M-Pesa attempts whose callback never came.
        await sendOwedCardRefunds();
        await reconcileMpesaAttempts();
      }
    } catch (error) {
      console.error("Payment reminders failed", error);
    }
  };
  void run();
  if (timer) return;
  timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
}
