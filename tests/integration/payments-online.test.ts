import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { forgetDarajaToken } from "~/lib/mpesa.server";
import { formatMoney } from "~/lib/money";
import { updatePaymentSettings } from "~/models/settings.server";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as stripeWebhook from "~/routes/api.v1.payments.stripe.webhook";
import * as mpesaCallback from "~/routes/api.v1.payments.mpesa.callback.$token";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";
import { isProviderCallbackPath } from "~/lib/request-guards.server";
import { runDueTasks } from "~/services/tasks.server";
import { askAboutOpenAttempts } from "~/services/online-payments.server";
import { onlinePaymentTerms } from "~/services/payment-methods.server";
import * as payReturn from "~/routes/pay.return.$key";
import "~/services/startup.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";
import { startFakeDaraja, startFakeStripe, type Deliver, type FakeDaraja, type FakeStripe } from "../setup/payment-fakes";

// Paying online against loopback fakes of Stripe (the real SDK pointed at it) and Daraja, through the guest's
// page, the webhook and the callback routes as Remix calls them.

let cookie: string;
let stripe: FakeStripe;
let daraja: FakeDaraja;
const PUBLIC = "https://tigoni.example";

/** The providers' POSTs handed to the route modules themselves (no HTTP server runs in Vitest). */
const toRoutes: Deliver = async (url, body, headers = {}) => {
  const path = new URL(url).pathname;
  const route = path === "/api/v1/payments/stripe/webhook" ? stripeWebhook : mpesaCallback;
  const token = path.split("/").at(-1)!;
  const res = await call(route, path, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers }, params: { token } });
  return { status: res.status, body: JSON.stringify(res.json) };
};

function providersOn() {
  process.env.STRIPE_SECRET_KEY = stripe.key;
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  process.env.STRIPE_API_URL = stripe.url;
  process.env.MPESA_CONSUMER_KEY = daraja.consumerKey;
  process.env.MPESA_CONSUMER_SECRET = daraja.consumerSecret;
  process.env.MPESA_SHORTCODE = daraja.shortcode;
  process.env.MPESA_PASSKEY = daraja.passkey;
  process.env.MPESA_API_URL = daraja.url;
}

const PROVIDER_VARS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "MPESA_CONSUMER_KEY",
  "MPESA_CONSUMER_SECRET",
  "MPESA_SHORTCODE",
  "MPESA_PASSKEY",
  "MPESA_API_URL",
];

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  stripe = await startFakeStripe();
  daraja = await startFakeDaraja();
  stripe.deliver = toRoutes;
  stripe.webhookUrl = `${PUBLIC}/api/v1/payments/stripe/webhook`;
  daraja.deliver = toRoutes;
  process.env.PUBLIC_URL = PUBLIC;
});

afterAll(async () => {
  for (const name of [...PROVIDER_VARS, "PUBLIC_URL"]) delete process.env[name];
  await stripe.close();
  await daraja.close();
});

beforeEach(() => {
  providersOn();
  daraja.onPush = "none";
  daraja.down = false;
  daraja.dropAnswers = 0;
  stripe.dropAnswers = 0;
  stripe.webhooksOn = true;
});

const setStatus = (id: number, status: string) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id: String(id) }, body: { status }, cookie });
const detail = async (id: number) => (await call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { params: { id: String(id) }, cookie })).json;

let stays = 0;
/**
 * A confirmed, priced booking with its guest token: 4 nights at property 1, each test's its own nights, 100 or more
 * days ahead; or (`at`) 2 nights from that day at `propertyId`.
 */
async function confirmedBooking(at?: { from: number; propertyId: number }) {
  const from = at?.from ?? 100 + 5 * stays++;
  const sent = await call(inquiriesApi, "/api/v1/booking-inquiries", {
    method: "POST",
    body: makeInquiry({ propertyId: at?.propertyId ?? 1, startDate: dayFromToday(from), endDate: dayFromToday(from + (at ? 2 : 4)), guests: 2 }),
  });
  expect(sent.status).toBe(201);
  expect((await setStatus(sent.json.id, "confirmed")).status).toBe(200);
  const db = await getDb();
  const { guestToken, reference } = await db
    .selectFrom("bookingInquiries")
    .select(["guestToken", "reference"])
    .where("id", "=", sent.json.id)
    .executeTakeFirstOrThrow();
  return { id: sent.json.id as number, total: sent.json.quote.total as number, token: guestToken, reference };
}

const stayLoader = (token: string, query = "") => runPage(stayPage.loader, `/stay/${token}${query}`, { params: { token } });
const payOnPage = (token: string, form: Record<string, string>) =>
  runPage(stayPage.action, `/stay/${token}`, { params: { token }, form: { intent: "pay", ...form } });

async function rowsOf(inquiryId: number) {
  const db = await getDb();
  return db.selectFrom("payments").selectAll().where("inquiryId", "=", inquiryId).orderBy("id").execute();
}

