import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { sendPaymentReminders } from "~/services/payment-reminders.server";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as payments from "~/routes/api.v1.admin.booking-inquiries.$id.payments";
import * as settingsRoute from "~/routes/api.v1.admin.settings";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";
import * as bookingPage from "~/routes/admin.booking-inquiries_.$id/route";
import * as paymentsPage from "~/routes/admin.payments";
import * as paymentsCsv from "~/routes/admin.payments_.export[.]csv";
import * as paymentsList from "~/routes/api.v1.admin.payments._index";
import * as paymentById from "~/routes/api.v1.admin.payments.$id";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";

let cookie: string;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

const detail = (id: number) => call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { params: { id: String(id) }, cookie });
const setStatus = (id: number, status: string) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id: String(id) }, body: { status }, cookie });
/** `signedIn: false` sends no session. */
const pay = (id: number, body: unknown, signedIn = true) =>
  call(payments, `/api/v1/admin/booking-inquiries/${id}/payments`, {
    method: "POST",
    params: { id: String(id) },
    body,
    cookie: signedIn ? cookie : undefined,
  });

/** A priced request sent through the public API (4 nights at the seeded property 1: its quote is stored), `from` days ahead. */
async function booking(from: number) {
  const sent = await call(inquiriesApi, "/api/v1/booking-inquiries", {
    method: "POST",
    body: makeInquiry({ propertyId: 1, startDate: dayFromToday(from), endDate: dayFromToday(from + 4), guests: 2 }),
  });
  expect(sent.status).toBe(201);
  return sent.json as { id: number; quote: { total: number } };
}

/** The payment and refund e-mails to the guest of one booking, oldest first, as they are sent. */
async function receiptsOf(inquiryId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("emails")
    .selectAll()
    .where("inquiryId", "=", inquiryId)
    .where("kind", "=", "guestPayment")
    .orderBy("id")
    .execute();
  return rows.map((row) => renderStoredEmail(row));
}

async function paymentRows(inquiryId: number) {
  const db = await getDb();
  return db.selectFrom("payments").selectAll().where("inquiryId", "=", inquiryId).execute();
}

describe("a booking's money in the detail JSON", () => {
  it("a request owes nothing; once confirmed it owes the deposit (30 % of the quoted total) by default", async () => {
    const sent = await booking(120);
    const total = sent.quote.total;
    expect(total).toBeGreaterThan(0);
    let money = (await detail(sent.id)).json.payment;
    expect(money).toMatchObject({ status: "none", total, paid: 0, due: 0, depositAmount: Math.round(total * 0.3), payments: [] });
    expect(money.balanceDueDate).toBe(dayFromToday(90));
    expect((await setStatus(sent.id, "confirmed")).status).toBe(200);
    money = (await detail(sent.id)).json.payment;
    expect(money).toMatchObject({ status: "deposit_due", due: Math.round(total * 0.3) });
  });

  it("follows the Settings: a stay confirmed after its balance date is due in full at once", async () => {
    const put = await call(settingsRoute, "/", {
      method: "PUT",
      cookie,
      body: { ...DEFAULT_BUSINESS_SETTINGS, depositPercent: 50, balanceDueDays: 60 },
    });
    expect(put.status).toBe(200);
    try {
      const late = await booking(45);
      await setStatus(late.id, "confirmed");
      expect((await detail(late.id)).json.payment).toMatchObject({
        status: "balance_due",
        due: late.quote.total,
        depositAmount: Math.round(late.quote.total / 2),
      });
    } finally {
      await call(settingsRoute, "/", { method: "PUT", cookie, body: { ...DEFAULT_BUSINESS_SETTINGS, depositPercent: 30, balanceDueDays: 30 } });
    }
  });
});

