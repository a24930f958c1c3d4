import { todayInBusinessZone } from "~/lib/dates";
import { recordAudit, type OutsideActor } from "~/models/audit.server";
import { writeTransaction, type DB } from "~/db/db.server";
import { nightsBetween } from "~/lib/dates";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { nowIso } from "~/lib/clock";
import { GUEST_STAY_MESSAGES } from "~/messages";
import { findGuestStay, inquiryLabel, toInquiry, updateInquiryCancelledByGuest, type BookingInquiry, type GuestStay } from "~/models/inquiry.server";
import { STAY_POLICY } from "~/policies";
import { queueGuestCancelEmails } from "./notices.server";
import { cancelGuestMessages } from "./guest-messages.server";
import { recordCancellationRefund, type BookingTerms } from "~/services/payments.server";
import { INQUIRY_AUDIT } from "./inquiries.server";

/**
 * The guest's own page (/stay/{token}): what they see of their request, and the one thing they can do
 * there, cancel it. The token in the address is the only key (docs/decisions/1040-the-guests-page.md).
 */

/**
 * Who the audit log says cancelled: the guest, with no user id. No username can hold a space, so no staff
 * account is ever mistaken for it, and the log reads "the guest cancelled TR-7K3M9Q (…) on their booking page".
 */
export const GUEST_ACTOR: OutsideActor = { id: null, username: "the guest" };

/** Why the guest may not cancel online; null when they may. */
export type GuestCancelRefusal = keyof Pick<typeof GUEST_STAY_MESSAGES, "alreadyCancelled" | "tooLate" | "closed">;

/**
 * Whether the guest may cancel on their page: a pending request always; a confirmed booking while check-in
 * is at least the policy's `guestCancelMinDays` after `today` (East Africa Time; 2, so never on the day
 * before or the day itself: staff are preparing the place); a cancelled one or one with an unknown status never.
 */
export function guestCancelRefusal(inquiry: Pick<BookingInquiry, "status" | "startDate">, today: string): GuestCancelRefusal | null {
  switch (inquiry.status) {
    case "pending":
      return null;
    case "confirmed":
      return nightsBetween(today, inquiry.startDate) >= STAY_POLICY.guestCancelMinDays ? null : "tooLate";
    case "cancelled":
      return "alreadyCancelled";
    default:
      return "closed";
  }
}

/** What a guest's own cancellation changed, for its audit row and the page's toast. */
interface GuestCancellation {
  inquiry: BookingInquiry & { propertyName: string };
  previousStatus: "pending" | "confirmed";
  /** The row as the cancellation left it (its money terms) and the audit log's name for it, so neither is read again. */
  terms: BookingTerms;
  label: string;
}

/**
 * The guest cancels their own request on their page. `db` must be the command's write transaction: the
 * check and the update share its lock, so a guest and staff (or two tabs) acting at once cannot both win.
 * 404 for an unknown token; 409 with the reason when it can no longer be cancelled online. The inquiry
 * becomes `cancelled` by the guest (its nights free again), and staff and the guest are e-mailed.
 */
async function cancelInquiryAsGuest(db: DB, token: string, today: string): Promise<GuestCancellation> {
  const before = await findGuestStay(token, db);
  if (!before) throw new NotFoundError("Booking inquiry not found");
  const refusal = guestCancelRefusal(before, today);
  if (refusal) throw new ConflictError(GUEST_STAY_MESSAGES[refusal]);
  const previousStatus = before.status as "pending" | "confirmed";
  // The guest's own name could be a staff member's username: the suffix keeps the two apart everywhere it shows.
  const by = `${before.name} (guest)`;
  const at = nowIso();
  const row = await updateInquiryCancelledByGuest(db, before.id, by, at);
  const inquiry = { ...toInquiry(row), propertyName: before.property?.name ?? "your stay", guestToken: row.guestToken };
  await queueGuestCancelEmails(db, inquiry, previousStatus, at);
  await cancelGuestMessages(db, before.id);
  const label = inquiryLabel({ reference: row.reference, name: row.name, propertyName: before.property?.name ?? null });
  return { inquiry, previousStatus, terms: { id: row.id, status: row.status, total: row.total, startDate: row.startDate }, label };
}

export interface GuestStayView {
  stay: GuestStay;
  /** Why the guest cannot cancel online now; null when they can. */
  cancelRefusal: GuestCancelRefusal | null;
  /** Today in East Africa Time, the day the rule was judged on. */
  today: string;
}

/** The guest's view of their request; 404 for an unknown or malformed token (never saying which). */
export async function getGuestStay(token: string | undefined): Promise<GuestStayView> {
  const stay = await findGuestStay(token);
  if (!stay) throw new NotFoundError("Booking inquiry not found");
  const today = todayInBusinessZone();
  // Directions are for a confirmed guest only (the site keeps them private until then).
  const property = stay.property && stay.status !== "confirmed" ? { ...stay.property, directions: null } : stay.property;
  return { stay: { ...stay, property }, cancelRefusal: guestCancelRefusal(stay, today), today };
}

/**
 * The guest cancels their request (pending) or booking (confirmed, check-in more than a day away) on their
 * own page. In ONE write transaction: the status becomes `cancelled` by the guest (its nights free again for
 * the calendars, the availability API and the booking forms), staff are e-mailed and the guest gets an
 * acknowledgement (the outbox), and the audit log records `inquiry.guest-cancel` in the guest's name, which
 * the booking's timeline tells. 404 for an unknown token; 409 with the reason (already cancelled, too late,
 * not a request the guest can change) and nothing changed.
 */
export async function cancelStayAsGuest(token: string | undefined): Promise<{ reference: string; wasConfirmed: boolean }> {
  if (token === undefined) throw new NotFoundError("Booking inquiry not found");
  const cancelled = await writeTransaction(async (trx) => {
    // The booking is read once (by its token, under the write lock) and its updated row reused below.
    const { inquiry, previousStatus, terms, label } = await cancelInquiryAsGuest(trx, token, todayInBusinessZone());
    // The log names the booking as for staff's commands: "TR-7K3M9Q (Jane Guest, Alpine Retreat)".
    await recordAudit(
      trx,
      GUEST_ACTOR,
      INQUIRY_AUDIT.guestCancel,
      { type: "booking-inquiry", id: inquiry.id, label },
      {
        previousStatus,
        startDate: inquiry.startDate,
        endDate: inquiry.endDate,
      },
    );
    // Money paid comes back as the cancellation policy gives it, owed until staff make the refund.
    await recordCancellationRefund(trx, GUEST_ACTOR, inquiry.id, undefined, terms);
    return { id: inquiry.id, reference: inquiry.reference, wasConfirmed: previousStatus === "confirmed" };
  });
  // A card refund goes to Stripe once the cancellation has committed.
  return { reference: cancelled.reference, wasConfirmed: cancelled.wasConfirmed };
}
