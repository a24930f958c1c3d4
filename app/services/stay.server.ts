import { writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone } from "~/lib/dates";
import { NotFoundError, ValidationError } from "~/lib/domain-errors";
import { addMonths, clipRanges, quoteStay, type BookingCalendar, type DayRange, type PricingSettings, type StayQuote } from "~/lib/stay";
import { AVAILABILITY_MESSAGES } from "~/messages";
import { listUnavailableRanges } from "~/models/calendar.server";
import { takeFormRateSlot, takeFormSlot } from "~/models/form-rate-limit.server";
import { insertInquiry } from "~/models/inquiry.server";
import { getPropertyById, getPropertyBySlug } from "~/models/property.server";
import { getPricingSettings } from "~/models/settings.server";
import type { BookingInquiryInput } from "~/schemas/inquiry";
import { AVAILABILITY_QUERY_MESSAGES, type AvailabilityQuery, type StayDates } from "~/schemas/stay";

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

async function quoteFor(property: { id: number; price: number }, stay: StayDates): Promise<StayQuote> {
  const [pricing, unavailable] = await Promise.all([getPricingSettings(), listUnavailableRanges(property.id, stay)]);
  return quoteStay(stay, property.price, pricing, unavailable);
}

/** GET /api/v1/properties/{slug}/quote. */
export async function quoteForSlug(slug: string, stay: StayDates): Promise<StayQuote> {
  return quoteFor(await liveProperty(slug), stay);
}

/** The page's 'Check price' button: the quote for a property id (null when the property is gone). */
export async function quoteForPropertyId(propertyId: number, stay: StayDates): Promise<StayQuote | null> {
  const property = await getPropertyById(propertyId);
  return property ? quoteFor(property, stay) : null;
}

/** What a booking form needs to mark unavailable nights and price a stay in the browser, loaded with the page. */
export async function bookingCalendars(
  properties: { id: number; price: number }[],
): Promise<{ pricing: PricingSettings; calendars: Record<number, BookingCalendar> }> {
  const today = todayInBusinessZone();
  const window = { startDate: today, endDate: addMonths(today, DEFAULT_WINDOW_MONTHS) };
  const [pricing, ...ranges] = await Promise.all([getPricingSettings(), ...properties.map((p) => listUnavailableRanges(p.id, window))]);
  const calendars: Record<number, BookingCalendar> = {};
  properties.forEach((p, i) => {
    calendars[p.id] = { unavailable: clipRanges(ranges[i], today, window.endDate), nightlyPrice: p.price };
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
 * A guest's inquiry (page or API): priced as it is sent, refused with 409 when the nights are taken.
 * With a `visitor`, the visitor's limit slot is taken in the inquiry's own write transaction (one write
 * lock and one commit instead of two): over the limit nothing is written (FormLimitReached); an inquiry
 * refused inside the transaction (404, 409, too many guests) rolls back with the slot, so the slot is
 * then taken on its own: every request counts.
 */
export async function submitInquiry(input: BookingInquiryInput, visitor?: FormVisitor) {
  const property = await getPropertyById(input.propertyId);
  const quote = property ? quoteStay(input, property.price, await getPricingSettings()) : undefined;
  const store = (trx: DB) => insertInquiry(trx, input, quote ? { nights: quote.nights, total: quote.total } : undefined);
  if (!visitor) return writeTransaction(store);
  try {
    return await writeTransaction(async (trx) => {
      const decision = await takeFormSlot(trx, visitor.clientAddress, visitor.limit);
      if (!decision.allowed) throw new FormLimitReached(decision.retryAfterSeconds);
      return store(trx);
    });
  } catch (error) {
    // (If that fails too, the error that matters is the first one.)
    if (!(error instanceof FormLimitReached)) await takeFormRateSlot(visitor.clientAddress, visitor.limit).catch(() => undefined);
    throw error;
  }
}
