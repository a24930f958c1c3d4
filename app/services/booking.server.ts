import { getDb, keptUntilDataChanges, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { nightsBetween } from "~/lib/dates";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { priceStay, promoCodeFits, promoCodeRefusal, promoRefusalMessage, type PricingSettings, type Quote } from "~/lib/pricing";
import { addMonths, clipRanges, type BookingCalendar, type DayRange, type MinimumStays } from "~/lib/day-ranges";
import { AVAILABILITY_MESSAGES, BOOKING_DATES_MESSAGES, PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { findPromoCode, getPromoCode, type PromoCode } from "~/models/promo-code.server";
import { listActivityNames } from "~/models/activity.server";
import { listSeasonsFrom } from "~/models/season.server";
import { findStayConflicts, listUnavailableRanges, stayOverlapsUnavailable } from "~/models/calendar.server";
import { takeFormRateSlot, takeFormSlot } from "~/models/form-rate-limit.server";
import { queueDatesChangedEmail, queueInquiryEmails, readEmailSettings, type EmailSettingsNow } from "./notices.server";
import { inquiryBeforeChange, moveInquiryStay, storeInquiry, toInquiry, type BookingInquiry, type InquiryQuote } from "~/models/inquiry.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { findOpenAttempt } from "~/models/payment.server";
import { formatMoney } from "~/lib/money";
import { scheduleGuestMessages } from "./guest-messages.server";
import { INQUIRY_AUDIT } from "./inquiries.server";
import { moneyFor } from "./payments.server";
import { getPropertyBySlug, getPropertyRateColumns, liveBookableProperty } from "~/models/property.server";
import { getBusinessSettings, getPricingSettings } from "~/models/settings.server";
import { loadPropertyRates } from "./rates.server";
import type { BookingInquiryInput } from "~/schemas/inquiry";
import { AVAILABILITY_QUERY_MESSAGES, type AvailabilityQuery, type QuoteQuery, type StayDates } from "~/schemas/availability";

/** How far ahead the booking calendars and the availability API look by default, and at most. */
export const DEFAULT_WINDOW_MONTHS = 12;
export const MAX_WINDOW_MONTHS = 24;

async function liveProperty(slug: string) {
  const property = await getPropertyBySlug(slug);
  if (!property) throw new NotFoundError(AVAILABILITY_MESSAGES.propertyNotFound);
  return property;
}

/**
 * GET /api/v1/properties/{slug}/availability: merged unavailable ranges inside [from, to) (default today
 * for 12 months, at most 24), nothing about who stays.
 */
export async function availabilityForSlug(slug: string, query: AvailabilityQuery): Promise<{ unavailable: DayRange[] }> {
  const from = query.from ?? todayInBusinessZone();
  const to = query.to ?? addMonths(from, DEFAULT_WINDOW_MONTHS);
  if (to <= from) throw new ValidationError(AVAILABILITY_QUERY_MESSAGES.reversed, { to: [AVAILABILITY_QUERY_MESSAGES.reversed] });
  if (to > addMonths(from, MAX_WINDOW_MONTHS))
    throw new ValidationError(AVAILABILITY_QUERY_MESSAGES.tooLong, { to: [AVAILABILITY_QUERY_MESSAGES.tooLong] });
  const property = await liveProperty(slug);
  const window = { startDate: from, endDate: to };
  return { unavailable: clipRanges(await listUnavailableRanges(property.id, window), from, to) };
}

/** The promo code was refused, with its reason in words (unknown, inactive, not for this property or dates, used up, too short). */
function promoCodeRefused(message: string): ValidationError {
  return new ValidationError(message, { promoCode: [message] });
}

interface PricedStay {
  quote: Quote;
  promoCodeId: number | null;
}

/** What pricing a stay reads: the property's rates and seasons, the stay rules, the business (its currency). Null: no live property. */
interface PricingInputs {
  propertyId: number;
  rates: NonNullable<Awaited<ReturnType<typeof loadPropertyRates>>>;
  rules: PricingSettings;
  currency: string;
}

/**
 * Read for every quote and every booking, and changed only when staff change the rates or settings: kept in
 * memory until then (keptUntilDataChanges), which saves a booking four queries.
 */
const pricingInputs = keptUntilDataChanges(async (propertyId: number): Promise<PricingInputs | null> => {
  const db = await getDb();
  const [rates, rules, business] = await Promise.all([loadPropertyRates(db, propertyId), getPricingSettings(db), getBusinessSettings(db)]);
  return rates ? { propertyId, rates, rules, currency: business.currency ?? DEFAULT_CURRENCY } : null;
});

/** Which inquiry e-mails are on and the business details they carry, kept the same way. */
const emailSettingsNow = keptUntilDataChanges<void, EmailSettingsNow>(async () => {
  const db = await getDb();
  const [settings, activityNames] = await Promise.all([readEmailSettings(db), listActivityNames(db)]);
  return { ...settings, activityNames };
}, 1);

/**
 * Price a stay from `inputs` (null: no live property, no price). A promo code is read with `db` (a write
 * transaction when the booking is stored, so its uses are counted under the same lock that adds one).
 * Throws 400 on `promoCode` for a code that may not be used.
 */
async function priceFrom(
  db: DB,
  inputs: PricingInputs | null,
  stay: StayDates & { guests?: number; promoCode?: string },
  unavailable: readonly DayRange[] = [],
): Promise<PricedStay | null> {
  if (!inputs) return null;
  let promo: PromoCode | null = null;
  if (stay.promoCode) {
    // Whether it may be used, and the words for why not, are pricing's (app/lib/pricing.ts).
    promo = await findPromoCode(db, stay.promoCode);
    const nights = nightsBetween(stay.startDate, stay.endDate);
    const refusal = promoCodeRefusal(promo, { ...stay, propertyId: inputs.propertyId }, nights, promo?.uses ?? 0);
    if (refusal) throw promoCodeRefused(promoRefusalMessage(stay.promoCode, refusal, promo, todayInBusinessZone()));
  }
  const { rates, rules, currency } = inputs;
  const quote = priceStay({ stay, guests: stay.guests, rates, rules, promo, currency, unavailable });
  // A code that gives less than the stay discount is not used (they do not stack), so it is not counted either.
  return { quote, promoCodeId: promo && quote.promoCode ? promo.id : null };
}

async function quoteFor(propertyId: number, query: QuoteQuery): Promise<Quote | null> {
  const unavailable = await listUnavailableRanges(propertyId, query);
  return (await priceFrom(await getDb(), await pricingInputs(propertyId), query, unavailable))?.quote ?? null;
}

/** GET /api/v1/properties/{slug}/quote: the stay's lines and total, its minimum stay, and whether it can be booked. */
export async function quoteForSlug(slug: string, query: QuoteQuery): Promise<Quote> {
  const property = await liveProperty(slug);
  const quote = await quoteFor(property.id, query);
  if (!quote) throw new NotFoundError(AVAILABILITY_MESSAGES.propertyNotFound);
  return quote;
}

/** The page's 'Check price' button: the quote for a property id (null when the property is gone). */
export async function quoteForPropertyId(propertyId: number, query: QuoteQuery): Promise<Quote | null> {
  return quoteFor(propertyId, query);
}

/** What a booking form needs to mark unavailable nights and minimum stays, loaded with the page. */
export async function bookingCalendars(
  properties: { id: number; slug: string; price: number }[],
  today = todayInBusinessZone(),
): Promise<{ pricing: PricingSettings; calendars: Record<number, BookingCalendar> }> {
  const window = { startDate: today, endDate: addMonths(today, DEFAULT_WINDOW_MONTHS) };
  const db = await getDb();
  const [pricing, ...perProperty] = await Promise.all([
    getPricingSettings(),
    ...properties.map((p) => Promise.all([listUnavailableRanges(p.id, window), getPropertyRateColumns(db, p.id), listSeasonsFrom(db, p.id, today)])),
  ]);
  const calendars: Record<number, BookingCalendar> = {};
  properties.forEach((p, i) => {
    const [ranges, rates, seasons] = perProperty[i];
    const minimumStays: MinimumStays = {
      minNights: rates?.minNights ?? 1,
      seasons: seasons
        .filter((s) => s.minNights != null && s.startDate < window.endDate)
        .map((s) => ({ startDate: s.startDate, endDate: s.endDate, minNights: s.minNights! })),
    };
    calendars[p.id] = {
      slug: p.slug,
      unavailable: clipRanges(ranges, today, window.endDate),
      nightlyPrice: p.price,
      ...(minimumStays.minNights > 1 || minimumStays.seasons.length ? { minimumStays } : {}),
    };
  });
  return { pricing, calendars };
}

/** The public forms' limit for one visitor: who (the client address) and how many requests an hour. */
export interface FormVisitor {
  clientAddress: string;
  limit: number;
}

/** The visitor has used up the public forms' limit: nothing was stored; try again in `retryAfterSeconds`. */
export class FormLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The public forms' limit is reached");
    this.name = "FormLimitReached";
  }
}

