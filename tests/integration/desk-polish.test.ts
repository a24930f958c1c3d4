import { beforeAll, describe, expect, it } from "vitest";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import * as propertiesAdmin from "~/routes/api.v1.admin.properties._index";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as usersAdmin from "~/routes/api.v1.admin.users._index";
import * as auditApi from "~/routes/api.v1.admin.audit";
import * as emailApi from "~/routes/api.v1.admin.emails.$id._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as propertiesPage from "~/routes/admin.properties";
import * as auditPage from "~/routes/admin.audit";
import * as settingsPage from "~/routes/admin.settings";
import * as emailPage from "~/routes/admin.emails_.$id";
import * as emailsPage from "~/routes/admin.emails";
import * as bookingPage from "~/routes/admin.booking-inquiries_.$id/route";
import { recordAudit } from "~/models/audit.server";
import { getDb } from "~/db/db.server";
import { getBusinessSettings, getEmailSettings, getPricingSettings } from "~/models/settings.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";

let admin: string;
let clerk: string;

const login = async (username: string, password: string) =>
  call(loginRoute, "/api/v1/auth/login", {
    method: "POST",
    body: { username, password },
    clientAddress: `198.51.100.${Math.floor(Math.random() * 200)}`,
  });

const newProperty = (name: string) => ({
  name,
  description: "A cottage by the tea fields.",
  shortDescription: "Quiet and green.",
  location: "Tigoni, Kenya",
  price: 150,
  bedrooms: 1,
  bathrooms: 1,
  sleeps: 2,
  amenities: ["Wifi"],
  images: ["/images/forest-haven-2.svg"],
  featured: false,
});

async function addProperty(name: string): Promise<{ id: number; name: string }> {
  const res = await call(propertiesAdmin, "/api/v1/admin/properties", { method: "POST", cookie: admin, body: newProperty(name) });
  expect(res.status).toBe(201);
  return res.json;
}