describe("POST /api/v1/admin/booking-inquiries/{id}/payments", () => {
  it("records a bank transfer or cash: 201, in the booking's money and its timeline; the balance follows", async () => {
    const sent = await booking(130);
    await setStatus(sent.id, "confirmed");
    const total = sent.quote.total;
    const deposit = Math.round(total * 0.3);
    const res = await pay(sent.id, { method: "bank", amount: deposit, note: "  Transfer ref 99812  " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      kind: "payment",
      method: "bank",
      amount: deposit,
      currency: "USD",
      status: "succeeded",
      note: "Transfer ref 99812",
    });

    const after = (await detail(sent.id)).json;
    // The deposit is in and the balance date to come: nothing is due now, the balance later (issue 36, item 2).
    expect(after.payment).toMatchObject({ status: "deposit_paid", paid: deposit, due: 0, dueNow: 0, dueLater: { amount: total - deposit } });
    expect(after.payment.payments).toEqual([expect.objectContaining({ id: res.json.id, method: "bank", amount: deposit, status: "succeeded" })]);
    const entry = after.timeline.find((e: { kind: string }) => e.kind === "payment");
    expect(entry).toMatchObject({
      actor: TEST_ADMIN.username,
      summary: `${TEST_ADMIN.username} recorded a payment of $${deposit.toLocaleString("en-US")} by bank transfer`,
    });

    // The guest gets a receipt, with what is still to pay and by when.
    const receipts = await receiptsOf(sent.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe(`Payment received: $${deposit.toLocaleString("en-US")} for ${after.propertyName} (${after.reference})`);
    expect(receipts[0].text).toContain(
      `We have received your payment of $${deposit.toLocaleString("en-US")} by bank transfer. This is your receipt.`,
    );
    expect(receipts[0].text).toContain(`Still to pay:`);
    expect(receipts[0].text).toContain(`$${(total - deposit).toLocaleString("en-US")}`);

    expect((await pay(sent.id, { method: "cash", amount: total - deposit })).status).toBe(201);
    expect((await receiptsOf(sent.id))[1].text).toContain("your stay is now paid in full");
    expect((await detail(sent.id)).json.payment).toMatchObject({ status: "paid", paid: total, due: 0 });
    // Paid in full: nothing more is taken.
    const more = await pay(sent.id, { method: "cash", amount: 1 });
    expect(more.status).toBe(409);
    expect(more.json).toEqual({ message: "Nothing is owed on this booking." });
  });

  it("refuses more than is owed, bad bodies, requests that are not confirmed and cancelled bookings, storing nothing", async () => {
    const sent = await booking(140);
    const refusedPending = await pay(sent.id, { method: "bank", amount: 10 });
    expect(refusedPending.status).toBe(409);
    expect(refusedPending.json.message).toBe("Only a confirmed booking takes payments: confirm it first.");

    await setStatus(sent.id, "confirmed");
    const over = await pay(sent.id, { method: "bank", amount: sent.quote.total + 1 });
    expect(over.status).toBe(400);
    expect(over.json.errors.amount).toEqual([`That is more than is still owed ($${sent.quote.total.toLocaleString("en-US")}).`]);

    const bad = await pay(sent.id, { method: "card", amount: 0, note: "x".repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      method: ["Choose how it was paid: bank transfer or cash"],
      amount: ["The amount must be a whole number of at least 1"],
      note: ["The note must be at most 500 characters"],
    });

    await setStatus(sent.id, "cancelled");
    const cancelled = await pay(sent.id, { method: "cash", amount: 10 });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.message).toBe("This booking is cancelled: it takes no more payments.");
    expect(await paymentRows(sent.id)).toEqual([]);
  });

  it("takes amounts as people write them (digits, optional decimal point) and refuses hex, exponents and trailing text with 400, storing nothing", async () => {
    const sent = await booking(230);
    await setStatus(sent.id, "confirmed");
    for (const amount of ["0x10", "1e2", "12abc", "-5", "Infinity", "1_000", "10.5"]) {
      const refused = await pay(sent.id, { method: "bank", amount });
      expect(refused.status, amount).toBe(400);
      expect(refused.json.errors.amount, amount).toEqual(["The amount must be a whole number of at least 1"]);
    }
    expect(await paymentRows(sent.id)).toEqual([]);
    const typed = await pay(sent.id, { method: "bank", amount: " 25 " });
    expect(typed.status).toBe(201);
    expect((await paymentRows(sent.id)).map((p) => p.amount)).toEqual([25]);
  });

  it("needs a signed-in staff member; an unknown booking is a 404", async () => {
    const sent = await booking(150);
    await setStatus(sent.id, "confirmed");
    expect((await pay(sent.id, { method: "cash", amount: 10 }, false)).status).toBe(401);
    expect((await pay(999999, { method: "cash", amount: 10 })).status).toBe(404);
    expect(await paymentRows(sent.id)).toEqual([]);
  });
});

