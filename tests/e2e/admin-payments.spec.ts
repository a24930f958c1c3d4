import { expect, test } from "./fixtures";
import { adminApi, expectToast, sendInquiry } from "./admin-helpers";
import { dayFromToday, expectNoAxeViolations } from "./helpers";

/**
 * A confirmed booking far ahead (its deposit is due, not its balance): the first 3 free nights from day 420 of the
 * property sendInquiry books, so specs that confirm stays never ask for taken nights.
 */
async function confirmedBooking(paid?: { method: "bank" | "cash"; amount: number }) {
  const api = await adminApi();
  const [property] = await (await api.get("/api/v1/properties")).json();
  const { unavailable } = await (
    await api.get(`/api/v1/properties/${property.slug}/availability?from=${dayFromToday(400)}&to=${dayFromToday(700)}`)
  ).json();
  let start = 420;
  while (unavailable.some((r: { startDate: string; endDate: string }) => r.startDate < dayFromToday(start + 3) && dayFromToday(start) < r.endDate))
    start++;
  const inquiry = await sendInquiry({ startDate: dayFromToday(start), endDate: dayFromToday(start + 3) });
  const res = await api.patch(`/api/v1/admin/booking-inquiries/${inquiry.id}`, { data: { status: "confirmed" } });
  expect(res.status()).toBe(200);
  if (paid) expect((await api.post(`/api/v1/admin/booking-inquiries/${inquiry.id}/payments`, { data: paid })).status()).toBe(201);
  await api.dispose();
  const total = inquiry.quote.total as number;
  return { id: inquiry.id as number, reference: inquiry.reference as string, total, deposit: Math.round(total * 0.3) };
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the booking page's Payment section, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows the deposit due and records a payment received; too much is refused on its field", async ({ page, signIn }) => {
      const booking = await confirmedBooking();
      await signIn(undefined, { path: `/admin/booking-inquiries/${booking.id}` });
      const section = page.getByRole("region", { name: "Payment" });
      const summary = section.getByTestId("booking-money");
      await expect(summary).toContainText("Deposit due");
      await expect(summary).toContainText(`Due now${money(booking.deposit)}`);

      const form = section.locator("form");
      await form.getByLabel("How it was paid").selectOption("cash");
      await form.getByLabel("Amount (USD)").fill(String(booking.total + 10));
      await form.getByLabel("Note (optional)").fill("Paid at the gate");
      await form.getByRole("button", { name: "Record payment" }).click();
      if (javaScriptEnabled) {
        // Checked in the browser against the field's maximum first: nothing is sent.
        await expect(form.getByLabel("Amount (USD)")).toHaveAttribute("aria-invalid", "true");
        // Past the browser's check (a stale page), the server says what is owed.
        await form.getByLabel("Amount (USD)").evaluate((input) => input.removeAttribute("max"));
        await form.getByRole("button", { name: "Record payment" }).click();
      }
      // On the field, read with it by screen readers.
      await expect(form.getByLabel("Amount (USD)")).toHaveAccessibleDescription(
        new RegExp(`That is more than is still owed \\(\\${money(booking.total)}\\)\\.`),
      );
      await expect(form.getByLabel("Note (optional)")).toHaveValue("Paid at the gate");

      await form.getByLabel("Amount (USD)").fill(String(booking.deposit));
      await form.getByRole("button", { name: "Record payment" }).click();
      await expectToast(page, "Success", "Payment recorded");
      await expect(summary).toContainText("Balance due");
      await expect(summary).toContainText(`Paid${money(booking.deposit)}`);
      await expect(section.getByRole("list", { name: "Payments and refunds" })).toContainText(
        `Payment by cash: ${money(booking.deposit)} (received)`,
      );
      await expect(section.getByRole("list", { name: "Payments and refunds" })).toContainText("Paid at the gate");
      await expect(page.getByTestId("timeline")).toContainText(`recorded a payment of ${money(booking.deposit)} by cash`);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test("Settings: the deposit and the balance's due date are saved and used", async ({ page, signIn }) => {
  await signIn(undefined, { path: "/admin/settings" });
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByLabel("Deposit (%)")).toHaveValue("30");
  await expect(payments.getByLabel("Balance due (days before check-in)")).toHaveValue("30");
  await payments.getByLabel("Deposit (%)").fill("101");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(payments.getByText("Deposit must be a whole percent from 0 to 100")).toBeVisible();
  await payments.getByLabel("Deposit (%)").fill("50");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Success");
  await expect(payments.getByLabel("Deposit (%)")).toHaveValue("50");

  try {
    const booking = await confirmedBooking();
    await page.goto(`/admin/booking-inquiries/${booking.id}`);
    await expect(page.getByTestId("booking-money")).toContainText(`Deposit${money(Math.round(booking.total / 2))}`);
  } finally {
    await page.goto("/admin/settings");
    await page.getByRole("region", { name: "Payments" }).getByLabel("Deposit (%)").fill("30");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Success");
  }
});

