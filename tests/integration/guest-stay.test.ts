import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { newGuestToken } from "~/lib/inquiry-reference.server";
import { getPropertyById } from "~/models/property.server";
import { updateBusinessSettings, updateEmailSettings } from "~/models/settings.server";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as availability from "~/routes/api.v1.properties.$slug.availability";
import { DEFAULT_EMAIL_SETTINGS } from "~/schemas/email-settings";
import { DEFAULT_BUSINESS_SETTINGS } from "~/schemas/settings-defaults";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry, makeInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";

// The guest's own page, /stay/{token}: what it shows, and the guest's cancellation with everything it sets off.

let cookie: string;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

afterEach(() => {
  process.env.PUBLIC_FORM_LIMIT = "100000";
});

const ALREADY_CANCELLED = "This request has already been cancelled.";
const TOO_LATE = "Bookings can be cancelled online until 2 days before check-in. Please call or e-mail us to change or cancel this booking.";

async function tokenOf(id: number): Promise<string> {
  const db = await getDb();
  return (await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirstOrThrow()).guestToken;
}

const view = (token: string, query = "") => runPage(stayPage.loader, `/stay/${token}${query}`, { params: { token } });
const cancel = (token: string, options: { client?: string; intent?: string } = {}) =>
  runPage(stayPage.action, `/stay/${token}`, { form: { intent: options.intent ?? "cancel" }, params: { token }, client: options.client });

const setStatus = async (id: number, status: string) => {
  const res = await call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, {
    method: "PATCH",
    params: { id: String(id) },
    body: { status },
    cookie,
  });
  expect(res.status).toBe(200);
};

async function stored(id: number) {
  const db = await getDb();
  return db.selectFrom("bookingInquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function emailsOf(id: number) {
  const db = await getDb();
  return db.selectFrom("emails").selectAll().where("inquiryId", "=", id).orderBy("id").execute();
}

async function auditOf(id: number) {
  const db = await getDb();
  return db.selectFrom("auditLog").selectAll().where("targetType", "=", "booking-inquiry").where("targetId", "=", String(id)).orderBy("id").execute();
}

async function unavailable(slug: string) {
  const res = await call(availability, `/api/v1/properties/${slug}/availability`, { params: { slug } });
  expect(res.status).toBe(200);
  return res.json.unavailable as { startDate: string; endDate: string }[];
}

/** A stay of `nights` from `start` days ahead, as one inquiry of `propertyId`, with its token. */
async function request(propertyId: number, start: number, nights = 2, overrides: Record<string, unknown> = {}) {
  const inquiry = await createInquiry({ propertyId, startDate: dayFromToday(start), endDate: dayFromToday(start + nights), ...overrides });
  return { inquiry, token: await tokenOf(inquiry.id) };
}

describe("GET /stay/{token}", () => {
  it("answers an unknown, malformed or near-miss token, or a reference, with 404 and changes nothing on POST", async () => {
    const { inquiry, token } = await request(2, 40);
    const nearMiss = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [
      newGuestToken(),
      nearMiss,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      "abc",
      "x".repeat(40),
      inquiry.reference,
    ]) {
      expect((await view(bad)).status).toBe(404);
      expect((await cancel(bad)).status).toBe(404);
    }
    expect((await stored(inquiry.id)).status).toBe("pending");
    expect(await auditOf(inquiry.id)).toEqual([]);
  });

  it("shows the reference, the property, the stay, the quote as sent in the Settings currency and the status; asks before cancelling", async () => {
    const property = (await getPropertyById(1))!;
    const sent = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ propertyId: 1, startDate: dayFromToday(60), endDate: dayFromToday(64), guests: 3, requestActivities: ["Tea Estate Tour"] }),
    });
    expect(sent.status).toBe(201);
    const token = await tokenOf(sent.json.id);
    try {
      await writeTransaction((trx) => updateBusinessSettings(trx, { ...DEFAULT_BUSINESS_SETTINGS, currency: "KES" }));
      const page = await view(token);
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({
        path: `/stay/${token}`,
        reference: sent.json.reference,
        status: "pending",
        nights: 4,
        guests: 3,
        requestActivities: ["Tea Estate Tour"],
        canCancel: true,
        tooLate: false,
        confirming: false,
        property: { name: property.name, slug: property.slug, image: property.images[0], directions: null },
      });
      expect(page.data.quote).toEqual({
        nights: 4,
        total: expect.stringMatching(/^KES\s?[1-9][\d,]*$/),
        // Line by line as sent: four nights at the base price (no season, fee or tax in the seed).
        lines: [{ label: expect.stringMatching(/^4 nights × /), amount: expect.stringMatching(/^KES\s?[1-9][\d,]*$/) }],
      });
      expect(page.data.checkIn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      // The guest's contact details, message and the staff note are not what this page is for.
      await call(inquiryById, `/api/v1/admin/booking-inquiries/${sent.json.id}`, {
        method: "PATCH",
        params: { id: String(sent.json.id) },
        body: { note: "Staff only: VIP" },
        cookie,
      });
      const text = JSON.stringify((await view(token)).data);
      for (const hidden of ["Staff only", sent.json.email, sent.json.phone]) expect(text).not.toContain(hidden);
      expect((await view(token, "?cancel=1")).data.confirming).toBe(true);
    } finally {
      await writeTransaction((trx) => updateBusinessSettings(trx, DEFAULT_BUSINESS_SETTINGS));
    }
  });

  it("gives a confirmed guest the property's directions, and tells a staff cancellation from the guest's", async () => {
    const db = await getDb();
    await db.updateTable("properties").set({ directions: "Second gate after the tea factory." }).where("id", "=", 4).execute();
    const { inquiry, token } = await request(4, 70);
    expect((await view(token)).data.property.directions).toBeNull();
    await setStatus(inquiry.id, "confirmed");
    expect((await view(token)).data).toMatchObject({
      status: "confirmed",
      stage: "upcoming",
      canCancel: true,
      property: { directions: "Second gate after the tea factory." },
    });
    await setStatus(inquiry.id, "cancelled");
    expect((await view(token)).data).toMatchObject({ status: "cancelled", cancelledBy: "staff", canCancel: false, property: { directions: null } });
    const refused = await cancel(token);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toEqual({ "": [ALREADY_CANCELLED] });
    expect((await stored(inquiry.id)).cancelledBy).toBe("staff");
  });
});

