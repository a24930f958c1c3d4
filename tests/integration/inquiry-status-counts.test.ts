import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, writeTransaction } from "~/db/db.server";
import { tallyByStatus } from "~/lib/tally";
import { INQUIRY_STATUSES } from "~/schemas/inquiry-status";
import { countInquiriesByStatus, countInquiriesPerStatus, listInquiries } from "~/models/inquiry.server";
import { setInquiryStatus } from "~/services/inquiries.server";
import * as statusCounts from "../../migrations/20261122T100000-inquiry-status-counts";
import { seedTestDb } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

// At scale, the admin list's status tabs, its status-filtered total and the dashboard read the
// per-status counts that triggers keep, instead of counting every inquiry. They must always agree with
// a real count, whatever changed the inquiries.

let propertyId: number;
let start = 500;

const newInquiry = (name: string) => {
  start += 3;
  return createInquiry({ propertyId, name, startDate: dayFromToday(start), endDate: dayFromToday(start + 2) });
};

async function realCounts() {
  const db = await getDb();
  const rows = await db
    .selectFrom("bookingInquiries")
    .select(["status", sql<number>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  // Counted from the inquiries themselves, not from the kept counts.
  return tallyByStatus(INQUIRY_STATUSES, rows);
}

async function expectCountsAgree() {
  const real = await realCounts();
  expect(await countInquiriesPerStatus()).toEqual(real);
  for (const status of ["pending", "confirmed", "cancelled"] as const) {
    expect(await countInquiriesByStatus(status)).toBe(real[status]);
    expect((await listInquiries({ status, page: 1, pageSize: 5 })).total).toBe(real[status]);
  }
  expect((await listInquiries({ page: 1, pageSize: 5 })).total).toBe(real.pending + real.confirmed + real.cancelled);
  return real;
}

beforeAll(async () => {
  const db = await seedTestDb();
  propertyId = (await db.selectFrom("properties").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});

describe("inquiry counts per status", () => {
  it("follow new inquiries, confirmations, cancellations, reopenings and removals", async () => {
    const before = await expectCountsAgree();
    const a = await newInquiry("Count One");
    const b = await newInquiry("Count Two");
    const c = await newInquiry("Count Three");
    expect((await expectCountsAgree()).pending).toBe(before.pending + 3);

    await writeTransaction((trx) => setInquiryStatus(trx, a.id, "confirmed", "admin"));
    await writeTransaction((trx) => setInquiryStatus(trx, b.id, "cancelled", "admin"));
    let now = await expectCountsAgree();
    expect(now.confirmed).toBe(before.confirmed + 1);
    expect(now.cancelled).toBe(before.cancelled + 1);

    // The same status again changes nothing; reopening moves it back.
    await writeTransaction((trx) => setInquiryStatus(trx, a.id, "confirmed", "admin"));
    await writeTransaction((trx) => setInquiryStatus(trx, b.id, "pending", "admin"));
    now = await expectCountsAgree();
    expect(now.pending).toBe(before.pending + 2);

    // Removed outside the app (a retention purge, a console): still right.
    const db = await getDb();
    await db.deleteFrom("bookingInquiries").where("id", "in", [c.id, a.id]).execute();
    now = await expectCountsAgree();
    expect(now).toEqual({ ...before, pending: before.pending + 1 });
  });

  it("start from the inquiries a database already holds when the migration runs", async () => {
    await newInquiry("Before Migration");
    const db = await getDb();
    await statusCounts.down(db);
    await newInquiry("Also Before Migration");
    await statusCounts.up(db);
    await expectCountsAgree();
    await newInquiry("After Migration");
    await expectCountsAgree();
  });
});