/**
 * A guest's inquiry, from the page form and the JSON API alike: priced as it is sent (the whole quote is
 * stored with it), refused with 400 when shorter than the minimum stay or with a promo code that may not be
 * used, 409 when the nights are taken. The visitor's limit slot is taken in the inquiry's own write
 * transaction (one write lock and one commit): over the limit nothing is written (FormLimitReached); an
 * inquiry refused or failing inside the transaction (404, 409, too many guests, a database error) rolls back
 * with its slot, and the slot is then taken on its own: every request counts (decision 0301), and no other
 * server ever sees the slot without the inquiry (docs/decisions/1128-booking-form-one-transaction.md).
 */
export async function submitInquiry(input: BookingInquiryInput, visitor: FormVisitor): Promise<BookingInquiry> {
  return (await submitGuestInquiry(input, visitor)).inquiry;
}

/** A new inquiry as its guest is told about it at once: the row, its property's name and the guest's secret page token. */
export interface SubmittedInquiry {
  inquiry: BookingInquiry;
  propertyName: string;
  guestToken: string;
}

/**
 * `submitInquiry`, answering also what the page form's confirmation panel shows: the property's name and the
 * guest's token (their page's link, for this guest's own browser only; never in the JSON API's answer).
 */
export async function submitGuestInquiry(input: BookingInquiryInput, visitor: FormVisitor): Promise<SubmittedInquiry> {
  // Read before the write lock, which every guest's form and staff change waits for: the property's rates
  // and the settings its price and e-mails use (a change made a moment before or after is the same to the
  // guest). What must not change between check and write is read under the lock: the promo code's uses,
  // the nights, the property still taking bookings, the visitor's limit.
  const [pricing, emailSettings] = await Promise.all([pricingInputs(input.propertyId), emailSettingsNow()]);
  try {
    return await writeTransaction(async (trx) => {
      const decision = await takeFormSlot(trx, visitor.clientAddress, visitor.limit);
      if (!decision.allowed) throw new FormLimitReached(decision.retryAfterSeconds);
      const priced = await priceFrom(trx, pricing, input);
      if (priced && priced.quote.nights < priced.quote.minNights) {
        const message = PUBLIC_BOOKING_MESSAGES.minimumStay(priced.quote.minNights);
        throw new ValidationError(message, { endDate: [message] });
      }
      return insertInquiry(trx, input, priced ?? undefined, emailSettings);
    });
  } catch (error) {
    // (If that fails too, the error that matters is the first one.)
    if (!(error instanceof FormLimitReached)) await takeFormRateSlot(visitor.clientAddress, visitor.limit).catch(() => undefined);
    throw error;
  }
}

