import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SERVER_ADMIN } from "../../scripts/measure-server";
import { makeInquiry } from "../setup/factories";
import type { FakeDaraja, FakeStripe } from "../setup/payment-fakes";
import { dayFromToday, expectNoAxeViolations, hydrated, mailboxIn } from "./helpers";
import { paymentsServerPlace, startPaymentsServer, type PaymentsServer } from "./payments-server";

// Issue 36: the guest's money told one way. The guest's page walked for each status (pending, confirmed with nothing
// paid, deposit paid, paid, cancelled with a refund owed / being sent / made) at 375 and 1280 px, checking that no
// text contradicts another; and what each item changed, on the page, the booking page, the e-mails and the JSON.
// A server of its own with the providers' keys set (loopback fakes of Stripe and Daraja), prices in US dollars.

const PLACE = paymentsServerPlace("guest-money", 63);
const { base: BASE, database: DATABASE, mail: MAIL } = PLACE;

let payments: PaymentsServer;
let stripe: FakeStripe;
let daraja: FakeDaraja;
let admin: APIRequestContext;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  payments = await startPaymentsServer(PLACE, 500);
  ({ stripe, daraja, admin } = payments);
});

test.afterAll(async () => {
  await payments?.stop();
});

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const kes = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "KES", maximumFractionDigits: 0 }).format(n);

async function setKesRate(rate: number | null) {
  const settings = await (await admin.get("/api/v1/admin/settings")).json();
  expect((await admin.put("/api/v1/admin/settings", { data: { ...settings, kesExchangeRate: rate } })).status()).toBe(200);
}

let nextStay = 0;

interface Stay {
  id: number;
  reference: string;
  total: number;
  deposit: number;
  link: string;
}