describe("the booking page's Payment section (a plain form post)", () => {
  const onPage = (id: number, form: Record<string, string>) =>
    runPage(bookingPage.action, `/admin/booking-inquiries/${id}`, { cookie, params: { id: String(id) }, form });

  it("records a cash payment with a toast; a bad amount comes back on its field with what was typed, storing nothing", async () => {
    const sent = await booking(160);
    await setStatus(sent.id, "confirmed");
    const bad = await onPage(sent.id, { intent: "payment", method: "cash", amount: String(sent.quote.total + 5), note: "At the gate" });
    expect(bad.status).toBe(400);
    const result = bad.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error.amount).toEqual([`That is more than is still owed ($${sent.quote.total.toLocaleString("en-US")}).`]);
    expect(result.initialValue).toMatchObject({ method: "cash", note: "At the gate" });
    expect(await paymentRows(sent.id)).toEqual([]);

    const ok = await onPage(sent.id, { intent: "payment", method: "cash", amount: "100", note: "At the gate" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/admin/booking-inquiries/${sent.id}`);
    expect(await paymentRows(sent.id)).toEqual([
      expect.objectContaining({ method: "cash", amount: 100, recordedBy: TEST_ADMIN.username, note: "At the gate" }),
    ]);
    const page = await runPage(bookingPage.loader, `/admin/booking-inquiries/${sent.id}`, { cookie, params: { id: String(sent.id) } });
    expect((page.data as { inquiry: { payment: { paid: number } } }).inquiry.payment.paid).toBe(100);
  });
});

describe("the Payments list, its CSV and its JSON twin", () => {
  // Staff mean days in East Africa Time (UTC+3): 22:30 UTC is 01:30 the next day in Nairobi, 00:30 UTC is 03:30.
  it.each([
    ["22:30 UTC", "2026-11-27T22:30:00.000Z", "2026-11-28", "2026-11-27", 200],
    ["00:30 UTC", "2026-11-28T00:30:00.000Z", "2026-11-28", "2026-11-27", 210],
    ["20:59 UTC", "2026-11-28T20:59:00.000Z", "2026-11-28", "2026-11-27", 220],
  ])("at %s a payment made now is in today's business-day filter and not in yesterday's", async (_at, now, today, yesterday, ahead) => {
    const sent = await booking(ahead);
    await setStatus(sent.id, "confirmed");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
    try {
      expect(dayFromToday(0)).toBe(today);
      expect((await pay(sent.id, { method: "cash", amount: 10 })).status).toBe(201);
      const listed = async (query: string) =>
        ((await call(paymentsList, `/api/v1/admin/payments?${query}`, { cookie })).json as { inquiryId: number }[]).some(
          (p) => p.inquiryId === sent.id,
        );
      expect(await listed(`from=${today}&to=${today}`)).toBe(true);
      expect(await listed(`from=${today}`)).toBe(true);
      expect(await listed(`to=${yesterday}`)).toBe(false);
      expect(await listed(`from=${yesterday}&to=${yesterday}`)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lists every payment newest first with its booking, filtered the same way in all three; a bad filter is a 400 (JSON, CSV) or a field message (page)", async () => {
    const sent = await booking(170);
    await setStatus(sent.id, "confirmed");
    expect((await pay(sent.id, { method: "bank", amount: 120, note: "Ref 5531" })).status).toBe(201);
    expect((await pay(sent.id, { method: "cash", amount: 30 })).status).toBe(201);

    const all = await call(paymentsList, "/api/v1/admin/payments", { cookie });
    expect(all.status).toBe(200);
    const mine = (all.json as { inquiryId: number }[]).filter((p) => p.inquiryId === sent.id);
    expect(mine).toEqual([
      expect.objectContaining({
        method: "cash",
        amount: 30,
        reference: expect.stringMatching(/^TR-/),
        guestName: expect.any(String),
        recordedBy: TEST_ADMIN.username,
      }),
      expect.objectContaining({ method: "bank", amount: 120, note: "Ref 5531", propertyName: expect.any(String) }),
    ]);
    expect(Number(all.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(2);

    const bank = await call(paymentsList, `/api/v1/admin/payments?method=bank&from=${dayFromToday(0)}&to=${dayFromToday(0)}`, { cookie });
    expect((bank.json as { method: string }[]).every((p) => p.method === "bank")).toBe(true);
    expect((bank.json as { inquiryId: number }[]).some((p) => p.inquiryId === sent.id)).toBe(true);
    const none = await call(paymentsList, `/api/v1/admin/payments?to=${dayFromToday(-1)}`, { cookie });
    expect((none.json as { inquiryId: number }[]).some((p) => p.inquiryId === sent.id)).toBe(false);

    const bad = await call(paymentsList, "/api/v1/admin/payments?method=cheque", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.method).toEqual(["Method must be card, mpesa, bank or cash"]);
    expect((await call(paymentsList, "/api/v1/admin/payments", {})).status).toBe(401);

    const csv = (await paymentsCsv.loader({
      request: new Request("http://localhost/admin/payments/export.csv?method=cash", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Id,Made,Kind,Method,Amount,Currency,Status,Booking,Guest name,Property,Provider reference,Note,Recorded by");
    expect(lines.some((line) => line.includes(",payment,cash,30,USD,succeeded,"))).toBe(true);
    expect(lines.some((line) => line.includes(",bank,"))).toBe(false);

    const page = await runPage(paymentsPage.loader, "/admin/payments?method=cheque&kind=payment", { cookie });
    const data = page.data as { items: { inquiryId: number; kind: string }[]; errors: Record<string, string>; query: Record<string, string> };
    expect(data.errors.method).toBe("Method must be card, mpesa, bank or cash");
    expect(data.query).toMatchObject({ kind: "payment" });
    expect(data.items.filter((p) => p.inquiryId === sent.id)).toHaveLength(2);
  });
});

describe("cancelling a booking with money paid", () => {
  const refundOf = async (id: number) => (await detail(id)).json.payment;
  const markMade = (paymentId: number, body: unknown = { status: "succeeded" }) =>
    call(paymentById, `/api/v1/admin/payments/${paymentId}`, { method: "PATCH", params: { id: String(paymentId) }, body, cookie });

  it("30 or more days ahead owes all of it back; staff mark the refund made and the booking is refunded", async () => {
    const sent = await booking(40);
    await setStatus(sent.id, "confirmed");
    await pay(sent.id, { method: "bank", amount: 200 });
    await pay(sent.id, { method: "cash", amount: 50 });
    expect((await setStatus(sent.id, "cancelled")).status).toBe(200);
    const money = await refundOf(sent.id);
    expect(money).toMatchObject({ status: "refund_due", refundDue: 250, paid: 250 });
    // Spread over the payments, newest first, each given back the way it was paid.
    const owed = money.payments.filter((p: { kind: string }) => p.kind === "refund");
    expect(owed).toEqual([
      expect.objectContaining({ method: "cash", amount: 50, status: "pending" }),
      expect.objectContaining({ method: "bank", amount: 200, status: "pending" }),
    ]);
    const timeline = (await detail(sent.id)).json.timeline as { kind: string; summary: string }[];
    expect(timeline.some((e) => e.kind === "payment" && e.summary === "Refund of $250 owed to the guest (the policy gives $250 of $250 paid)")).toBe(
      true,
    );

    for (const refund of owed) expect((await markMade(refund.id)).status).toBe(200);
    const refundMails = (await receiptsOf(sent.id)).filter((m) => m.subject.startsWith("Your refund"));
    expect(refundMails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your refund of \$50 for /),
      expect.stringMatching(/^Your refund of \$200 for /),
    ]);
    expect(refundMails[1].text).toMatch(/A refund of \$200 was made by bank transfer on \w+ \d{1,2}, \d{4}\./);
    expect(await refundOf(sent.id)).toMatchObject({ status: "refunded", paid: 0, refundDue: 0 });
    // Made already: a second mark is refused; a payment is not a refund; unknown is a 404.
    expect((await markMade(owed[0].id)).status).toBe(409);
    const firstPayment = money.payments.find((p: { kind: string }) => p.kind === "payment");
    expect((await markMade(firstPayment.id)).json).toEqual({ message: "Only a refund still owed can be marked as made." });
    expect((await markMade(999999)).status).toBe(404);
    expect((await markMade(owed[0].id, { status: "refunded" })).status).toBe(400);
  });

  it("14 to 29 days ahead the policy gives half; staff may give more, up to what was paid, never more", async () => {
    const sent = await booking(20);
    await setStatus(sent.id, "confirmed");
    await pay(sent.id, { method: "bank", amount: 301 });
    const tooMuch = await call(inquiryById, `/api/v1/admin/booking-inquiries/${sent.id}`, {
      method: "PATCH",
      params: { id: String(sent.id) },
      body: { status: "cancelled", refund: 302 },
      cookie,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors.refund).toEqual(["The refund can be at most what was paid ($301)."]);
    expect((await detail(sent.id)).json.status).toBe("confirmed");

    const policy = await booking(25);
    await setStatus(policy.id, "confirmed");
    await pay(policy.id, { method: "cash", amount: 301 });
    await setStatus(policy.id, "cancelled");
    expect(await refundOf(policy.id)).toMatchObject({ status: "refund_due", refundDue: 150 });

    const generous = await call(inquiryById, `/api/v1/admin/booking-inquiries/${sent.id}`, {
      method: "PATCH",
      params: { id: String(sent.id) },
      body: { status: "cancelled", refund: 301 },
      cookie,
    });
    expect(generous.status).toBe(200);
    expect(await refundOf(sent.id)).toMatchObject({ status: "refund_due", refundDue: 301 });
  });

  it("staff giving nothing back where the policy gives half: the guest's e-mail says it was agreed, not that the policy's last band applied", async () => {
    const sent = await booking(22);
    await setStatus(sent.id, "confirmed");
    await pay(sent.id, { method: "bank", amount: 200 });
    const cancelled = await call(inquiryById, `/api/v1/admin/booking-inquiries/${sent.id}`, {
      method: "PATCH",
      params: { id: String(sent.id) },
      body: { status: "cancelled", refund: 0 },
      cookie,
    });
    expect(cancelled.status).toBe(200);
    const db = await getDb();
    const [row] = await db.selectFrom("emails").selectAll().where("inquiryId", "=", sent.id).where("kind", "=", "guestRefundOwed").execute();
    const told = renderStoredEmail(row);
    expect(told.subject).toContain("No refund is due");
    expect(told.text).toContain("As agreed with us, the $200 you paid is not refunded.");
    expect(told.text).not.toContain("as the stay was cancelled fewer than");
  });

  it("the guest's own cancellation owes what the policy gives; fewer than 14 days ahead nothing, and nothing is owed", async () => {
    const sent = await booking(35);
    await setStatus(sent.id, "confirmed");
    await pay(sent.id, { method: "bank", amount: 100 });
    const token = await tokenOfBooking(sent.id);
    const res = await runPage(stayPage.action, `/stay/${token}`, { params: { token }, form: { intent: "cancel" } });
    expect(res.status).toBe(302);
    expect(await refundOf(sent.id)).toMatchObject({ status: "refund_due", refundDue: 100 });

    const late = await booking(10);
    await setStatus(late.id, "confirmed");
    await pay(late.id, { method: "cash", amount: 80 });
    await setStatus(late.id, "cancelled");
    expect(await refundOf(late.id)).toMatchObject({ status: "none", refundDue: 0, paid: 80 });
  });
});

async function tokenOfBooking(id: number): Promise<string> {
  const db = await getDb();
  return (await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirstOrThrow()).guestToken;
}

describe("balance reminders", () => {
  const remindersOf = async (inquiryId: number) => {
    const db = await getDb();
    const rows = await db
      .selectFrom("emails")
      .selectAll()
      .where("inquiryId", "=", inquiryId)
      .where("kind", "=", "guestPaymentReminder")
      .orderBy("id")
      .execute();
    return rows.map((row) => renderStoredEmail(row));
  };

  it("a week before the balance date and on it, each once, only while money is owed", async () => {
    const sent = await booking(60);
    await setStatus(sent.id, "confirmed");
    await pay(sent.id, { method: "bank", amount: 100 });
    // The balance is due 30 days before check-in: day 30 here.
    await sendPaymentReminders(dayFromToday(22));
    expect(await remindersOf(sent.id)).toEqual([]);
    await sendPaymentReminders(dayFromToday(23));
    await sendPaymentReminders(dayFromToday(24));
    const week = await remindersOf(sent.id);
    expect(week).toHaveLength(1);
    const owed = `$${(sent.quote.total - 100).toLocaleString("en-US")}`;
    expect(week[0].subject).toMatch(new RegExp(`^Your balance of \\${owed} is due on `));
    expect(week[0].text).toContain("Paid so far:");

    await sendPaymentReminders(dayFromToday(30));
    await sendPaymentReminders(dayFromToday(31));
    const both = await remindersOf(sent.id);
    expect(both).toHaveLength(2);
    expect(both[1].subject).toMatch(new RegExp(`^Your balance of \\${owed} is due today`));

    // Paid in full, or cancelled: nothing more.
    const paid = await booking(64);
    await setStatus(paid.id, "confirmed");
    await pay(paid.id, { method: "cash", amount: paid.quote.total });
    await sendPaymentReminders(dayFromToday(34));
    expect(await remindersOf(paid.id)).toEqual([]);
  });
});
