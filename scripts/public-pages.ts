// Every public page of a throwaway server, for the measuring scripts (js-weight, lighthouse): the fixed pages, the
// list with and without a search, each property (read from the API) and the guest's own page of a booking inquiry
// made through the API for the run, then each in Swahili and German when the server offers them.
import Database from "better-sqlite3";
import { offeredLanguages } from "../server/languages.js";

/** A date `days` from today as YYYY-MM-DD (a search the seeded calendar leaves free). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The published properties, as the public API lists them. */
export async function listedProperties(base: string): Promise<{ id: number; slug: string }[]> {
  return (await (await fetch(`${base}/api/v1/properties`)).json()) as { id: number; slug: string }[];
}

/** The guest page (`/stay/{token}`) of a booking inquiry for the first property made now through the API. */
export async function freshGuestPage(base: string, databasePath: string): Promise<string> {
  const properties = await listedProperties(base);
  const made = await fetch(`${base}/api/v1/booking-inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      propertyId: properties[0]!.id,
      name: "Amina Wanjiru",
      email: "amina@example.com",
      phone: "+254 712 345 678",
      startDate: dayFromToday(40),
      endDate: dayFromToday(44),
      guests: 2,
    }),
  });
  if (made.status !== 201) throw new Error(`the booking inquiry for the guest page was refused: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as { id: number };
  const db = new Database(databasePath, { readonly: true });
  const { guestToken } = db.prepare("select guestToken from bookingInquiries where id = ?").get(id) as { guestToken: string };
  db.close();
  return `/stay/${guestToken}`;
}

/** `path` under a language's prefix: `/sw`, `/de/about`. */
const inLanguage = (language: string, path: string) => (path === "/" ? `/${language}` : `/${language}${path}`);

/**
 * Every public page of this server: the fixed ones, each property, and a guest page of an inquiry made now; then the
 * same in each language the server offers (SITE_LANGUAGES, as the started server reads it). `languagePages: "main"`
 * takes only the home page, the list with a search, the first property and the guest page in the other languages
 * (Lighthouse, three runs a page, has no time for all of them).
 */
export async function publicPages(
  base: string,
  databasePath: string,
  { languagePages = "all" }: { languagePages?: "all" | "main" } = {},
): Promise<string[]> {
  const properties = await listedProperties(base);
  const guestPage = await freshGuestPage(base, databasePath);
  const search = `/properties?startDate=${dayFromToday(30)}&endDate=${dayFromToday(33)}&guests=2`;
  const english = [
    "/",
    "/properties",
    search,
    ...properties.map((p) => `/properties/${p.slug}`),
    "/about",
    "/contact",
    "/experiences",
    "/privacy",
    "/terms",
    guestPage,
  ];
  const others = languagePages === "all" ? english : ["/", search, `/properties/${properties[0]!.slug}`, guestPage];
  return [...english, ...offeredLanguages().flatMap((language) => others.map((path) => inLanguage(language, path)))];
}
