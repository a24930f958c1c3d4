import { beforeAll, describe, expect, it } from "vitest";
import { THROTTLE } from "~/models/login-attempt.server";
import { getPropertyBySlug, listProperties } from "~/models/property.server";
import { createStaff } from "~/services/staff.server";
import * as account from "~/routes/admin.account";
import * as activities from "~/routes/admin.activities";
import * as inquiriesPage from "~/routes/admin.booking-inquiries/route";
import * as messagesPage from "~/routes/admin.contact-messages";
import * as dashboard from "~/routes/admin.dashboard";
import * as notFound from "~/routes/admin.$";
import * as properties from "~/routes/admin.properties";
import * as settings from "~/routes/admin.settings";
import * as layout from "~/routes/admin";
import * as adminIndex from "~/routes/admin._index";
import * as users from "~/routes/admin.users";
import * as loginPage from "~/routes/admin_.login";
import * as logoutPage from "~/routes/admin_.logout";
import * as meRoute from "~/routes/api.v1.auth.me";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as contactApi from "~/routes/api.v1.contact";
import { listActivities } from "~/models/activity.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";
import { runPage as run, type Outcome } from "../setup/pages";

const cookiesOf = (o: Outcome) => o.headers.getSetCookie().map((c) => c.split(";")[0]);
const sessionOf = (o: Outcome) => cookiesOf(o).find((c) => c.startsWith("__session="))!;

async function pageLogin(username: string, password: string, client?: string) {
  return run(loginPage.action, "/admin/login", { form: { username, password, redirectTo: "/admin/properties" }, client });
}

const STAFF = { username: "otieno", password: "otieno-staff-password" };
let admin: string;
let staff: string;

beforeAll(async () => {
  await seedTestDb();
  await createStaff(null, { ...STAFF, role: "user", firstName: null, lastName: null, email: null });
  admin = sessionOf(await pageLogin(TEST_ADMIN.username, TEST_ADMIN.password));
  staff = sessionOf(await pageLogin(STAFF.username, STAFF.password));
});

