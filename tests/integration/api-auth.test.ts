import { beforeAll, describe, expect, it } from "vitest";
import { THROTTLE } from "~/models/login-attempt.server";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as logoutRoute from "~/routes/api.v1.auth.logout";
import * as meRoute from "~/routes/api.v1.auth.me";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";

beforeAll(seedTestDb);

const login = (body: unknown, clientAddress?: string) => call(loginRoute, "/api/v1/auth/login", { method: "POST", body, clientAddress });

describe("POST /api/v1/auth/login", () => {
  it("signs in with a session cookie that is HttpOnly and SameSite, and never returns the password", async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: "admin", role: "admin" });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    const setCookie = res.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("accepts the username in any case", async () => {
    const res = await login({ ...TEST_ADMIN, username: "ADMIN" });
    expect(res.status).toBe(200);
  });

  it("answers wrong credentials with 401 and a message", async () => {
    for (const body of [
      { username: "admin", password: "wrong-password" },
      { username: "nobody", password: "whatever" },
    ]) {
      const res = await login(body, "198.51.100.1");
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: "Invalid username or password" });
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("answers missing fields with 400 and the spec's messages", async () => {
    const res = await login({});
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ username: ["Username is required"], password: ["Password is required"] });
    const onlyUser = await login({ username: "admin" });
    expect(onlyUser.json.message).toBe("Password is required");
    const onlyPassword = await login({ password: "x" });
    expect(onlyPassword.json.message).toBe("Username is required");
  });

  it(`slows a username down from one address after ${THROTTLE.perUsernameAndClient} failures there: 429 with Retry-After, even with the right password`, async () => {
    const { createStaff } = await import("~/services/staff.server");
    const account = { username: "njeri", password: "njeri-correct-password" };
    await createStaff(null, { ...account, role: "user", firstName: null, lastName: null, email: null });
    for (let i = 0; i < THROTTLE.perUsernameAndClient; i++) {
      expect((await login({ username: "njeri", password: "not-it" }, "192.0.2.1")).status).toBe(401);
    }
    const refused = await login(account, "192.0.2.1");
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json).toEqual({ message: "Too many failed login attempts. Please wait 1 minute and try again." });
  });

  it(`slows a client down after ${THROTTLE.perClient} failures across usernames, with Retry-After`, async () => {
    for (let i = 0; i < THROTTLE.perClient; i++) {
      expect((await login({ username: `guess-${i}`, password: "x" }, "203.0.113.99")).status).toBe(401);
    }
    const refused = await login({ username: "someone-new", password: "x" }, "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.json.message).toBe("Too many failed login attempts. Please wait 1 minute and try again.");
  });
});

describe("GET /api/v1/auth/me and POST /api/v1/auth/logout", () => {
  it("returns the user for a session and 401 without one", async () => {
    const { createStaff } = await import("~/services/staff.server");
    await createStaff(null, { username: "wanjiku", password: "a-long-password-1", role: "user", firstName: "Wanjiku", lastName: null, email: null });
    const signedIn = await login({ username: "wanjiku", password: "a-long-password-1" });
    const me = await call(meRoute, "/api/v1/auth/me", { cookie: signedIn.cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: "wanjiku", role: "user" });

    const anonymous = await call(meRoute, "/api/v1/auth/me");
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.json.message).toBe("string");

    const forged = await call(meRoute, "/api/v1/auth/me", { cookie: "__session=forged-value" });
    expect(forged.status).toBe(401);
  });

  it("logout ends the session on the server: the old cookie no longer authenticates", async () => {
    const { createStaff } = await import("~/services/staff.server");
    await createStaff(null, { username: "kamau", password: "another-long-pass", role: "user", firstName: null, lastName: null, email: null });
    const signedIn = await login({ username: "kamau", password: "another-long-pass" });
    expect((await call(meRoute, "/api/v1/auth/me", { cookie: signedIn.cookie })).status).toBe(200);

    const out = await call(logoutRoute, "/api/v1/auth/logout", { method: "POST", cookie: signedIn.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/__session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const replay = await call(meRoute, "/api/v1/auth/me", { cookie: signedIn.cookie });
    expect(replay.status).toBe(401);
  });
});
