// The large data set the admin lists are checked against, 1,000 properties, 100,000
// inquiries (stays spread over four years), 100,000 contact messages and 20,000 e-mails, inserted in one
// transaction through Kysely (so the same rows land in SQLite or PostgreSQL), then the planner's
// statistics refreshed. Used by tests/integration/admin-lists-at-scale.test.ts (query plans on both
// engines) and `npm run bench` (admin pages before and after).
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "../app/db/schema";
import { newGuestToken, sequentialInquiryReference } from "../app/lib/inquiry-reference.server";

const CHUNK = 1000;

async function insertChunked<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Record<string, unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => row(start + k));
    await trx
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .values(rows as any)
      .execute();
  }
}

export async function insertBulkAdminData(db: Kysely<Database>): Promise<void> {
  const iso = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  // Stays spread over four years of check-in dates, three nights each.
  const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const statuses = ["pending", "confirmed", "cancelled"];
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, "properties", 1_000, (i) => ({
      name: `Bulk Cabin ${i}`,
      slug: `bulk-cabin-${i}`,
      description: "A cabin.",
      shortDescription: "A cabin.",
      price: 20000,
      location: i % 2 ? "Limuru, Kenya" : "Tigoni, Kenya",
      bedrooms: 2,
      bathrooms: 1,
      sleeps: 4,
      featured: 0,
      updatedAt: iso(i),
    }));
    const ids = (await trx.selectFrom("properties").select("id").orderBy("id").execute()).map((r) => r.id);
    // References in a fixed order: 100,000 random ones would clash a few times (the app draws again; a bulk insert cannot).
    await insertChunked(trx, "bookingInquiries", 100_000, (i) => ({
      reference: sequentialInquiryReference(i),
      guestToken: newGuestToken(),
      propertyId: ids[i % ids.length],
      name: "Guest",
      email: "guest@example.com",
      phone: "0712345678",
      startDate: day(i % 1460),
      endDate: day((i % 1460) + 3),
      guests: 2,
      createdAt: iso(i),
      status: statuses[i % 3],
    }));
    await insertChunked(trx, "contactMessages", 100_000, (i) => ({
      name: "Guest",
      email: "guest@example.com",
      subject: "Hello",
      message: "A message.",
      createdAt: iso(i),
      resolved: i % 4 === 0 ? 0 : 1,
    }));
    await insertChunked(trx, "emails", 20_000, (i) => ({
      kind: "staffInquiry",
      toAddress: "a@example.com",
      subject: "s",
      html: "h",
      text: "t",
      status: i % 10 === 0 ? "failed" : "sent",
      createdAt: iso(i),
      nextAttemptAt: iso(i),
    }));
  });
  // As a database that has been running a while: statistics for the planner (and, on PostgreSQL, the
  // visibility map that lets a count read an index alone).
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(postgres ? "VACUUM ANALYZE" : "ANALYZE").execute(db);
}

/**
 * The reports' large data set (issue 37): 20 properties with 100,000 booking inquiries over five years (the four
 * before `today` and the one after it), their quotes, 12,500 card payments, staff blocks and imported events. Each
 * property takes an inquiry about every 0.37 days; every eighth is a confirmed 2-night stay (about 2.9 days apart,
 * so confirmed stays never overlap: occupancy near 68 %), the rest pending or cancelled (by the guest or by staff).
 */
export async function insertBulkReportData(db: Kysely<Database>, today: string): Promise<void> {
  const PROPERTIES = 20;
  const BOOKINGS = 100_000;
  const DAYS = 1826;
  const first = Date.parse(`${today}T00:00:00Z`) - 4 * 365 * 86_400_000;
  const day = (n: number) => new Date(first + Math.floor(n) * 86_400_000).toISOString().slice(0, 10);
  const perProperty = BOOKINGS / PROPERTIES;
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, "properties", PROPERTIES, (i) => ({
      name: `Report Cottage ${i}`,
      slug: `report-cottage-${i}`,
      description: "A cottage.",
      shortDescription: "A cottage.",
      price: 150,
      location: "Tigoni, Kenya",
      bedrooms: 2,
      bathrooms: 1,
      sleeps: 4,
      featured: 0,
      updatedAt: new Date(first).toISOString(),
    }));
    const ids = (await trx.selectFrom("properties").select("id").where("slug", "like", "report-cottage-%").orderBy("id").execute()).map((r) => r.id);
    await insertChunked(trx, "bookingInquiries", BOOKINGS, (i) => {
      const k = Math.floor(i / PROPERTIES);
      const start = (k * DAYS) / perProperty;
      const confirmed = k % 8 === 0;
      const nights = confirmed ? 2 : 2 + (k % 5);
      const subtotal = nights * (150 + (k % 7) * 10);
      const discount = nights >= 5 ? Math.round(subtotal * 0.1) : k % 11 === 0 ? 20 : 0;
      const fees = 40;
      const taxes = Math.round((subtotal - discount + fees) * 0.16);
      const total = subtotal - discount + fees + taxes;
      const status = confirmed ? "confirmed" : k % 3 === 0 ? "cancelled" : "pending";
      return {
        reference: sequentialInquiryReference(500_000 + i),
        guestToken: newGuestToken(),
        propertyId: ids[i % PROPERTIES],
        name: "Guest",
        email: "guest@example.com",
        phone: "0712345678",
        startDate: day(start),
        endDate: day(start + nights),
        guests: 2,
        createdAt: new Date(first + (start - 10 - (k % 120)) * 86_400_000).toISOString(),
        status,
        cancelledBy: status === "cancelled" ? (k % 2 ? "guest" : "staff") : null,
        nights,
        total,
        quote: JSON.stringify({
          nights,
          lines: [],
          subtotal,
          discount,
          fees,
          taxes,
          total,
          currency: "USD",
          ...(discount === 20 ? { promoCode: "BULK20" } : {}),
        }),
      };
    });
    const confirmedIds = await trx
      .selectFrom("bookingInquiries")
      .select(["id", "total", "startDate"])
      .where("status", "=", "confirmed")
      .where("propertyId", "in", ids)
      .orderBy("id")
      .execute();
    const methods = ["card", "mpesa", "bank", "cash"] as const;
    await insertChunked(trx, "payments", confirmedIds.length, (i) => {
      const at = new Date(Date.parse(`${confirmedIds[i].startDate}T00:00:00Z`) - 20 * 86_400_000).toISOString();
      return {
        inquiryId: confirmedIds[i].id,
        kind: "payment",
        method: methods[i % 4],
        amount: confirmedIds[i].total ?? 0,
        currency: "USD",
        status: "succeeded",
        createdAt: at,
        settledAt: at,
      };
    });
    await insertChunked(trx, "calendarBlocks", PROPERTIES * 10, (i) => ({
      propertyId: ids[i % PROPERTIES],
      startDate: day(Math.floor(i / PROPERTIES) * 180 + 1),
      endDate: day(Math.floor(i / PROPERTIES) * 180 + 2),
      note: "Upkeep",
    }));
  });
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(postgres ? "VACUUM ANALYZE" : "ANALYZE").execute(db);
}
