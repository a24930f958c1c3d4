import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { businessDayStartUtc, formatLongDate } from "~/lib/dates";
import { addDays } from "~/lib/day-ranges";
import { ConflictError } from "~/lib/domain-errors";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { changeBookingDates } from "~/services/booking.server";
import { scheduledMessagesOf } from "~/services/guest-messages.server";
import { changeInquiry, getInquiryDetail } from "~/services/inquiries.server";
import { recordOfflinePayment } from "~/services/payments.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

// Issue 38 item 3, "dates changed → re-timed": staff move a stay on the booking page (or PATCH { startDate,
// endDate }); the nights are checked and priced again, a confirmed booking's guest messages and their tasks
// move with it, the guest is told, and every refusal changes nothing.

const ADMIN = { id: 1, username: "admin" };
let cookie: string;
let nightly: number;

beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
  const db = await getDb();
  nightly = (await db.selectFrom("properties").select("price").where("id", "=", 1).executeTakeFirstOrThrow()).price;
});

const patch = (id: number, body: unknown) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id: String(id) }, body, cookie });

/** A moment in East Africa Time: day at HH:MM. */
const eat = (day: string, time: string) => {
  const [h, m] = time.split(":").map(Number);
  return new Date(new Date(businessDayStartUtc(day)).getTime() + (h * 60 + m) * 60_000).toISOString();
};

async function stay(startIn: number, nights: number, confirm = true) {
  const inquiry = await createInquiry({ propertyId: 1, startDate: dayFromToday(startIn), endDate: dayFromToday(startIn + nights), guests: 2 });
  if (confirm) await changeInquiry(ADMIN, inquiry.id, { status: "confirmed" });
  return inquiry;
}

async function datesEmails(inquiryId: number) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiryId).where("kind", "=", "guestDatesChanged").execute();
  return rows.map((row) => renderStoredEmail(row));
}

async function row(id: number) {
  const db = await getDb();
  return db.selectFrom("bookingInquiries").select(["startDate", "endDate", "nights", "total"]).where("id", "=", id).executeTakeFirstOrThrow();
}

