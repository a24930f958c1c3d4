// The site with Swahili and German offered (SITE_LANGUAGES, read once when first asked).
process.env.SITE_LANGUAGES = "sw,de";

import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { getToast } from "~/lib/toast.server";
import * as homePage from "~/routes/_site.($lang)._index";
import * as contactPage from "~/routes/_site.($lang).contact";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as contactApi from "~/routes/api.v1.contact";
import * as inquiryPatch from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as bookingPage from "~/routes/admin.booking-inquiries_.$id/route";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";
import * as reviewRoute from "~/routes/_site.($lang).review.$token";
import { ensureReviewInvitation } from "~/models/review.server";
import { newGuestToken } from "~/lib/inquiry-reference.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry, makeInquiry, makeInquiryForm } from "../setup/factories";
import { runPage } from "../setup/pages";

const PUBLIC_URL = "https://stay.example.com";

beforeAll(async () => {
  process.env.PUBLIC_URL = PUBLIC_URL;
  await seedTestDb();
});

/** The e-mails queued about whatever `match` picks from their payloads, rendered as they will be sent. */
async function emailsWhere(match: (payload: { inquiry?: { name?: string }; message?: { name?: string } }) => boolean) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().orderBy("id").execute();
  return rows.filter((row) => row.payload && match(JSON.parse(row.payload))).map((row) => ({ kind: row.kind, ...renderStoredEmail(row) }));
}

const flashToast = async (headers: Headers) => {
  const flash = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__flash="));
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: flash! } }))).toast;
};

