import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { addDays } from "~/lib/day-ranges";
import * as settingsPage from "~/routes/admin.settings_.guest-messages";
import * as settingsApi from "~/routes/api.v1.admin.settings.guest-messages";
import * as previewApi from "~/routes/api.v1.admin.settings.guest-messages.preview";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { DEFAULT_GUEST_MESSAGES } from "~/schemas/guest-messages";
import { changeInquiry } from "~/services/inquiries.server";
import { TASK_HANDLERS } from "~/services/task-handlers.server";
import { registerTaskHandlers, runDueTasks } from "~/services/tasks.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday, eat } from "../setup/days";
import { createInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";

// Issue 40: the messages before and after a stay, and the review request, in the language the guest wrote in:
// staff keep one text per language (defaults in Swahili and German), a language with no text falls back to the
// whole English message, and the dates, times, money and links are those of the text's language.

const ADMIN = { id: 1, username: "admin" };
const PATH = "/api/v1/admin/settings/guest-messages";
let cookie: string;

beforeAll(async () => {
  await seedTestDb();
  registerTaskHandlers(TASK_HANDLERS);
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("tasks").execute();
});

async function confirmedStay(startIn: number, language: "sw" | "de", name: string) {
  const inquiry = await createInquiry({
    startDate: dayFromToday(startIn),
    endDate: dayFromToday(startIn + 3),
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  });
  const db = await getDb();
  await db.updateTable("bookingInquiries").set({ language }).where("id", "=", inquiry.id).execute();
  await changeInquiry(ADMIN, inquiry.id, { status: "confirmed" });
  return inquiry;
}

async function sentMessages(inquiryId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("emails")
    .selectAll()
    .where("inquiryId", "=", inquiryId)
    .where("kind", "=", "guestMessage")
    .orderBy("id")
    .execute();
  return rows.map((row) => renderStoredEmail(row));
}

describe("a guest who wrote in Swahili or German", () => {
  it("gets the default Swahili messages, with Swahili dates, 24-hour times and links to the Swahili pages", async () => {
    const stay = await confirmedStay(820, "sw", "Neema Achieng");
    await runDueTasks({ now: () => eat(addDays(stay.startDate, -3), "10:00") });
    await runDueTasks({ now: () => eat(addDays(stay.endDate, 1), "10:00") });
    const [before, thanks] = await sentMessages(stay.id);
    const day = new Intl.DateTimeFormat("sw-KE", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${stay.startDate}T00:00:00Z`));
    expect(before!.subject).toMatch(new RegExp(`^Ukaaji wako katika .+ unaanza tarehe ${day}$`));
    expect(before!.text).toContain("Mpendwa Neema,");
    expect(before!.text).toContain("Kuingia: 16:00 - 20:00. Kutoka: kabla ya 11:00");
    expect(before!.text).toMatch(/Ukurasa wa nafasi yako: http:\/\/localhost:\d+\/sw\/stay\/[A-Za-z0-9_-]{32}/);
    expect(before!.text).not.toMatch(/\b(Dear|Check-in|booking page)\b/);
    expect(before!.html).toContain('<html lang="sw">');
    expect(thanks!.subject).toMatch(/^Asante kwa kukaa katika /);
    expect(thanks!.text).toMatch(/Tathmini yako inachukua dakika mbili: http:\/\/localhost:\d+\/sw\/review\/[A-Za-z0-9_-]{32}/);
  });

  it("gets staff's own German text; with no German text, the whole English message (English dates, English pages)", async () => {
    const saved = await call(settingsApi, PATH, {
      method: "PUT",
      cookie,
      body: {
        messages: [
          {
            ...DEFAULT_GUEST_MESSAGES["before-arrival"],
            subjectDe: "Bald geht es los, {{guestFirstName}}!",
            bodyDe: "Anreise am {{checkIn}} ab {{checkInTime}}.",
          },
          { ...DEFAULT_GUEST_MESSAGES["thank-you"], subjectDe: null, bodyDe: "" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.messages[2]).toMatchObject({ subjectDe: null, bodyDe: null, subjectSw: DEFAULT_GUEST_MESSAGES["thank-you"].subjectSw });

    const stay = await confirmedStay(830, "de", "Lena Vogel");
    await runDueTasks({ now: () => eat(addDays(stay.startDate, -3), "10:00") });
    await runDueTasks({ now: () => eat(addDays(stay.endDate, 1), "10:00") });
    const [before, thanks] = await sentMessages(stay.id);
    const day = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${stay.startDate}T00:00:00Z`));
    expect(before!.subject).toBe("Bald geht es los, Lena!");
    expect(before!.text).toContain(`Anreise am ${day} ab 16:00 - 20:00.`);
    expect(before!.text).toContain("Ihre Buchungsseite");
    expect(before!.html).toContain('<html lang="de">');
    // No German Thank you: the English one, whole (not German dates or a German frame around English words).
    expect(thanks!.subject).toMatch(/^Thank you for staying at /);
    expect(thanks!.text).toMatch(/Your review takes two minutes: http:\/\/localhost:\d+\/review\/[A-Za-z0-9_-]{32}/);
    expect(thanks!.html).toContain('<html lang="en">');
  });
});

