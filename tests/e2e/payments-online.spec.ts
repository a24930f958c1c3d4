import { expect, test, type APIRequestContext } from "@playwright/test";
import { makeInquiry } from "../setup/factories";
import type { FakeDaraja, FakeStripe } from "../setup/payment-fakes";
import { dayFromToday, expectNoAxeViolations, mailboxIn } from "./helpers";
import { paymentsServerPlace, startPaymentsServer, type PaymentsServer } from "./payments-server";

// A guest pays as a guest does: from the link in the confirmation e-mail to their page, then by card on
// (a loopback fake of) Stripe Checkout, or by M-Pesa with (a loopback fake of) Daraja calling back, until the
// page says 'Paid in full'. This spec runs a server of its own with the providers' keys set: the shared e2e
// server has none, as a site without keys shows no payment at all.

const PLACE = paymentsServerPlace("payments", 61);
const { base: BASE, mail: MAIL } = PLACE;

let payments: PaymentsServer;
let stripe: FakeStripe;
let daraja: FakeDaraja;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  payments = await startPaymentsServer(PLACE, 1500);
  ({ stripe, daraja, admin } = payments);
  // Prices are in US dollars: M-Pesa is offered once the Settings say how many shillings make a dollar.
  const settings = await (await admin.get("/api/v1/admin/settings")).json();
  expect((await admin.put("/api/v1/admin/settings", { data: { ...settings, kesExchangeRate: 130 } })).status()).toBe(200);
});

test.afterAll(async () => {
  await payments?.stop();
});

let nextStay = 0;

