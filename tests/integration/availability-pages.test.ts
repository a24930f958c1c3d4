import { beforeAll, describe, expect, it } from "vitest";
import { listBlocks } from "~/models/calendar.server";
import { listProperties, type Property } from "~/models/property.server";
import { getPricingSettings } from "~/models/settings.server";
import * as calendarPage from "~/routes/admin.properties_.$id.calendar";
import * as settingsPage from "~/routes/admin.settings";
import * as propertyPage from "~/routes/_site.($lang).properties.$slug";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiryForm } from "../setup/factories";

interface Outcome {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

/** A page loader or action called as Remix would, with a form body; thrown Responses and data() are outcomes too. */
async function run(
  handler: unknown,
  path: string,
  options: { form?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Outcome> {
  const headers = new Headers({ Cookie: cookie });
  const body = options.form ? new URLSearchParams(options.form) : undefined;
  if (body) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(`http://localhost${path}`, { method: body ? "POST" : "GET", headers, body });
  try {
    const result = await (handler as (args: unknown) => Promise<unknown>)({
      request,
      params: options.params ?? {},
      context: { clientAddress: "203.0.113.9" },
    });
    if (result instanceof Response) return { status: result.status, headers: result.headers };
    if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
      const r = result as { data: unknown; init: ResponseInit | null };
      return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), data: r.data };
    }
    return { status: 200, headers: new Headers(), data: result };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers };
    if (error && typeof error === "object" && (error as { type?: string }).type === "DataWithResponseInit") {
      return { status: (error as { init: ResponseInit | null }).init?.status ?? 500, headers: new Headers() };
    }
    throw error;
  }
}

let cookie = "";
let property: Property;
beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  property = (await listProperties())[1];
});

describe("admin calendar page", () => {
  const path = () => `/admin/properties/${property.id}/calendar`;
  const params = () => ({ id: String(property.id) });

  it("adds a block (errors on the fields when bad), removes it, and regenerates the export address", async () => {
    const bad = await run(calendarPage.action, path(), {
      params: params(),
      form: { intent: "add-block", startDate: dayFromToday(9), endDate: dayFromToday(8) },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.endDate).toEqual(["End date must be after start date"]);

    const added = await run(calendarPage.action, path(), {
      params: params(),
      form: { intent: "add-block", startDate: dayFromToday(8), endDate: dayFromToday(9), note: "Deep clean" },
    });
    expect(added.status).toBe(302);
    const [block] = await listBlocks(property.id);
    expect(block).toMatchObject({ startDate: dayFromToday(8), endDate: dayFromToday(9), note: "Deep clean", createdBy: TEST_ADMIN.username });

    // The month grid of the block's month draws it with its note.
    const month = dayFromToday(8).slice(0, 7);
    const before = (await run(calendarPage.loader, `${path()}?month=${month}`, { params: params() })).data;
    expect(before.blocks).toHaveLength(1);
    expect(before.month).toBe(month);
    expect(before.calendar.entries).toEqual([{ kind: "block", startDate: dayFromToday(8), endDate: dayFromToday(9), label: "Blocked: Deep clean" }]);
    await run(calendarPage.action, path(), { params: params(), form: { intent: "regenerate" } });
    const after = (await run(calendarPage.loader, path(), { params: params() })).data;
    expect(after.exportUrl).not.toBe(before.exportUrl);

    expect((await run(calendarPage.action, path(), { params: params(), form: { intent: "remove-block", id: String(block.id) } })).status).toBe(302);
    expect(await listBlocks(property.id)).toEqual([]);
  });

  it("shows this month for a month it cannot read, and says so", async () => {
    for (const asked of ["2026-13", "November", "2026-1"]) {
      const page = (await run(calendarPage.loader, `${path()}?month=${asked}`, { params: params() })).data;
      expect(page.month).toBe(dayFromToday(0).slice(0, 7));
      expect(page.refused).toBe(asked);
    }
    const plain = (await run(calendarPage.loader, `${path()}?month=`, { params: params() })).data;
    expect(plain.refused).toBeNull();
  });

  it("answers 404 for an unknown property", async () => {
    expect((await run(calendarPage.loader, "/admin/properties/9999/calendar", { params: { id: "9999" } })).status).toBe(404);
    expect((await run(calendarPage.loader, "/admin/properties/x/calendar", { params: { id: "x" } })).status).toBe(404);
  });
});

describe("settings: pricing", () => {
  it("validates and saves the long-stay minimum and discount (the form earlier versions of the page sent)", async () => {
    const bad = await run(settingsPage.action, "/admin/settings", {
      form: { intent: "pricing", longStayMinNights: "0", longStayDiscountPercent: "10" },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.longStayMinNights).toEqual(["Long-stay minimum must be a whole number of nights from 1 to 365"]);
    const ok = await run(settingsPage.action, "/admin/settings", {
      form: { intent: "pricing", longStayMinNights: "5", longStayDiscountPercent: "15" },
    });
    expect(ok.status).toBe(302);
    expect(await getPricingSettings()).toMatchObject({
      longStayMinNights: 5,
      longStayDiscountPercent: 15,
      stayDiscounts: [{ minNights: 5, percent: 15 }],
    });
  });
});

describe("property page booking form", () => {
  // The e-mail is what "keeps what was typed" looks for.
  const form = (extra: Record<string, string>) => makeInquiryForm({ propertyId: property.id, email: "achieng@example.com", ...extra });

  it("loads the property's unavailable nights, price and pricing with the page", async () => {
    await run(calendarPage.action, `/admin/properties/${property.id}/calendar`, {
      params: { id: String(property.id) },
      form: { intent: "add-block", startDate: dayFromToday(40), endDate: dayFromToday(42) },
    });
    const page = await run(propertyPage.loader, `/properties/${property.slug}`, { params: { slug: property.slug } });
    expect(page.data.booking.calendars[property.id]).toEqual({
      slug: property.slug,
      unavailable: [{ startDate: dayFromToday(40), endDate: dayFromToday(42) }],
      nightlyPrice: property.price,
    });
    expect(page.data.booking.pricing).toMatchObject({ longStayMinNights: 5, longStayDiscountPercent: 15 });
  });

  it("'Check price' answers the quote and keeps what was typed; taken dates are refused on the dates", async () => {
    const quote = await run(propertyPage.action, `/properties/${property.slug}`, {
      params: { slug: property.slug },
      form: form({ intent: "quote", startDate: dayFromToday(50), endDate: dayFromToday(55) }),
    });
    expect(quote.status).toBe(200);
    expect(quote.data.quote).toMatchObject({
      nights: 5,
      discountPercent: 15,
      total: 5 * property.price - Math.round(0.75 * property.price),
      available: true,
    });
    expect(quote.data.initialValue.email).toBe("achieng@example.com");

    const taken = await run(propertyPage.action, `/properties/${property.slug}`, {
      params: { slug: property.slug },
      form: form({ startDate: dayFromToday(41), endDate: dayFromToday(44) }),
    });
    expect(taken.status).toBe(409);
    expect(taken.data.error.startDate).toEqual(["Those dates are not available. Please choose other dates."]);
    expect(taken.data.error[""]).toEqual(["Those dates are not available. Please choose other dates."]);

    const free = await run(propertyPage.action, `/properties/${property.slug}`, {
      params: { slug: property.slug },
      form: form({ startDate: dayFromToday(42), endDate: dayFromToday(44) }),
    });
    expect(free.status).toBe(302);
  });
});
