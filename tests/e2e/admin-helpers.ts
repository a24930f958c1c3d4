import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { dayFromToday } from "./helpers";
import { baseURL } from "../../playwright.config";
import { signInApi } from "./fixtures";
import { makeInquiry } from "../setup/factories";

/** A short unique suffix so tests never collide with each other or with seed data. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The notification (toast) currently shown. */
export const toast = (page: Page): Locator => page.getByTestId("toast");

export async function expectToast(page: Page, title: string, text?: string) {
  await expect(toast(page)).toContainText(title);
  if (text) await expect(toast(page)).toContainText(text);
}

/** The table row whose row header is `name`. */
export const row = (page: Page, name: string): Locator =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader").filter({ hasText: name }) });

/** A fresh API client with no cookies: a visitor. */
export async function visitor(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** An API client signed in as the admin. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await signInApi(api);
  return api;
}

/** A visitor sends a booking inquiry through the public API; returns it. */
export async function sendInquiry(overrides: Record<string, unknown> = {}) {
  const api = await visitor();
  const properties = await (await api.get("/api/v1/properties")).json();
  // Taken nights are refused: the first free 3 nights from day 30 (other specs confirm stays).
  const { unavailable } = await (await api.get(`/api/v1/properties/${properties[0].slug}/availability`)).json();
  let start = 30;
  while (unavailable.some((r: { startDate: string; endDate: string }) => r.startDate < dayFromToday(start + 3) && dayFromToday(start) < r.endDate))
    start++;
  const res = await api.post("/api/v1/booking-inquiries", {
    data: makeInquiry({
      propertyId: properties[0].id,
      name: unique("Guest"),
      email: "guest@example.com",
      startDate: dayFromToday(start),
      endDate: dayFromToday(start + 3),
      guests: 3,
      message: "Could we arrange a private chef on the first night?",
      requestChef: true,
      requestActivities: ["Tea Estate Tour"],
      ...overrides,
    }),
  });
  expect(res.status()).toBe(201);
  const inquiry = await res.json();
  await api.dispose();
  return { ...inquiry, propertyName: properties[0].name as string };
}

/** A visitor sends a contact message through the public API; returns it. */
export async function sendMessage(overrides: Record<string, unknown> = {}) {
  const api = await visitor();
  const res = await api.post("/api/v1/contact", {
    data: {
      name: "Peter Mwangi",
      email: "peter@example.com",
      subject: unique("Dogs welcome?"),
      message: "Hello, can we bring our small dog to Forest Haven in December?",
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  const message = await res.json();
  await api.dispose();
  return message;
}

/** The number shown on a dashboard summary card. */
export async function statValue(page: Page, label: string): Promise<string> {
  const card = page.getByRole("region", { name: label });
  return (await card.getByTestId(/-value$/).textContent())?.trim() ?? "";
}