describe("a request keeps the language it was sent in", () => {
  it("an inquiry sent from /sw is stored in Swahili, told in Swahili, and its acknowledgement is Swahili with the Swahili guest page", async () => {
    const form = makeInquiryForm({
      name: "Amani Wanjiru",
      requestChef: "off",
      startDate: dayFromToday(700),
      endDate: dayFromToday(703),
      language: "de",
    });
    const page = await runPage(homePage.action, "/sw", { form, params: { lang: "sw" } });
    expect(page.status).toBe(302);
    // The page's language wins over anything the form sent.
    const db = await getDb();
    const row = await db
      .selectFrom("bookingInquiries")
      .select(["language", "reference", "guestToken"])
      .where("name", "=", "Amani Wanjiru")
      .executeTakeFirstOrThrow();
    expect(row.language).toBe("sw");
    const toast = await flashToast(page.headers);
    expect(toast?.title).toBe("Ombi la nafasi limetumwa");
    expect(toast?.description).toContain(row.reference);

    const [staff, guest] = await emailsWhere((p) => p.inquiry?.name === "Amani Wanjiru");
    // Staff read English; the guest reads Swahili, dates and the clock as Swahili writes them.
    expect(staff.kind).toBe("staffInquiry");
    expect(staff.subject).toMatch(/^New booking inquiry/);
    expect(guest.kind).toBe("guestInquiry");
    expect(guest.subject).toMatch(/^Tumepokea ombi lako la nafasi katika .* \(TR-/);
    expect(guest.text).toContain("Asante kwa ombi lako la nafasi");
    expect(guest.text).toContain("Nambari ya uhifadhi:");
    expect(guest.text).toMatch(/Imepokelewa: +\d{1,2} [A-Z][a-z]+ \d{4} saa \d{1,2}:\d{2} \(Saa za Afrika Mashariki\)/);
    expect(guest.text).toContain(`${PUBLIC_URL}/sw/stay/${row.guestToken}`);
    expect(guest.text).toContain("Simu:");
    expect(guest.html).toContain('<html lang="sw">');
    for (const english of ["Thank you", "Reference", "Check-in", "Received", "Phone:", "Quoted total", "not a confirmation"]) {
      expect(guest.text).not.toContain(english);
    }
  });

  it("an API client may name the language; a language the site does not write in is refused and nothing is stored", async () => {
    const made = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ name: "Lena Vogel", startDate: dayFromToday(710), endDate: dayFromToday(712), language: "de" }),
    });
    expect(made.status).toBe(201);
    expect(made.json.language).toBe("de");
    const [, guest] = await emailsWhere((p) => p.inquiry?.name === "Lena Vogel");
    expect(guest.subject).toMatch(/^Wir haben Ihre Buchungsanfrage für .* erhalten/);
    expect(guest.html).toContain('<html lang="de">');
    expect(guest.text).toContain("Vielen Dank für Ihre Buchungsanfrage");
    expect(guest.text).toContain("/de/stay/");

    const refused = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ name: "Nobody French", startDate: dayFromToday(714), endDate: dayFromToday(716), language: "fr" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.language).toEqual(["language must be one of en, sw, de"]);
    const db = await getDb();
    expect(await db.selectFrom("bookingInquiries").select("id").where("name", "=", "Nobody French").executeTakeFirst()).toBeUndefined();

    // Without one, English as before.
    const english = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ name: "Plain English", startDate: dayFromToday(718), endDate: dayFromToday(720) }),
    });
    expect(english.json.language).toBe("en");
    const [, ack] = await emailsWhere((p) => p.inquiry?.name === "Plain English");
    expect(ack.subject).toMatch(/^We received your booking inquiry for /);
    expect(ack.html).toContain('<html lang="en">');
  });

  it("a contact message sent from /de is acknowledged in German; the API's too", async () => {
    const form = { name: "Jonas Keller", email: "jonas@example.com", subject: "Anreise mit dem Zug", message: "Gibt es einen Bahnhof in der Nähe?" };
    const page = await runPage(contactPage.action, "/de/contact", { form, params: { lang: "de" } });
    expect(page.status).toBe(302);
    expect((await flashToast(page.headers))?.title).toBe("Nachricht gesendet");
    const db = await getDb();
    expect((await db.selectFrom("contactMessages").select("language").where("name", "=", "Jonas Keller").executeTakeFirstOrThrow()).language).toBe(
      "de",
    );
    const [, ack] = await emailsWhere((p) => p.message?.name === "Jonas Keller");
    expect(ack.kind).toBe("senderMessage");
    expect(ack.subject).toMatch(/^Wir haben Ihre Nachricht erhalten \(Nachricht #\d+\)$/);
    expect(ack.text).toContain("Telefon:");

    const api = await call(contactApi, "/api/v1/contact", { method: "POST", body: { ...form, name: "Neema Achieng", language: "sw" } });
    expect(api.status).toBe(201);
    const [, swahili] = await emailsWhere((p) => p.message?.name === "Neema Achieng");
    expect(swahili.subject).toMatch(/^Tumepokea ujumbe wako/);
  });
});

describe("staff change the language a guest is written to", () => {
  it("through the JSON API and the booking page's form; a language the site does not write in changes nothing", async () => {
    const cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
    const made = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ name: "Wechsel Gast", startDate: dayFromToday(730), endDate: dayFromToday(732), language: "de" }),
    });
    const url = `/api/v1/admin/booking-inquiries/${made.json.id}`;
    const changed = await call(inquiryPatch, url, { method: "PATCH", params: { id: String(made.json.id) }, body: { language: "en" }, cookie });
    expect(changed.status).toBe(200);
    expect(changed.json.language).toBe("en");
    expect(changed.json.status).toBe("pending");
    const refused = await call(inquiryPatch, url, { method: "PATCH", params: { id: String(made.json.id) }, body: { language: "fr" }, cookie });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.language).toEqual(["language must be one of en, sw, de"]);

    const page = await runPage(bookingPage.action, `/admin/booking-inquiries/${made.json.id}`, {
      form: { intent: "language", language: "sw" },
      params: { id: String(made.json.id) },
      cookie,
    });
    expect(page.status).toBe(302);
    expect((await flashToast(page.headers))?.description).toBe("The guest's language has been changed");
    const db = await getDb();
    const row = await db.selectFrom("bookingInquiries").select("language").where("id", "=", made.json.id).executeTakeFirstOrThrow();
    expect(row.language).toBe("sw");
    // Without a session the page's form changes nothing.
    const stranger = await runPage(bookingPage.action, `/admin/booking-inquiries/${made.json.id}`, {
      form: { intent: "language", language: "de" },
      params: { id: String(made.json.id) },
    });
    expect(stranger.status).toBe(302);
    expect((await db.selectFrom("bookingInquiries").select("language").where("id", "=", made.json.id).executeTakeFirstOrThrow()).language).toBe("sw");
  });
});