async function inquire(propertyId: number, name: string, from: number, to: number): Promise<{ id: number; reference: string }> {
  const res = await call(inquiries, "/api/v1/booking-inquiries", {
    method: "POST",
    clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}`,
    body: makeInquiry({ propertyId, name, startDate: dayFromToday(from), endDate: dayFromToday(to) }),
  });
  expect(res.status).toBe(201);
  return { id: res.json.id, reference: res.json.reference };
}

const setStatus = (id: number, status: string) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", cookie: admin, params: { id: String(id) }, body: { status } });

const deleteProperty = (id: number) =>
  call(propertyById, `/api/v1/admin/properties/${id}`, { method: "DELETE", cookie: admin, params: { id: String(id) } });

const audit = async (query = "") => call(auditApi, `/api/v1/admin/audit${query}`, { cookie: admin });

beforeAll(async () => {
  await seedTestDb();
  admin = (await login(TEST_ADMIN.username, TEST_ADMIN.password)).cookie!;
  const created = await call(usersAdmin, "/api/v1/admin/users", {
    method: "POST",
    cookie: admin,
    body: { username: "wanjiru", password: "a-long-password-123", role: "user" },
  });
  expect(created.status).toBe(201);
  clerk = (await login("wanjiru", "a-long-password-123")).cookie!;
});

describe("deleting a property says what will happen, and refuses while a guest is coming", () => {
  it("409 naming the upcoming confirmed stays, the page's dialog says the same; once cancelled it is archived", async () => {
    const property = await addProperty("Tea Field Cottage");
    const { id: stay, reference } = await inquire(property.id, "Jane Guest", 20, 24);
    expect((await setStatus(stay, "confirmed")).status).toBe(200);

    const dialog = await runPage(propertiesPage.loader, `/admin/properties?delete=${property.id}`, { cookie: admin });
    expect(dialog.data.removal).toMatchObject({ id: property.id, archive: true });
    expect(dialog.data.removal.refusal).toContain("Jane Guest");

    const refused = await deleteProperty(property.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(dialog.data.removal.refusal);
    expect(refused.json.message).toMatch(
      new RegExp(`^Tea Field Cottage cannot be deleted while it has 1 upcoming confirmed stay: ${reference} \\(Jane Guest, `),
    );
    // Still live: the refusal changed nothing.
    expect((await call(propertiesAdmin, "/api/v1/admin/properties", { cookie: admin })).json.some((p: { id: number }) => p.id === property.id)).toBe(
      true,
    );

    // The page's form is refused the same way, with the message in its error toast.
    const page = await runPage(propertiesPage.action, "/admin/properties", { cookie: admin, form: { intent: "delete", id: String(property.id) } });
    expect(page.status).toBe(302);

    expect((await setStatus(stay, "cancelled")).status).toBe(200);
    const plan = await runPage(propertiesPage.loader, `/admin/properties?delete=${property.id}`, { cookie: admin });
    expect(plan.data.removal).toMatchObject({ archive: true, refusal: null, upcomingStays: [] });
    const archived = await deleteProperty(property.id);
    expect(archived.status).toBe(200);
    expect(archived.json.archived).toBe(true);
    const [entry] = (await audit("?kind=property&limit=1")).json;
    expect(entry.summary).toBe("admin archived the property “Tea Field Cottage” (it has booking inquiries; it can be restored)");
  });

  it("a past confirmed stay does not block; a property without inquiries is deleted for good and the log keeps its name", async () => {
    const property = await addProperty("Short Lived Lodge");
    const plan = await runPage(propertiesPage.loader, `/admin/properties?delete=${property.id}`, { cookie: admin });
    expect(plan.data.removal).toMatchObject({ archive: false, refusal: null });
    const deleted = await deleteProperty(property.id);
    expect(deleted.json).toMatchObject({ archived: false });
    const db = await getDb();
    expect(await db.selectFrom("properties").select("id").where("id", "=", property.id).executeTakeFirst()).toBeUndefined();
    const [entry] = (await audit("?kind=property&limit=1")).json;
    expect(entry).toMatchObject({
      action: "property.delete",
      summary: "admin deleted the property “Short Lived Lodge”",
      target: { type: "property", id: String(property.id), label: "Short Lived Lodge" },
    });

    const old = await addProperty("Old Stays Cabin");
    const { id: past } = await inquire(old.id, "Past Guest", 3, 5);
    await setStatus(past, "confirmed");
    // The stay is moved into the past (guests cannot ask for past nights).
    await db
      .updateTable("bookingInquiries")
      .set({ startDate: dayFromToday(-10), endDate: dayFromToday(-6) })
      .where("id", "=", past)
      .execute();
    expect((await deleteProperty(old.id)).json).toMatchObject({ archived: true });
  });
});

describe("the audit log reads as sentences and filters by person and by kind", () => {
  it("names the inquiry, guest and property of a status change, and the user of a user change", async () => {
    const property = await addProperty("Sentence House");
    const { id, reference } = await inquire(property.id, "Mary Wanjiku", 30, 33);
    await setStatus(id, "confirmed");
    const [entry] = (await audit("?kind=inquiry&limit=1")).json;
    expect(entry.summary).toBe(`admin confirmed ${reference} (Mary Wanjiku, Sentence House)`);
    expect(entry.target).toEqual({ type: "booking-inquiry", id: String(id), label: `${reference} (Mary Wanjiku, Sentence House)` });
    const users = (await audit("?kind=user")).json.map((e: { summary: string }) => e.summary);
    expect(users).toContain("admin created the user “wanjiru”");
  });

  it("?actor= and ?kind= in the JSON twin; an unknown kind is a 400", async () => {
    const mine = (await audit("?actor=wanjiru")).json;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e: { actor: { username: string } }) => e.actor.username === "wanjiru")).toBe(true);
    expect(mine[0].summary).toBe("wanjiru signed in");

    const props = await audit("?kind=property&actor=admin");
    expect(props.json.length).toBeGreaterThan(0);
    expect(
      props.json.every((e: { action: string; actor: { username: string } }) => e.action.startsWith("property.") && e.actor.username === "admin"),
    ).toBe(true);
    expect(Number(props.headers.get("X-Total-Count"))).toBe(props.json.length);

    expect((await audit("?actor=nobody-here")).json).toEqual([]);
    const bad = await audit("?kind=spaceships");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Kind must be one of inquiry, property/);
  });

  it("the page's GET form filters the same way, lists the people, and ignores (and names) an unknown kind", async () => {
    const page = await runPage(auditPage.loader, "/admin/audit?actor=wanjiru&kind=auth", { cookie: admin });
    expect(page.data.items.length).toBeGreaterThan(0);
    expect(page.data.items.every((e: { summary: string }) => e.summary === "wanjiru signed in")).toBe(true);
    expect(page.data.actors).toEqual(expect.arrayContaining(["admin", "wanjiru"]));

    const odd = await runPage(auditPage.loader, "/admin/audit?kind=spaceships&actor=wanjiru", { cookie: admin });
    expect(odd.data.errors.kind).toMatch(/^Kind must be one of/);
    expect(odd.data.query).toEqual({ actor: "wanjiru" });
    // Staff who are not administrators never see the log.
    expect((await runPage(auditPage.loader, "/admin/audit", { cookie: clerk })).status).toBe(403);
  });
});

describe("the booking page's commands read as sentences in the log, under Booking inquiries", () => {
  const onPage = (id: number, form: Record<string, string>) =>
    runPage(bookingPage.action, `/admin/booking-inquiries/${id}`, { cookie: admin, params: { id: String(id) }, form });
  const inquiryEntries = async (id: number) =>
    (await audit("?kind=inquiry&limit=200")).json.filter((e: { target: { id: string } | null }) => e.target?.id === String(id));

  it("a reply, a confirmation and a cancellation with a message, a note, and the guest's own cancellation", async () => {
    const property = await addProperty("Timeline Lodge");
    const { id, reference } = await inquire(property.id, "Grace Njeri", 50, 53);
    const named = `${reference} (Grace Njeri, Timeline Lodge)`;

    expect((await onPage(id, { intent: "reply", body: "The chef is free that week." })).status).toBe(302);
    expect((await onPage(id, { intent: "status", status: "confirmed", message: "Welcome!" })).status).toBe(302);
    // A note too long for the field comes back to it (400, what was typed kept), saving nothing and writing no log line.
    const tooLong = await onPage(id, { intent: "note", note: "n".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.error).toEqual({ note: ["Note must be at most 2000 characters"] });
    expect(tooLong.data.initialValue).toMatchObject({ intent: "note", note: "n".repeat(2001) });
    expect((await inquiryEntries(id)).some((e: { summary: string }) => /note/i.test(e.summary))).toBe(false);
    expect((await onPage(id, { intent: "note", note: "Arrives by train" })).status).toBe(302);
    // Cancelling asks first: the first press changes nothing and writes nothing.
    const asked = await onPage(id, { intent: "status", status: "cancelled", message: "Sorry" });
    expect(asked.data).toEqual({ reviewCancel: { message: "Sorry" } });
    expect((await inquiryEntries(id)).some((e: { summary: string }) => e.summary.startsWith("admin cancelled"))).toBe(false);
    expect((await onPage(id, { intent: "status", status: "cancelled", message: "Sorry", confirmed: "yes" })).status).toBe(302);
    expect((await onPage(id, { intent: "status", status: "pending" })).status).toBe(302);
    // What the guest's own cancellation on their stay page writes: no staff actor, only the inquiry's id.
    const db = await getDb();
    await recordAudit(db, null, "inquiry.guest-cancel", { type: "booking-inquiry", id });

    const entries = await inquiryEntries(id);
    expect(entries.map((e: { summary: string }) => e.summary).reverse()).toEqual([
      `admin replied to the guest of ${named}`,
      `admin confirmed ${named} with a personal message`,
      `admin edited the note on ${named}`,
      `admin cancelled ${named} with a personal message`,
      `admin reopened ${named}`,
      `the guest cancelled ${named} on their booking page`,
    ]);
    expect(entries.every((e: { target: { label: string } }) => e.target.label === named)).toBe(true);

    // The audit page shows the same sentences under the same kind, and the person filter finds the guest's entry as the system's.
    const page = await runPage(auditPage.loader, "/admin/audit?kind=inquiry", { cookie: admin });
    const summaries = page.data.items.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain(`admin replied to the guest of ${named}`);
    expect(summaries).toContain(`the guest cancelled ${named} on their booking page`);
    const bySystem = await runPage(auditPage.loader, "/admin/audit?kind=inquiry&actor=system", { cookie: admin });
    expect(bySystem.data.items[0].summary).toBe(`the guest cancelled ${named} on their booking page`);
    // The label is kept with the entry: it still names the property after the property is renamed.
    await db.updateTable("properties").set({ name: "Renamed Lodge" }).where("id", "=", property.id).execute();
    expect((await inquiryEntries(id))[0].summary).toBe(`the guest cancelled ${named} on their booking page`);
  });
});

describe("the Settings page saves every section with one Save", () => {
  it("business details, stay discounts and e-mail switches together; an error anywhere saves nothing", async () => {
    const business = await getBusinessSettings();
    const form: Record<string, string> = {
      intent: "settings",
      ...Object.fromEntries(Object.entries(business).map(([k, v]) => [k, String(v ?? "")])),
      phone: "+254 700 000 111",
      "stayDiscounts[0].minNights": "5",
      "stayDiscounts[0].percent": "12",
      depositPercent: "30",
      balanceDueDays: "30",
      kesExchangeRate: "",
      emailStaffInquiry: "on",
      emailGuestInquiry: "on",
      emailGuestDecision: "on",
      emailStaffMessage: "on",
      // emailSenderMessage unticked: off
    };
    const bad = await runPage(settingsPage.action, "/admin/settings", { cookie: admin, form: { ...form, "stayDiscounts[0].percent": "95" } });
    expect(bad.status).toBe(400);
    expect((await getBusinessSettings()).phone).toBe(business.phone);

    const saved = await runPage(settingsPage.action, "/admin/settings", { cookie: admin, form });
    expect(saved.status).toBe(302);
    expect((await getBusinessSettings()).phone).toBe("+254 700 000 111");
    expect(await getPricingSettings()).toMatchObject({ longStayMinNights: 5, longStayDiscountPercent: 12 });
    expect(await getEmailSettings()).toMatchObject({ emailSenderMessage: false, emailStaffInquiry: true });
  });
});

describe("staff open an e-mail and read what the guest received", () => {
  it("administrators get its HTML and text (page and JSON); other staff 403; unknown 404", async () => {
    const property = await addProperty("Mail House");
    const { reference } = await inquire(property.id, "Reader Guest", 40, 42);
    const db = await getDb();
    const email = await db.selectFrom("emails").select(["id"]).where("kind", "=", "guestInquiry").orderBy("id", "desc").executeTakeFirstOrThrow();

    const json = await call(emailApi, `/api/v1/admin/emails/${email.id}`, { cookie: admin, params: { id: String(email.id) } });
    expect(json.status).toBe(200);
    expect(json.json).toMatchObject({
      id: email.id,
      to: "amina@example.com",
      subject: `We received your booking inquiry for Mail House (${reference})`,
    });
    // Labels are padded to the widest one, which a quote line can widen.
    expect(json.json.text).toMatch(/^Property: +Mail House$/m);
    expect(json.json.html).toContain("Mail House");
    expect((await call(emailApi, `/api/v1/admin/emails/${email.id}`, { cookie: clerk, params: { id: String(email.id) } })).status).toBe(403);
    expect((await call(emailApi, "/api/v1/admin/emails/999999", { cookie: admin, params: { id: "999999" } })).status).toBe(404);

    const page = await runPage(emailPage.loader, `/admin/emails/${email.id}`, { cookie: admin, params: { id: String(email.id) } });
    expect(page.data.email.html).toContain(`<title>We received your booking inquiry for Mail House (${reference})</title>`);
    expect((await runPage(emailPage.loader, `/admin/emails/${email.id}`, { cookie: clerk, params: { id: String(email.id) } })).status).toBe(403);
    expect((await runPage(emailPage.loader, "/admin/emails/999999", { cookie: admin, params: { id: "999999" } })).status).toBe(404);
    // The list links the e-mails for administrators only.
    expect((await runPage(emailsPage.loader, "/admin/emails", { cookie: admin })).data.canRead).toBe(true);
    expect((await runPage(emailsPage.loader, "/admin/emails", { cookie: clerk })).data.canRead).toBe(false);
  });
});
