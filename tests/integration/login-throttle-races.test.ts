import { beforeAll, describe, expect, it } from "vitest";
import { THROTTLE } from "~/models/login-attempt.server";
import { createStaff } from "~/services/staff.server";
import * as accountPage from "~/routes/admin.account";
import * as loginPage from "~/routes/admin_.login";
import * as usersApi from "~/routes/api.v1.admin.users._index";
import * as passwordApi from "~/routes/api.v1.admin.users.me.password";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage, sessionCookieOf } from "../setup/pages";

let admin: string;
beforeAll(async () => {
  await seedTestDb();
  admin = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN, clientAddress: "192.0.2.250" })).cookie!;
});

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const login = (body: unknown, clientAddress: string) => call(loginRoute, "/api/v1/auth/login", { method: "POST", body, clientAddress });

describe("login throttle under concurrency", () => {
  it(`40 concurrent logins for one username from one address (one with the right password) check at most ${THROTTLE.perUsernameAndClient} passwords; the rest get 429`, async () => {
    const account = { username: "kamau", password: "kamau-right-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    const bodies = Array.from({ length: 40 }, (_, i) => (i === 20 ? account : { username: "kamau", password: `guess-${i}` }));
    const results = await Promise.all(bodies.map((body) => login(body, "198.18.0.1")));
    const counts = tally(results.map((r) => r.status));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(THROTTLE.perUsernameAndClient);
    expect(counts[429]).toBeGreaterThanOrEqual(40 - THROTTLE.perUsernameAndClient);
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.json).toEqual({ message: "Too many failed login attempts. Please wait 1 minute and try again." });
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });

  it(`40 concurrent guesses from one client across usernames check at most ${THROTTLE.perClient}`, async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ username: `nobody-${i}`, password: "x" }, "198.18.1.1")));
    const counts = tally(results.map((r) => r.status));
    expect(counts[401]).toBeLessThanOrEqual(THROTTLE.perClient);
    expect(counts[429]).toBeGreaterThanOrEqual(40 - THROTTLE.perClient);
  });

  it("a right password does not use up one of the guesses", async () => {
    const account = { username: "achieng", password: "achieng-right-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    for (let i = 0; i < 10; i++) expect((await login(account, "198.18.2.1")).status).toBe(200);
    for (let i = 0; i < THROTTLE.perUsernameAndClient - 1; i++)
      expect((await login({ ...account, password: "nope" }, "198.18.2.1")).status).toBe(401);
    expect((await login(account, "198.18.2.1")).status).toBe(200);
  });
});

describe("same-username race", () => {
  it("8 concurrent POST /api/v1/admin/users with one username: one 201, seven 409 with the usual message", async () => {
    const body = { username: "duplicate-race", password: "a-long-password-1", role: "user" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(usersApi, "/api/v1/admin/users", { method: "POST", cookie: admin, body })),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 7 });
    const sequential = await call(usersApi, "/api/v1/admin/users", { method: "POST", cookie: admin, body });
    expect(sequential.status).toBe(409);
    for (const r of results.filter((r) => r.status === 409)) expect(r.json).toEqual(sequential.json);
    expect(sequential.json.message).toBe("That username is already taken");
  });
});

describe("change password counts wrong current passwords like failed logins", () => {
  const change = (cookie: string, currentPassword: string, clientAddress: string) =>
    call(passwordApi, "/api/v1/admin/users/me/password", {
      method: "PUT",
      cookie,
      clientAddress,
      body: { currentPassword, newPassword: "a-brand-new-password", confirmPassword: "a-brand-new-password" },
    });

  it(`API: after ${THROTTLE.perUsernameAndClient} wrong current passwords from one address the right one gets 429 with Retry-After`, async () => {
    const account = { username: "mwangi", password: "mwangi-right-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    const cookie = (await login(account, "198.18.3.1")).cookie!;
    for (let i = 0; i < THROTTLE.perUsernameAndClient; i++) {
      const wrong = await change(cookie, `wrong-${i}`, "198.18.3.2");
      expect(wrong.status).toBe(400);
    }
    const refused = await change(cookie, account.password, "198.18.3.2");
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: "Too many failed login attempts. Please wait 1 minute and try again." });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // And the same username cannot be signed in to from there either.
    expect((await login(account, "198.18.3.2")).status).toBe(429);
  });

  it("API: concurrent wrong current passwords from one address are throttled too", async () => {
    const account = { username: "wafula", password: "wafula-right-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    const cookie = (await login(account, "198.18.4.1")).cookie!;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => change(cookie, `wrong-${i}`, "198.18.4.2")));
    const counts = tally(results.map((r) => r.status));
    expect(counts[400]).toBeLessThanOrEqual(THROTTLE.perUsernameAndClient);
    expect(counts[429]).toBeGreaterThanOrEqual(20 - THROTTLE.perUsernameAndClient);
  });

  it("page: the change-password form shows the throttle message with 429 and Retry-After", async () => {
    const account = { username: "nyambura", password: "nyambura-right-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    const signIn = await runPage(loginPage.action, "/admin/login", { form: { ...account, redirectTo: "" }, client: "198.18.5.1" });
    const cookie = sessionCookieOf(signIn)!;
    const form = (currentPassword: string) => ({
      intent: "password",
      currentPassword,
      newPassword: "a-brand-new-password",
      confirmPassword: "a-brand-new-password",
    });
    for (let i = 0; i < THROTTLE.perUsernameAndClient; i++) {
      const wrong = await runPage(accountPage.action, "/admin/account", { form: form(`wrong-${i}`), cookie, client: "198.18.5.2" });
      expect(wrong.status).toBe(400);
    }
    const refused = await runPage(accountPage.action, "/admin/account", { form: form(account.password), cookie, client: "198.18.5.2" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.error[""]).toEqual(["Too many failed login attempts. Please wait 1 minute and try again."]);
  });
});
