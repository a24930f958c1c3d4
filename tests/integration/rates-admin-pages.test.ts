import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { addDays } from "~/lib/day-ranges";
import { listAudit } from "~/models/audit.server";
import { addFeed, replaceFeedEvents } from "~/models/calendar.server";
import { addBlock } from "~/services/calendar.server";
import { listProperties, getStaffPropertyById, type Property } from "~/models/property.server";
import { listPromoCodes } from "~/models/promo-code.server";
import { getBusinessSettings, getEmailSettings, getPricingSettings } from "~/models/settings.server";
import * as ratesPage from "~/routes/admin.properties_.$id.rates";
import * as promoCodesPage from "~/routes/admin.promo-codes";
import * as settingsPage from "~/routes/admin.settings";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as ratesRoute from "~/routes/api.v1.admin.properties.$id.rates";
import { getRates } from "~/services/rates.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";
import { flashToastOf, runPage } from "../setup/pages";

let cookie = "";
let property: Property;
/** A Monday at least 40 days ahead: day(4) is a Friday night, day(5) a Saturday night. */
let monday: string;
const day = (n: number) => addDays(monday, n);

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  property = (await listProperties())[2];
  monday = dayFromToday(40);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
});

const path = () => `/admin/properties/${property.id}/rates`;
const params = () => ({ id: String(property.id) });
const ratesForm = (extra: Record<string, string> = {}) => ({
  intent: "rates",
  price: "300",
  weekendPrice: "360",
  minNights: "2",
  cleaningFee: "40",
  extraGuestFee: "",
  includedGuests: "",
  ...extra,
});
const season = (
  i: number,
  s: { name: string; startDate: string; endDate: string; nightlyPrice: string; weekendPrice?: string; minNights?: string },
) => ({
  [`seasons[${i}].name`]: s.name,
  [`seasons[${i}].startDate`]: s.startDate,
  [`seasons[${i}].endDate`]: s.endDate,
  [`seasons[${i}].nightlyPrice`]: s.nightlyPrice,
  [`seasons[${i}].weekendPrice`]: s.weekendPrice ?? "",
  [`seasons[${i}].minNights`]: s.minNights ?? "",
});
const nightOf = (calendar: { nights: { date: string }[] }[], date: string) => calendar.flatMap((m) => m.nights).find((n) => n.date === date);

