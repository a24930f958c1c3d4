import { beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/services/staff.server";
import * as inquiryStatus from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as messageResolved from "~/routes/api.v1.admin.contact-messages.$id";
import * as settingsRoute from "~/routes/api.v1.admin.settings";
import * as myPassword from "~/routes/api.v1.admin.users.me.password";
import * as usersRoute from "~/routes/api.v1.admin.users._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as meRoute from "~/routes/api.v1.auth.me";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as contact from "~/routes/api.v1.contact";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { DEFAULT_PRICING } from "~/lib/pricing";
import { DEFAULT_PAYMENT_RULES } from "~/policies";

const PAYMENT_DEFAULTS = { ...DEFAULT_PAYMENT_RULES, kesExchangeRate: null };
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";

const STAFF = { username: "kamau", password: "kamau-staff-password" };
let adminCookie: string;
let staffCookie: string;
let inquiryId: number;
let messageId: number;

const signIn = async (body: { username: string; password: string }) => {
  const res = await call(loginRoute, "/api/v1/auth/login", { method: "POST", body });
  expect(res.status).toBe(200);
  return res.cookie!;
};

beforeAll(async () => {
  await seedTestDb();
  await createStaff(null, { ...STAFF, role: "user", firstName: null, lastName: null, email: null });
  adminCookie = await signIn(TEST_ADMIN);
  staffCookie = await signIn(STAFF);
  const inquiry = await call(inquiries, "/", {
    method: "POST",
    body: makeInquiry({ startDate: dayFromToday(20), endDate: dayFromToday(23) }),
  });
  inquiryId = inquiry.json.id;
  const message = await call(contact, "/", {
    method: "POST",
    body: { name: "Baraka", email: "b@example.com", subject: "Wedding booking", message: "Can we hold a small wedding at the villa?" },
  });
  messageId = message.json.id;
});

describe("every new admin call answers 401 without a session", () => {
  it.each([
    ["PATCH inquiry status", inquiryStatus, "PATCH", { id: "1" }, { status: "confirmed" }],
    ["PATCH message resolved", messageResolved, "PATCH", { id: "1" }, { resolved: true }],
    ["GET users", usersRoute, "GET", {}, undefined],
    ["POST users", usersRoute, "POST", {}, { username: "x", password: "long-enough-password", role: "admin" }],
    ["PUT own password", myPassword, "PUT", {}, { currentPassword: "a", newPassword: "b", confirmPassword: "b" }],
    ["GET settings", settingsRoute, "GET", {}, undefined],
    ["PUT settings", settingsRoute, "PUT", {}, DEFAULT_BUSINESS_SETTINGS],
  ] as const)("%s", async (_label, route, method, params, body) => {
    const res = await call(route, "/api/v1/admin/x", { method, params, body });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "You must be signed in to do that" });
  });
});

describe("PATCH /api/v1/admin/booking-inquiries/{id}", () => {
  const patch = (id: string, body: unknown, cookie = adminCookie) =>
    call(inquiryStatus, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id }, body, cookie });

  it("confirms, cancels and reopens, recording who and when", async () => {
    const confirmed = await patch(String(inquiryId), { status: "confirmed" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ id: inquiryId, status: "confirmed", statusChangedBy: "admin" });
    expect(Date.parse(confirmed.json.statusChangedAt)).toBeGreaterThan(Date.now() - 60_000);

    const cancelled = await patch(String(inquiryId), { status: "cancelled" }, staffCookie);
    expect(cancelled.json).toMatchObject({ status: "cancelled", statusChangedBy: "kamau" });
    const reopened = await patch(String(inquiryId), { status: "pending" });
    expect(reopened.json.status).toBe("pending");
  });

  it("refuses an unknown status with 400 and the schema's message", async () => {
    for (const body of [{ status: "done" }, {}, { status: 1 }]) {
      const res = await patch(String(inquiryId), body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Status must be pending, confirmed or cancelled");
      expect(res.json.errors.status).toEqual(["Status must be pending, confirmed or cancelled"]);
    }
  });

  it("answers 404 for a missing inquiry, 415 for a non-JSON body and 405 for another method", async () => {
    expect((await patch("99999", { status: "confirmed" })).status).toBe(404);
    expect((await patch("abc", { status: "confirmed" })).status).toBe(404);
    const form = await call(inquiryStatus, "/", {
      method: "PATCH",
      params: { id: String(inquiryId) },
      body: "status=confirmed",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie: adminCookie,
    });
    expect(form.status).toBe(415);
    expect((await call(inquiryStatus, "/", { method: "DELETE", params: { id: "1" }, cookie: adminCookie })).status).toBe(405);
  });
});

