import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as reportsApi from "~/routes/api.v1.admin.reports";
import * as reportsCsv from "~/routes/admin.reports_.export[.]csv";
import * as reportsPage from "~/routes/admin.reports/route";
import * as dashboardPage from "~/routes/admin.dashboard";
import { todayInBusinessZone } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { createStaff } from "~/services/staff.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";

/*
 * A known year, 2025, with every figure worked out by hand (docs/decisions/1128-reports.md). Two properties of
 * our own, A and B, beside the seeded ones (which have no stays):
 *
 * A  S1 confirmed 2024-12-29 → 2025-01-03 (5 nights: 3 in Dec 2024, 2 in Jan 2025) nights 1000, fees 50, taxes 84
 *       Jan 2025 = nights k 3..5 of 5: 1000·5/5 − ⌊1000·3/5⌋ = 400; fees 50 − 30 = 20; taxes 84 − ⌊252/5⌋ = 34
 *    S2 confirmed 2025-03-30 → 04-02 (3 nights), promo code SAVE10: nights 900, discount 90, fees 60, taxes 100;
 *       March (2 of 3): 600, 60, 40, ⌊200/3⌋ = 66; April: 300, 30, 20, 34. Came in 2025-03-25T22:30Z = 26 March EAT: lead 4
 *    S3 confirmed 2025-06-01 → 06-15 (14 nights), long-stay discount: nights 2800, discount 280; came in 15 January: lead 137
 *    S4 confirmed 2025-12-30 → 2026-01-02 (3 nights, 2 in 2025): nights 700 → Dec ⌊1400/3⌋ = 466, fees 30 → 20; lead 20
 *    S0 confirmed 2024-03-10 → 03-12 (2 nights, 400): only in the year earlier
 *    C2 cancelled by staff, nothing paid; came in 2024-12-31T21:30Z = 1 January 2025 EAT
 *    a staff block 2025-05-01 → 05-11 (10 nights)
 * B  S5 confirmed 2025-02-10 → 02-14 (4 nights), an old inquiry without a quote: total 480; came in 2024-12-01: lead 71
 *    C1 cancelled by the guest 2025-08-10 → 08-15: paid 300 by card, 100 refunded: kept 200 (August)
 *    P1 pending; an imported event 2025-07-20 → 07-27 (7 nights booked elsewhere)
 * Payments settled in 2025 (EAT): card 300, M-Pesa 970, bank 1000, cash 500 + 480; a refund of 100. S4's card
 * deposit of 219 settled 2025-12-31T21:30Z, which is 1 January 2026 in Nairobi: not in 2025.
 */

let admin: string;
let staffUser: string;
let A: number;
let B: number;
let propertyCount: number;

const quote = (q: { subtotal: number; discount?: number; fees?: number; taxes?: number; promoCode?: string }) => {
  const discount = q.discount ?? 0;
  const fees = q.fees ?? 0;
  const taxes = q.taxes ?? 0;
  return JSON.stringify({
    nights: 0,
    lines: [],
    subtotal: q.subtotal,
    discount,
    fees,
    taxes,
    total: q.subtotal - discount + fees + taxes,
    currency: "USD",
    ...(q.promoCode ? { promoCode: q.promoCode } : {}),
  });
};

