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
      queuedAt: iso(i),
      nextAttemptAt: iso(i),
    }));
  });
  // As a database that has been running a while: statistics for the planner (and, on PostgreSQL, the
  // visibility map that lets a count read an index alone).
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(postgres ? "VACUUM ANALYZE" : "ANALYZE").execute(db);
}
