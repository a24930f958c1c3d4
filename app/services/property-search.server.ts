import { SEARCH_PARAMS } from "../../server/public-routes.js";
import { listProperties, type Property } from "~/models/property.server";
import { propertySearchSchema, type PropertySearch } from "~/schemas/property-search";
import { quoteForPropertyId } from "~/services/booking.server";
import type { StayOffer } from "~/lib/day-ranges";

export interface PropertySearchResult {
  /** The filters as understood (invalid ones dropped), to fill the form again. */
  filters: PropertySearch;
  /** Each bad filter's message (the page shows them; the other filters still apply). */
  errors: Record<string, string[]>;
  properties: Property[];
  /**
   * With dates: each listed property's offer for the stay, by id. The bookable ones are listed first; the
   * others stay listed after them with their reason, so a guest sees what to change.
   */
  offers: Record<number, StayOffer>;
  /** Every location of a live property, for the location select. */
  locations: string[];
}

/**
 * /properties?startDate=&endDate=&guests=&location=&sort=: the live properties in `location`, sorted by price
 * when asked. Without dates, those sleeping at least `guests`. With dates, every one of them with its offer for
 * the stay (the total, or why not: nights taken by a confirmed stay, a block or an imported calendar, too short
 * a stay, too many guests), the bookable ones first. A bad filter is reported and ignored, never a 500.
 */
export async function searchProperties(params: URLSearchParams): Promise<PropertySearchResult> {
  const raw = Object.fromEntries(SEARCH_PARAMS.map((k) => [k, params.get(k) ?? undefined]));
  const parsed = propertySearchSchema.safeParse(raw);
  const errors: Record<string, string[]> = {};
  let filters: PropertySearch = {};
  if (parsed.success) {
    filters = parsed.data;
  } else {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      (errors[key] ??= []).push(issue.message);
    }
    // Keep the filters that are fine on their own; dates only count as a pair.
    const one = (key: keyof PropertySearch) => {
      const r = propertySearchSchema.safeParse({ [key]: raw[key] });
      return r.success ? r.data[key] : undefined;
    };
    filters = {
      guests: errors.guests ? undefined : (one("guests") as number | undefined),
      location: errors.location ? undefined : (one("location") as string | undefined),
      sort: errors.sort ? undefined : (one("sort") as PropertySearch["sort"]),
    };
  }

  const all = await listProperties();
  const locations = [...new Set(all.map((p) => p.location))].sort();
  const { startDate, endDate, guests } = filters;
  const dated = Boolean(startDate && endDate);
  let properties = all.filter(
    (p) =>
      // With dates a party too large stays listed, saying so; without, the guests filter leaves it out.
      (dated || !guests || p.sleeps >= guests) && (!filters.location || p.location.toLowerCase() === filters.location.toLowerCase()),
  );
  if (filters.sort === "price-asc") properties = [...properties].sort((a, b) => a.price - b.price || a.id - b.id);
  if (filters.sort === "price-desc") properties = [...properties].sort((a, b) => b.price - a.price || a.id - b.id);
  const offers: Record<number, StayOffer> = {};
  if (startDate && endDate) {
    const quotes = await Promise.all(properties.map((p) => quoteForPropertyId(p.id, { startDate, endDate, guests, promoCode: undefined })));
    properties.forEach((p, i) => {
      const quote = quotes[i];
      if (guests && guests > p.sleeps) offers[p.id] = { bookable: false, reason: "tooManyGuests", sleeps: p.sleeps };
      else if (!quote || (quote.available === false && quote.nights >= quote.minNights)) offers[p.id] = { bookable: false, reason: "taken" };
      else if (quote.nights < quote.minNights) offers[p.id] = { bookable: false, reason: "tooShort", minNights: quote.minNights };
      else offers[p.id] = { bookable: true, total: quote.total, nights: quote.nights, currency: quote.currency };
    });
    // Bookable first, each group in the order asked for (a stable sort keeps it).
    properties = [...properties].sort((a, b) => Number(!offers[a.id].bookable) - Number(!offers[b.id].bookable));
  }
  return { filters, errors, properties, offers, locations };
}