describe("the guest cancels on their page", () => {
  it("cancels a pending request: status and who, staff and guest e-mailed, an audit entry in the guest's name, a timeline entry", async () => {
    const { inquiry, token } = await request(2, 80, 3, { name: "Wanjiku Kamau", email: "wanjiku@example.com" });
    const res = await cancel(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/stay/${token}`);
    expect(res.headers.get("Set-Cookie")).toMatch(/__flash=/);

    const row = await stored(inquiry.id);
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "guest", statusChangedBy: "Wanjiku Kamau (guest)" });
    expect(Date.parse(row.statusChangedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const emails = (await emailsOf(inquiry.id)).filter((e) => e.kind === "staffGuestCancel" || e.kind === "guestCancelled");
    const staff = emails.find((e) => e.kind === "staffGuestCancel")!;
    const guest = emails.find((e) => e.kind === "guestCancelled")!;
    expect(emails).toHaveLength(2);
    expect(staff).toMatchObject({ toAddress: DEFAULT_BUSINESS_SETTINGS.email, replyTo: "wanjiku@example.com", status: "queued" });
    expect(guest).toMatchObject({ toAddress: "wanjiku@example.com", replyTo: DEFAULT_BUSINESS_SETTINGS.email, status: "queued" });
    const staffMail = renderStoredEmail(staff);
    expect(staffMail.subject).toMatch(new RegExp(`^Guest cancelled a request: .*\\(Wanjiku Kamau\\) \\(${inquiry.reference}\\)$`));
    expect(staffMail.text).toContain(`/admin/booking-inquiries/${inquiry.id}`);
    const guestMail = renderStoredEmail(guest);
    expect(guestMail.subject).toBe(`You cancelled your booking request for ${(await getPropertyById(2))!.name} (${inquiry.reference})`);
    // Every guest e-mail about a booking links to the guest's page (issue 36, item 9).
    expect(guestMail.text).toContain(`/stay/${token}`);

    const audit = await auditOf(inquiry.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "inquiry.guest-cancel",
      actorId: null,
      actorName: "the guest",
      summary: `the guest cancelled ${inquiry.reference} (Wanjiku Kamau, ${(await getPropertyById(2))!.name}) on their booking page`,
    });

    const detail = await call(inquiryById, `/api/v1/admin/booking-inquiries/${inquiry.id}`, { params: { id: String(inquiry.id) }, cookie });
    const timeline = detail.json.timeline as { kind: string; actor: string; summary: string }[];
    expect(timeline.filter((e) => e.kind === "guest-cancel")).toEqual([
      expect.objectContaining({ actor: "Wanjiku Kamau", summary: "Wanjiku Kamau cancelled on their booking page" }),
    ]);
    expect(timeline.some((e) => e.kind === "email" && e.summary.includes(staffMail.subject))).toBe(true);
    expect(timeline.some((e) => e.kind === "status")).toBe(false);

    expect((await view(token)).data).toMatchObject({ status: "cancelled", cancelledBy: "guest", canCancel: false, confirming: false });
    expect((await view(token, "?cancel=1")).data.confirming).toBe(false);
  });

  it("cancels a confirmed booking whose check-in is 2 days away, and its nights are free again", async () => {
    const property = (await getPropertyById(3))!;
    const { inquiry, token } = await request(3, 2, 2);
    await setStatus(inquiry.id, "confirmed");
    const held = { startDate: inquiry.startDate, endDate: inquiry.endDate };
    expect(await unavailable(property.slug)).toContainEqual(held);

    const res = await cancel(token);
    expect(res.status).toBe(302);
    expect((await stored(inquiry.id)).status).toBe("cancelled");
    expect(await unavailable(property.slug)).not.toContainEqual(held);
    const staff = (await emailsOf(inquiry.id)).find((e) => e.kind === "staffGuestCancel")!;
    expect(renderStoredEmail(staff).subject).toMatch(/^Guest cancelled a confirmed booking: /);
    expect(JSON.parse(staff.payload!).previousStatus).toBe("confirmed");
    // The nights can be requested again.
    const again = await call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body: makeInquiry({ propertyId: 3, ...held }) });
    expect(again.status).toBe(201);
  });

  it("refuses a confirmed booking whose check-in is tomorrow or today with 409 and changes nothing", async () => {
    const property = (await getPropertyById(5))!;
    for (const start of [1, 0]) {
      const { inquiry, token } = await request(5, start, 1);
      await setStatus(inquiry.id, "confirmed");
      const page = await view(token, "?cancel=1");
      expect(page.data).toMatchObject({ status: "confirmed", canCancel: false, tooLate: true, confirming: false });
      const emailsBefore = (await emailsOf(inquiry.id)).length;
      const auditBefore = (await auditOf(inquiry.id)).length;

      const res = await cancel(token);
      expect(res.status).toBe(409);
      expect(res.data.error).toEqual({ "": [TOO_LATE] });
      expect(await stored(inquiry.id)).toMatchObject({ status: "confirmed", cancelledBy: null });
      expect(await emailsOf(inquiry.id)).toHaveLength(emailsBefore);
      expect(await auditOf(inquiry.id)).toHaveLength(auditBefore);
      const held = await unavailable(property.slug);
      expect(held.some((r) => r.startDate <= inquiry.startDate && r.endDate >= inquiry.endDate)).toBe(true);
    }
  });

  it("refuses a second cancellation (409, nothing more sent or recorded), and of two at once exactly one wins", async () => {
    const { inquiry, token } = await request(6, 90);
    expect((await cancel(token)).status).toBe(302);
    const emails = (await emailsOf(inquiry.id)).length;
    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(again.data.error).toEqual({ "": [ALREADY_CANCELLED] });
    expect(await emailsOf(inquiry.id)).toHaveLength(emails);
    expect(await auditOf(inquiry.id)).toHaveLength(1);

    const racing = await request(6, 100);
    const statuses = (await Promise.all([cancel(racing.token), cancel(racing.token), cancel(racing.token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([302, 409, 409]);
    expect(await auditOf(racing.inquiry.id)).toHaveLength(1);
    expect((await emailsOf(racing.inquiry.id)).filter((e) => e.kind === "staffGuestCancel")).toHaveLength(1);
  });

  it("tells staff even when the guest's decision e-mails are off, and then sends the guest nothing", async () => {
    const { inquiry, token } = await request(2, 120);
    try {
      await writeTransaction((trx) => updateEmailSettings(trx, { ...DEFAULT_EMAIL_SETTINGS, emailGuestDecision: false }));
      expect((await cancel(token)).status).toBe(302);
      const kinds = (await emailsOf(inquiry.id)).map((e) => e.kind);
      expect(kinds).toContain("staffGuestCancel");
      expect(kinds).not.toContain("guestCancelled");
    } finally {
      await writeTransaction((trx) => updateEmailSettings(trx, DEFAULT_EMAIL_SETTINGS));
    }
  });

  it("refuses an unknown action (400) and counts every POST against the public forms' limit (429, Retry-After)", async () => {
    const { inquiry, token } = await request(2, 130);
    const odd = await cancel(token, { intent: "confirm" });
    expect(odd.status).toBe(400);
    expect((await stored(inquiry.id)).status).toBe("pending");

    process.env.PUBLIC_FORM_LIMIT = "2";
    const client = "198.51.100.77";
    expect((await cancel(newGuestToken(), { client })).status).toBe(404);
    expect((await cancel(token, { client, intent: "nothing" })).status).toBe(400);
    const limited = await cancel(token, { client });
    expect(limited.status).toBe(429);
    expect(limited.data.error).toEqual({ "": ["Too many requests. Please try again later."] });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stored(inquiry.id)).status).toBe("pending");
    // Another client is not held back.
    expect((await cancel(token, { client: "198.51.100.78" })).status).toBe(302);
  });
});