describe("the Rates page", () => {
  it("is for signed-in staff only, and answers 404 for a property that is not there", async () => {
    const anonymous = await runPage(ratesPage.loader, path(), { params: params() });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const post = await runPage(ratesPage.action, path(), { params: params(), form: ratesForm() });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await runPage(ratesPage.loader, "/admin/properties/9999/rates", { cookie, params: { id: "9999" } })).status).toBe(404);
    expect((await runPage(ratesPage.loader, "/admin/properties/x/rates", { cookie, params: { id: "x" } })).status).toBe(404);
  });

  it("saves the base price, rates and seasons through the rates service, audited, and the JSON twin answers them", async () => {
    const saved = await runPage(ratesPage.action, path(), {
      cookie,
      params: params(),
      form: {
        ...ratesForm({ extraGuestFee: "15", includedGuests: "2" }),
        ...season(0, { name: "Peak", startDate: day(0), endDate: day(14), nightlyPrice: "500", weekendPrice: "550", minNights: "3" }),
      },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(path());
    expect((await getStaffPropertyById(property.id))?.price).toBe(300);
    const json = await call(ratesRoute, `/api/v1/admin/properties/${property.id}/rates`, { params: params(), cookie });
    expect(json.json).toEqual({
      weekendPrice: 360,
      minNights: 2,
      cleaningFee: 40,
      extraGuestFee: 15,
      includedGuests: 2,
      seasons: [{ name: "Peak", startDate: day(0), endDate: day(14), nightlyPrice: 500, weekendPrice: 550, minNights: 3 }],
    });
    const { items } = await listAudit({ page: 1, pageSize: 5 });
    expect(items[0]).toMatchObject({ action: "property.rates", summary: `admin set the rates of ${property.name} (base price 300, 1 season)` });
    expect(items[0].details).toMatchObject({ price: 300, weekendPrice: 360, cleaningFee: 40, seasons: 1 });
  });

  it("shows the API's errors on the fields: overlapping seasons, a season ending before it starts, a bad price; nothing is saved", async () => {
    const before = await getRates(property.id);
    const overlap = await runPage(ratesPage.action, path(), {
      cookie,
      params: params(),
      form: {
        ...ratesForm(),
        ...season(0, { name: "Peak", startDate: day(0), endDate: day(14), nightlyPrice: "500" }),
        ...season(1, { name: "Shoulder", startDate: day(10), endDate: day(20), nightlyPrice: "400" }),
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.data.error.seasons).toEqual(["Seasons must not overlap."]);
    // What was typed comes back.
    expect(overlap.data.initialValue.seasons[1]).toMatchObject({ name: "Shoulder", startDate: day(10) });

    const backwards = await runPage(ratesPage.action, path(), {
      cookie,
      params: params(),
      form: { ...ratesForm({ price: "0" }), ...season(0, { name: "Odd", startDate: day(5), endDate: day(5), nightlyPrice: "400" }) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.data.error["seasons[0].endDate"]).toEqual(["A season must end after it starts"]);
    expect(backwards.data.error.price).toEqual(["Price must be at least 1"]);
    expect(await getRates(property.id)).toEqual(before);
  });

  it("adds and removes a season row without JavaScript (a list button): the form comes back with the row, nothing is saved", async () => {
    const before = await getRates(property.id);
    const added = await runPage(ratesPage.action, path(), {
      cookie,
      params: params(),
      form: {
        ...ratesForm(),
        ...season(0, { name: "Peak", startDate: day(0), endDate: day(14), nightlyPrice: "500" }),
        __intent__: JSON.stringify({ type: "insert", payload: { name: "seasons", defaultValue: { name: "" } } }),
      },
    });
    expect(added.status).toBe(200);
    expect(added.data.initialValue.seasons).toHaveLength(2);
    expect(added.data.initialValue.seasons[0]).toMatchObject({ name: "Peak" });
    const removed = await runPage(ratesPage.action, path(), {
      cookie,
      params: params(),
      form: {
        ...ratesForm(),
        ...season(0, { name: "Peak", startDate: day(0), endDate: day(14), nightlyPrice: "500" }),
        __intent__: JSON.stringify({ type: "remove", payload: { name: "seasons", index: 0 } }),
      },
    });
    expect(removed.status).toBe(200);
    expect(removed.data.initialValue.seasons ?? []).toHaveLength(0);
    expect(await getRates(property.id)).toEqual(before);
  });

  it("prices 12 months of nights with the quote's rule and marks booked, blocked and imported nights", async () => {
    const stay = await createInquiry({ propertyId: property.id, startDate: day(2), endDate: day(5) });
    await (await getDb()).updateTable("bookingInquiries").set({ status: "confirmed" }).where("id", "=", stay.id).execute();
    await addBlock({ id: 1, username: TEST_ADMIN.username }, property.id, { startDate: day(20), endDate: day(21), note: "Painting" });
    const feed = await addFeed(await getDb(), property.id, "https://example.com/airbnb.ics");
    await replaceFeedEvents(feed.id, [{ uid: "airbnb-1", startDate: day(25), endDate: day(27) }]);

    const { data } = await runPage(ratesPage.loader, path(), { cookie, params: params() });
    expect(data.property).toMatchObject({ id: property.id, name: property.name, price: 300 });
    const nights = data.calendar.flatMap((m: { nights: unknown[] }) => m.nights);
    expect(nights[0].date).toBe(dayFromToday(0));
    expect(nights.length).toBeGreaterThanOrEqual(365);
    expect(data.calendar).toHaveLength(13);
    // Peak (days 0–13): 500 on weeknights, 550 on Friday and Saturday nights; the base prices after it.
    expect(nightOf(data.calendar, day(1))).toEqual({ date: day(1), price: 500, weekend: false, season: "Peak", taken: null });
    expect(nightOf(data.calendar, day(4))).toMatchObject({ price: 550, weekend: true, season: "Peak" });
    expect(nightOf(data.calendar, day(14))).toMatchObject({ price: 300, weekend: false, season: null });
    expect(nightOf(data.calendar, day(18))).toMatchObject({ price: 360, weekend: true, season: null });
    // The stay's three nights (the Peak season's minimum) are booked; its check-out day is free again.
    expect(nightOf(data.calendar, day(2))).toMatchObject({ taken: "booked" });
    expect(nightOf(data.calendar, day(3))).toMatchObject({ taken: "booked" });
    expect(nightOf(data.calendar, day(4))).toMatchObject({ taken: "booked" });
    expect(nightOf(data.calendar, day(5))).toMatchObject({ taken: null });
    expect(nightOf(data.calendar, day(20))).toMatchObject({ taken: "blocked", price: 300 });
    expect(nightOf(data.calendar, day(21))).toMatchObject({ taken: null });
    expect(nightOf(data.calendar, day(25))).toMatchObject({ taken: "imported" });
    expect(nightOf(data.calendar, day(26))).toMatchObject({ taken: "imported" });
  });
});

describe("the Promo codes page", () => {
  const form = (extra: Record<string, string> = {}) => ({
    intent: "create",
    code: "summer-10",
    percent: "10",
    amount: "",
    validFrom: "",
    validTo: "",
    minNights: "",
    maxUses: "",
    active: "on",
    ...extra,
  });
  const byCode = async (code: string) => (await listPromoCodes()).find((c) => c.code === code)!;

  it("is for signed-in staff only", async () => {
    const anonymous = await runPage(promoCodesPage.loader, "/admin/promo-codes");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const post = await runPage(promoCodesPage.action, "/admin/promo-codes", { form: form() });
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await listPromoCodes()).toEqual([]);
  });

  it("adds a code (upper case), refuses bad fields and a taken code on the field, edits, deactivates and activates it, audited", async () => {
    const bad = await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: form({ code: "x", amount: "50" }) });
    expect(bad.status).toBe(400);
    expect(bad.data.error.code).toEqual(["Code must be 3 to 32 letters A–Z, digits 0–9 or '-'"]);
    expect(bad.data.error.percent).toEqual(["Give either a percent or an amount, not both"]);

    expect((await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: form() })).status).toBe(302);
    const added = await byCode("SUMMER-10");
    expect(added).toMatchObject({ percent: 10, amount: null, active: true, uses: 0 });

    const taken = await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: form({ code: "Summer-10" }) });
    expect(taken.status).toBe(409);
    expect(taken.data.error.code).toEqual(["A promo code with this code already exists"]);

    const edited = await runPage(promoCodesPage.action, "/admin/promo-codes", {
      cookie,
      form: form({ intent: "update", id: String(added.id), percent: "", amount: "50", maxUses: "3", validTo: dayFromToday(30) }),
    });
    expect(edited.status).toBe(302);
    expect(await byCode("SUMMER-10")).toMatchObject({ percent: null, amount: 50, maxUses: 3, validTo: dayFromToday(30) });

    await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: { intent: "active", id: String(added.id), active: "false" } });
    let { data } = await runPage(promoCodesPage.loader, "/admin/promo-codes", { cookie });
    expect(data.codes.find((c: { id: number }) => c.id === added.id)).toMatchObject({ active: false, status: "inactive" });
    await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: { intent: "active", id: String(added.id), active: "true" } });
    ({ data } = await runPage(promoCodesPage.loader, "/admin/promo-codes", { cookie }));
    expect(data.codes.find((c: { id: number }) => c.id === added.id)).toMatchObject({ active: true, status: "active" });

    const { items } = await listAudit({ page: 1, pageSize: 4 });
    expect(items.map((e) => e.summary)).toEqual([
      "admin activated the promo code “SUMMER-10”",
      "admin deactivated the promo code “SUMMER-10”",
      "admin updated the promo code “SUMMER-10”",
      "admin added the promo code “SUMMER-10”",
    ]);
  });

  it("lists uses and status (used up, expired), deletes an unused code and keeps a used one", async () => {
    const add = (extra: Record<string, string>) => runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: form(extra) });
    await add({ code: "ONCE", maxUses: "1" });
    await add({ code: "OLD", validFrom: dayFromToday(-20), validTo: dayFromToday(-1) });
    await add({ code: "UNUSED" });
    const once = await byCode("ONCE");
    const stay = await createInquiry({ propertyId: property.id, startDate: day(60), endDate: day(63) });
    await (await getDb()).updateTable("bookingInquiries").set({ promoCodeId: once.id }).where("id", "=", stay.id).execute();

    const { data } = await runPage(promoCodesPage.loader, "/admin/promo-codes", { cookie });
    const status = (code: string) => data.codes.find((c: { code: string }) => c.code === code);
    expect(status("ONCE")).toMatchObject({ uses: 1, maxUses: 1, status: "used up" });
    expect(status("OLD")).toMatchObject({ uses: 0, status: "expired" });
    expect(status("UNUSED")).toMatchObject({ uses: 0, status: "active" });

    const refused = await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: { intent: "delete", id: String(once.id) } });
    expect(refused.status).toBe(302);
    expect(flashToastOf(refused)).toMatchObject({
      variant: "error",
      description: "This promo code has been used, so it cannot be deleted: deactivate it instead",
    });
    expect(await byCode("ONCE")).toBeDefined();

    const unused = await byCode("UNUSED");
    expect((await runPage(promoCodesPage.action, "/admin/promo-codes", { cookie, form: { intent: "delete", id: String(unused.id) } })).status).toBe(
      302,
    );
    expect(await byCode("UNUSED")).toBeUndefined();
    expect((await listAudit({ page: 1, pageSize: 1 })).items[0].summary).toBe("admin deleted the promo code “UNUSED”");
  });
});

