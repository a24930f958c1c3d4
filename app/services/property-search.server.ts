import { overlapsAny } from "~/lib/stay";
import { listUnavailableRanges } from "~/models/calendar.server";
import { listProperties, type Property } from "~/models/property.server";
import { propertySearchSchema, type PropertySearch } from "~/schemas/property-search";

export interface PropertySearchResult {
  /** The filters as understood (invalid ones dropped), to fill the form again. */
  filters: PropertySearch;
  /** Each bad filter's message (the page shows them; the other filters still apply). */
  errors: Record<string, string[]>;
  properties: Property[];
  /** Every location of a live property, for the location select. */
  locations: string[];
}

/**
 * /properties?startDate=&endDate=&guests=&location=&sort=: the live properties free for
 * every night of the stay (confirmed stays, blocks and imported calendars), sleeping at least
 * `guests`, in `location`, sorted by price when asked. A bad filter is reported and ignored, never a 500.
 */
export async function searchProperties(params: URLSearchParams): Promise<PropertySearchResult> {
  const raw = Object.fromEntries(["startDate", "endDate", "guests", "location", "sort"].map((k) => [k, params.get(k) ?? undefined]));
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
  let properties = all.filter(
    (p) => (!filters.guests || p.sleeps >= filters.guests) && (!filters.location || p.location.toLowerCase() === filters.location.toLowerCase()),
  );
  if (filters.startDate && filters.endDate) {
    const stay = { startDate: filters.startDate, endDate: filters.endDate };
    const taken = await Promise.all(properties.map((p) => listUnavailableRanges(p.id, stay)));
    properties = properties.filter((_, i) => !overlapsAny(stay, taken[i]));
  }
  if (filters.sort === "price-asc") properties = [...properties].sort((a, b) => a.price - b.price || a.id - b.id);
  if (filters.sort === "price-desc") properties = [...properties].sort((a, b) => b.price - a.price || a.id - b.id);
  return { filters, errors, properties, locations };
}
