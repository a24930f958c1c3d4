import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { addDays } from "~/lib/day-ranges";
import { changeInquiry } from "~/services/inquiries.server";
import { runScheduledMessage, scheduledMessagesOf, sendGuestMessageNow, skipGuestMessage } from "~/services/guest-messages.server";
import { cancelStayAsGuest } from "~/services/guest-page.server";
import { TASK_HANDLERS } from "~/services/task-handlers.server";
import { registerTaskHandlers, runDueTasks } from "~/services/tasks.server";
import { seedTestDb } from "../setup/api";
import { dayFromToday, eat } from "../setup/days";
import { createInquiry } from "../setup/factories";

// Issue 38: the messages before and after a stay are written with its confirmation and each goes out once, at
// its moment in East Africa Time, with a moved clock; a cancelled stay's are dropped; one more than 24 hours
// late is skipped; staff can send one now or skip it.

const ADMIN = { id: 1, username: "admin" };

beforeAll(async () => {
  await seedTestDb();
  registerTaskHandlers(TASK_HANDLERS);
  const db = await getDb();
  await db.updateTable("properties").set({ directions: "Turn left at the tea factory gate." }).where("id", "=", 1).execute();
});

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("tasks").execute();
});

async function confirmedStay(startIn: number, nights: number, name = "Amina Wanjiru") {
  const inquiry = await createInquiry({
    startDate: dayFromToday(startIn),
    endDate: dayFromToday(startIn + nights),
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  });
  await changeInquiry(ADMIN, inquiry.id, { status: "confirmed" });
  return inquiry;
}

async function guestMessageEmails(inquiryId: number) {
  const db = await getDb();
  const rows = await db
    .selectFrom("emails")
    .selectAll()
    .where("inquiryId", "=", inquiryId)
    .where("kind", "=", "guestMessage")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...renderStoredEmail(row),
    kind: (JSON.parse(row.payload!) as { message: { kind: string } }).message.kind,
    to: row.toAddress,
  }));
}

const statuses = async (id: number) => Object.fromEntries((await scheduledMessagesOf(id)).map((m) => [m.kind, m.status]));

