import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { signInApi } from "./fixtures";

/** "2026-12-01" -> "December 1, 2026" (how the site shows a day). */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/**
 * Move an open calendar to the month of `day` (back or forward: a check-out calendar opens at the chosen
 * check-out's month, which may be after the day sought) and answer that day's cell.
 */
export async function showDay(dialog: Locator, day: string): Promise<Locator> {
  const cell = dialog.getByRole("button", { name: new RegExp(longDate(day)) });
  const wanted = day.slice(0, 7);
  for (let i = 0; i < 36 && !(await cell.isVisible()); i++) {
    // The calendar's heading ends with the month shown: "Check-out date, January 2027".
    const heading = (await dialog.getByRole("heading").first().textContent()) ?? "";
    const [, name, year] = heading.match(/([A-Z][a-z]+) (\d{4})\s*$/) ?? [];
    const shownMonth = name ? new Date(`1 ${name} ${year} 12:00 UTC`).toISOString().slice(0, 7) : wanted;
    await dialog
      .getByRole("button", { name: shownMonth > wanted ? "Previous" : "Next", exact: true })
      .first()
      .click();
  }
  return cell;
}

/** Open a date picker by its label and choose a day in its calendar (moving month by month). */
export async function pickDate(page: Page, label: "Check-in date" | "Check-out date", day: string) {
  await page.getByRole("button", { name: label }).click();
  const dialog = page.getByRole("dialog", { name: `${label}: choose a day` });
  await expect(dialog).toBeVisible();
  const cell = await showDay(dialog, day);
  await cell.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: label })).toContainText(longDate(day));
}

/** A name nobody else uses, so a test finds its own stored row. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function storedInquiries(request: APIRequestContext) {
  await signInApi(request);
  const res = await request.get("/api/v1/admin/booking-inquiries");
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

export async function storedMessages(request: APIRequestContext) {
  await signInApi(request);
  const res = await request.get("/api/v1/admin/contact-messages");
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}

/** The id of a property, from the public JSON API. */
export async function propertyIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/v1/properties/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}