/** A request for 3 nights at property 1, confirmed by staff; answers its reference once the confirmation e-mail is written. */
async function confirmedRequest(): Promise<{ reference: string; total: number }> {
  const from = 150 + 5 * nextStay++;
  const sent = await admin.post("/api/v1/booking-inquiries", {
    data: makeInquiry({ propertyId: 1, startDate: dayFromToday(from), endDate: dayFromToday(from + 3), guests: 2 }),
  });
  expect(sent.status()).toBe(201);
  const { id, reference, quote } = await sent.json();
  expect((await admin.patch(`/api/v1/admin/booking-inquiries/${id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  return { reference, total: quote.total };
}

/** The link to pay in the confirmation e-mail about `reference` (waits for the sender to write it). */
async function payLinkFromEmail(reference: string): Promise<string> {
  let link = "";
  await expect(() => {
    const mail = mailboxIn(MAIL).find((m) => m.includes(reference) && m.includes("is confirmed") && m.includes("Pay on your booking page"));
    const found = mail && /https?:\/\/[^\s"<>]+\/stay\/[A-Za-z0-9_-]{32}/.exec(mail);
    expect(found, `the confirmation of ${reference}`).toBeTruthy();
    link = found![0];
  }).toPass({ timeout: 20_000 });
  return link;
}

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

test("by card: from the confirmation e-mail's link, the deposit then the balance on Stripe's page, to 'Paid in full'", async ({ page }) => {
  const { reference, total } = await confirmedRequest();
  const link = await payLinkFromEmail(reference);
  expect(link.startsWith(`${BASE}/stay/`)).toBe(true);
  const deposit = Math.round(total * 0.3);

  await page.goto(link);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByTestId("payment-status")).toHaveText(`To secure your stay, pay the deposit of ${usd(deposit)}.`);
  await expectNoAxeViolations(page);
  const card = payment.getByRole("region", { name: "Pay by card" });
  await card.getByRole("button", { name: `Pay deposit: ${usd(deposit)}` }).click();

  // Stripe's page (the fake's): no card data ever reaches the site.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await expect(page.getByRole("heading", { name: `Pay ${deposit}.00 USD` })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  // Back through the attempt's short-lived return address, which never carried the page's token to Stripe.
  await expect(page).toHaveURL(new RegExp(`/stay/[A-Za-z0-9_-]{32}\\?payment=card#payment$`));
  expect([...stripe.sessions.values()].every((s) => !s.success_url.includes("/stay/") && !s.cancel_url.includes("/stay/"))).toBe(true);
  // The deposit is in: nothing is due now, and the balance is an offer (issue 36).
  await expect(payment.getByTestId("payment-status")).toContainText(`nothing is due now. The balance of ${usd(total - deposit)} is due by`);
  await expect(payment.getByTestId("payment-history")).toContainText(`Payment by card`);

  await card.getByRole("button", { name: `Pay balance: ${usd(total - deposit)}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(payment.getByTestId("payment-status")).toHaveText("Paid in full: thank you!");
  await expect(payment.getByRole("button", { name: /Pay / })).toHaveCount(0);
  // The receipts reached the guest.
  await expect(() =>
    expect(mailboxIn(MAIL).filter((m) => m.includes(reference) && m.includes("Payment received")).length).toBeGreaterThanOrEqual(2),
  ).toPass({
    timeout: 20_000,
  });
});

test("by M-Pesa with JavaScript: the page follows the prompt on the phone by itself until M-Pesa confirms", async ({ page }) => {
  const { reference, total } = await confirmedRequest();
  const deposit = Math.round(total * 0.3);
  await page.goto(await payLinkFromEmail(reference));
  const payment = page.getByRole("region", { name: "Payment" });
  const mpesa = payment.getByRole("region", { name: "Pay by M-Pesa" });
  await mpesa.getByLabel("M-Pesa phone number").fill("+254 712 345 678");
  await mpesa.getByRole("button", { name: `Pay deposit: KES ${(deposit * 130).toLocaleString("en-US")}` }).click();
  await expect(payment.getByText("Check your phone to approve the payment")).toBeVisible();
  await expectNoAxeViolations(page);
  // No click: the page asks again by itself and shows the payment once the fake's callback has come.
  await expect(payment.getByTestId("payment-status")).toContainText(`nothing is due now. The balance of ${usd(total - deposit)} is due by`, {
    timeout: 20_000,
  });
  await expect(payment.getByText("Check your phone to approve the payment")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("by M-Pesa: a wrong number is a field error; the right one gets a prompt, and the page says 'Paid in full' once M-Pesa calls back", async ({
    page,
  }) => {
    const { reference, total } = await confirmedRequest();
    await page.goto(await payLinkFromEmail(reference));
    const payment = page.getByRole("region", { name: "Payment" });
    const mpesa = payment.getByRole("region", { name: "Pay by M-Pesa" });
    const shillings = `KES ${(total * 130).toLocaleString("en-US")}`;

    await mpesa.getByLabel("M-Pesa phone number").fill("0812 345 678");
    await mpesa.getByRole("button", { name: `Pay in full: ${shillings}` }).click();
    await expect(mpesa.getByText("Enter the M-Pesa phone number, e.g. 0712 345 678 or +254 712 345 678")).toBeVisible();
    await expect(mpesa.getByLabel("M-Pesa phone number")).toHaveValue("0812 345 678");

    await mpesa.getByLabel("M-Pesa phone number").fill("0712 345 678");
    await mpesa.getByRole("button", { name: `Pay in full: ${shillings}` }).click();
    await expect(payment.getByText("Check your phone to approve the payment")).toBeVisible();
    expect(daraja.pushes.at(-1)!.body).toMatchObject({ PhoneNumber: "254712345678", AccountReference: reference, Amount: total * 130 });

    // The fake approves on the phone and calls back; the guest checks again.
    await expect(async () => {
      await payment.getByRole("button", { name: "Check again" }).click({ timeout: 2_000 });
      await expect(payment.getByTestId("payment-status")).toHaveText("Paid in full: thank you!", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(payment.getByTestId("payment-history")).toContainText(/Payment by M-Pesa.*\(Q[0-9A-F]{10}\)/);
  });
});