describe("moving a confirmed stay", () => {
  it("re-times its guest messages and their tasks, prices the new nights, tells the guest and puts it on the timeline", async () => {
    const booking = await stay(20, 2);
    const before = await row(booking.id);
    const startDate = dayFromToday(40);
    const endDate = dayFromToday(43);

    const moved = await changeBookingDates(ADMIN, booking.id, { startDate, endDate });

    expect(moved.inquiry).toMatchObject({ startDate, endDate });
    const after = await row(booking.id);
    expect(after).toMatchObject({ startDate, endDate, nights: 3 });
    expect(after.total).toBeGreaterThan(before.total!);
    expect(after.total).toBeGreaterThanOrEqual(3 * nightly);

    const messages = await scheduledMessagesOf(booking.id);
    expect(messages.map((m) => [m.kind, m.dueAt, m.status])).toEqual([
      ["before-arrival", eat(addDays(startDate, -3), "10:00"), "waiting"],
      ["arrival-day", eat(startDate, "08:00"), "waiting"],
      ["thank-you", eat(addDays(endDate, 1), "10:00"), "waiting"],
      ["review-reminder", eat(addDays(endDate, 5), "10:00"), "waiting"],
    ]);
    // The queue's own tasks moved too: the message goes at its new moment, not the old one.
    const db = await getDb();
    const task = await db
      .selectFrom("tasks")
      .select("runAt")
      .where("dedupeKey", "=", `guest-message:${booking.id}:before-arrival`)
      .where("status", "=", "waiting")
      .executeTakeFirstOrThrow();
    expect(new Date(task.runAt).toISOString()).toBe(eat(addDays(startDate, -3), "10:00"));

    const [email] = await datesEmails(booking.id);
    expect(email.subject).toContain("New dates for your booking at");
    expect(email.text).toContain(`${formatLongDate(startDate)} to ${formatLongDate(endDate)}`);
    expect(email.text).toContain(`it was ${formatLongDate(booking.startDate)} to ${formatLongDate(booking.endDate)}`);
    expect(email.text).toMatch(/\/stay\/[\w-]+/);

    const detail = await getInquiryDetail(booking.id);
    expect(detail.timeline.find((e) => e.kind === "dates")?.summary).toMatch(
      new RegExp(
        `^admin moved the stay to ${formatLongDate(startDate)} to ${formatLongDate(endDate)} ` +
          `\\(it was ${formatLongDate(booking.startDate)} to ${formatLongDate(booking.endDate)}\\); the price went from .+ to .+$`,
      ),
    );
  });

  it("is refused when the new nights clash with another confirmed stay, naming it, and nothing changes", async () => {
    const other = await stay(60, 3);
    const booking = await stay(70, 2);
    const before = await row(booking.id);
    const error = await changeBookingDates(ADMIN, booking.id, { startDate: dayFromToday(61), endDate: dayFromToday(63) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(JSON.stringify((error as ConflictError).facts)).toContain(String(other.reference));
    expect(await row(booking.id)).toEqual(before);
    expect(await datesEmails(booking.id)).toHaveLength(0);
  });

  it("is refused when the new dates cost less than the guest has paid", async () => {
    const booking = await stay(80, 4);
    const before = await row(booking.id);
    await recordOfflinePayment(ADMIN, booking.id, { method: "bank", amount: before.total!, note: undefined });
    const error = await changeBookingDates(ADMIN, booking.id, { startDate: dayFromToday(80), endDate: dayFromToday(82) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toMatch(/less than the .* already paid/);
    expect(await row(booking.id)).toEqual(before);
  });

  it("is refused for a cancelled booking", async () => {
    const booking = await stay(90, 2);
    await changeInquiry(ADMIN, booking.id, { status: "cancelled" });
    await expect(changeBookingDates(ADMIN, booking.id, { startDate: dayFromToday(95), endDate: dayFromToday(97) })).rejects.toThrow(
      "A cancelled booking's dates cannot be changed",
    );
  });
});

describe("moving a pending request", () => {
  it("tells the guest in a request's words and writes no guest messages", async () => {
    const request = await stay(100, 2, false);
    await changeBookingDates(ADMIN, request.id, { startDate: dayFromToday(101), endDate: dayFromToday(104) });
    const [email] = await datesEmails(request.id);
    expect(email.subject).toContain("New dates for your booking request at");
    expect(await scheduledMessagesOf(request.id)).toEqual([]);
  });
});

describe("PATCH /api/v1/admin/booking-inquiries/{id} { startDate, endDate }", () => {
  it("moves the stay and answers the booking", async () => {
    const booking = await stay(110, 2);
    const res = await patch(booking.id, { startDate: dayFromToday(112), endDate: dayFromToday(115) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ startDate: dayFromToday(112), endDate: dayFromToday(115), nights: 3 });
  });

  it("answers 400 naming the field for a check-out before check-in, and for dates sent with a status, changing nothing", async () => {
    const booking = await stay(120, 2);
    const before = await row(booking.id);
    const reversed = await patch(booking.id, { startDate: dayFromToday(125), endDate: dayFromToday(124) });
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ errors: { endDate: [expect.any(String)] } });
    const mixed = await patch(booking.id, { startDate: dayFromToday(125), endDate: dayFromToday(127), status: "cancelled" });
    expect(mixed.status).toBe(400);
    expect((mixed.json as { message: string }).message).toContain("on their own");
    expect(await row(booking.id)).toEqual(before);
  });

  it("answers 409 with the clashes when the nights are taken", async () => {
    await stay(130, 3);
    const booking = await stay(140, 2);
    const res = await patch(booking.id, { startDate: dayFromToday(131), endDate: dayFromToday(133) });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Those dates are not available. Please choose other dates.");
  });
});