describe("the guest's own page in the guest's language", () => {
  it("words the request, its dates, price, policy and refusals in German under /de, with its links in German", async () => {
    const made = await call(inquiriesApi, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ name: "Seite Gast", startDate: dayFromToday(740), endDate: dayFromToday(743), language: "de" }),
    });
    const db = await getDb();
    const { guestToken: token } = await db
      .selectFrom("bookingInquiries")
      .select("guestToken")
      .where("id", "=", made.json.id)
      .executeTakeFirstOrThrow();
    const page = await runPage(stayPage.loader, `/de/stay/${token}`, { params: { lang: "de", token } });
    const view = page.data as Awaited<ReturnType<typeof stayPage.loader>>;
    expect(view.path).toBe(`/de/stay/${token}`);
    expect(view.checkIn).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    expect(view.receivedAt).toMatch(/ um \d{1,2}:\d{2}$/);
    expect(view.zone).toBe("Ostafrikanische Zeit");
    expect(view.policy.cancellation.join(" ")).toMatch(/Anreise/);
    expect(view.quote?.lines[0]?.label).toMatch(/Nächte × /);
    expect(view.quote?.total).toMatch(/\$$/);

    // A refusal is the same English text for the API and the page; the page's table words it in German.
    const cancelled = await runPage(stayPage.action, `/de/stay/${token}`, { form: { intent: "cancel" }, params: { lang: "de", token } });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe(`/de/stay/${token}`);
    expect((await flashToast(cancelled.headers))?.title).toBe("Anfrage storniert");
    const again = await runPage(stayPage.action, `/de/stay/${token}`, { form: { intent: "cancel" }, params: { lang: "de", token } });
    expect(again.status).toBe(409);
  });
});

const REVIEW = {
  overall: "5",
  title: "Nebel über dem Tee",
  body: "Die Hütte war makellos und der Blick bei Sonnenaufgang die Reise wert.",
  shownName: "Lena, Deutschland",
};

describe("the review page in the guest's language", () => {
  it("speaks German under /de: its dates, its refusals and its toast", async () => {
    const inquiry = await createInquiry({ propertyId: 2, name: "Lena Vogel", startDate: dayFromToday(40), endDate: dayFromToday(42) });
    const db = await getDb();
    await db
      .updateTable("bookingInquiries")
      .set({ startDate: dayFromToday(-8), endDate: dayFromToday(-5), status: "confirmed" })
      .where("id", "=", inquiry.id)
      .execute();
    const { token } = await ensureReviewInvitation(
      db,
      { inquiryId: inquiry.id, propertyId: 2, stayMonth: dayFromToday(-8).slice(0, 7) },
      newGuestToken,
      new Date(Date.now() + 25 * 24 * 3600_000),
    );
    const page = await runPage(reviewRoute.loader, `/de/review/${token}`, { params: { lang: "de", token } });
    expect(page.status).toBe(200);
    expect(page.data.path).toBe(`/de/review/${token}`);
    expect(page.data.stay).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4} bis \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);

    // The schema's refusal stays English (one text for the API and staff); the page words it in German.
    const refused = await runPage(reviewRoute.action, `/de/review/${token}`, {
      params: { lang: "de", token },
      form: { ...REVIEW, body: "Too short" },
    });
    expect(refused.status).toBe(400);
    const sent = await runPage(reviewRoute.action, `/de/review/${token}`, { params: { lang: "de", token }, form: REVIEW });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/de/review/${token}`);
  });
});