describe("PATCH /api/v1/admin/contact-messages/{id}", () => {
  const patch = (id: string, body: unknown) =>
    call(messageResolved, `/api/v1/admin/contact-messages/${id}`, { method: "PATCH", params: { id }, body, cookie: adminCookie });

  it("marks resolved (recording who) and unresolved again", async () => {
    const resolved = await patch(String(messageId), { resolved: true });
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ id: messageId, resolved: true, resolvedBy: "admin" });
    const reopened = await patch(String(messageId), { resolved: false });
    expect(reopened.json).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });
  });

  it("requires a real boolean", async () => {
    for (const body of [{}, { resolved: "yes" }, { resolved: 1 }, { resolved: null }]) {
      const res = await patch(String(messageId), body);
      expect(res.status).toBe(400);
      expect(res.json.errors.resolved).toEqual(["Resolved must be true or false"]);
    }
    expect((await patch("424242", { resolved: true })).status).toBe(404);
  });
});

describe("/api/v1/admin/users", () => {
  it("lists users for an admin, never with password hashes", async () => {
    const res = await call(usersRoute, "/api/v1/admin/users", { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.json.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(["admin", "kamau"]));
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
  });

  it("creates a user with the default role 'user'", async () => {
    const res = await call(usersRoute, "/", {
      method: "POST",
      cookie: adminCookie,
      body: { username: "mary.w", password: "twelve-chars-ok", firstName: "Mary", lastName: "Wairimu", email: "mary@example.com" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ username: "mary.w", role: "user", firstName: "Mary", email: "mary@example.com" });
    expect(res.json.password).toBeUndefined();
    expect((await call(loginRoute, "/", { method: "POST", body: { username: "mary.w", password: "twelve-chars-ok" } })).status).toBe(200);
  });

  it("refuses a taken username (409), a short password and a bad role (400)", async () => {
    const taken = await call(usersRoute, "/", { method: "POST", cookie: adminCookie, body: { username: "KAMAU", password: "long-enough-password" } });
    expect(taken.status).toBe(409);
    expect(taken.json.errors.username).toEqual(["That username is already taken"]);
    const short = await call(usersRoute, "/", { method: "POST", cookie: adminCookie, body: { username: "shorty", password: "elevenchars" } });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toEqual(["Password must be at least 12 characters"]);
    const role = await call(usersRoute, "/", {
      method: "POST",
      cookie: adminCookie,
      body: { username: "boss", password: "long-enough-password", role: "owner" },
    });
    expect(role.status).toBe(400);
    expect(role.json.errors.role).toEqual(["Role must be admin or user"]);
  });

  it("is closed to the 'user' role (403)", async () => {
    expect((await call(usersRoute, "/", { cookie: staffCookie })).status).toBe(403);
    const post = await call(usersRoute, "/", {
      method: "POST",
      cookie: staffCookie,
      body: { username: "escalate", password: "long-enough-password", role: "admin" },
    });
    expect(post.status).toBe(403);
    expect(post.json.message).toBe("Only administrators can do that");
  });
});

describe("PUT /api/v1/admin/users/me/password", () => {
  it("checks the current password and the confirmation", async () => {
    const wrong = await call(myPassword, "/", {
      method: "PUT",
      cookie: staffCookie,
      body: { currentPassword: "not-it", newPassword: "brand-new-password", confirmPassword: "brand-new-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.currentPassword).toEqual(["The current password is not correct"]);
    const mismatch = await call(myPassword, "/", {
      method: "PUT",
      cookie: staffCookie,
      body: { currentPassword: STAFF.password, newPassword: "brand-new-password", confirmPassword: "brand-new-passwort" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors.confirmPassword).toEqual(["The passwords do not match"]);
    const short = await call(myPassword, "/", {
      method: "PUT",
      cookie: staffCookie,
      body: { currentPassword: STAFF.password, newPassword: "short", confirmPassword: "short" },
    });
    expect(short.json.errors.newPassword).toEqual(["New password must be at least 12 characters"]);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const otherBrowser = await signIn(STAFF);
    const res = await call(myPassword, "/", {
      method: "PUT",
      cookie: staffCookie,
      body: { currentPassword: STAFF.password, newPassword: "brand-new-password", confirmPassword: "brand-new-password" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "Your password has been changed" });
    expect((await call(meRoute, "/", { cookie: staffCookie })).status).toBe(200);
    expect((await call(meRoute, "/", { cookie: otherBrowser })).status).toBe(401);
    expect((await call(loginRoute, "/", { method: "POST", body: STAFF })).status).toBe(401);
    expect((await call(loginRoute, "/", { method: "POST", body: { username: STAFF.username, password: "brand-new-password" } })).status).toBe(200);
  });
});

describe("/api/v1/admin/settings", () => {
  it("reads and replaces the business details for an admin", async () => {
    const read = await call(settingsRoute, "/", { cookie: adminCookie });
    expect(read.status).toBe(200);
    // The long-stay discount and the payment settings are part of the settings too (optional in PUT).
    expect(read.json).toEqual({ ...DEFAULT_BUSINESS_SETTINGS, ...DEFAULT_PRICING, ...PAYMENT_DEFAULTS });
    const next = { ...DEFAULT_BUSINESS_SETTINGS, phone: "+254 700 000 111", twitterUrl: "" };
    const put = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: next });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ ...next, ...DEFAULT_PRICING, ...PAYMENT_DEFAULTS });
    const pricing = await call(settingsRoute, "/", {
      method: "PUT",
      cookie: adminCookie,
      body: { ...next, longStayMinNights: 5, longStayDiscountPercent: 12 },
    });
    expect(pricing.json).toMatchObject({ longStayMinNights: 5, longStayDiscountPercent: 12 });
    const badPricing = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: { ...next, longStayDiscountPercent: 150 } });
    expect(badPricing.status).toBe(400);
    expect(badPricing.json.errors.longStayDiscountPercent).toEqual(["Long-stay discount must be a whole percent from 0 to 90"]);
    await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: { ...next, ...DEFAULT_PRICING } });
    expect((await call(settingsRoute, "/", { cookie: adminCookie })).json.phone).toBe("+254 700 000 111");
  });

  it("sets the deposit, the balance's due date and the M-Pesa exchange rate; bad values are a 400 that saves nothing", async () => {
    const body = { ...DEFAULT_BUSINESS_SETTINGS, depositPercent: 50, balanceDueDays: 14, kesExchangeRate: 129.5 };
    const put = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ depositPercent: 50, balanceDueDays: 14, kesExchangeRate: 129.5 });
    const bad = await call(settingsRoute, "/", {
      method: "PUT",
      cookie: adminCookie,
      body: { ...DEFAULT_BUSINESS_SETTINGS, depositPercent: 101, balanceDueDays: 2.5, kesExchangeRate: -3 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      depositPercent: ["Deposit must be a whole percent from 0 to 100"],
      balanceDueDays: ["Balance due must be a whole number of days from 0 to 365"],
      kesExchangeRate: ["KES exchange rate must be a number above 0 (shillings for one unit of your currency), or empty"],
    });
    // Left out keeps them; null clears the rate; the defaults back for the other tests.
    const kept = await call(settingsRoute, "/", {
      method: "PUT",
      cookie: adminCookie,
      body: { ...DEFAULT_BUSINESS_SETTINGS, kesExchangeRate: null },
    });
    expect(kept.json).toMatchObject({ depositPercent: 50, balanceDueDays: 14, kesExchangeRate: null });
    await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: { ...DEFAULT_BUSINESS_SETTINGS, ...PAYMENT_DEFAULTS } });
  });

  it("validates with the shared schema", async () => {
    const res = await call(settingsRoute, "/", {
      method: "PUT",
      cookie: adminCookie,
      body: { ...DEFAULT_BUSINESS_SETTINGS, email: "nope", facebookUrl: "http://insecure.example" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toEqual(["Please enter a valid email address"]);
    expect(res.json.errors.facebookUrl).toEqual(["Facebook link must start with https://"]);
  });

  it("keeps one currency: an ISO 4217 code, upper-cased; unknown codes are a 400; left out keeps the stored one", async () => {
    const kes = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: { ...DEFAULT_BUSINESS_SETTINGS, currency: "kes" } });
    expect(kes.status).toBe(200);
    expect(kes.json.currency).toBe("KES");
    const { currency: _omitted, ...withoutCurrency } = DEFAULT_BUSINESS_SETTINGS;
    const kept = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: withoutCurrency });
    expect(kept.json.currency).toBe("KES");
    for (const bad of ["XYZ", "dollars", "", 840]) {
      const res = await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: { ...DEFAULT_BUSINESS_SETTINGS, currency: bad } });
      expect(res.status).toBe(400);
      expect(res.json.errors.currency).toEqual(["Currency must be a three-letter ISO 4217 code, e.g. USD or KES"]);
    }
    await call(settingsRoute, "/", { method: "PUT", cookie: adminCookie, body: DEFAULT_BUSINESS_SETTINGS });
  });

  it("is closed to the 'user' role (403)", async () => {
    const staff = await signIn({ username: STAFF.username, password: "brand-new-password" });
    expect((await call(settingsRoute, "/", { cookie: staff })).status).toBe(403);
    expect((await call(settingsRoute, "/", { method: "PUT", cookie: staff, body: DEFAULT_BUSINESS_SETTINGS })).status).toBe(403);
  });
});
