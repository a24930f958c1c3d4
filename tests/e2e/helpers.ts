import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_SERVER } from "../../playwright.config";

export const ADMIN = E2E_SERVER.admin;

export { dayFromToday } from "../setup/days";

/** axe-core with the WCAG 2.1 A and AA rules: no violations. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are judged as they settle, not halfway through a transition (the header turning solid as
  // the page scrolls to an error): the site's transitions end at once when motion is reduced.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A sandboxed frame (an e-mail shown as the guest got it) runs no scripts, so axe cannot look inside it;
  // trying closes the browser context in Chromium 156. So it is left out.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("iframe[sandbox]").analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Every admin page of the side navigation the spec names, plus an unknown admin path. */
export const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/properties",
  "/admin/activities",
  "/admin/booking-inquiries",
  "/admin/contact-messages",
  "/admin/reviews",
  "/admin/users",
  "/admin/settings",
  "/admin/account",
  "/admin/no-such-page",
];

/**
 * Every e-mail a server without SMTP_URL wrote as an .eml file into `dir` so far, each with its parts decoded
 * (quoted-printable and base64), so a spec can follow a link as the guest would.
 */
export function mailboxIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), "utf8");
      const quoted = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
        Buffer.from(m[1].replace(/\s/g, ""), "base64").toString("utf8"),
      );
      return [quoted, ...base64].join("\n");
    });
}

/**
 * A part whose code comes when it nears the screen or is touched (a form, components/site/deferred.tsx) has hydrated:
 * its own code (live validation, calendars) now answers. Call after `hydrated(page)`.
 */
export async function partHydrated(part: Locator, { scroll = true } = {}) {
  // Its code comes when it nears the screen or is touched (deferredOnApproach): a visitor scrolls to it first.
  if (scroll) await part.scrollIntoViewIfNeeded();
  const box = part.locator("xpath=(ancestor-or-self::*[@data-deferred-part] | descendant::*[@data-deferred-part])").first();
  await expect(box).toHaveAttribute("data-part-ready", "");
}

/** Remix has hydrated the page: its own code now answers clicks (before, a link does what plain HTML does). A public page is first touched. */
export async function hydrated(page: Page) {
  // A public page fetches its code on the visitor's first touch (app/lib/hydrate-on-intent.ts): a key press is one.
  await page.keyboard.press("Shift");
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __remixRouter?: unknown }).__remixRouter)).toBe("object");
}