/**
 * Store a visitor's inquiry for a live property, with the quote it was sent with, inside the caller's write
 * transaction (submitInquiry's, which takes the visitor's limit slot in it). It starts as pending. The booking's
 * rules, checked under the transaction's write lock: the property still takes bookings (404), sleeps as many
 * as asked (400 on `guests`), and none of the nights is taken (409). Then the row, then its e-mails.
 */
export async function insertInquiry(
  db: DB,
  input: BookingInquiryInput,
  quote?: InquiryQuote,
  emailSettings?: EmailSettingsNow,
): Promise<SubmittedInquiry> {
  const [property] = await liveBookableProperty(db, { id: input.propertyId });
  if (!property) {
    throw new NotFoundError(PUBLIC_BOOKING_MESSAGES.propertyGone, { propertyId: [PUBLIC_BOOKING_MESSAGES.propertyGone] });
  }
  if (input.guests > property.sleeps) {
    const message = PUBLIC_BOOKING_MESSAGES.tooManyGuests(property.sleeps);
    throw new ValidationError(message, { guests: [message] });
  }
  if (await stayOverlapsUnavailable(db, input.propertyId, input)) throw new ConflictError(AVAILABILITY_MESSAGES.datesUnavailable);
  const { inquiry, guestToken } = await storeInquiry(db, input, quote);
  await queueInquiryEmails(db, { ...inquiry, propertyName: property.name }, guestToken, emailSettings);
  return { inquiry, propertyName: property.name, guestToken };
}

/** What moving a stay did: the booking as it is now, and whether its promo code stopped applying. */
export interface MovedBooking {
  inquiry: BookingInquiry;
  promoDropped: string | null;
  guestTold: boolean;
}