test("the Payments page lists a recorded payment with its booking, filters by method, exports CSV, and fits a phone", async ({ page, signIn }) => {
  const booking = await confirmedBooking();
  const api = await adminApi();
  const res = await api.post(`/api/v1/admin/booking-inquiries/${booking.id}/payments`, { data: { method: "bank", amount: 77, note: "Wire 4471" } });
  expect(res.status()).toBe(201);
  await api.dispose();

  await signIn(undefined, { path: "/admin/dashboard" });
  await page.getByRole("navigation").getByRole("link", { name: "Payments" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const row = page.getByTestId("payment-row").filter({ hasText: "Wire 4471" });
  await expect(row).toContainText("$77");
  await expect(row).toContainText("bank transfer");
  await page.getByRole("search", { name: "Filter payments" }).getByLabel("Method").selectOption("cash");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/method=cash/);
  await expect(page.getByTestId("payment-row").filter({ hasText: "Wire 4471" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/admin/payments/export.csv?method=cash");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin/payments");
  await expect(page.getByTestId("payment-card").filter({ hasText: "Wire 4471" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`cancelling a paid booking, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows the policy's refund, owes what staff settle on, and staff mark it made", async ({ page, signIn }) => {
      const booking = await confirmedBooking({ method: "bank", amount: 240 });
      await signIn(undefined, { path: `/admin/booking-inquiries/${booking.id}` });
      await page.getByRole("button", { name: "Cancel booking" }).click();
      const check = page.getByRole("form", { name: "Cancel this booking?" });
      const refund = check.getByLabel("Refund to the guest (USD)");
      // More than 30 days ahead: the policy gives all of it back.
      await expect(refund).toHaveValue("240");
      await expect(check).toContainText("Paid so far: $240. The cancellation policy gives back $240 today");
      await refund.fill("200");
      await check.getByRole("button", { name: "Yes, cancel booking" }).click();
      await expectToast(page, "Success");
      const summary = page.getByTestId("booking-money");
      await expect(summary).toContainText("Refund due");
      await expect(summary).toContainText("Refund owed$200");
      await page.getByRole("button", { name: "Mark refund made" }).click();
      await expectToast(page, "Success", "Refund marked as made");
      await expect(summary).toContainText("Refunded");
      await expect(page.getByRole("list", { name: "Payments and refunds" })).toContainText("Refund by bank transfer: $200 (made)");
    });
  });
}

test("the booking list's cancel dialog shows the refund a paid booking owes before it is confirmed", async ({ page, signIn }) => {
  const booking = await confirmedBooking({ method: "cash", amount: 90 });
  // The row's Cancel opens this (a link to the confirmation step, so it works without JavaScript too).
  await signIn(undefined, { path: `/admin/booking-inquiries?q=${encodeURIComponent(booking.reference)}&confirm-cancel=${booking.id}` });
  const dialog = page.getByRole("dialog", { name: "Cancel this confirmed booking?" });
  await expect(dialog.getByLabel("Refund to the guest (USD)")).toHaveValue("90");
  await dialog.getByLabel("Refund to the guest (USD)").fill("45");
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expectToast(page, "Success");
  await page.goto(`/admin/booking-inquiries/${booking.id}`);
  await expect(page.getByTestId("booking-money")).toContainText("Refund owed$45");
});
