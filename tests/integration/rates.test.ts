import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { addDays } from "~/lib/day-ranges";
import { formatLongDate } from "~/lib/dates";
import { guestInquiryEmail, staffInquiryEmail } from "~/emails/templates";
import { listProperties, type Property } from "~/models/property.server";
import * as ratesRoute from "~/routes/api.v1.admin.properties.$id.rates";
import * as promoCodesRoute from "~/routes/api.v1.admin.promo-codes._index";
import * as promoCodeRoute from "~/routes/api.v1.admin.promo-codes.$id";
import * as settingsRoute from "~/routes/api.v1.admin.settings";
import * as inquiryList from "~/routes/api.v1.admin.booking-inquiries._index";
import * as inquiryExport from "~/routes/admin.booking-inquiries_.export[.]csv";
import * as auditRoute from "~/routes/api.v1.admin.audit";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as quoteRoute from "~/routes/api.v1.properties.$slug.quote";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";

let cookie: string;
let properties: Property[];
/** A Monday at least 60 days ahead: day(4) is a Friday, day(5) a Saturday. */
let monday: string;
const day = (n: number) => addDays(monday, n);

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  properties = await listProperties();
  monday = dayFromToday(60);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
});

const putRates = (p: Property, body: unknown, withCookie = cookie) =>
  call(ratesRoute, `/api/v1/admin/properties/${p.id}/rates`, { method: "PUT", params: { id: String(p.id) }, body, cookie: withCookie });
const getRates = (p: Property) => call(ratesRoute, `/api/v1/admin/properties/${p.id}/rates`, { params: { id: String(p.id) }, cookie });
const quote = (p: Property, startDate: string, endDate: string, extra: Record<string, string> = {}) =>
  call(quoteRoute, `/api/v1/properties/${p.slug}/quote?${new URLSearchParams({ startDate, endDate, ...extra })}`, { params: { slug: p.slug } });
const book = (p: Property, startDate: string, endDate: string, extra: Record<string, unknown> = {}) =>
  call(inquiries, "/api/v1/booking-inquiries", { method: "POST", body: { ...makeInquiry({ propertyId: p.id, startDate, endDate }), ...extra } });
const addPromo = (body: Record<string, unknown>) => call(promoCodesRoute, "/api/v1/admin/promo-codes", { method: "POST", body, cookie });
const promo = (over: Record<string, unknown> = {}) => ({
  code: "SPRING",
  percent: 20,
  amount: null,
  validFrom: null,
  validTo: null,
  minNights: null,
  maxUses: null,
  active: true,
  ...over,
});

