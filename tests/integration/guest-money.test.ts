import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as payments from "~/routes/api.v1.admin.booking-inquiries.$id.payments";
import * as replies from "~/routes/api.v1.admin.booking-inquiries.$id.replies";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";

// Issue 36 on the server, without any payment provider's keys: every guest e-mail about a booking links to the
// guest's page (item 9), and the page's data says what is due now and later, with times in the business's zone.

let cookie: string;

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.MPESA_CONSUMER_KEY;
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

const patch = (id: number, body: unknown) =>
  call(inquiryById, `/api/v1/admin/booking-inquiries/${id}`, { method: "PATCH", params: { id: String(id) }, body, cookie });

async function guestEmails(id: number, to: string) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().where("inquiryId", "=", id).where("toAddress", "=", to).orderBy("id").execute();
  return rows.map((row) => ({ kind: row.kind, ...renderStoredEmail(row) }));
}

async function tokenOf(id: number): Promise<string> {
  const db = await getDb();
  return (await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirstOrThrow()).guestToken;
}

describe("the guest's money, told right (issue 36)", () => {
  it("item 9: without payment keys, every e-mail to the guest about their booking links to their page", async () => {
    const inquiry = await createInquiry({ startDate: dayFromToday(120), endDate: dayFromToday(123) });
    const token = await tokenOf(inquiry.id);
    expect((await patch(inquiry.id, { status: "confirmed" })).status).toBe(200);
    expect(
      (
        await call(replies, `/api/v1/admin/booking-inquiries/${inquiry.id}/replies`, {
          method: "POST",
          params: { id: String(inquiry.id) },
          body: { body: "See you soon" },
          cookie,
        })
      ).status,
    ).toBe(201);
    const paid = await call(payments, `/api/v1/admin/booking-inquiries/${inquiry.id}/payments`, {
      method: "POST",
      params: { id: String(inquiry.id) },
      body: { method: "bank", amount: 100 },
      cookie,
    });
    expect(paid.status).toBe(201);
    expect((await patch(inquiry.id, { status: "cancelled" })).status).toBe(200);
    const sent = await guestEmails(inquiry.id, inquiry.email);
    expect(sent.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["guestInquiry", "guestDecision", "guestReply", "guestPayment", "guestRefundOwed"]),
    );
    for (const email of sent) {
      expect(email.text, email.kind).toContain(`/stay/${token}`);
      expect(email.html, email.kind).toContain(`/stay/${token}`);
    }
    // Staff e-mails never carry it.
    const db = await getDb();
    const staff = await db.selectFrom("emails").selectAll().where("inquiryId", "=", inquiry.id).where("toAddress", "!=", inquiry.email).execute();
    for (const email of staff) expect(renderStoredEmail(email).text).not.toContain(token);
    expect(JSON.stringify(staff.map((e) => e.payload))).not.toContain(token);
  });

  it("items 2 and 4: the page's data carries dueNow and dueLater; its times have the business's offset", async () => {
    const inquiry = await createInquiry({ startDate: dayFromToday(150), endDate: dayFromToday(153) });
    const token = await tokenOf(inquiry.id);
    expect((await patch(inquiry.id, { status: "confirmed" })).status).toBe(200);
    const total = inquiry.total!;
    const deposit = Math.round(total * 0.3);
    await call(payments, `/api/v1/admin/booking-inquiries/${inquiry.id}/payments`, {
      method: "POST",
      params: { id: String(inquiry.id) },
      body: { method: "bank", amount: deposit },
      cookie,
    });
    const db = await getDb();
    await db.updateTable("payments").set({ settledAt: "2026-11-27T21:07:00.000Z" }).where("inquiryId", "=", inquiry.id).execute();
    const page = await runPage(stayPage.loader, `/stay/${token}`, { params: { token } });
    const data = page.data.payment as { dueNow: number; dueLater: unknown; status: string; payments: { at: string; receipt: unknown }[] };
    expect(data).toMatchObject({ status: "deposit_paid", dueNow: 0, dueLater: { amount: total - deposit, by: dayFromToday(120) } });
    expect(data.payments[0].at).toBe("2026-11-28T00:07:00+03:00");
    expect(data.payments[0]).not.toHaveProperty("providerRef");
  });
});