/** A request for 3 nights at property 1 starting `from` days ahead (a fresh slot each), and the guest's page from its e-mail. */
async function request(options: { from?: number; phone?: string } = {}): Promise<Stay> {
  const from = options.from ?? 200 + 5 * nextStay++;
  const sent = await admin.post("/api/v1/booking-inquiries", {
    data: makeInquiry({
      propertyId: 1,
      startDate: dayFromToday(from),
      endDate: dayFromToday(from + 3),
      guests: 2,
      ...(options.phone ? { phone: options.phone } : {}),
    }),
  });
  expect(sent.status()).toBe(201);
  const { id, reference, quote } = await sent.json();
  let link = "";
  await expect(() => {
    const mail = mailboxIn(MAIL).find((m) => m.includes(reference) && m.includes("We received your booking inquiry"));
    const found = mail && /https?:\/\/[^\s"<>]+\/stay\/[A-Za-z0-9_-]{32}/.exec(mail);
    expect(found, `the acknowledgement of ${reference}`).toBeTruthy();
    link = found![0];
  }).toPass({ timeout: 20_000 });
  return { id, reference, total: quote.total, deposit: Math.round(quote.total * 0.3), link };
}

async function confirm(stay: Stay) {
  expect((await admin.patch(`/api/v1/admin/booking-inquiries/${stay.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
}

async function payByBank(stay: Stay, amount: number) {
  expect((await admin.post(`/api/v1/admin/booking-inquiries/${stay.id}/payments`, { data: { method: "bank", amount } })).status()).toBe(201);
}

async function cancelByStaff(stay: Stay) {
  expect((await admin.patch(`/api/v1/admin/booking-inquiries/${stay.id}`, { data: { status: "cancelled" } })).status()).toBe(200);
}

async function detail(stay: Stay) {
  return (await admin.get(`/api/v1/admin/booking-inquiries/${stay.id}`)).json();
}

/** The e-mails about `reference` (waits until one that matches `what` is written). */
async function mailAbout(reference: string, what: string | RegExp): Promise<string> {
  let found = "";
  await expect(() => {
    const mail = mailboxIn(MAIL).find((m) => m.includes(reference) && (typeof what === "string" ? m.includes(what) : what.test(m)));
    expect(mail, `an e-mail about ${reference} with ${what}`).toBeTruthy();
    found = mail!;
  }).toPass({ timeout: 20_000 });
  return found;
}

const MONTH_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;
const todayUtc = () => new Date(`${dayFromToday(0)}T00:00:00Z`).getTime();

/**
 * Nothing on the page contradicts another part of it: never "$X is due now" or "The full amount is due now" beside a
 * balance date, never a due date already come, never "request" words once it is (or was) a confirmed booking.
 */
async function expectNoContradiction(page: Page, { booking }: { booking: boolean }) {
  const text = await page.locator("main").innerText();
  if (/\$[\d,]+ is due now|full amount is due now|balance of \$[\d,]+ is due now/i.test(text)) expect(text).not.toMatch(/Balance due by/i);
  for (const m of text.matchAll(new RegExp(`due by\\s*(${MONTH_DATE.source})`, "gi"))) {
    expect(new Date(`${m[1]} UTC`).getTime(), `the due date ${m[1]}`).toBeGreaterThan(todayUtc());
  }
  if (booking) {
    expect(text).not.toMatch(/booking request/i);
    expect(text).not.toContain("our confirmation states the price that applies");
    expect(text).not.toMatch(/this request/i);
  }
  expect(text).not.toMatch(/\bpi_[A-Za-z0-9]+|\bre_[A-Za-z0-9]+|\bcs_test/);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the guest's page for each status says one thing: pending, confirmed, deposit paid, paid, cancelled with a refund owed / made", async ({
      page,
    }) => {
      await setKesRate(130);
      const stay = await request();
      const payment = page.getByRole("region", { name: "Payment" });

      // Pending: a request, nothing to pay.
      await page.goto(stay.link);
      await expect(page.getByText("Your booking request", { exact: true })).toBeVisible();
      await expect(payment).toHaveCount(0);
      await expectNoContradiction(page, { booking: false });

      // Confirmed, nothing paid: the deposit now, the balance later.
      await confirm(stay);
      await page.reload();
      await expect(page.getByText("Your booking", { exact: true })).toBeVisible();
      await expect(payment.getByTestId("payment-status")).toHaveText(`To secure your stay, pay the deposit of ${usd(stay.deposit)}.`);
      await expect(payment.getByTestId("stay-payment")).toContainText("Balance due by");
      await expectNoContradiction(page, { booking: true });
      await expectNoAxeViolations(page);

      // Deposit paid: nothing due now; the balance, its date, and 'Pay balance' as an offer.
      await payByBank(stay, stay.deposit);
      await page.reload();
      const status = payment.getByTestId("payment-status");
      await expect(status).toContainText("Your deposit is paid: nothing is due now.");
      await expect(status).toContainText(`The balance of ${usd(stay.total - stay.deposit)} is due by`);
      await expect(payment.getByText(/\$[\d,]+ is due now/)).toHaveCount(0);
      await expect(payment.getByRole("region", { name: "Pay by card" }).getByRole("button", { name: /^Pay balance/ })).toBeVisible();
      await expect(payment.getByText("Nothing is due now; you may pay the balance early if you wish.")).toBeVisible();
      await expectNoContradiction(page, { booking: true });
      const json = await (await page.request.get(`${stay.link}.data`)).text();
      expect(json).toContain("dueLater");

      // Paid in full.
      await payByBank(stay, stay.total - stay.deposit);
      await page.reload();
      await expect(status).toHaveText("Paid in full: thank you!");
      await expect(payment.getByRole("button", { name: /^Pay / })).toHaveCount(0);
      await expectNoContradiction(page, { booking: true });

      // Cancelled by staff with a refund owed (by bank: staff send it), then made, with its day.
      await cancelByStaff(stay);
      await page.reload();
      await expect(page.getByRole("heading", { name: "This booking is cancelled" })).toBeVisible();
      await expect(page.getByText("We cancelled this booking")).toBeVisible();
      const refund = payment.getByTestId("refund-status");
      await expect(refund).toHaveText(
        `A refund of ${usd(stay.total)} is owed to you: we will send it by bank transfer and e-mail you when it is sent.`,
      );
      await expectNoContradiction(page, { booking: true });
      // Spread over the two payments it gives back: two rows for staff, one refund for the guest.
      const owed = (await detail(stay)).payment.payments.filter((p: { kind: string }) => p.kind === "refund");
      expect(owed).toHaveLength(2);
      for (const row of owed) expect((await admin.patch(`/api/v1/admin/payments/${row.id}`, { data: { status: "succeeded" } })).status()).toBe(200);
      await page.reload();
      await expect(refund).toHaveText(new RegExp(`^A refund of \\${usd(stay.total)} was made by bank transfer on ${MONTH_DATE.source}\\.$`));
      await expectNoContradiction(page, { booking: true });
      // The e-mails say the same: owed, then made.
      await mailAbout(stay.reference, "is owed to you: we will send it by bank transfer and e-mail you when it is sent.");
      await mailAbout(stay.reference, "was made by bank transfer on");
    });
  });
}

test("item 1: check-in within the balance days: the full amount is due now, in words, with no balance date, on the page, the booking page and in the e-mail", async ({
  page,
}) => {
  const stay = await request({ from: 12 });
  await confirm(stay);
  await page.goto(stay.link);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByTestId("payment-status")).toHaveText("The full amount is due now: check-in is within 30 days.");
  await expect(payment.getByText("Balance due by")).toHaveCount(0);
  await expectNoContradiction(page, { booking: true });
  const mail = await mailAbout(stay.reference, "is confirmed");
  expect(mail).toContain("The full amount is due now: check-in is within 30 days.");
  expect(mail).not.toMatch(/Balance due by/);
  const json = await detail(stay);
  expect(json.payment).toMatchObject({ status: "balance_due", dueNow: stay.total, dueLater: { amount: 0, by: null } });
  await page.request.post(`${BASE}/api/v1/auth/login`, { data: SERVER_ADMIN });
  await page.goto(`${BASE}/admin/booking-inquiries/${stay.id}`);
  const section = page.getByRole("region", { name: "Payment" });
  await expect(section.getByTestId("booking-money-due")).toHaveText("The full amount is due now: check-in is within 30 days.");
  await expect(section.getByTestId("booking-money")).not.toContainText(MONTH_DATE);
});

test("item 3: keys set but no KES rate: Settings says why M-Pesa is not live, the page offers card only and the e-mail says card only", async ({
  page,
}) => {
  await setKesRate(null);
  const stay = await request();
  await confirm(stay);
  await page.request.post(`${BASE}/api/v1/auth/login`, { data: SERVER_ADMIN });
  await page.goto(`${BASE}/admin/settings`);
  const standings = page.getByTestId("payment-standings");
  await expect(standings).toContainText("M-Pesa: keys set, but no KES exchange rate, so guests are not offered it");
  await expect(standings).toContainText("Card: keys set, so guests are offered it");
  await page.goto(stay.link);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByRole("region", { name: "Pay by card" })).toBeVisible();
  await expect(payment.getByRole("region", { name: "Pay by M-Pesa" })).toHaveCount(0);
  const mail = await mailAbout(stay.reference, "is confirmed");
  expect(mail).toContain("You can pay by card on your booking page.");
  expect(mail).not.toContain("M-Pesa");
  await setKesRate(130);
  await page.goto(`${BASE}/admin/settings`);
  await expect(standings).toContainText("M-Pesa: keys set and a KES exchange rate, so guests are offered it");
});

test("item 4: a payment at 00:07 East Africa Time on November 28 reads November 28 on the guest's page, the booking page and in the JSON", async ({
  page,
}) => {
  const stay = await request();
  await confirm(stay);
  await payByBank(stay, stay.deposit);
  const db = new Database(DATABASE);
  try {
    db.prepare("update payments set settledAt = ?, createdAt = ? where inquiryId = ?").run(
      "2026-11-27T21:07:00.000Z",
      "2026-11-27T21:07:00.000Z",
      stay.id,
    );
  } finally {
    db.close();
  }
  await page.goto(stay.link);
  await expect(page.getByTestId("payment-history")).toContainText("Payment by bank transfer, November 28, 2026");
  const json = await detail(stay);
  expect(json.payment.payments[0].at).toBe("2026-11-28T00:07:00+03:00");
  expect(json.timeline.every((e: { at: string }) => /\+03:00$/.test(e.at))).toBe(true);
  await page.request.post(`${BASE}/api/v1/auth/login`, { data: SERVER_ADMIN });
  await page.goto(`${BASE}/admin/booking-inquiries/${stay.id}`);
  await expect(page.getByRole("list", { name: "Payments and refunds" })).toContainText("November 28, 2026 at 12:07 AM EAT");
  const csv = await (await page.request.get(`${BASE}/admin/payments/export.csv`)).text();
  expect(csv).toContain("2026-11-28T00:07:00+03:00");
});

test("at 375 px, 'Cancel booking' opens the question at once while the pay forms' code has not been fetched", async ({ page }) => {
  // The pay forms are kept as the server's markup until they come near the screen; a navigation that gives them
  // new props (here the page's `confirming`) must fetch their code, or React waits for it and the click does nothing.
  await page.setViewportSize({ width: 375, height: 700 });
  const stay = await request();
  await confirm(stay);
  const payForms: string[] = [];
  page.on("request", (r) => /\/assets\/pay-forms-/.test(r.url()) && payForms.push(r.url()));
  await page.goto(stay.link);
  await hydrated(page);
  expect(payForms, "the pay forms' code is not fetched before they come near the screen").toEqual([]);
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveURL(/\?cancel=1#cancel$/);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("item 5: the M-Pesa phone starts as the phone given with the inquiry, and can be changed", async ({ page }) => {
      await setKesRate(130);
      const stay = await request({ phone: "+254 712 345 678" });
      await confirm(stay);
      await page.goto(stay.link);
      const mpesa = page.getByRole("region", { name: "Pay by M-Pesa" });
      const field = mpesa.getByLabel("M-Pesa phone number");
      await expect(field).toHaveValue("+254 712 345 678");
      await field.fill("0722 000 111");
      await mpesa.getByRole("button", { name: /^Pay deposit/ }).click();
      await expect(page.getByText("Check your phone to approve the payment")).toBeVisible();
      expect(daraja.pushes.at(-1)!.body).toMatchObject({ PhoneNumber: "254722000111" });
      // Not a Kenyan mobile number: the field starts empty.
      const abroad = await request({ phone: "+44 20 7946 0958" });
      await confirm(abroad);
      await page.goto(abroad.link);
      await expect(page.getByRole("region", { name: "Pay by M-Pesa" }).getByLabel("M-Pesa phone number")).toHaveValue("");
    });

    test("items 6 and 7: paid by M-Pesa and card, cancelled by the guest: a booking's words, receipts a person can use, refunds in shillings, being sent", async ({
      page,
    }) => {
      await setKesRate(130);
      // M-Pesa: the deposit, then the guest cancels: the shillings coming back, owed.
      const stay = await request({ phone: "0712 345 678" });
      await confirm(stay);
      await page.goto(stay.link);
      const payment = page.getByRole("region", { name: "Payment" });
      await payment
        .getByRole("region", { name: "Pay by M-Pesa" })
        .getByRole("button", { name: /^Pay deposit/ })
        .click();
      await expect(async () => {
        await page.reload();
        await expect(payment.getByTestId("payment-history")).toContainText(/Payment by M-Pesa.*\(Q[0-9A-F]{10}\)/, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole("link", { name: "Cancel booking" }).click();
      await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel" }).click();
      await expect(page.getByText(/You cancelled this booking/)).toBeVisible();
      await expect(payment.getByTestId("refund-status")).toHaveText(
        `A refund of ${kes(stay.deposit * 130)} (${usd(stay.deposit)}) is owed to you: we will send it by M-Pesa and e-mail you when it is sent.`,
      );
      await expectNoContradiction(page, { booking: true });
      const mail = await mailAbout(stay.reference, "Your refund");
      // The text part as sent (its non-breaking space after "KES" arrives quoted-printable).
      expect(mail).toMatch(
        new RegExp(`A refund of KES.{1,2}${(stay.deposit * 130).toLocaleString("en-US")} \\(\\${usd(stay.deposit)}\\) is owed to you`),
      );
      await page.request.post(`${BASE}/api/v1/auth/login`, { data: SERVER_ADMIN });
      await page.goto(`${BASE}/admin/booking-inquiries/${stay.id}`);
      await expect(page.getByRole("list", { name: "Payments and refunds" })).toContainText(
        `Refund by M-Pesa: ${kes(stay.deposit * 130)} (${usd(stay.deposit)}) (owed)`,
      );

      // Card: the receipt names the card; the refund is being sent while Stripe does not take it.
      const card = await request();
      await confirm(card);
      await page.goto(card.link);
      await payment
        .getByRole("region", { name: "Pay by card" })
        .getByRole("button", { name: /^Pay in full/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(payment.getByTestId("payment-status")).toHaveText("Paid in full: thank you!");
      await expect(payment.getByTestId("payment-history")).toContainText("(Visa ending 4242)");
      await expect(page.getByText("Your booking", { exact: true })).toBeVisible();
      await expectNoContradiction(page, { booking: true });
      await mailAbout(card.reference, "Visa ending 4242");
      stripe.refundsDown = true;
      try {
        await cancelByStaff(card);
        await page.goto(card.link);
        await expect(payment.getByTestId("refund-status")).toHaveText(
          `A refund of ${usd(card.total)} is being sent to your card; we will e-mail you when it is made.`,
        );
        await expectNoContradiction(page, { booking: true });
        await page.goto(`${BASE}/admin/booking-inquiries/${card.id}`);
        await expect(page.getByRole("list", { name: "Payments and refunds" })).toContainText(`Refund by card: ${usd(card.total)} (being sent)`);
      } finally {
        stripe.refundsDown = false;
      }
    });
  });
}
