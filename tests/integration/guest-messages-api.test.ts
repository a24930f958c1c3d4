import { beforeAll, describe, expect, it } from "vitest";
import * as settingsApi from "~/routes/api.v1.admin.settings.guest-messages";
import * as previewApi from "~/routes/api.v1.admin.settings.guest-messages.preview";
import * as inquiryApi from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as messageApi from "~/routes/api.v1.admin.booking-inquiries.$id.messages.$kind";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { changeInquiry } from "~/services/inquiries.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

// Issue 38's JSON: GET/PUT /api/v1/admin/settings/guest-messages (templates refused with the name of what is
// wrong), a preview for a real booking, the booking's `scheduledMessages` and its Send now / Skip.

let cookie: string;
let bookingId: number;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  const inquiry = await createInquiry({ startDate: dayFromToday(12), endDate: dayFromToday(15) });
  await changeInquiry({ id: 1, username: "admin" }, inquiry.id, { status: "confirmed" });
  bookingId = inquiry.id;
});

const PATH = "/api/v1/admin/settings/guest-messages";

describe("the guest messages' settings over the API", () => {
  it("lists the four defaults, saves an edit, and refuses unknown variables and syntax errors naming them (400, nothing saved)", async () => {
    expect((await call(settingsApi, PATH)).status).toBe(401);
    const got = await call(settingsApi, PATH, { cookie });
    expect(got.status).toBe(200);
    expect(
      got.json.messages.map((m: { kind: string; enabled: boolean; offsetDays: number; timeOfDay: string }) => [
        m.kind,
        m.enabled,
        m.offsetDays,
        m.timeOfDay,
      ]),
    ).toEqual([
      ["before-arrival", true, -3, "10:00"],
      ["arrival-day", true, 0, "08:00"],
      ["thank-you", true, 1, "10:00"],
      ["review-reminder", true, 5, "10:00"],
    ]);
    expect(Object.keys(got.json.variables)).toEqual(expect.arrayContaining(["guestFirstName", "reviewUrl", "balanceDue", "businessPhone"]));

    const thankYou = got.json.messages[2];
    const unknown = await call(settingsApi, PATH, {
      method: "PUT",
      cookie,
      body: { messages: [{ ...thankYou, body: "Hi {{guestLastName}}, {{reviewUrl}}" }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Unknown variable in the body of "Thank you": {{guestLastName}}. Use only the variables listed.');
    expect(unknown.json.errors["messages.0.body"]).toHaveLength(1);

    const broken = await call(settingsApi, PATH, { method: "PUT", cookie, body: { messages: [{ ...thankYou, subject: "{{#balanceDue}}Thanks" }] } });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('Syntax error in the subject of "Thank you": Unclosed section "balanceDue" (at character 22)');
    expect((await call(settingsApi, PATH, { cookie })).json.messages[2]).toEqual(thankYou);

    const saved = await call(settingsApi, PATH, {
      method: "PUT",
      cookie,
      body: { messages: [{ ...thankYou, timeOfDay: "11:30", subject: "Asante, {{guestFirstName}}!" }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.messages[2]).toMatchObject({ timeOfDay: "11:30", subject: "Asante, {{guestFirstName}}!" });
  });

  it("previews a message for a real booking, saved or not", async () => {
    const preview = await call(previewApi, `${PATH}/preview`, {
      method: "POST",
      cookie,
      body: {
        kind: "arrival-day",
        inquiryId: bookingId,
        subject: "Karibu {{guestFirstName}}",
        body: "{{nights}} nights at {{propertyName}} from {{checkIn}}.",
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.subject).toBe("Karibu Amina");
    expect(preview.json.body).toMatch(/^3 nights at .+ from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    const refused = await call(previewApi, `${PATH}/preview`, {
      method: "POST",
      cookie,
      body: { kind: "arrival-day", inquiryId: bookingId, subject: "{{oops}}", body: "x" },
    });
    expect(refused.status).toBe(400);
    const unknownBooking = await call(previewApi, `${PATH}/preview`, {
      method: "POST",
      cookie,
      body: { kind: "arrival-day", inquiryId: 99999, subject: "Hi", body: "x" },
    });
    expect(unknownBooking.status).toBe(404);
  });
});

describe("a booking's scheduled messages over the API", () => {
  it("GET carries scheduledMessages; Send now and Skip settle one (409 once settled, 404 for an unknown kind)", async () => {
    const path = `/api/v1/admin/booking-inquiries/${bookingId}`;
    const detail = await call(inquiryApi, path, { cookie, params: { id: String(bookingId) } });
    expect(detail.json.scheduledMessages.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ["before-arrival", "waiting"],
      ["arrival-day", "waiting"],
      ["thank-you", "waiting"],
      ["review-reminder", "waiting"],
    ]);
    expect(detail.json.scheduledMessages[0].dueAt).toMatch(/^\d{4}-\d{2}-\d{2}T07:00:00\.000Z$/);

    const send = (kind: string, intent: string) =>
      call(messageApi, `${path}/messages/${kind}`, { method: "POST", cookie, params: { id: String(bookingId), kind }, body: { intent } });
    const sent = await send("before-arrival", "send-now");
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ kind: "before-arrival", status: "sent", sentAt: expect.any(String) });
    expect((await send("before-arrival", "skip")).status).toBe(409);
    expect((await send("arrival-day", "skip")).json).toMatchObject({ status: "skipped", reason: "Skipped by admin" });
    expect((await send("farewell", "skip")).status).toBe(404);
    expect((await send("thank-you", "later")).status).toBe(400);

    const after = await call(inquiryApi, path, { cookie, params: { id: String(bookingId) } });
    const summaries = after.json.timeline.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining(['admin sent "Before you arrive" now', 'admin skipped "Arrival day"']));
    expect(summaries.some((s: string) => /^E-mail to amina@example.com queued: Your stay at .+ starts on /.test(s))).toBe(true);
  });
});