async function emailsOf(inquiryId: number, kind: string) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiryId).where("kind", "=", kind).orderBy("id").execute();
  return rows.map((row) => ({ to: row.toAddress, ...renderStoredEmail(row) }));
}

describe("without provider keys", () => {
  it("the guest's page shows no payment, the confirmation says nothing of paying, and the provider routes are not there", async () => {
    for (const name of PROVIDER_VARS) delete process.env[name];
    const booking = await confirmedBooking();
    const page = await stayLoader(booking.token);
    expect(page.data.payment).toMatchObject({ shown: false, choices: [], offers: { card: false, mpesa: false } });
    const [confirmation] = await emailsOf(booking.id, "guestDecision");
    expect(confirmation.text).not.toContain("Pay on your booking page");
    const refused = await payOnPage(booking.token, { method: "card", choice: "deposit" });
    expect(refused.status).toBe(409);
    expect((await call(stripeWebhook, "/api/v1/payments/stripe/webhook", { method: "POST", body: "{}" })).status).toBe(404);
    expect(await rowsOf(booking.id)).toEqual([]);
  });
});

describe("card payments through Stripe Checkout", () => {
  it("the confirmation says what is due and by when, and links to the guest's page to pay", async () => {
    const booking = await confirmedBooking();
    const deposit = Math.round(booking.total * 0.3);
    const [confirmation] = await emailsOf(booking.id, "guestDecision");
    expect(confirmation.text).toContain(`To secure your stay, pay the deposit of $${deposit.toLocaleString("en-US")}.`);
    expect(confirmation.text).toContain("Pay on your booking page");
    expect(confirmation.text).toContain(`${PUBLIC}/stay/${booking.token}`);
    const page = await stayLoader(booking.token);
    expect(page.data.payment).toMatchObject({ shown: true, status: "deposit_due", due: deposit, offers: { card: true, mpesa: false } });
    expect(page.data.payment.choices.map((c: { label: string }) => c.label)).toEqual(["Pay deposit", "Pay in full"]);
  });

  it("'Pay deposit' makes a Checkout Session for exactly the deposit and answers 303 to Stripe's page", async () => {
    const booking = await confirmedBooking();
    const deposit = Math.round(booking.total * 0.3);
    const res = await payOnPage(booking.token, { method: "card", choice: "deposit" });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    const session = [...stripe.sessions.values()].find((s) => location === s.url)!;
    expect(session).toBeTruthy();
    const [row] = await rowsOf(booking.id);
    expect(row).toMatchObject({ method: "card", status: "pending", amount: deposit, currency: "USD", providerKey: `stripe:${session.id}` });
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: deposit * 100,
      currency: "usd",
      client_reference_id: String(row.id),
      metadata: { paymentId: String(row.id), reference: booking.reference },
      // Back through the attempt's own short-lived address: the guest page's token never travels to Stripe.
      success_url: `${PUBLIC}/pay/return/${row.returnKey}?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC}/pay/return/${row.returnKey}?cancelled=1`,
    });
    expect(row.returnKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(session)).not.toContain(booking.token);
    expect(stripe.keys).toContain(`tigoni-checkout-${row.id}`);
  });

  it("the webhook refuses a bad or missing signature (400, nothing recorded); a paid session is recorded once, replays change nothing", async () => {
    const booking = await confirmedBooking();
    const deposit = Math.round(booking.total * 0.3);
    const location = (await payOnPage(booking.token, { method: "card", choice: "deposit" })).headers.get("Location")!;
    const session = stripe.pay([...stripe.sessions.values()].find((s) => s.url === location)!.id);

    expect((await stripe.sendEvent("checkout.session.completed", session, { secret: "whsec_not_ours" })).status).toBe(400);
    expect((await stripe.sendEvent("checkout.session.completed", session, { signature: "" })).status).toBe(400);
    const forged = await call(stripeWebhook, "/api/v1/payments/stripe/webhook", {
      method: "POST",
      body: JSON.stringify({ type: "checkout.session.completed", data: { object: session } }),
    });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ message: "Invalid Stripe signature" });
    expect((await rowsOf(booking.id))[0].status).toBe("pending");

    const first = await stripe.sendEvent("checkout.session.completed", session);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ received: true, outcome: "recorded" });
    const replay = await stripe.sendEvent("checkout.session.completed", session);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body).outcome).toBe("unchanged");

    const rows = await rowsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "succeeded", amount: deposit, providerRef: session.payment_intent });
    const money = (await detail(booking.id)).payment;
    expect(money).toMatchObject({ paid: deposit, status: "deposit_paid", dueNow: 0 });
    expect(money.payments).toEqual([
      expect.objectContaining({ method: "card", amount: deposit, currency: "USD", status: "succeeded", providerRef: session.payment_intent }),
    ]);
    // One receipt to the guest and one note to staff, whatever the replays.
    const receipts = await emailsOf(booking.id, "guestPayment");
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toContain(`Payment received: $${deposit.toLocaleString("en-US")}`);
    const notes = await emailsOf(booking.id, "staffPayment");
    expect(notes).toHaveLength(1);
    expect(notes[0].to).not.toBe("guest@example.com");
    expect(notes[0].text).toContain("/admin/booking-inquiries/");
    const timeline = (await detail(booking.id)).timeline.map((e: { summary: string }) => e.summary);
    expect(timeline.some((s: string) => s.includes(`paid $${deposit.toLocaleString("en-US")} by card`))).toBe(true);
  });

  it("coming back from Stripe records a paid session even before the webhook, once", async () => {
    stripe.webhooksOn = false;
    const booking = await confirmedBooking();
    const location = (await payOnPage(booking.token, { method: "card", choice: "full" })).headers.get("Location")!;
    const session = stripe.pay([...stripe.sessions.values()].find((s) => s.url === location)!.id);
    // Stripe sends the guest to the return address, which asks the task runner to check the session and sends them on.
    const back = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id).replace(PUBLIC, "");
    const key = back.split("/")[3].split("?")[0];
    const returned = await runPage(payReturn.loader, back, { params: { key } });
    expect(returned.status).toBe(303);
    expect(returned.headers.get("Location")).toBe(`/stay/${booking.token}?payment=card#payment`);
    expect((await stayLoader(booking.token, "?payment=card")).data.payment.notice).toBe(
      "Thank you: your card payment is being confirmed. This page updates when it is.",
    );
    expect(await runDueTasks()).toMatchObject({ done: 1 });
    const page = await stayLoader(booking.token, `?payment=card`);
    expect(page.data.payment).toMatchObject({ status: "paid", paid: booking.total, choices: [] });
    expect(JSON.parse((await stripe.sendEvent("checkout.session.completed", session)).body).outcome).toBe("unchanged");
    expect((await rowsOf(booking.id)).filter((r) => r.status === "succeeded")).toHaveLength(1);
  });

  it("no more than is due (409): a second deposit, an amount not due, a cancelled booking; a bad choice is 400", async () => {
    const booking = await confirmedBooking();
    const location = (await payOnPage(booking.token, { method: "card", choice: "deposit" })).headers.get("Location")!;
    const session = stripe.pay([...stripe.sessions.values()].find((s) => s.url === location)!.id);
    await stripe.sendEvent("checkout.session.completed", session);
    const again = await payOnPage(booking.token, { method: "card", choice: "deposit" });
    expect(again.status).toBe(409);
    expect(again.data.error[""][0]).toBe("That amount is not due: the page shows what you can pay now.");
    expect((await payOnPage(booking.token, { method: "card", choice: "full" })).status).toBe(409);
    expect((await payOnPage(booking.token, { method: "card", choice: "everything" })).status).toBe(400);
    expect((await payOnPage(booking.token, { method: "cheque", choice: "balance" })).status).toBe(400);

    const other = await confirmedBooking();
    await setStatus(other.id, "cancelled");
    const cancelled = await payOnPage(other.token, { method: "card", choice: "deposit" });
    expect(cancelled.status).toBe(409);
    expect(cancelled.data.error[""][0]).toBe("This booking is cancelled: it takes no payments.");
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("Stripe down: the guest reads a clear message (503), nothing is charged and the attempt is closed as failed", async () => {
    const booking = await confirmedBooking();
    stripe.failNext(2); // the SDK tries twice
    const res = await payOnPage(booking.token, { method: "card", choice: "deposit" });
    expect(res.status).toBe(503);
    expect(res.data.error[""][0]).toMatch(/could not reach our card payment provider, so nothing was charged/);
    const rows = await rowsOf(booking.id);
    expect(rows).toEqual([expect.objectContaining({ status: "failed", providerKey: null })]);
    expect((await detail(booking.id)).payment).toMatchObject({ paid: 0, status: "deposit_due" });
  });

  it("a key Stripe refuses: the guest reads the same plain message, and no key reaches the log", async () => {
    const booking = await confirmedBooking();
    const wrong = "sk_test_thisKeyIsNotKnownToStripe1234";
    process.env.STRIPE_SECRET_KEY = wrong;
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    try {
      const res = await payOnPage(booking.token, { method: "card", choice: "deposit" });
      expect(res.status).toBe(503);
      expect(res.data.error[""][0]).toMatch(/could not reach our card payment provider/);
    } finally {
      spy.mockRestore();
    }
    expect(logged.join("\n")).toContain("Invalid API Key provided");
    expect(logged.join("\n")).not.toMatch(/sk_test|1234|whsec_/);
    expect(JSON.stringify(await stayLoader(booking.token))).not.toContain(stripe.key);
  });

  it("cancelling a card-paid booking 30+ days ahead refunds it all through Stripe's Refunds API, and tells the guest", async () => {
    const booking = await confirmedBooking();
    const location = (await payOnPage(booking.token, { method: "card", choice: "deposit" })).headers.get("Location")!;
    const session = stripe.pay([...stripe.sessions.values()].find((s) => s.url === location)!.id);
    await stripe.sendEvent("checkout.session.completed", session);
    const deposit = Math.round(booking.total * 0.3);

    expect((await setStatus(booking.id, "cancelled")).status).toBe(200);
    // The refund is a task written with the cancellation: the runner sends it once the cancellation has committed.
    expect(stripe.refunds.find((r) => r.payment_intent === session.payment_intent)).toBeUndefined();
    expect(await runDueTasks()).toMatchObject({ done: 1 });
    const refund = stripe.refunds.find((r) => r.payment_intent === session.payment_intent)!;
    expect(refund).toMatchObject({ amount: deposit * 100 });
    const rows = await rowsOf(booking.id);
    const refundRow = rows.find((r) => r.kind === "refund")!;
    expect(refund.idempotencyKey).toBe(`tigoni-refund-${refundRow.id}`);
    expect(refundRow).toMatchObject({ method: "card", status: "succeeded", amount: deposit, providerRef: refund.id, refundOf: rows[0].id });
    expect((await detail(booking.id)).payment).toMatchObject({ status: "refunded", paid: 0 });
    const [owed] = await emailsOf(booking.id, "guestRefundOwed");
    expect(owed.text).toContain(`comes back to you`);
    const sent = (await emailsOf(booking.id, "guestPayment")).map((e) => e.subject);
    expect(sent.some((s) => s.startsWith(`Your refund of $${deposit.toLocaleString("en-US")}`))).toBe(true);
  });

  it("cancelled 30 days before check-in all of the card payment comes back, 29 and 14 days half, 13 days nothing", async () => {
    const cases = [
      { from: 30, propertyId: 2, share: 1 },
      { from: 29, propertyId: 3, share: 0.5 },
      { from: 14, propertyId: 4, share: 0.5 },
      { from: 13, propertyId: 5, share: 0 },
    ];
    for (const { from, propertyId, share } of cases) {
      const booking = await confirmedBooking({ from, propertyId });
      // Within the balance date: everything is due at once.
      const location = (await payOnPage(booking.token, { method: "card", choice: "full" })).headers.get("Location")!;
      const session = stripe.pay([...stripe.sessions.values()].find((s) => s.url === location)!.id);
      await stripe.sendEvent("checkout.session.completed", session);
      expect((await setStatus(booking.id, "cancelled")).status).toBe(200);
      await runDueTasks();
      const refunded = stripe.refunds.filter((r) => r.payment_intent === session.payment_intent).reduce((n, r) => n + r.amount, 0);
      expect(refunded, `${from} days before check-in`).toBe(Math.floor(booking.total * share) * 100);
      const [told] = await emailsOf(booking.id, "guestRefundOwed");
      expect(told.subject).toContain(share > 0 ? "Your refund of" : "No refund is due");
    }
  });

  it("a session Stripe expired closes its attempt as failed, and the guest's page says so", async () => {
    const booking = await confirmedBooking();
    const location = (await payOnPage(booking.token, { method: "card", choice: "deposit" })).headers.get("Location")!;
    const session = [...stripe.sessions.values()].find((s) => s.url === location)!;
    session.status = "expired";
    expect(JSON.parse((await stripe.sendEvent("checkout.session.expired", session)).body).outcome).toBe("failed");
    const page = await stayLoader(booking.token, "?payment=card-cancelled");
    expect(page.data.payment.attempt).toMatchObject({ method: "card", status: "failed" });
    expect(page.data.payment.notice).toBe("The card payment was not completed, and nothing was charged.");
  });
});