describe("access", () => {
  it.each([
    ["layout", layout.loader, "/admin/dashboard"],
    ["index", adminIndex.loader, "/admin"],
    ["dashboard", dashboard.loader, "/admin/dashboard"],
    ["properties", properties.loader, "/admin/properties?edit=1"],
    ["activities", activities.loader, "/admin/activities"],
    ["booking inquiries", inquiriesPage.loader, "/admin/booking-inquiries?status=pending"],
    ["contact messages", messagesPage.loader, "/admin/contact-messages"],
    ["users", users.loader, "/admin/users"],
    ["settings", settings.loader, "/admin/settings"],
    ["account", account.loader, "/admin/account"],
    ["unknown page", notFound.loader, "/admin/whatever"],
  ])("%s redirects to the login page without a session, and comes back after", async (_name, loader, path) => {
    const res = await run(loader, path);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location.startsWith("/admin/login")).toBe(true);
    if (path !== "/admin/dashboard" && path !== "/admin") expect(new URL(location, "http://x").searchParams.get("redirectTo")).toBe(path);
  });

  it.each([
    ["properties", properties.action, { intent: "create", name: "X" }],
    ["activities", activities.action, { intent: "toggle", id: "1" }],
    ["booking inquiries", inquiriesPage.action, { intent: "status", id: "1", status: "confirmed" }],
    ["contact messages", messagesPage.action, { intent: "resolve", id: "1", resolved: "true" }],
    ["users", users.action, { username: "x", password: "long-enough-password" }],
    ["settings", settings.action, { businessName: "Hacked" }],
    ["account", account.action, { currentPassword: "a", newPassword: "b", confirmPassword: "b" }],
  ])("the %s action refuses a request without a session", async (_name, action, form) => {
    const res = await run(action, "/admin/x", { form });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("role 'user' gets 403 from the Users and Settings pages and their actions, but can use the content pages", async () => {
    for (const handler of [users.loader, settings.loader]) expect((await run(handler, "/admin/x", { cookie: staff })).status).toBe(403);
    const escalate = await run(users.action, "/admin/users", {
      cookie: staff,
      form: { username: "escalator", password: "long-enough-password", role: "admin" },
    });
    expect(escalate.status).toBe(403);
    expect((await run(settings.action, "/admin/settings", { cookie: staff, form: { businessName: "x" } })).status).toBe(403);
    for (const handler of [dashboard.loader, properties.loader, activities.loader, inquiriesPage.loader, messagesPage.loader, account.loader]) {
      expect((await run(handler, "/admin/x", { cookie: staff })).status).toBe(200);
    }
    expect((await run(users.loader, "/admin/users", { cookie: admin })).status).toBe(200);
  });

  it("/admin goes to the dashboard; an unknown admin page is a 404 inside the shell", async () => {
    const index = await run(adminIndex.loader, "/admin", { cookie: admin });
    expect(index.headers.get("Location")).toBe("/admin/dashboard");
    expect((await run(notFound.loader, "/admin/nope", { cookie: admin })).status).toBe(404);
  });
});

describe("login and logout pages", () => {
  it("signs in: the session cookie and the 'Login successful' toast, back to redirectTo", async () => {
    const res = await pageLogin(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/properties");
    const cookies = cookiesOf(res);
    expect(cookies.some((c) => c.startsWith("__session="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__flash="))).toBe(true);
  });

  it("never redirects outside the site", async () => {
    const res = await run(loginPage.action, "/admin/login", { form: { ...TEST_ADMIN, redirectTo: "//evil.example/x" } });
    expect(res.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("answers bad input with the spec's messages and wrong credentials with the server's message", async () => {
    const empty = await run(loginPage.action, "/admin/login", { form: { username: "", password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toMatchObject({ username: ["Username is required"], password: ["Password is required"] });
    const wrong = await run(loginPage.action, "/admin/login", { form: { username: "admin", password: "nope" }, client: "198.51.100.7" });
    expect(wrong.status).toBe(401);
    expect(wrong.data.error[""]).toEqual(["Invalid username or password"]);
    expect(wrong.data.initialValue.password).toBeUndefined();
    expect(wrong.data.initialValue.username).toBe("admin");
  });

  it(`slows a username down from one address after ${THROTTLE.perUsernameAndClient} failures there: 429, Retry-After and a clear message`, async () => {
    await createStaff(null, { username: "throttled", password: "throttled-password", role: "user", firstName: null, lastName: null, email: null });
    for (let i = 0; i < THROTTLE.perUsernameAndClient; i++) {
      expect((await run(loginPage.action, "/admin/login", { form: { username: "throttled", password: "bad" }, client: "192.0.2.10" })).status).toBe(
        401,
      );
    }
    const refused = await run(loginPage.action, "/admin/login", {
      form: { username: "throttled", password: "throttled-password" },
      client: "192.0.2.10",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.error[""]).toEqual(["Too many failed login attempts. Please wait 1 minute and try again."]);
  });

  it("logout ends the session on the server", async () => {
    const session = sessionOf(await pageLogin(TEST_ADMIN.username, TEST_ADMIN.password));
    expect((await call(meRoute, "/", { cookie: session })).status).toBe(200);
    const res = await run(logoutPage.action, "/admin/logout", { cookie: session, form: {} });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login");
    expect((await call(meRoute, "/", { cookie: session })).status).toBe(401);
    expect((await run(dashboard.loader, "/admin/dashboard", { cookie: session })).status).toBe(302);
  });
});

describe("page forms call the same models and schemas as the API", () => {
  const property = {
    intent: "create",
    name: "Form Made Cabin",
    description: "Made through the admin form.",
    shortDescription: "From the form.",
    location: "Tigoni, Kenya",
    price: "15000",
    bedrooms: "2",
    bathrooms: "1",
    sleeps: "4",
    amenities: "Wifi,  Sauna ,",
    images: "/images/forest-haven-1.svg",
  };

  it("creates a property (an unticked Featured box is false), then updates and deletes it", async () => {
    const created = await run(properties.action, "/admin/properties?dialog=add", { cookie: admin, form: property });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/properties");
    const stored = await getPropertyBySlug("form-made-cabin");
    expect(stored).toMatchObject({ price: 15000, featured: false, amenities: ["Wifi", "Sauna"] });

    const updated = await run(properties.action, "/admin/properties", {
      cookie: admin,
      form: { ...property, intent: "update", id: String(stored!.id), featured: "on", price: "16000" },
    });
    expect(updated.status).toBe(302);
    expect(await getPropertyBySlug("form-made-cabin")).toMatchObject({ price: 16000, featured: true });

    const deleted = await run(properties.action, "/admin/properties", { cookie: admin, form: { intent: "delete", id: String(stored!.id) } });
    expect(deleted.status).toBe(302);
    expect(await getPropertyBySlug("form-made-cabin")).toBeNull();
  });

  it("answers invalid property input with 400 and the field messages, keeping what was typed", async () => {
    const res = await run(properties.action, "/admin/properties?dialog=add", {
      cookie: admin,
      form: { ...property, name: "", price: "0", images: "" },
    });
    expect(res.status).toBe(400);
    expect(res.data.error).toMatchObject({
      name: ["Name is required"],
      price: ["Price must be at least 1"],
      images: ["At least one image is required"],
    });
    expect(res.data.initialValue.description).toBe("Made through the admin form.");
  });

  it("answers a taken slug with 409 and the server's message for the form", async () => {
    const res = await run(properties.action, "/admin/properties", { cookie: admin, form: { ...property, name: "Alpine Retreat" } });
    expect(res.status).toBe(409);
    expect(res.data.error[""][0]).toMatch(/already exists/);
    expect((await listProperties()).filter((p) => p.slug === "alpine-retreat")).toHaveLength(1);
  });

  it("creates an activity with the switch off, refuses price 0 and toggles", async () => {
    const form = { intent: "create", name: "Form Walk", description: "A walk.", duration: "1 hour", price: "0", images: "" };
    const refused = await run(activities.action, "/admin/activities", { cookie: admin, form });
    expect(refused.status).toBe(400);
    expect(refused.data.error.price).toEqual(["Price is required"]);
    expect((await run(activities.action, "/admin/activities", { cookie: admin, form: { ...form, price: "800" } })).status).toBe(302);
    const walk = (await listActivities()).find((a) => a.name === "Form Walk")!;
    expect(walk).toMatchObject({ price: 800, available: false, images: [] });
    await run(activities.action, "/admin/activities", { cookie: admin, form: { intent: "toggle", id: String(walk.id) } });
    expect((await listActivities()).find((a) => a.id === walk.id)!.available).toBe(true);
  });

  it("changes an inquiry's status and a message's resolved flag, back to the same filtered page", async () => {
    const inquiry = await call(inquiriesApi, "/", {
      method: "POST",
      body: makeInquiry({ propertyId: 2, startDate: dayFromToday(9), endDate: dayFromToday(11) }),
    });
    const res = await run(inquiriesPage.action, "/admin/booking-inquiries?status=pending&page=1", {
      cookie: staff,
      form: { intent: "status", id: String(inquiry.json.id), status: "confirmed" },
    });
    expect(res.headers.get("Location")).toBe("/admin/booking-inquiries?status=pending&page=1");
    const list = await run(inquiriesPage.loader, "/admin/booking-inquiries?status=confirmed", { cookie: admin });
    expect(list.data.inquiries.find((i: { id: number }) => i.id === inquiry.json.id)).toMatchObject({
      status: "confirmed",
      statusChangedBy: "otieno",
    });

    const bad = await run(inquiriesPage.action, "/admin/booking-inquiries", {
      cookie: admin,
      form: { intent: "status", id: String(inquiry.json.id), status: "maybe" },
    });
    expect(bad.status).toBe(302);
    expect(bad.headers.getSetCookie().some((c) => c.startsWith("__flash="))).toBe(true);

    const message = await call(contactApi, "/", {
      method: "POST",
      body: { name: "Zawadi", email: "z@example.com", subject: "Late check-in", message: "We will arrive at 10 PM, is that fine?" },
    });
    await run(messagesPage.action, "/admin/contact-messages?unread=true", {
      cookie: admin,
      form: { intent: "resolve", id: String(message.json.id), resolved: "true" },
    });
    const unread = await run(messagesPage.loader, "/admin/contact-messages?unread=true", { cookie: admin });
    expect(unread.data.messages.some((m: { id: number }) => m.id === message.json.id)).toBe(false);
    const all = await run(messagesPage.loader, "/admin/contact-messages", { cookie: admin });
    expect(all.data.messages.find((m: { id: number }) => m.id === message.json.id)).toMatchObject({ resolved: true, resolvedBy: "admin" });
  });

  it("the dashboard counts pending inquiries, active/total activities and unread messages", async () => {
    const res = await run(dashboard.loader, "/admin/dashboard", { cookie: admin });
    expect(res.data.stats.properties).toBe((await listProperties()).length);
    const acts = await listActivities();
    expect(res.data.stats.activities).toEqual({ total: acts.length, active: acts.filter((a) => a.available).length });
    expect(res.data.inquiries.length).toBeLessThanOrEqual(5);
    expect(res.data.messages.length).toBeLessThanOrEqual(5);
  });
});