/**
 * Staff move a booking's stay (pending or confirmed, not yet begun) to `dates`, in one write transaction: the
 * new nights must be free (the same check as a new inquiry and a confirmation: confirmed stays, blocks and
 * imported events, this booking aside: 409 naming the clashes), priced again by the one pricing function for
 * the same guests (its promo code kept while it still fits the new dates), and no cheaper than what the guest
 * has already paid (409: staff refund first). A confirmed booking's guest messages are re-timed and the
 * guest is told, all in the same transaction as the move and its audit row.
 */
export async function changeBookingDates(actor: AuditActor, id: number, dates: StayDates): Promise<MovedBooking> {
  const before = await inquiryBeforeChange(await getDb(), id);
  if (!before) throw new NotFoundError("Booking inquiry not found");
  const inputs = await pricingInputs(before.propertyId);
  return writeTransaction(async (trx) => {
    const booking = await inquiryBeforeChange(trx, id);
    if (!booking) throw new NotFoundError("Booking inquiry not found");
    if (booking.status === "cancelled") throw new ConflictError(BOOKING_DATES_MESSAGES.cancelled);
    if (booking.startDate <= todayInBusinessZone()) throw new ConflictError(BOOKING_DATES_MESSAGES.begun);
    if (booking.startDate === dates.startDate && booking.endDate === dates.endDate) {
      throw new ValidationError(BOOKING_DATES_MESSAGES.same, { startDate: [BOOKING_DATES_MESSAGES.same] });
    }
    if (!inputs) throw new NotFoundError(AVAILABILITY_MESSAGES.propertyNotFound);
    if (await stayOverlapsUnavailable(trx, booking.propertyId, dates, id)) {
      const conflicts = (await findStayConflicts(trx, [{ id, propertyId: booking.propertyId, ...dates }])).get(id);
      throw new ConflictError(AVAILABILITY_MESSAGES.datesUnavailable, undefined, { conflicts });
    }
    if (await findOpenAttempt(trx, id)) throw new ConflictError(BOOKING_DATES_MESSAGES.paymentInProgress);

    // The promo code the booking was made with, while it still fits the new stay (this booking already holds one of its uses).
    const nights = nightsBetween(dates.startDate, dates.endDate);
    const kept = booking.promoCodeId == null ? null : await getPromoCode(booking.promoCodeId, trx);
    const promo = kept && promoCodeFits(kept, { ...dates, propertyId: booking.propertyId }, nights, Math.max(0, kept.uses - 1)) ? kept : null;
    const { rates, rules, currency } = inputs;
    const quote = priceStay({ stay: dates, guests: booking.guests, rates, rules, promo, currency });
    if (quote.nights < quote.minNights) {
      const message = PUBLIC_BOOKING_MESSAGES.minimumStay(quote.minNights);
      throw new ValidationError(message, { endDate: [message] });
    }
    const money = await moneyFor({ id, status: booking.status, total: booking.total, startDate: booking.startDate }, trx);
    if (quote.total < money.paid) {
      throw new ConflictError(BOOKING_DATES_MESSAGES.belowPaid(formatMoney(quote.total, currency), formatMoney(money.paid, currency)));
    }

    const row = await moveInquiryStay(trx, id, {
      ...dates,
      nights: quote.nights,
      total: quote.total,
      quote: JSON.stringify(quote),
      promoCodeId: promo && quote.promoCode ? promo.id : null,
    });
    const inquiry = toInquiry(row);
    // A confirmed booking's messages before and after the stay move with it (a sent one stays sent).
    if (booking.status === "confirmed") await scheduleGuestMessages(trx, id);
    await recordAudit(
      trx,
      actor,
      INQUIRY_AUDIT.dates,
      { type: "booking-inquiry", id },
      {
        from: `${booking.startDate} to ${booking.endDate}`,
        to: `${dates.startDate} to ${dates.endDate}`,
        total: quote.total,
        currency,
        ...(booking.total !== quote.total ? { previousTotal: booking.total } : {}),
      },
    );
    const status = booking.status === "confirmed" ? "confirmed" : "pending";
    const guestTold = (await readEmailSettings(trx)).on.emailGuestDecision;
    await queueDatesChangedEmail(
      trx,
      { ...inquiry, quote, propertyName: booking.propertyName ?? "your stay" },
      { status, previous: { startDate: booking.startDate, endDate: booking.endDate, total: booking.total }, guestToken: row.guestToken },
    );
    return { inquiry, promoDropped: kept && !promo ? kept.code : null, guestTold };
  });
}
