import { sql, type Kysely } from "kysely";

// Page cache: one counter that every write to what public pages and public JSON show bumps,
// through SQLite triggers, so every server process (one per core) sees a change on its next request by
// reading one row (see app/models/data-version.server.ts and server/page-cache.js).
//
// A new table whose rows a public page or public JSON shows opts in with a migration of its own:
//
//   for (const statement of pageCacheTriggers("newTable")) await sql.raw(statement).execute(db);
//
// (that is: AFTER INSERT / UPDATE / DELETE triggers that run BUMP). Forgetting it means a public page
// shows the old data until the next other write: add the table to the test in
// tests/integration/page-cache.test.ts too.

export const BUMP = "UPDATE dataVersion SET version = version + 1 WHERE id = 1;";

/** The three triggers that make writes to `table` invalidate every cached public page (optionally only rows matching `when`). */
export function pageCacheTriggers(table: string, when?: { insert?: string; update?: string; delete?: string }): string[] {
  const clause = (condition?: string) => (condition ? ` WHEN ${condition}` : "");
  return [
    `CREATE TRIGGER IF NOT EXISTS page_cache_${table}_insert AFTER INSERT ON ${table}${clause(when?.insert)} BEGIN ${BUMP} END`,
    `CREATE TRIGGER IF NOT EXISTS page_cache_${table}_update AFTER UPDATE ON ${table}${clause(when?.update)} BEGIN ${BUMP} END`,
    `CREATE TRIGGER IF NOT EXISTS page_cache_${table}_delete AFTER DELETE ON ${table}${clause(when?.delete)} BEGIN ${BUMP} END`,
  ];
}

/** Tables whose writes change a public page or public JSON, with the rows that matter (none = every row). */
export const PAGE_CACHE_TABLES: Record<string, { insert?: string; update?: string; delete?: string } | undefined> = {
  properties: undefined,
  activities: undefined,
  settings: undefined,
  // Availability: a new inquiry is pending and shows nowhere public; confirming, cancelling or
  // reopening one (or removing a non-pending one) changes which nights are free.
  bookingInquiries: {
    insert: "NEW.status <> 'pending'",
    update:
      "OLD.status IS NOT NEW.status OR OLD.startDate IS NOT NEW.startDate OR OLD.endDate IS NOT NEW.endDate OR OLD.propertyId IS NOT NEW.propertyId",
    delete: "OLD.status <> 'pending'",
  },
  // Staff blocks and imported iCal events make nights unavailable on the public booking form,
  // the /properties date search and the availability JSON.
  calendarBlocks: undefined,
  calendarEvents: undefined,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dataVersion")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO dataVersion (id, version) VALUES (1, 1)`.execute(db);
  for (const [table, when] of Object.entries(PAGE_CACHE_TABLES)) {
    for (const statement of pageCacheTriggers(table, when)) await sql.raw(statement).execute(db);
  }

  // Indexes that keep the admin lists and the dashboard fast at 100,000 rows.
  // Admin properties page: live properties by id (and its count), search by name.
  await sql`CREATE INDEX IF NOT EXISTS properties_live ON properties(archivedAt, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS properties_slug ON properties(slug)`.execute(db);
  // The admin search (substring of name, location or slug) counts its matches from this covering index, not the table.
  await sql`CREATE INDEX IF NOT EXISTS properties_search ON properties(archivedAt, name, location, slug)`.execute(db);
  // Filtered admin lists, newest first, with the id tie-break of their ORDER BY, so LIMIT stops early.
  await sql`CREATE INDEX IF NOT EXISTS booking_inquiries_status_recent ON bookingInquiries(status, createdAt DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS contact_messages_resolved_recent ON contactMessages(resolved, createdAt DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS emails_status_recent ON emails(status, createdAt, id)`.execute(db);
  // The admin inquiry filters: one property's inquiries newest first (also the availability check's
  // prefix), and the check-in order (also a date window sorted by check-in).
  await sql`CREATE INDEX IF NOT EXISTS booking_inquiries_property_recent ON bookingInquiries(propertyId, createdAt DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS booking_inquiries_checkin ON bookingInquiries(startDate, id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(PAGE_CACHE_TABLES)) {
    for (const kind of ["insert", "update", "delete"]) await sql.raw(`DROP TRIGGER IF EXISTS page_cache_${table}_${kind}`).execute(db);
  }
  await sql`DROP INDEX IF EXISTS properties_live`.execute(db);
  await sql`DROP INDEX IF EXISTS properties_slug`.execute(db);
  await sql`DROP INDEX IF EXISTS properties_search`.execute(db);
  for (const index of [
    "booking_inquiries_status_recent",
    "contact_messages_resolved_recent",
    "emails_status_recent",
    "booking_inquiries_property_recent",
    "booking_inquiries_checkin",
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
  await db.schema.dropTable("dataVersion").ifExists().execute();
}