describe("a confirmed stay's messages", () => {
  it("are each sent once at their moment, with the right content and the review link, on every run after", async () => {
    const stay = await confirmedStay(10, 4);
    const checkIn = stay.startDate;
    const checkOut = stay.endDate;
    const scheduled = await scheduledMessagesOf(stay.id);
    expect(scheduled.map((m) => [m.kind, m.dueAt, m.status])).toEqual([
      ["before-arrival", eat(addDays(checkIn, -3), "10:00").toISOString(), "waiting"],
      ["arrival-day", eat(checkIn, "08:00").toISOString(), "waiting"],
      ["thank-you", eat(addDays(checkOut, 1), "10:00").toISOString(), "waiting"],
      ["review-reminder", eat(addDays(checkOut, 5), "10:00").toISOString(), "waiting"],
    ]);

    // Nothing before its time.
    await runDueTasks({ now: () => eat(addDays(checkIn, -3), "09:59") });
    expect(await guestMessageEmails(stay.id)).toEqual([]);

    // Before you arrive: two servers running at the same moment still send it once.
    const at = () => eat(addDays(checkIn, -3), "10:00");
    await Promise.all([
      runDueTasks({ now: at }),
      runDueTasks({ now: at }),
      runScheduledMessage({ inquiryId: stay.id, kind: "before-arrival" }, at()),
    ]);
    let sent = await guestMessageEmails(stay.id);
    expect(sent.map((e) => e.kind)).toEqual(["before-arrival"]);
    expect(sent[0]!.to).toBe("amina@example.com");
    expect(sent[0]!.subject).toMatch(/^Your stay at .+ starts on /);
    expect(sent[0]!.text).toContain("Dear Amina,");
    expect(sent[0]!.text).toContain("How to find us: Turn left at the tea factory gate.");
    expect(sent[0]!.text).toContain("Check-in: 4:00 PM - 8:00 PM. Check-out by 11:00 AM");
    expect(sent[0]!.text).toMatch(/Your booking page: http:\/\/localhost:\d+\/stay\/[A-Za-z0-9_-]{32}/);
    expect(sent[0]!.html).toContain("Your booking page</a>");
    expect(await statuses(stay.id)).toMatchObject({ "before-arrival": "sent", "arrival-day": "waiting" });

    // Arrival day, then after check-out the Thank you with the guest's own review link.
    await runDueTasks({ now: () => eat(checkIn, "08:05") });
    await runDueTasks({ now: () => eat(addDays(checkOut, 1), "10:00") });
    sent = await guestMessageEmails(stay.id);
    expect(sent.map((e) => e.kind)).toEqual(["before-arrival", "arrival-day", "thank-you"]);
    expect(sent[1]!.subject).toMatch(/^Welcome to .+ today$/);
    expect(sent[2]!.text).toMatch(/Your review takes two minutes: http:\/\/localhost:\d+\/review\/[A-Za-z0-9_-]{32}/);
    const reviewLink = /\/review\/([A-Za-z0-9_-]{32})/.exec(sent[2]!.text)![1];
    const guestToken = /\/stay\/([A-Za-z0-9_-]{32})/.exec(sent[0]!.text)![1];
    expect(reviewLink).not.toBe(guestToken);

    // The review reminder goes when no review came; runs after that send nothing more.
    await runDueTasks({ now: () => eat(addDays(checkOut, 5), "10:30") });
    await runDueTasks({ now: () => eat(addDays(checkOut, 6), "10:30") });
    sent = await guestMessageEmails(stay.id);
    expect(sent.map((e) => e.kind)).toEqual(["before-arrival", "arrival-day", "thank-you", "review-reminder"]);
    expect(sent[3]!.text).toContain(`/review/${reviewLink}`);
    const all = await scheduledMessagesOf(stay.id);
    expect(all.every((m) => m.status === "sent" && m.sentAt)).toBe(true);
  });

  it("confirmed less than 3 days before check-in: Before you arrive goes at once", async () => {
    const stay = await confirmedStay(1, 2, "Brian Otieno");
    const scheduled = await scheduledMessagesOf(stay.id);
    expect(new Date(scheduled[0]!.dueAt).getTime()).toBeLessThanOrEqual(Date.now());
    await runDueTasks();
    expect((await guestMessageEmails(stay.id)).map((e) => e.kind)).toEqual(["before-arrival"]);
  });

  it("a message more than 24 hours late (every server down) is skipped, and says so; one less late still goes", async () => {
    const stay = await confirmedStay(20, 3, "Chloe Njeri");
    // Before you arrive 23 hours late: still sent.
    await runDueTasks({ now: () => eat(addDays(stay.startDate, -2), "09:00") });
    // Arrival day 25 hours late: skipped.
    await runDueTasks({ now: () => eat(addDays(stay.startDate, 1), "09:00") });
    expect((await guestMessageEmails(stay.id)).map((e) => e.kind)).toEqual(["before-arrival"]);
    const arrival = (await scheduledMessagesOf(stay.id)).find((m) => m.kind === "arrival-day");
    expect(arrival).toMatchObject({ status: "skipped", reason: "More than 24 hours late (no server was running when it was due)" });
  });

  it("cancelled by staff or by the guest: the waiting messages are dropped and never sent", async () => {
    const byStaff = await confirmedStay(30, 2, "Daniel Kamau");
    await changeInquiry(ADMIN, byStaff.id, { status: "cancelled" });
    expect(new Set(Object.values(await statuses(byStaff.id)))).toEqual(new Set(["cancelled"]));

    const byGuest = await confirmedStay(40, 2, "Esther Achieng");
    const { guestToken } = await (
      await getDb()
    )
      .selectFrom("bookingInquiries")
      .select("guestToken")
      .where("id", "=", byGuest.id)
      .executeTakeFirstOrThrow();
    await cancelStayAsGuest(guestToken);
    expect(new Set(Object.values(await statuses(byGuest.id)))).toEqual(new Set(["cancelled"]));

    await runDueTasks({ now: () => eat(addDays(byGuest.endDate, 2), "12:00") });
    expect(await guestMessageEmails(byStaff.id)).toEqual([]);
    expect(await guestMessageEmails(byGuest.id)).toEqual([]);
  });

  it("staff send one now or skip one (audited), once; the task then sends nothing", async () => {
    const stay = await confirmedStay(50, 2, "Faith Muthoni");
    const sent = await sendGuestMessageNow(ADMIN, stay.id, "before-arrival");
    expect(sent).toMatchObject({ status: "sent" });
    await expect(sendGuestMessageNow(ADMIN, stay.id, "before-arrival")).rejects.toThrow(/no longer waiting/);
    expect(await skipGuestMessage(ADMIN, stay.id, "arrival-day")).toMatchObject({ status: "skipped", reason: "Skipped by admin" });
    await runDueTasks({ now: () => eat(stay.startDate, "09:00") });
    expect((await guestMessageEmails(stay.id)).map((e) => e.kind)).toEqual(["before-arrival"]);
    const db = await getDb();
    const audit = await db.selectFrom("auditLog").select("action").where("targetId", "=", String(stay.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["guest-message.send-now", "guest-message.skip"]));
  });
});
