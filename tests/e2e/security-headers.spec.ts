import { type APIResponse, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { visitor } from "./admin-helpers";
import { ADMIN, ADMIN_PAGES, hydrated } from "./helpers";

// Security headers on every response, a per-request CSP nonce on every script, no CSP
// violation on any page with JavaScript on, and admin responses that are never cached.

const PUBLIC_PAGES = ["/", "/properties", "/properties/alpine-retreat", "/about", "/contact", "/no-such-page", "/properties/no-such-cabin"];

const nonceOf = (csp: string | undefined) => /script-src[^;]*'nonce-([^']+)'/.exec(csp ?? "")?.[1];

/** Collects CSP violations two ways: the DOM event (recorded in the page) and Chromium's console error. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
    );
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
    return [...consoleErrors, ...inPage];
  };
}

/** Remix hydrated: its module scripts ran under the policy. */
function expectBaselineHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  const csp = h["content-security-policy"];
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "frame-src https://www.openstreetmap.org",
  ]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expect(h["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(h["permissions-policy"], what).toContain("camera=()");
  expect(h["permissions-policy"], what).toContain("geolocation=()");
  expect(h["strict-transport-security"], `${what}: HSTS in production`).toMatch(/max-age=\d{7,}/);
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["x-frame-options"], what).toBe("SAMEORIGIN");
}

test("every kind of response carries the security headers", async () => {
  const api = await visitor();
  const home = await api.get("/");
  const cssHref = /href="(\/assets\/[^"]+\.css)"/.exec(await home.text())?.[1];
  expect(cssHref).toBeTruthy();
  const responses: [string, APIResponse][] = [
    ["home page", home],
    ["404 page", await api.get("/no-such-page")],
    ["data request", await api.get("/properties.data")],
    ["JSON API", await api.get("/api/v1/properties")],
    ["JSON API error", await api.post("/api/v1/contact", { data: {} })],
    ["static asset", await api.get(cssHref!)],
    ["public file", await api.get("/favicon.svg")],
    ["admin login", await api.get("/admin/login")],
  ];
  for (const [what, res] of responses) expectBaselineHeaders(res, what);
});

test("two responses never share a nonce, and every script in a page carries its response's nonce", async () => {
  const api = await visitor();
  const seen = new Set<string>();
  for (const path of ["/", "/", "/properties/alpine-retreat", "/admin/login", "/contact", "/"]) {
    const res = await api.get(path);
    const nonce = nonceOf(res.headers()["content-security-policy"]);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(seen.has(nonce!), `nonce reused on ${path}`).toBe(false);
    seen.add(nonce!);
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
  }
});

test("every public page runs with no CSP violation, JavaScript on", async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of PUBLIC_PAGES) {
    const res = await page.goto(path);
    expect(nonceOf(res?.headers()["content-security-policy"]), path).toBeTruthy();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
  // The live map is the one third-party frame the policy allows.
  await page.goto("/properties/alpine-retreat");
  await hydrated(page);
  await page.getByRole("tab", { name: "Location" }).click();
  await page.getByRole("button", { name: "Show interactive map" }).click();
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeAttached();
  // Client-side navigation fetches .data and lazily loads route modules.
  await page.getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await violations()).toEqual([]);
});

test("every admin page runs with no CSP violation, JavaScript on", async ({ page, signIn }) => {
  const violations = await watchCsp(page);
  await page.goto("/admin/login");
  await hydrated(page);
  expect(await violations()).toEqual([]);
  await signIn();
  for (const path of ADMIN_PAGES) {
    const res = await page.goto(path);
    expect(nonceOf(res?.headers()["content-security-policy"]), path).toBeTruthy();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Properties", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("admin documents and data responses are never cached", async () => {
  const api = await visitor();
  const signedOut = [await api.get("/admin/login"), await api.get("/admin/login.data"), await api.get("/admin/dashboard", { maxRedirects: 0 })];
  expect(signedOut[2].status()).toBe(302);
  expect((await api.post("/api/v1/auth/login", { data: ADMIN })).status()).toBe(200);
  const signedIn = [];
  for (const path of ADMIN_PAGES) {
    signedIn.push(await api.get(path), await api.get(`${path}.data`));
  }
  signedIn.push(await api.get("/admin"), await api.get("/admin.data"), await api.get("/ADMIN/Dashboard"));
  for (const res of [...signedOut, ...signedIn]) {
    expect(res.headers()["cache-control"], res.url()).toBe("private, no-store");
  }
  // A public page is not affected.
  expect((await api.get("/about")).headers()["cache-control"] ?? "").not.toContain("no-store");
});