describe("M-Pesa through Daraja", () => {
  const mpesaRows = async (id: number) => (await rowsOf(id)).filter((r) => r.method === "mpesa");
  const kesRate = async (kesExchangeRate: number | null) => updatePaymentSettings(await getDb(), { kesExchangeRate });
  // The site prices in USD: each test here starts with a KES rate (M-Pesa offered), and the others find none.
  beforeEach(() => kesRate(130));
  afterEach(() => kesRate(null));

  it("a phone number that is not Kenyan is a field error with what was typed; nothing is asked of any phone", async () => {
    const booking = await confirmedBooking();
    const before = daraja.pushes.length;
    const res = await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "+1 415 555 0100" });
    expect(res.status).toBe(400);
    expect(res.data.error).toEqual({ phone: ["Enter the M-Pesa phone number, e.g. 0712 345 678 or +254 712 345 678"] });
    expect(res.data.initialValue.phone).toBe("+1 415 555 0100");
    expect(daraja.pushes.length).toBe(before);
    expect(await mpesaRows(booking.id)).toEqual([]);
  });

  it("a way or an amount to pay that the page never offers is refused (400) with its message for the page's top, nothing started", async () => {
    const booking = await confirmedBooking();
    const before = daraja.pushes.length;
    const way = await payOnPage(booking.token, { method: "cheque", choice: "deposit" });
    expect(way.status).toBe(400);
    expect(way.data.error).toEqual({ method: ["Choose how to pay: card or M-Pesa"] });
    const amount = await payOnPage(booking.token, { method: "mpesa", choice: "half", phone: "0712 345 678" });
    expect(amount.status).toBe(400);
    expect(amount.data.error).toEqual({ choice: ["Choose what to pay: the deposit, the balance or the full amount"] });
    expect(amount.data.initialValue.phone).toBe("0712 345 678");
    expect(daraja.pushes.length).toBe(before);
    expect(await mpesaRows(booking.id)).toEqual([]);
  });

  it("in USD without a KES rate M-Pesa is not offered; with one, the push asks for the shillings at that rate, rounded up", async () => {
    await kesRate(null);
    const booking = await confirmedBooking();
    expect((await stayLoader(booking.token)).data.payment.offers).toEqual({ card: true, mpesa: false });
    expect((await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" })).status).toBe(409);

    await kesRate(129.37);
    const deposit = Math.round(booking.total * 0.3);
    const shillings = Math.ceil(Math.round(deposit * 129.37 * 1e6) / 1e6);
    const page = await stayLoader(booking.token);
    expect(page.data.payment.offers).toEqual({ card: true, mpesa: true });
    expect(page.data.payment.choices[0]).toMatchObject({ choice: "deposit", shillings: formatMoney(shillings, "KES") });

    forgetDarajaToken();
    const issued = daraja.tokensIssued;
    const res = await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "+254 712 345 678" });
    expect(res.status).toBe(303);
    const push = daraja.pushes.at(-1)!;
    expect(push.body).toMatchObject({
      BusinessShortCode: daraja.shortcode,
      TransactionType: "CustomerPayBillOnline",
      Amount: shillings,
      PartyA: "254712345678",
      PhoneNumber: "254712345678",
      PartyB: daraja.shortcode,
      AccountReference: booking.reference,
    });
    const [row] = await mpesaRows(booking.id);
    expect(push.body.CallBackURL).toBe(`${PUBLIC}/api/v1/payments/mpesa/callback/${row.callbackToken}`);
    expect(row).toMatchObject({ status: "pending", amount: deposit, currency: "USD", providerKey: `mpesa:${push.checkoutRequestId}` });
    // The page asks the guest to look at their phone until M-Pesa settles it.
    expect((await stayLoader(booking.token)).data.payment.attempt).toMatchObject({ method: "mpesa", status: "pending" });

    // The OAuth token is cached: a second push takes no new one.
    await daraja.callBack(push, { code: 1032, desc: "Request cancelled by user" });
    await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" });
    expect(daraja.tokensIssued).toBe(issued + 1);

    // Safaricom stops taking the cached token (401 "Invalid Access Token"): it is dropped and the push is sent
    // once more with a new one, so the guest's phone still rings (it was 503 until the cache ran out).
    await daraja.callBack(daraja.pushes.at(-1)!, { code: 1032, desc: "Request cancelled by user" });
    daraja.revokeTokens();
    const pushes = daraja.pushes.length;
    const again = await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" });
    expect(again.status).toBe(303);
    expect(daraja.pushes).toHaveLength(pushes + 1);
    expect(daraja.tokensIssued).toBe(issued + 2);
  });

  it("the callback: a bad shape is 400, an unknown token or CheckoutRequestID is ignored; ResultCode 0 is confirmed by query, recorded once with the receipt", async () => {
    const booking = await confirmedBooking();
    await payOnPage(booking.token, { method: "mpesa", choice: "full", phone: "0110 123 456" });
    const push = daraja.pushes.at(-1)!;
    expect(push.body.PhoneNumber).toBe("254110123456");
    const [row] = await mpesaRows(booking.id);
    const path = `/api/v1/payments/mpesa/callback/${row.callbackToken}`;
    const post = (body: unknown, token = row.callbackToken!) =>
      call(mpesaCallback, `/api/v1/payments/mpesa/callback/${token}`, { method: "POST", body, params: { token } });

    expect((await post({ Body: { nothing: true } })).status).toBe(400);
    expect((await post("not json at all")).status).toBe(400);
    const stranger = { Body: { stkCallback: { MerchantRequestID: "x", CheckoutRequestID: "ws_CO_unknown", ResultCode: 0, ResultDesc: "ok" } } };
    const ignored = await post(stranger);
    expect(ignored.status).toBe(200);
    expect(ignored.json.outcome).toBe("ignored");
    expect(
      (await post({ Body: { stkCallback: { ...stranger.Body.stkCallback, CheckoutRequestID: push.checkoutRequestId } } }, "A".repeat(32))).json
        .outcome,
    ).toBe("ignored");
    expect((await mpesaRows(booking.id))[0].status).toBe("pending");

    const queries = daraja.queries.length;
    const first = await daraja.callBack(push, { code: 0, desc: "The service request is processed successfully." });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ ResultCode: 0, ResultDesc: "Accepted", outcome: "recorded" });
    expect(daraja.queries.slice(queries)).toEqual([push.checkoutRequestId]);
    const again = await daraja.callBack(push, { code: 0, desc: "The service request is processed successfully." });
    expect(JSON.parse(again.body).outcome).toBe("unchanged");

    const rows = await mpesaRows(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "succeeded", amount: booking.total, providerRef: expect.stringMatching(/^Q[0-9A-F]{10}$/) });
    expect((await detail(booking.id)).payment).toMatchObject({ status: "paid", paid: booking.total });
    const [receipt] = await emailsOf(booking.id, "guestPayment");
    expect(receipt.text).toContain(`M-Pesa receipt`);
    expect(receipt.text).toContain(rows[0].providerRef!);
    expect(path).toContain(row.callbackToken!);
  });

  it("a refused push (ResultCode 1032) records a failed attempt with Safaricom's words, shown to the guest", async () => {
    const booking = await confirmedBooking();
    await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" });
    const push = daraja.pushes.at(-1)!;
    expect(JSON.parse((await daraja.callBack(push, { code: 1032, desc: "Request cancelled by user" })).body).outcome).toBe("failed");
    const [row] = await mpesaRows(booking.id);
    expect(row).toMatchObject({ status: "failed", note: "Request cancelled by user" });
    expect((await stayLoader(booking.token)).data.payment).toMatchObject({
      attempt: { method: "mpesa", status: "failed", note: "Request cancelled by user" },
      paid: 0,
      status: "deposit_due",
    });
  });

  it("Daraja down: a clear message (503), nothing half-recorded; a lost callback is settled by asking Daraja", async () => {
    const booking = await confirmedBooking();
    forgetDarajaToken();
    daraja.down = true;
    const res = await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" });
    expect(res.status).toBe(503);
    expect(res.data.error[""][0]).toBe("We could not reach M-Pesa, so nothing was charged. Please try again in a few minutes.");
    expect(await mpesaRows(booking.id)).toEqual([expect.objectContaining({ status: "failed", providerKey: null })]);

    daraja.down = false;
    await payOnPage(booking.token, { method: "mpesa", choice: "deposit", phone: "0712345678" });
    const push = daraja.pushes.at(-1)!;
    push.result = { code: 0, desc: "The service request is processed successfully." }; // paid, but the callback never came
    // The periodic safety net asks for a query of attempts nobody asked about in 5 minutes; the runner asks Daraja.
    expect(await askAboutOpenAttempts(Date.now() + 6 * 60_000)).toBeGreaterThanOrEqual(1);
    await runDueTasks();
    const rows = await mpesaRows(booking.id);
    expect(rows.at(-1)).toMatchObject({ status: "succeeded" });
    expect((await detail(booking.id)).payment.paid).toBe(Math.round(booking.total * 0.3));
    // The callback comes after all: nothing is recorded twice, and its receipt number is kept.
    const late = await daraja.callBack(push, { code: 0, desc: "The service request is processed successfully." });
    expect(JSON.parse(late.body).outcome).toBe("unchanged");
    const settled = (await mpesaRows(booking.id)).filter((r) => r.status === "succeeded");
    expect(settled).toHaveLength(1);
    expect(settled[0].providerRef).toMatch(/^Q[0-9A-F]{10}$/);
  });
});