let serial = 0;
async function stay(
  propertyId: number,
  startDate: string,
  endDate: string,
  status: string,
  createdAt: string,
  money: { quote?: string; total: number | null },
  cancelledBy: string | null = null,
): Promise<number> {
  const db = await getDb();
  serial += 1;
  const row = await db
    .insertInto("bookingInquiries")
    .values({
      propertyId,
      name: `Guest ${serial}`,
      email: `guest${serial}@example.com`,
      phone: "+254700000000",
      startDate,
      endDate,
      guests: 2,
      message: null,
      requestChef: 0,
      requestActivities: "[]",
      createdAt,
      status,
      statusChangedAt: null,
      statusChangedBy: null,
      total: money.total,
      quote: money.quote ?? null,
      reference: `TR-REP${String(serial).padStart(3, "0")}`,
      guestToken: `report-token-${serial}-${"x".repeat(20)}`,
      cancelledBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function payment(inquiryId: number, kind: "payment" | "refund", method: "card" | "mpesa" | "bank" | "cash", amount: number, settledAt: string) {
  const db = await getDb();
  await db
    .insertInto("payments")
    .values({ inquiryId, kind, method, amount, currency: "USD", status: "succeeded", createdAt: settledAt, settledAt })
    .execute();
}

async function property(name: string): Promise<number> {
  const db = await getDb();
  const row = await db
    .insertInto("properties")
    .values({
      name,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      description: "A property for the report test.",
      shortDescription: "Report test",
      price: 200,
      location: "Tigoni",
      bedrooms: 2,
      bathrooms: 1,
      sleeps: 4,
      updatedAt: "2024-01-01T00:00:00.000Z",
      archivedAt: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  await seedTestDb();
  const db = await getDb();
  A = await property("Report House A");
  B = await property("Report House B");
  propertyCount = Number(
    (
      await db
        .selectFrom("properties")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("archivedAt", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );

  const s1 = await stay(A, "2024-12-29", "2025-01-03", "confirmed", "2024-10-01T10:00:00.000Z", {
    quote: quote({ subtotal: 1000, fees: 50, taxes: 84 }),
    total: 1134,
  });
  await payment(s1, "payment", "card", 1134, "2024-12-01T10:00:00.000Z");
  const s2 = await stay(A, "2025-03-30", "2025-04-02", "confirmed", "2025-03-25T22:30:00.000Z", {
    quote: quote({ subtotal: 900, discount: 90, fees: 60, taxes: 100, promoCode: "SAVE10" }),
    total: 970,
  });
  await payment(s2, "payment", "mpesa", 970, "2025-03-26T09:00:00.000Z");
  const s3 = await stay(A, "2025-06-01", "2025-06-15", "confirmed", "2025-01-15T08:00:00.000Z", {
    quote: quote({ subtotal: 2800, discount: 280 }),
    total: 2520,
  });
  await payment(s3, "payment", "bank", 1000, "2025-02-01T10:00:00.000Z");
  await payment(s3, "payment", "cash", 500, "2025-06-01T10:00:00.000Z");
  const s4 = await stay(A, "2025-12-30", "2026-01-02", "confirmed", "2025-12-10T12:00:00.000Z", {
    quote: quote({ subtotal: 700, fees: 30 }),
    total: 730,
  });
  await payment(s4, "payment", "card", 219, "2025-12-31T21:30:00.000Z");
  await stay(A, "2024-03-10", "2024-03-12", "confirmed", "2024-03-01T10:00:00.000Z", { quote: quote({ subtotal: 400 }), total: 400 });
  await stay(A, "2025-09-01", "2025-09-03", "cancelled", "2024-12-31T21:30:00.000Z", { quote: quote({ subtotal: 400 }), total: 400 }, "staff");
  await db
    .insertInto("calendarBlocks")
    .values({ propertyId: A, startDate: "2025-05-01", endDate: "2025-05-11", note: "Repairs", createdBy: "admin" })
    .execute();

  const s5 = await stay(B, "2025-02-10", "2025-02-14", "confirmed", "2024-12-01T10:00:00.000Z", { total: 480 });
  await payment(s5, "payment", "cash", 480, "2025-02-14T10:00:00.000Z");
  const c1 = await stay(
    B,
    "2025-08-10",
    "2025-08-15",
    "cancelled",
    "2025-07-01T10:00:00.000Z",
    { quote: quote({ subtotal: 1000 }), total: 1000 },
    "guest",
  );
  await payment(c1, "payment", "card", 300, "2025-07-02T10:00:00.000Z");
  await payment(c1, "refund", "card", 100, "2025-08-05T10:00:00.000Z");
  await stay(B, "2025-10-01", "2025-10-05", "pending", "2025-09-15T10:00:00.000Z", { quote: quote({ subtotal: 800 }), total: 800 });
  const feed = await db
    .insertInto("calendarFeeds")
    .values({ propertyId: B, url: "https://example.com/b.ics", lastSyncedAt: null, lastError: null, lastErrorAt: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("calendarEvents")
    .values({ feedId: feed.id, propertyId: B, uid: "elsewhere-1", startDate: "2025-07-20", endDate: "2025-07-27" })
    .execute();

  admin = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  await createStaff(null, { username: "reportreader", password: "a-long-password-9", role: "user", firstName: null, lastName: null, email: null });
  staffUser = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: { username: "reportreader", password: "a-long-password-9" } }))
    .cookie!;
});

const report = (query: string, cookie = admin) => call(reportsApi, `/api/v1/admin/reports?${query}`, { cookie });

describe("the report's figures for a known year, worked out by hand", () => {
  it("property A: occupancy without the blocked nights, revenue night by night with the promo code and the long-stay discount apart", async () => {
    const res = await report(`from=2025-01-01&to=2025-12-31&propertyId=${A}`);
    expect(res.status).toBe(200);
    const r = res.json;
    expect(r.occupancy).toEqual({
      availableNights: 355,
      bookedNights: 21,
      stayNights: 21,
      bookedElsewhereNights: 0,
      blockedNights: 10,
      occupancy: 0.0592,
    });
    expect(r.revenue).toEqual({
      nightsRevenue: 4566,
      promoCodeDiscounts: 90,
      stayDiscounts: 280,
      stayRevenue: 4196,
      fees: 100,
      taxes: 134,
      keptFromCancelled: 0,
      totalRevenue: 4430,
      adr: 199.81,
      revpar: 11.82,
    });
    const month = (m: string) => r.months.find((x: { month: string }) => x.month === m);
    expect(r.months).toHaveLength(12);
    expect(month("2025-01")).toMatchObject({
      availableNights: 31,
      stayNights: 2,
      nightsRevenue: 400,
      stayRevenue: 400,
      fees: 20,
      taxes: 34,
      occupancy: 0.0645,
    });
    expect(month("2025-03")).toMatchObject({ stayNights: 2, nightsRevenue: 600, promoCodeDiscounts: 60, stayRevenue: 540, fees: 40, taxes: 66 });
    expect(month("2025-04")).toMatchObject({
      stayNights: 1,
      nightsRevenue: 300,
      promoCodeDiscounts: 30,
      stayRevenue: 270,
      fees: 20,
      taxes: 34,
      adr: 270,
      revpar: 9,
    });
    expect(month("2025-05")).toMatchObject({ availableNights: 21, blockedNights: 10, bookedNights: 0, occupancy: 0 });
    expect(month("2025-06")).toMatchObject({
      stayNights: 14,
      nightsRevenue: 2800,
      stayDiscounts: 280,
      stayRevenue: 2520,
      occupancy: 0.4667,
      adr: 180,
      revpar: 84,
    });
    expect(month("2025-12")).toMatchObject({ stayNights: 2, nightsRevenue: 466, fees: 20, taxes: 0 });
    // The same months a year earlier: S0 in March 2024, S1's first three nights in December 2024.
    expect(month("2025-03").lastYear).toMatchObject({ month: "2024-03", stayNights: 2, stayRevenue: 400, availableNights: 31 });
    expect(month("2025-12").lastYear).toMatchObject({ month: "2024-12", stayNights: 3, nightsRevenue: 600, fees: 30, taxes: 50 });
    expect(month("2025-01").lastYear).toMatchObject({ month: "2024-01", stayNights: 0, stayRevenue: 0, adr: null });
    expect(r.properties).toEqual([
      {
        id: A,
        name: "Report House A",
        availableNights: 355,
        bookedNights: 21,
        stayNights: 21,
        bookedElsewhereNights: 0,
        blockedNights: 10,
        occupancy: 0.0592,
        stayRevenue: 4196,
        adr: 199.81,
        revpar: 11.82,
        reviewAverage: null,
        reviewCount: 0,
      },
    ]);
  });

  it("property B: an imported event is booked elsewhere with no revenue; a cancellation counts what it kept", async () => {
    const r = (await report(`from=2025-01-01&to=2025-12-31&propertyId=${B}`)).json;
    expect(r.occupancy).toEqual({
      availableNights: 365,
      bookedNights: 11,
      stayNights: 4,
      bookedElsewhereNights: 7,
      blockedNights: 0,
      occupancy: 0.0301,
    });
    expect(r.revenue).toMatchObject({ nightsRevenue: 480, stayRevenue: 480, keptFromCancelled: 200, totalRevenue: 680, adr: 120, revpar: 1.32 });
    expect(r.months.find((m: { month: string }) => m.month === "2025-08")).toMatchObject({ keptFromCancelled: 200, stayNights: 0, stayRevenue: 0 });
    expect(r.months.find((m: { month: string }) => m.month === "2025-07")).toMatchObject({
      bookedElsewhereNights: 7,
      bookedNights: 7,
      stayRevenue: 0,
    });
  });

  it("all properties: stays, lead time, inquiries, money by method, refunds and balances owed", async () => {
    const r = (await report("from=2025-01-01&to=2025-12-31")).json;
    const available = 365 * propertyCount - 10;
    expect(r.occupancy).toEqual({
      availableNights: available,
      bookedNights: 32,
      stayNights: 25,
      bookedElsewhereNights: 7,
      blockedNights: 10,
      occupancy: Number((32 / available).toFixed(4)),
    });
    expect(r.revenue).toEqual({
      nightsRevenue: 5046,
      promoCodeDiscounts: 90,
      stayDiscounts: 280,
      stayRevenue: 4676,
      fees: 100,
      taxes: 134,
      keptFromCancelled: 200,
      totalRevenue: 5110,
      adr: 187.04,
      revpar: Number((4676 / available).toFixed(2)),
    });
    // Check-ins in 2025: S2 (3 nights, lead 4), S3 (14, 137), S4 (3, 20), S5 (4, 71).
    expect(r.stays).toEqual({
      stays: 4,
      nights: 24,
      averageLengthOfStay: 6,
      leadTime: { medianDays: 45.5, days0to7: 1, days8to30: 1, days31to90: 1, over90Days: 1 },
    });
    // Came in during 2025 (East Africa Time): S2, S3, S4, C1, C2 (1 January in Nairobi), P1.
    expect(r.inquiries).toEqual({ inquiries: 6, pending: 1, confirmed: 3, cancelled: 2, cancelledByGuest: 1, cancelledByStaff: 1, conversion: 0.5 });
    expect(r.payments).toEqual({
      received: { card: 300, mpesa: 970, bank: 1000, cash: 980, total: 3250 },
      refunds: 100,
      // S3 owes 2520 − 1500, S4 730 − 219.
      balancesOwed: { stays: 2, amount: 1531 },
    });
    const a = r.properties.find((p: { id: number }) => p.id === A);
    const b = r.properties.find((p: { id: number }) => p.id === B);
    expect(a).toMatchObject({ stayRevenue: 4196, occupancy: 0.0592 });
    expect(b).toMatchObject({ stayRevenue: 480, bookedElsewhereNights: 7 });
    expect(r.properties).toHaveLength(propertyCount);
  });

  it("lead time counts from the day the inquiry came in, in Nairobi", async () => {
    // S2 came in at 22:30 UTC on 25 March: 26 March in East Africa Time, 4 days before its check-in on 30 March.
    const r = (await report(`from=2025-03-01&to=2025-03-31&propertyId=${A}`)).json;
    expect(r.stays).toEqual({
      stays: 1,
      nights: 3,
      averageLengthOfStay: 3,
      leadTime: { medianDays: 4, days0to7: 1, days8to30: 0, days31to90: 0, over90Days: 0 },
    });
  });

  it("a stay across the year end puts each night in its own year", async () => {
    const r = (await report(`from=2026-01-01&to=2026-01-31&propertyId=${A}`)).json;
    // S4's third night (1 January 2026): 700 − 466.
    expect(r.months).toHaveLength(1);
    expect(r.months[0]).toMatchObject({ month: "2026-01", stayNights: 1, nightsRevenue: 234, fees: 10 });
    expect(r.months[0].lastYear).toMatchObject({ month: "2025-01", stayNights: 2, nightsRevenue: 400 });
    expect(r.payments.received.card).toBe(219);
  });
});

describe("the report's parameters and who sees the money", () => {
  it("bad parameters are a 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["from=2025-03-01&to=2025-02-01", "from"],
      ["from=2022-01-01&to=2025-01-01", "to"],
      ["from=2025-02-30&to=2025-03-01", "from"],
      ["from=2025-01-01&to=soon", "to"],
      ["from=2025-01-01", "to"],
      ["propertyId=999999", "propertyId"],
      ["propertyId=abc", "propertyId"],
      ["period=fortnight", "period"],
    ];
    for (const [query, field] of cases) {
      const res = await report(query);
      expect(res.status, query).toBe(400);
      expect(typeof res.json.message).toBe("string");
      expect(Object.keys(res.json.errors), query).toContain(field);
    }
    expect((await report("from=2022-01-01&to=2024-12-31")).status).toBe(200);
  });

  it("no session is a 401; role user sees occupancy, stays and lead time but no money, and asking for it is a 403", async () => {
    expect((await call(reportsApi, "/api/v1/admin/reports")).status).toBe(401);
    const res = await report("from=2025-01-01&to=2025-12-31", staffUser);
    expect(res.status).toBe(200);
    expect(res.json.occupancy.bookedNights).toBe(32);
    expect(res.json.stays.leadTime.medianDays).toBe(45.5);
    expect(res.json.revenue).toBeUndefined();
    expect(res.json.payments).toBeUndefined();
    expect(JSON.stringify(res.json)).not.toMatch(/Revenue|adr|revpar|kept/i);
    const money = await report("from=2025-01-01&to=2025-12-31&include=money", staffUser);
    expect(money.status).toBe(403);
    expect(money.json.message).toMatch(/administrators/);
    expect((await report("from=2025-01-01&to=2025-12-31&include=money")).status).toBe(200);
  });

  it("each table exports as CSV, money tables only for admins", async () => {
    const csv = async (query: string, cookie = admin) => {
      const response = await reportsCsv.loader({
        request: new Request(`http://localhost/admin/reports/export.csv?${query}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      } as never);
      return { status: response.status, text: await response.text(), type: response.headers.get("Content-Type") };
    };
    const months = await csv(`table=months&from=2025-01-01&to=2025-12-31&propertyId=${A}`);
    expect(months.status).toBe(200);
    expect(months.type).toMatch(/text\/csv/);
    const lines = months.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines[0]).toMatch(/^Month,Available nights,Booked nights/);
    expect(lines[6]).toMatch(/^2025-06,30,14,0,0,46\.67,2800,0,280,2520,/);
    const payments = await csv("table=payments&from=2025-01-01&to=2025-12-31");
    expect(payments.text).toContain("Received by M-Pesa,970");
    expect((await csv("table=payments&from=2025-01-01&to=2025-12-31", staffUser)).status).toBe(403);
    const userMonths = await csv("table=months&from=2025-01-01&to=2025-12-31", staffUser);
    expect(userMonths.status).toBe(200);
    expect(userMonths.text).not.toMatch(/revenue/i);
    expect((await csv("table=nope")).status).toBe(400);
  });

  it("the page shows the report with its charts, and money only to admins", async () => {
    const page = await runPage(reportsPage.loader, `/admin/reports?from=2025-01-01&to=2025-12-31&propertyId=${A}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.data.report.revenue.stayRevenue).toBe(4196);
    expect(page.data.charts.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(["occupancy-chart", "revenue-chart"]));
    const forUser = await runPage(reportsPage.loader, "/admin/reports?from=2025-01-01&to=2025-12-31", { cookie: staffUser });
    expect(forUser.data.report.revenue).toBeUndefined();
    expect(forUser.data.charts.map((c: { id: string }) => c.id)).not.toContain("revenue-chart");
    const bad = await runPage(reportsPage.loader, "/admin/reports?from=2025-05-01&to=2025-01-01", { cookie: admin });
    expect(bad.status).toBe(200);
    expect(bad.data.errors.from).toMatch(/on or before/);
    expect((await runPage(reportsPage.loader, "/admin/reports")).status).toBe(302);
  });

  it("the dashboard shows occupancy and revenue for the last and next 30 days, linking to the report", async () => {
    const today = todayInBusinessZone();
    const db = await getDb();
    // Four nights from today on property A, confirmed: 4 of the next 30 days' nights, 1200 of stay revenue.
    await stay(A, today, addDays(today, 4), "confirmed", new Date().toISOString(), { quote: quote({ subtotal: 1300, discount: 100 }), total: 1200 });
    const available =
      30 * propertyCount -
      Number(
        (
          await db
            .selectFrom("calendarBlocks")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("endDate", ">", today)
            .where("startDate", "<", addDays(today, 30))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const page = await runPage(dashboardPage.loader, "/admin/dashboard", { cookie: admin });
    const next = page.data.windows.find((w: { id: string }) => w.id === "next-30-days");
    expect(next).toMatchObject({ from: today, to: addDays(today, 29), stayNights: 4, stayRevenue: 1200 });
    expect(next.availableNights).toBe(available);
    expect(page.data.windows.find((w: { id: string }) => w.id === "last-30-days")).toMatchObject({
      from: addDays(today, -30),
      to: addDays(today, -1),
    });
    const forUser = await runPage(dashboardPage.loader, "/admin/dashboard", { cookie: staffUser });
    expect(forUser.data.windows[1].stayNights).toBe(4);
    expect(forUser.data.windows[1].stayRevenue).toBeUndefined();
  });
});
