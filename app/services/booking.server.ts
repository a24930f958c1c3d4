import { getDb, keptUntilDataChanges, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { ConflictError, NotFoundError, ValidationError } from "~/lib/domain-errors";
import { nightsBetween } from "~/lib/dates";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { priceStay, promoCodeRefusal, promoRefusalMessage, type PricingSettings, type Quote } from "~/lib/pricing";
import { addMonths, clipRanges, type BookingCalendar, type DayRange, type MinimumStays } from "~/lib/day-ranges";
import { AVAILABILITY_MESSAGES, PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { findPromoCode, type PromoCode } from "~/models/promo-code.server";
import { listActivityNames } from "~/models/activity.server";
import { listSeasonsFrom } from "~/models/season.server";
import { listUnavailableRanges, stayOverlapsUnavailable } from "~/models/calendar.server";
import { takeFormRateSlot, takeFormSlot } from "~/models/form-rate-limit.server";
import { queueInquiryEmails, readEmailSettings, type EmailSettingsNow } from "./notices.server";
import { storeInquiry, type BookingInquiry, type InquiryQuote } from "~/models/inquiry.server";
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
): Promise<{ pricing: PricingSettings; calendars: Record<number, BookingCalendar> }> {
  const today = todayInBusinessZone();
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