describe("staff's texts per language", () => {
  it("over the API: a language's subject needs its message, its variables are checked, and leaving its fields out keeps them", async () => {
    const current = (await call(settingsApi, PATH, { cookie })).json.messages as Record<string, unknown>[];
    const reminder = current[3]!;
    expect(reminder).toMatchObject({
      kind: "review-reminder",
      subjectSw: "{{propertyName}} ilikuwaje?",
      subjectDe: "Wie war es in {{propertyName}}?",
    });

    const half = await call(settingsApi, PATH, { method: "PUT", cookie, body: { messages: [{ ...reminder, subjectSw: "Habari?", bodySw: null }] } });
    expect(half.status).toBe(400);
    expect(half.json.message).toBe("Enter the Swahili message too, or leave the Swahili subject empty");
    expect(half.json.errors["messages.0.bodySw"]).toEqual(["Enter the Swahili message too, or leave the Swahili subject empty"]);

    const unknown = await call(settingsApi, PATH, { method: "PUT", cookie, body: { messages: [{ ...reminder, bodyDe: "Hallo {{vorname}}" }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Unknown variable in the German body of "Review reminder": {{vorname}}. Use only the variables listed.');
    expect((await call(settingsApi, PATH, { cookie })).json.messages[3]).toEqual(reminder);

    // A client that knows nothing of languages sends the English fields only: the translations stay.
    const { subjectSw: _s, bodySw: _b, subjectDe: _sd, bodyDe: _bd, ...englishOnly } = reminder;
    const kept = await call(settingsApi, PATH, { method: "PUT", cookie, body: { messages: [{ ...englishOnly, timeOfDay: "09:15" }] } });
    expect(kept.status).toBe(200);
    expect(kept.json.messages[3]).toEqual({ ...reminder, timeOfDay: "09:15" });
  });

  it("previews a text with a booking's values as a guest of that language reads them", async () => {
    const stay = await confirmedStay(840, "sw", "Baraka Otieno");
    const preview = await call(previewApi, `${PATH}/preview`, {
      method: "POST",
      cookie,
      body: {
        kind: "before-arrival",
        inquiryId: stay.id,
        subject: "Karibu {{guestFirstName}}",
        body: "{{checkInTime}} · {{guestPageUrl}}",
        language: "sw",
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.subject).toBe("Karibu Baraka");
    expect(preview.json.body).toMatch(/^16:00 - 20:00 · http:\/\/localhost:\d+\/sw\/stay\//);
    const refused = await call(previewApi, `${PATH}/preview`, {
      method: "POST",
      cookie,
      body: { kind: "before-arrival", inquiryId: stay.id, subject: "x", body: "y", language: "fr" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.language).toEqual(["language must be one of en, sw, de"]);
  });

  it("on the settings page: emptying a language's fields leaves it to the English text; the preview says so", async () => {
    const form = {
      intent: "save",
      kind: "arrival-day",
      enabled: "on",
      offsetDays: "0",
      timeOfDay: "08:00",
      subject: DEFAULT_GUEST_MESSAGES["arrival-day"].subject,
      body: DEFAULT_GUEST_MESSAGES["arrival-day"].body,
      subjectSw: "",
      bodySw: "",
      subjectDe: "Willkommen, {{guestFirstName}}",
      bodyDe: "Bis heute Abend!",
    };
    const saved = await runPage(settingsPage.action, "/admin/settings/guest-messages", { form, cookie });
    expect(saved.status).toBe(302);
    const db = await getDb();
    expect(
      await db.selectFrom("guestMessageSettings").select(["subjectSw", "bodySw", "subjectDe"]).where("kind", "=", "arrival-day").executeTakeFirst(),
    ).toEqual({
      subjectSw: null,
      bodySw: null,
      subjectDe: "Willkommen, {{guestFirstName}}",
    });
    const stay = await confirmedStay(850, "sw", "Zawadi Mwangi");
    const page = await runPage(settingsPage.loader, `/admin/settings/guest-messages?preview=arrival-day&inquiry=${stay.id}&language=sw`, { cookie });
    expect(page.data.preview).toMatchObject({ language: "sw", textLanguage: "en", subject: expect.stringMatching(/^Welcome to .+ today$/) });
    const german = await runPage(settingsPage.loader, `/admin/settings/guest-messages?preview=arrival-day&inquiry=${stay.id}&language=de`, {
      cookie,
    });
    expect(german.data.preview).toMatchObject({ textLanguage: "de", subject: "Willkommen, Zawadi", body: "Bis heute Abend!" });
  });
});
