import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveLoginAttempt, THROTTLE, waitBeforeNextGuess } from "~/models/login-attempt.server";
import { createStaff } from "~/services/staff.server";
import * as loginPage from "~/routes/admin_.login";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage, sessionCookieOf } from "../setup/pages";

// Issue 35 item 8: failures from some addresses must never lock staff out from others
// (docs/decisions/1128-login-throttle.md).

beforeAll(seedTestDb);
afterEach(() => {
  vi.useRealTimers();
});

const login = (body: unknown, clientAddress: string, cookie?: string) =>
  call(loginRoute, "/api/v1/auth/login", { method: "POST", body, clientAddress, cookie });
const pageLogin = (form: { username: string; password: string }, client: string, cookie?: string) =>
  runPage(loginPage.action, "/admin/login", { form: { ...form, redirectTo: "" }, client, cookie });
const knownDeviceOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__known_device="));
const waitMessage = (wait: string) => `Too many failed login attempts. Please wait ${wait} and try again.`;

async function addStaff(username: string) {
  const account = { username, password: `${username}-right-password` };
  await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
  return account;
}

describe("no one can lock staff out", () => {
  it("five wrong passwords for admin from one address do not keep the right one out from another (JSON and page)", async () => {
    for (let i = 0; i < 5; i++) expect((await login({ username: "admin", password: `wrong-${i}` }, "198.51.100.21")).status).toBe(401);
    const fromB = await login(TEST_ADMIN, "198.51.100.22");
    expect(fromB.status).toBe(200);
    expect(fromB.json).toMatchObject({ username: "admin" });
    const pageFromC = await pageLogin(TEST_ADMIN, "198.51.100.23");
    expect(pageFromC.status).toBe(302);
    expect(sessionCookieOf(pageFromC)).toBeDefined();
    // The address that failed five times is the one slowed down, and is told for how long.
    const fromA = await login(TEST_ADMIN, "198.51.100.21");
    expect(fromA.status).toBe(429);
    expect(fromA.json).toEqual({ message: waitMessage("1 minute") });
    expect(Number(fromA.headers.get("Retry-After"))).toBeGreaterThan(55);
  });

  it("a browser that signed in keeps getting in while others' failures hold the username back everywhere else", async () => {
    const account = await addStaff("wairimu");
    const office = "198.51.100.30";
    const signedIn = await login(account, office);
    expect(signedIn.status).toBe(200);
    const device = knownDeviceOf(signedIn.headers);
    const setCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("__known_device="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=7776000/);
    expect(device).toBeDefined();

    // Distributed guessing: one wrong password each from more addresses than the username-wide cap. A few go
    // through the API; the bulk is reserved as the API does before it checks a hash (a reservation never
    // released is a failure), to spare a hundred scrypt hashes.
    for (let i = 0; i < 3; i++) expect((await login({ username: "wairimu", password: `guess-${i}` }, `10.39.0.${i + 1}`)).status).toBe(401);
    const reservations = await Promise.all(
      Array.from({ length: THROTTLE.perUsername + 7 }, (_, i) => reserveLoginAttempt("wairimu", `10.40.${i >> 8}.${i & 255}`)),
    );
    expect(reservations.filter((r) => r.allowed)).toHaveLength(THROTTLE.perUsername - 3);
    expect((await login({ username: "wairimu", password: "one-more" }, "10.39.0.9")).status).toBe(429);

    // A new address with the right password waits; the signed-in browser elsewhere, and the office address, do not.
    const stranger = await login(account, "198.51.100.31");
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await login(account, "198.51.100.32", device)).status).toBe(200);
    expect((await pageLogin(account, "198.51.100.33", device)).status).toBe(302);
    expect((await login(account, office)).status).toBe(200);
    // The cookie is signed: a changed one, or one from another username's sign-in, is no exemption.
    expect((await login(account, "198.51.100.34", `${device}x`)).status).toBe(429);
    const other = await addStaff("odhiambo");
    const otherDevice = knownDeviceOf((await login(other, "198.51.100.35")).headers);
    expect((await login(account, "198.51.100.35", otherDevice)).status).toBe(429);
  });

  it("one address's guesses slow down, doubling, with Retry-After equal to the wait, and the right password works after it", async () => {
    const account = await addStaff("otieno");
    const address = "198.51.100.40";
    const start = Date.parse("2030-01-07T09:00:00.000Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    const wrong = () => login({ username: "otieno", password: "not-it" }, address);

    for (let i = 0; i < THROTTLE.perUsernameAndClient; i++) expect((await wrong()).status).toBe(401);
    const first = await login(account, address);
    expect(first.status).toBe(429);
    expect(first.headers.get("Retry-After")).toBe("60");
    expect(first.json.message).toBe(waitMessage("1 minute"));
    at(30);
    expect((await login(account, address)).headers.get("Retry-After")).toBe("30");

    at(60); // the sixth failure, a minute later: the next guess waits two minutes
    expect((await wrong()).status).toBe(401);
    const second = await page429(account, address);
    expect(second.retryAfter).toBe("120");
    expect(second.message).toBe(waitMessage("2 minutes"));

    at(180); // the seventh: four minutes
    expect((await wrong()).status).toBe(401);
    const third = await login(account, address);
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toBe("240");
    expect(third.json.message).toBe(waitMessage("4 minutes"));

    at(419);
    expect((await login(account, address)).headers.get("Retry-After")).toBe("1");
    at(420);
    expect((await login(account, address)).status).toBe(200);
    // Signing in cleared this address's failures for the username.
    expect((await wrong()).status).toBe(401);
  });

  it(`one address guessing across usernames is still held back after ${THROTTLE.perClient} failures, with Retry-After`, async () => {
    const account = await addStaff("chebet");
    for (let i = 0; i < THROTTLE.perClient; i++) expect((await login({ username: `stuffed-${i}`, password: "x" }, "198.51.100.50")).status).toBe(401);
    const refused = await login(account, "198.51.100.50");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(55);
    expect((await login(account, "198.51.100.51")).status).toBe(200);
  });
});

/** The login page's 429: its Retry-After and the message the form shows. */
async function page429(account: { username: string; password: string }, client: string) {
  const res = await pageLogin(account, client);
  expect(res.status).toBe(429);
  return { retryAfter: res.headers.get("Retry-After"), message: res.data.error[""][0] as string };
}

describe("the wait before the next guess", () => {
  const minute = 60_000;
  const now = Date.parse("2030-01-07T09:00:00.000Z");
  it("is nothing under the cap, a minute at it, doubling after, at most 15 minutes", () => {
    expect(waitBeforeNextGuess(Array(4).fill(now), 5, now)).toBe(0);
    expect(waitBeforeNextGuess(Array(5).fill(now), 5, now)).toBe(minute);
    expect(waitBeforeNextGuess(Array(7).fill(now), 5, now)).toBe(4 * minute);
    expect(waitBeforeNextGuess(Array(9).fill(now), 5, now)).toBe(15 * minute);
    expect(waitBeforeNextGuess(Array(12).fill(now), 5, now)).toBe(15 * minute);
  });

  it("ends early when enough failures leave the window", () => {
    const old = now - 15 * minute + 6_000;
    // Six failures: two minutes after the latest, but the five old ones leave the window in six seconds.
    expect(waitBeforeNextGuess([old, old, old, old, old, now - 10_000], 5, now)).toBe(6_001);
  });
});