describe("property rates API", () => {
  it("answers the defaults, saves the issue's shape and answers it as stored (audited)", async () => {
    const p = properties[0];
    expect((await getRates(p)).json).toEqual({
      weekendPrice: null,
      minNights: 1,
      cleaningFee: 0,
      extraGuestFee: 0,
      includedGuests: null,
      seasons: [],
    });
    const body = {
      weekendPrice: p.price + 70,
      minNights: 2,
      cleaningFee: 60,
      extraGuestFee: 25,
      includedGuests: 2,
      seasons: [
        { name: "Holidays", startDate: day(14), endDate: day(28), nightlyPrice: p.price + 200, weekendPrice: null, minNights: 5 },
        { name: "High season", startDate: day(7), endDate: day(14), nightlyPrice: p.price + 100, weekendPrice: p.price + 150, minNights: null },
      ],
    };
    const saved = await putRates(p, body);
    expect(saved.status).toBe(200);
    // Seasons come back in date order.
    expect(saved.json).toEqual({ ...body, seasons: [body.seasons[1], body.seasons[0]] });
    expect((await getRates(p)).json).toEqual(saved.json);
    const audit = await call(auditRoute, "/api/v1/admin/audit?action=property.rates", { cookie });
    expect(audit.json.items?.[0] ?? audit.json[0]).toMatchObject({ action: "property.rates" });
  });

  it("refuses overlapping seasons and a season ending on or before it starts (400), and keeps what was stored", async () => {
    const p = properties[0];
    const before = (await getRates(p)).json;
    const season = (startDate: string, endDate: string) => ({
      name: "S",
      startDate,
      endDate,
      nightlyPrice: 300,
      weekendPrice: null,
      minNights: null,
    });
    const overlap = await putRates(p, { seasons: [season(day(0), day(10)), season(day(9), day(20))] });
    expect(overlap.status).toBe(400);
    expect(overlap.json).toEqual({ message: "Seasons must not overlap.", errors: { seasons: ["Seasons must not overlap."] } });
    // Touching is not overlapping: one may start on the day another ends.
    expect((await putRates(p, { ...before, seasons: [season(day(0), day(10)), season(day(10), day(20))] })).status).toBe(200);
    expect((await putRates(p, before)).status).toBe(200);
    for (const end of [day(3), day(2)]) {
      const reversed = await putRates(p, { seasons: [season(day(3), end)] });
      expect(reversed.status).toBe(400);
      expect(reversed.json.errors.seasons).toEqual(["A season must end after it starts"]);
    }
    const bad = await putRates(p, { minNights: 0, cleaningFee: -1, weekendPrice: "x" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["cleaningFee", "minNights", "weekendPrice"]);
    expect((await getRates(p)).json).toEqual(before);
  });

  it("needs a signed-in user, and answers 404 for no such property", async () => {
    expect((await putRates(properties[0], {}, "")).status).toBe(401);
    const missing = await call(ratesRoute, "/api/v1/admin/properties/9999/rates", { params: { id: "9999" }, cookie });
    expect(missing.status).toBe(404);
  });
});

describe("quote with rates", () => {
  it("groups nights by price, adds fees and taxes, and the total is the sum of the lines", async () => {
    const p = properties[0];
    const price = p.price;
    await call(settingsRoute, "/", {
      method: "PUT",
      cookie,
      body: { ...(await call(settingsRoute, "/", { cookie })).json, taxes: [{ name: "VAT", percent: 16 }] },
    });
    // Mon–Mon, outside the seasons: 5 weekday nights, 2 weekend nights; 3 guests, one over the included 2.
    const res = await quote(p, day(0), day(7), { guests: "3" });
    expect(res.status).toBe(200);
    const q = res.json;
    const subtotal = 5 * price + 2 * (price + 70);
    const discount = Math.round(subtotal * 0.1);
    const fees = 60 + 7 * 25;
    expect(q.lines).toMatchObject([
      { kind: "nights", label: `5 nights × $${price}`, amount: 5 * price },
      { kind: "nights", label: `2 weekend nights × $${price + 70}`, amount: 2 * (price + 70) },
      { kind: "discount", label: "Long-stay discount (10%)", amount: -discount },
      { kind: "fee", label: "Cleaning fee", amount: 60 },
      { kind: "fee", label: "Extra guest fee (1 guest × 7 nights × $25)", amount: 175 },
      { kind: "tax", label: "VAT (16%)", amount: Math.round((subtotal - discount + fees) * 0.16) },
    ]);
    expect(q).toMatchObject({
      nights: 7,
      nightlyPrice: price,
      subtotal,
      discount,
      fees,
      discountPercent: 10,
      minNights: 2,
      available: true,
      currency: "USD",
    });
    expect(q.total).toBe(q.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0));
    expect(q.taxes).toBe(Math.round((subtotal - discount + fees) * 0.16));
  });

  it("says available: false with the minimum stay of the check-in's season, else the property's", async () => {
    const p = properties[0];
    expect((await quote(p, day(0), day(1))).json).toMatchObject({ available: false, minNights: 2 });
    expect((await quote(p, day(15), day(18))).json).toMatchObject({ available: false, minNights: 5 });
    expect((await quote(p, day(15), day(20))).json).toMatchObject({ available: true, minNights: 5 });
  });

  it("the booking POST refuses a stay shorter than the minimum with the issue's message on endDate", async () => {
    const p = properties[0];
    const res = await book(p, day(15), day(17));
    expect(res.status).toBe(400);
    expect(res.json.errors.endDate).toEqual(["This property has a minimum stay of 5 nights for these dates."]);
  });

  it("the inquiry keeps the quote as sent, in the admin JSON and the CSV; later rate changes never alter it", async () => {
    const p = properties[0];
    const sent = (await quote(p, day(35), day(38), { guests: "2" })).json;
    const created = await book(p, day(35), day(38));
    expect(created.status).toBe(201);
    expect(created.json.quote).toEqual(sent);
    expect(created.json.total).toBe(sent.total);
    // Its e-mails tell the same lines.
    const db = await getDb();
    const emails = await db.selectFrom("emails").select("payload").orderBy("id", "desc").limit(2).execute();
    for (const e of emails) expect(JSON.parse(e.payload!).inquiry.quoteLines).toEqual(sent.lines);
    const before = (await getRates(p)).json;
    expect((await putRates(p, { ...before, cleaningFee: 500 })).status).toBe(200);
    expect((await quote(p, day(35), day(38))).json.total).toBe(sent.total + 440 + Math.round(440 * 0.16));
    const list = await call(inquiryList, `/api/v1/admin/booking-inquiries?propertyId=${p.id}`, { cookie });
    const stored = list.json.find((i: { id: number }) => i.id === created.json.id);
    expect(stored.quote).toEqual(sent);
    const csv = await inquiryExport.loader({
      request: new Request(`http://localhost/admin/booking-inquiries/export.csv?propertyId=${p.id}`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    } as never);
    expect(await (csv as Response).text()).toContain(String(sent.total));
    expect((await putRates(p, before)).status).toBe(200);
  });
});

describe("settings: taxes and stay discounts", () => {
  it("saves taxes and stay discounts; the long-stay fields read and write the first tier", async () => {
    const current = (await call(settingsRoute, "/", { cookie })).json;
    const saved = await call(settingsRoute, "/", {
      method: "PUT",
      cookie,
      body: {
        ...current,
        longStayMinNights: undefined,
        longStayDiscountPercent: undefined,
        taxes: [
          { name: "VAT", percent: 16 },
          { name: "Tourism levy", percent: 2 },
        ],
        stayDiscounts: [
          { minNights: 28, percent: 20 },
          { minNights: 5, percent: 8 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      longStayMinNights: 5,
      longStayDiscountPercent: 8,
      stayDiscounts: [
        { minNights: 5, percent: 8 },
        { minNights: 28, percent: 20 },
      ],
      taxes: [
        { name: "VAT", percent: 16 },
        { name: "Tourism levy", percent: 2 },
      ],
    });
    // An older client writing only the long-stay fields changes the first tier and keeps the others.
    const { stayDiscounts: _s, taxes: _t, ...older } = saved.json;
    const legacy = await call(settingsRoute, "/", { method: "PUT", cookie, body: { ...older, longStayMinNights: 7, longStayDiscountPercent: 10 } });
    expect(legacy.json.stayDiscounts).toEqual([
      { minNights: 7, percent: 10 },
      { minNights: 28, percent: 20 },
    ]);
    expect(legacy.json.taxes).toHaveLength(2);
    const bad = await call(settingsRoute, "/", {
      method: "PUT",
      cookie,
      body: { ...older, taxes: [{ name: "VAT", percent: 50.001 }], stayDiscounts: [{ minNights: 0, percent: 5 }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["stayDiscounts", "taxes"]);
    // Back to one tax for the other tests.
    await call(settingsRoute, "/", {
      method: "PUT",
      cookie,
      body: { ...older, taxes: [{ name: "VAT", percent: 16 }], stayDiscounts: [{ minNights: 7, percent: 10 }] },
    });
  });
});

describe("promo codes API", () => {
  it("adds, lists with uses, edits and deletes; codes are unique ignoring case", async () => {
    const created = await addPromo(promo({ code: "winter-10", percent: 10 }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ code: "WINTER-10", percent: 10, amount: null, active: true, uses: 0 });
    expect((await addPromo(promo({ code: "Winter-10" }))).status).toBe(409);
    const list = await call(promoCodesRoute, "/api/v1/admin/promo-codes", { cookie });
    expect(list.json.map((c: { code: string }) => c.code)).toContain("WINTER-10");
    const id = String(created.json.id);
    const edited = await call(promoCodeRoute, `/api/v1/admin/promo-codes/${id}`, {
      method: "PUT",
      params: { id },
      body: promo({ code: "WINTER-10", percent: null, amount: 75, active: false }),
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ amount: 75, percent: null, active: false });
    const removed = await call(promoCodeRoute, `/api/v1/admin/promo-codes/${id}`, { method: "DELETE", params: { id }, cookie });
    expect(removed.status).toBe(200);
    expect((await call(promoCodeRoute, `/api/v1/admin/promo-codes/${id}`, { method: "DELETE", params: { id }, cookie })).status).toBe(404);
    expect((await call(promoCodesRoute, "/api/v1/admin/promo-codes", { cookie: "" })).status).toBe(401);
  });

  it("validates every rule", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: "AB" }, "code"],
      [{ code: "NO SPACES" }, "code"],
      [{ code: "X".repeat(33) }, "code"],
      [{ percent: 0 }, "percent"],
      [{ percent: 101 }, "percent"],
      [{ percent: 10, amount: 50 }, "percent"],
      [{ percent: null, amount: null }, "percent"],
      [{ percent: null, amount: 0 }, "amount"],
      [{ validFrom: "2027-05-01", validTo: "2027-04-01" }, "validTo"],
      [{ minNights: 0 }, "minNights"],
      [{ maxUses: 0 }, "maxUses"],
    ];
    for (const [over, field] of cases) {
      const res = await addPromo(promo({ code: "RULES", ...over }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json.errors), JSON.stringify(over)).toContain(field);
    }
  });

  it("quote and booking: each refusal is 400 on promoCode naming the code and its reason; a good one applies", async () => {
    const p = properties[1];
    await addPromo(promo({ code: "FITS", percent: 25, validFrom: day(0), validTo: day(10), minNights: 3 }));
    await addPromo(promo({ code: "SLEEPING", active: false }));
    await addPromo(promo({ code: "LATER", validFrom: day(5) }));
    await addPromo(promo({ code: "BYGONE", validTo: dayFromToday(-3) }));
    await addPromo(promo({ code: "ELSEWHERE", propertyId: properties[0].id }));
    await addPromo(promo({ code: "ONEOFF", maxUses: 1 }));
    expect((await book(properties[2], day(30), day(33), { promoCode: "ONEOFF" })).status).toBe(201);
    const q = (start: number, end: number, code: string) => quote(p, day(start), day(end), { promoCode: code });
    for (const [start, end, code, message] of [
      [0, 3, "BOGUS1", "BOGUS1 is not a promo code we know"],
      [0, 3, "SLEEPING", "SLEEPING is not available at the moment"],
      [0, 3, "LATER", `LATER is not valid yet: it is for check-ins from ${formatLongDate(day(5))}`],
      [0, 3, "BYGONE", `BYGONE has expired: it was for check-ins up to ${formatLongDate(dayFromToday(-3))}`],
      [11, 14, "FITS", `FITS is only for check-ins up to ${formatLongDate(day(10))}`],
      [0, 3, "ONEOFF", "ONEOFF has been used up"],
      [0, 2, "FITS", "FITS needs a stay of at least 3 nights"],
      [0, 3, "ELSEWHERE", "ELSEWHERE is not valid for this property"],
    ] as const) {
      const res = await q(start, end, code);
      expect(res.status, `${code} ${start}-${end}`).toBe(400);
      expect(res.json).toEqual({ message, errors: { promoCode: [message] } });
      const booked = await book(p, day(start), day(end), { promoCode: code });
      expect(booked.status).toBe(400);
      expect(booked.json.errors.promoCode).toEqual([message]);
    }
    // The property it is for takes it.
    expect((await quote(properties[0], day(0), day(3), { promoCode: "ELSEWHERE" })).status).toBe(200);
    // Any case; 25% beats no stay discount for 3 nights.
    const good = (await q(10, 13, "fits")).json;
    expect(good.lines.find((l: { kind: string }) => l.kind === "discount")).toMatchObject({
      kind: "discount",
      label: "Promo code FITS (25%)",
      amount: -Math.round(good.subtotal * 0.25),
    });
    expect(good.promo).toEqual({
      code: "FITS",
      applied: true,
      saving: Math.round(good.subtotal * 0.25),
      message: expect.stringMatching(/^FITS saves \$[\d,]+$/),
    });
    const booked = await book(p, day(10), day(13), { promoCode: "fits" });
    expect(booked.status).toBe(201);
    expect(booked.json.quote.promoCode).toBe("FITS");
    expect(booked.json.promoCode).toBe("FITS");
    const listed = (await call(promoCodesRoute, "/api/v1/admin/promo-codes", { cookie })).json.find((c: { code: string }) => c.code === "FITS");
    expect(listed.uses).toBe(1);
  });

  it("does not stack with the stay discount: the larger applies, and an unused code is not counted", async () => {
    const p = properties[1];
    await addPromo(promo({ code: "SMALL", percent: 5 }));
    const week = (await quote(p, day(21), day(28), { promoCode: "SMALL" })).json;
    expect(week.lines.filter((l: { kind: string }) => l.kind === "discount")).toMatchObject([
      { kind: "discount", label: "Long-stay discount (10%)", amount: -Math.round(week.subtotal * 0.1) },
    ]);
    // The quote says what the code would have done, and why it adds nothing.
    const saving = Math.round(week.subtotal * 0.05);
    const told = `SMALL would save $${saving.toLocaleString("en-US")}; the long-stay discount saves the same or more, and only the larger applies`;
    expect(week.promo).toEqual({ code: "SMALL", applied: false, saving, message: told });
    const booked = await book(p, day(21), day(28), { promoCode: "small" });
    expect(booked.status).toBe(201);
    const listed = (await call(promoCodesRoute, "/api/v1/admin/promo-codes", { cookie })).json.find((c: { code: string }) => c.code === "SMALL");
    expect(listed.uses).toBe(0);
    // The code entered stays with the booking: the admin JSON and the CSV show it and what it did.
    const stored = (await call(inquiryList, "/api/v1/admin/booking-inquiries?limit=500", { cookie })).json.find(
      (i: { id: number }) => i.id === booked.json.id,
    );
    expect(stored).toMatchObject({ promoCode: "SMALL", quote: { promo: { code: "SMALL", applied: false, message: told } } });
    const exported = await inquiryExport.loader({
      request: new Request("http://localhost/admin/booking-inquiries/export.csv", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    } as never);
    const csv = await (exported as Response).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    // Both e-mails about it (the guest's acknowledgement and the staff notification) say it too.
    const db = await getDb();
    const emails = await db.selectFrom("emails").select(["kind", "payload"]).where("inquiryId", "=", booked.json.id).execute();
    expect(emails.map((e) => e.kind).sort()).toEqual(["guestInquiry", "staffInquiry"]);
    for (const e of emails) {
      const payload = JSON.parse(e.payload!);
      const email =
        e.kind === "guestInquiry" ? guestInquiryEmail(payload.inquiry, payload.business) : staffInquiryEmail(payload.inquiry, payload.business, "");
      const rows = email.blocks.flatMap((b) => (b.type === "details" ? b.rows : []));
      expect(rows).toContainEqual({ label: "Promo code", value: told });
    }
    expect(header).toContain("Promo code,Promo code outcome");
    expect(rows.find((r) => r.includes(booked.json.reference))).toContain(`SMALL,"${told}"`);
  });

  it("maxUses holds under concurrent bookings", async () => {
    await addPromo(promo({ code: "ONCE", percent: 30, maxUses: 1 }));
    const results = await Promise.all(properties.slice(0, 4).map((p, i) => book(p, day(40 + i * 4), day(43 + i * 4), { promoCode: "ONCE" })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
    const listed = (await call(promoCodesRoute, "/api/v1/admin/promo-codes", { cookie })).json.find((c: { code: string }) => c.code === "ONCE");
    expect(listed.uses).toBe(1);
  });
});