describe("Settings: stay discounts and taxes", () => {
  /** The Settings page's one form as stored, with these rows (business details and e-mail switches unchanged). */
  async function settingsForm(extra: Record<string, string>) {
    const business = await getBusinessSettings();
    const email = await getEmailSettings();
    return {
      intent: "settings",
      ...Object.fromEntries(Object.entries(business).map(([k, v]) => [k, String(v ?? "")])),
      ...Object.fromEntries(Object.entries(email).flatMap(([k, on]) => (on ? [[k, "on"]] : []))),
      depositPercent: "30",
      balanceDueDays: "30",
      kesExchangeRate: "",
      ...extra,
    };
  }

  it("saves both lists as rows with the one Save (sorted, audited), shows row errors on their fields, and adds a row without JavaScript", async () => {
    const bad = await runPage(settingsPage.action, "/admin/settings", {
      cookie,
      form: await settingsForm({
        "taxes[0].name": "VAT",
        "taxes[0].percent": "60",
        "stayDiscounts[0].minNights": "7",
        "stayDiscounts[0].percent": "10",
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error["taxes[0].percent"]).toEqual(["Each tax's percent must be from 0 to 50, with at most 2 decimals"]);

    const ok = await runPage(settingsPage.action, "/admin/settings", {
      cookie,
      form: await settingsForm({
        "stayDiscounts[0].minNights": "28",
        "stayDiscounts[0].percent": "20",
        "stayDiscounts[1].minNights": "7",
        "stayDiscounts[1].percent": "10",
        "taxes[0].name": "VAT",
        "taxes[0].percent": "16",
        "taxes[1].name": "Tourism levy",
        "taxes[1].percent": "2.5",
      }),
    });
    expect(ok.status).toBe(302);
    expect(await getPricingSettings()).toMatchObject({
      stayDiscounts: [
        { minNights: 7, percent: 10 },
        { minNights: 28, percent: 20 },
      ],
      taxes: [
        { name: "VAT", percent: 16 },
        { name: "Tourism levy", percent: 2.5 },
      ],
      longStayMinNights: 7,
      longStayDiscountPercent: 10,
    });
    const { items } = await listAudit({ page: 1, pageSize: 1 });
    expect(items[0]).toMatchObject({ action: "settings.update" });

    const added = await runPage(settingsPage.action, "/admin/settings", {
      cookie,
      form: await settingsForm({
        phone: "+254 700 999 000",
        "taxes[0].name": "VAT",
        "taxes[0].percent": "16",
        __intent__: JSON.stringify({ type: "insert", payload: { name: "taxes", defaultValue: { name: "", percent: "" } } }),
      }),
    });
    expect(added.status).toBe(200);
    expect(added.data.initialValue.taxes).toHaveLength(2);
    // What was typed in another section comes back, and nothing was saved.
    expect(added.data.initialValue.phone).toBe("+254 700 999 000");
    expect((await getPricingSettings()).taxes).toHaveLength(2);
    expect((await getBusinessSettings()).phone).not.toBe("+254 700 999 000");

    // No rows at all: no stay discounts and no taxes.
    expect((await runPage(settingsPage.action, "/admin/settings", { cookie, form: await settingsForm({}) })).status).toBe(302);
    expect(await getPricingSettings()).toMatchObject({ stayDiscounts: [], taxes: [] });
  });
});
