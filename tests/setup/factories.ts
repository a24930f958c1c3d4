// Test data factories: one valid booking inquiry, so each test names only what it is about (its
// property, its dates, the field it breaks) and a change to the inquiry's fields is made here once.
// Used by Vitest and Playwright alike: nothing here imports app code at load time.
import type { submitInquiry as storeInquiry } from "~/services/booking.server";
import { dayFromToday } from "./days";

/** What every factory-made inquiry has unless the test says otherwise: valid for the seeded data. */
const inquiryDefaults = () => ({
  propertyId: 1,
  name: "Amina Wanjiru",
  email: "amina@example.com",
  phone: "+254 712 345 678",
  startDate: dayFromToday(10),
  endDate: dayFromToday(14),
  guests: 2,
});

type Overrides = Record<string, unknown>;
type Made<T extends Overrides> = Omit<ReturnType<typeof inquiryDefaults>, keyof T> & T;

/**
 * A valid booking inquiry as a visitor sends it to `POST /api/v1/booking-inquiries` (the optional
 * fields left out). Overrides win, `undefined` included, so a test can drop or break a field.
 */
export function makeInquiry<T extends Overrides = Record<never, never>>(overrides: T = {} as T): Made<T> {
  return { ...inquiryDefaults(), ...overrides } as Made<T>;
}

/** The same inquiry as a page form posts it (every value a string, fields set to `undefined` left out). */
export function makeInquiryForm(overrides: Overrides = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(makeInquiry(overrides))
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

type StoreInquiry = typeof storeInquiry;

let visitors = 0;

/**
 * Store an inquiry in this process's database through the service a visitor's form calls (priced as
 * production prices it, with what a new inquiry sets off: its queued e-mails, the cached pages' data
 * version), each as another visitor, and return the stored row. The service is imported on first use:
 * Playwright imports this file too, and must not load the app's database code.
 */
export async function createInquiry(overrides: Partial<Parameters<StoreInquiry>[0]> = {}): ReturnType<StoreInquiry> {
  const { submitInquiry } = await import("~/services/booking.server");
  const input = { ...makeInquiry(), requestChef: false, requestActivities: [], message: undefined, ...overrides } as Parameters<StoreInquiry>[0];
  return submitInquiry(input, { clientAddress: `factory-${process.pid}-${++visitors}`, limit: 1_000_000 });
}