describe("the money seams: one open attempt, lost answers, no provider call in a page load", () => {
  const mpesaRows = async (id: number) => (await rowsOf(id)).filter((r) => r.method === "mpesa");
  const kesRate = async (kesExchangeRate: number | null) => updatePaymentSettings(await getDb(), { kesExchangeRate });
  beforeEach(() => kesRate(130));
  afterEach(() => kesRate(null));
  const PHONE = { method: "mpesa", choice: "deposit", phone: "0712345678" };
  /** Move an attempt's start back, as if it began `ms` ago. */
  const startedAgo = async (id: number, ms: number) =>
    (await getDb())
      .updateTable("payments")
      // createdAt is never written by the app after the insert; the test moves it as the clock would.
      .set({ createdAt: new Date(Date.now() - ms).toISOString() } as never)
      .where("id", "=", id)
      .execute();

  it("a page with an open M-Pesa attempt, loaded 20 times in 10 s (tabs, revalidation), asks Daraja at most once", async () => {
    const booking = await confirmedBooking();
    expect((await payOnPage(booking.token, PHONE)).status).toBe(303);
    const [row] = await mpesaRows(booking.id);
    await startedAgo(row.id, 60_000);
    const before = daraja.queries.length;
    for (let load = 0; load < 20; load++) {
      const page = await stayLoader(booking.token);
      expect(page.status).toBe(200);
      // The page itself never calls the provider; the runner does what the loads asked for.
      await runDueTasks();
    }
    expect(daraja.queries.length - before).toBe(1);
    // 'Check again' within the 30 s asks nothing more either.
    const check = await runPage(stayPage.action, `/stay/${booking.token}`, { params: { token: booking.token }, form: { intent: "check" } });
    expect(check.status).toBe(303);
    await runDueTasks();
    expect(daraja.queries.length - before).toBe(1);
  });

  it("two 'Pay' posts at once start one attempt: the second is refused (409) with the way to check it", async () => {
    const booking = await confirmedBooking();
    const answers = await Promise.all([payOnPage(booking.token, PHONE), payOnPage(booking.token, { method: "card", choice: "full" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.data.error[""][0]).toBe("A payment is already in progress — check your phone");
    const open = (await rowsOf(booking.id)).filter((r) => r.status === "pending");
    expect(open).toHaveLength(1);
    expect(
      daraja.pushes.filter((p) => String(p.body.AccountReference) === booking.reference.slice(0, 12)).length + stripe.sessions.size,
    ).toBeGreaterThan(0);
    const page = await stayLoader(booking.token);
    expect(page.data.payment.choices).toEqual([]);
    expect(page.data.payment.attempt).toMatchObject({ status: "pending", unknown: false });
    // Over the database's own guard too (a second server that did not see the first attempt).
    const db = await getDb();
    await expect(
      db
        .insertInto("payments")
        .values({ inquiryId: booking.id, kind: "payment", method: "card", amount: 1, currency: "USD", status: "pending" })
        .execute(),
    ).rejects.toThrow();
  });

  it("M-Pesa took the push but its answer was lost: unknown, not failed; the guest is told not to pay again; the callback records it", async () => {
    const booking = await confirmedBooking();
    daraja.dropAnswers = 1;
    const res = await payOnPage(booking.token, PHONE);
    expect(res.status).toBe(303);
    const [row] = await mpesaRows(booking.id);
    expect(row).toMatchObject({ status: "pending", answerLost: 1, providerKey: null });
    const page = await stayLoader(booking.token);
    expect(page.data.payment.attempt).toMatchObject({ method: "mpesa", status: "pending", unknown: true });
    expect(page.data.payment.choices).toEqual([]);
    expect((await payOnPage(booking.token, PHONE)).status).toBe(409);
    // Staff see it open on the booking.
    expect((await detail(booking.id)).payment.payments).toEqual([expect.objectContaining({ method: "mpesa", status: "pending" })]);

    const push = daraja.pushes.at(-1)!;
    const told = await daraja.callBack(push, { code: 0, desc: "The service request is processed successfully." });
    expect(JSON.parse(told.body).outcome).toBe("recorded");
    const [settled] = await mpesaRows(booking.id);
    expect(settled).toMatchObject({ status: "succeeded", providerKey: `mpesa:${push.checkoutRequestId}` });
    expect(settled.providerRef).toMatch(/^Q[0-9A-F]{10}$/);
    expect((await detail(booking.id)).payment.paid).toBe(Math.round(booking.total * 0.3));
  });

  it("an unknown M-Pesa attempt no callback ever settles is closed after a day, and the guest gets the e-mail the page promised", async () => {
    const booking = await confirmedBooking();
    daraja.dropAnswers = 1;
    await payOnPage(booking.token, PHONE);
    const [row] = await mpesaRows(booking.id);
    expect(row).toMatchObject({ status: "pending", answerLost: 1 });
    // Staff read it as unknown, not as an ordinary pending payment.
    expect((await detail(booking.id)).payment.payments[0]).toMatchObject({ status: "pending", outcomeUnknown: true });
    await startedAgo(row.id, 25 * 60 * 60_000);
    await runDueTasks({ now: () => new Date(Date.now() + 60_000) });
    expect((await mpesaRows(booking.id))[0]).toMatchObject({ status: "failed", note: "M-Pesa never confirmed this payment" });
    const [told] = await emailsOf(booking.id, "guestPaymentUnconfirmed");
    expect(told.subject).toContain("We could not confirm your M-Pesa payment");
    expect(told.text).toContain(`/stay/${booking.token}`);
    expect(told.text).toContain("reply to this e-mail with the M-Pesa message");
    // The guest may pay again now.
    expect((await stayLoader(booking.token)).data.payment.choices.length).toBeGreaterThan(0);
  });

  it("a payment Daraja confirms is recorded whatever the attempt's local state (closed as failed meanwhile)", async () => {
    const booking = await confirmedBooking();
    await payOnPage(booking.token, PHONE);
    const [row] = await mpesaRows(booking.id);
    await (
      await getDb()
    )
      .updateTable("payments")
      .set({ status: "failed", note: "M-Pesa never confirmed this payment" })
      .where("id", "=", row.id)
      .execute();
    const push = daraja.pushes.at(-1)!;
    expect(JSON.parse((await daraja.callBack(push, { code: 0, desc: "The service request is processed successfully." })).body).outcome).toBe(
      "recorded",
    );
    expect((await mpesaRows(booking.id))[0]).toMatchObject({ status: "succeeded" });
    expect(await emailsOf(booking.id, "guestPayment")).toHaveLength(1);
  });

  it("a Checkout Session whose answer was lost is taken up again by the next 'Pay by card': the same session, no second one", async () => {
    const booking = await confirmedBooking();
    stripe.dropAnswers = 2; // the first try and the SDK's one retry
    const sessionsBefore = stripe.sessions.size;
    const first = await payOnPage(booking.token, { method: "card", choice: "full" });
    expect(first.status).toBe(503);
    const [row] = await rowsOf(booking.id);
    expect(row).toMatchObject({ status: "pending", answerLost: 1, providerKey: null });
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
    const again = await payOnPage(booking.token, { method: "card", choice: "full" });
    expect(again.status).toBe(303);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(again.headers.get("Location")).toBe(session.url);
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
    expect((await rowsOf(booking.id))[0]).toMatchObject({ id: row.id, providerKey: `stripe:${session.id}` });
  });

  it("back from Stripe without paying: the session is closed and the attempt fails, so another way to pay is open at once", async () => {
    const booking = await confirmedBooking();
    await payOnPage(booking.token, { method: "card", choice: "deposit" });
    const [row] = await rowsOf(booking.id);
    const back = await runPage(payReturn.loader, `/pay/return/${row.returnKey}?cancelled=1`, { params: { key: row.returnKey! } });
    expect(back.headers.get("Location")).toBe(`/stay/${booking.token}?payment=card-cancelled#payment`);
    await runDueTasks();
    expect((await rowsOf(booking.id))[0]).toMatchObject({ status: "failed" });
    expect([...stripe.sessions.values()].find((s) => `stripe:${s.id}` === row.providerKey)?.status).toBe("expired");
    expect((await payOnPage(booking.token, PHONE)).status).toBe(303);
    // An unknown or expired return address sends the guest home with a plain word, never an error.
    const unknown = await runPage(payReturn.loader, `/pay/return/${"x".repeat(32)}`, { params: { key: "x".repeat(32) } });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/");
    await startedAgo(row.id, 3 * 60 * 60_000);
    expect((await runPage(payReturn.loader, `/pay/return/${row.returnKey}`, { params: { key: row.returnKey! } })).headers.get("Location")).toBe("/");
  });

  it("back from Stripe, a guest who wrote in German lands on their page in German, paid or not", async () => {
    const booking = await confirmedBooking();
    const db = await getDb();
    await db.updateTable("bookingInquiries").set({ language: "de" }).where("id", "=", booking.id).execute();
    await payOnPage(booking.token, { method: "card", choice: "deposit" });
    const [row] = await rowsOf(booking.id);
    const back = await runPage(payReturn.loader, `/pay/return/${row.returnKey}`, { params: { key: row.returnKey! } });
    expect(back.headers.get("Location")).toBe(`/de/stay/${booking.token}?payment=card#payment`);
    const cancelled = await runPage(payReturn.loader, `/pay/return/${row.returnKey}?cancelled=1`, { params: { key: row.returnKey! } });
    expect(cancelled.headers.get("Location")).toBe(`/de/stay/${booking.token}?payment=card-cancelled#payment`);
  });

  it("one answer to 'how can I pay?': without a KES rate M-Pesa is not live, says why, and the e-mail offers card only", async () => {
    await kesRate(null);
    const terms = await onlinePaymentTerms();
    expect(terms.methods).toEqual(["card"]);
    expect(terms.standings.find((s) => s.method === "mpesa")).toMatchObject({ live: false, reason: expect.stringContaining("no KES exchange rate") });
    const booking = await confirmedBooking();
    const [confirmation] = await emailsOf(booking.id, "guestDecision");
    expect(confirmation.text).toContain("You can pay by card on your booking page.");
    expect(confirmation.text).not.toContain("M-Pesa");
    expect((await stayLoader(booking.token)).data.payment.offers).toEqual({ card: true, mpesa: false });
  });
});

describe("the provider routes", () => {
  it("are exempt from the cross-site form check, and only they", () => {
    expect(isProviderCallbackPath("/api/v1/payments/stripe/webhook")).toBe(true);
    expect(isProviderCallbackPath("/api/v1/payments/mpesa/callback/abc")).toBe(true);
    expect(isProviderCallbackPath("/api/v1/payments/stripe")).toBe(false);
    expect(isProviderCallbackPath("/api/v1/admin/payments")).toBe(false);
    expect(isProviderCallbackPath("/stay/abc")).toBe(false);
  });

  it("answer with no-store, and refuse GET", async () => {
    const res = await call(stripeWebhook, "/api/v1/payments/stripe/webhook", {
      method: "POST",
      body: "{}",
      headers: { "Stripe-Signature": "t=1,v1=00" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await call(mpesaCallback, "/api/v1/payments/mpesa/callback/x", { params: { token: "x" } })).status).toBe(405);
  });
});
