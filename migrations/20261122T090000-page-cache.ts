import { sql, type Kysely } from "kysely";
import { createPostgresStatementTrigger, createSqliteRowTrigger, dropTrigger, isPostgres } from "./dialect";

// Page cache: one counter that every write to what public pages and public JSON show bumps, through
// triggers in the same transaction, so every server process sees a change on its next request (see
// app/db/db.server.ts readDataVersionSync and server/page-cache.js).
//
// A new table whose rows a public page or public JSON shows opts in with a migration of its own:
//
//   await createPageCacheTriggers(db, "newTable");
//
// (AFTER INSERT / UPDATE / DELETE triggers that bump the counter). Forgetting it means a public page
// shows the old data until the next other write: add the table to the test in
// tests/integration/page-cache.test.ts too.

const BUMP = 'UPDATE "dataVersion" SET version = version + 1 WHERE id = 1;';

type Conditions = { insert?: string; update?: string; delete?: string };

/** The three triggers that make writes to `table` invalidate every cached public page (optionally only rows matching `when`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createPageCacheTriggers(db: Kysely<any>, table: string, when?: Conditions): Promise<void> {
  for (const event of ["insert", "update", "delete"] as const) {
    const name = `page_cache_${table}_${event}`;
    if (!isPostgres(db)) {
      await createSqliteRowTrigger(db, name, table, event, BUMP, when?.[event]);
      continue;
    }
    // Once per statement that changed a row that matters: NEW.x and OLD.x of the row condition become
    // columns of the statement's new and old rows (an update's pairs joined on the primary key id).
    const condition = (when?.[event] ?? "TRUE").replace(/\bNEW\./g, "n.").replace(/\bOLD\./g, "o.");
    const rows = { insert: "new_rows n", delete: "old_rows o", update: "old_rows o JOIN new_rows n ON n.id = o.id" }[event];
    const changed = when?.[event] || event !== "update" ? `FROM ${rows} WHERE ${condition}` : "FROM new_rows";
    await createPostgresStatementTrigger(db, name, table, event, `IF EXISTS (SELECT 1 ${changed}) THEN ${BUMP} END IF;`);
  }
}

/** Tables whose writes change a public page or public JSON, with the rows that matter (none = every row). */
export const PAGE_CACHE_TABLES: Record<string, Conditions | undefined> = {
  properties: undefined,
  activities: undefined,
  settings: undefined,
  // Availability: a new inquiry is pending and shows nowhere public; confirming, cancelling or
  // reopening one (or removing a non-pending one) changes which nights are free.
  bookingInquiries: {
    insert: `NEW.status <> 'pending'`,
    update:
      'OLD.status IS DISTINCT FROM NEW.status OR OLD."startDate" IS DISTINCT FROM NEW."startDate" OR ' +
      'OLD."endDate" IS DISTINCT FROM NEW."endDate" OR OLD."propertyId" IS DISTINCT FROM NEW."propertyId"',
    delete: `OLD.status <> 'pending'`,
  },
  // Staff blocks and imported iCal events make nights unavailable on the public booking form,
  // the /properties date search and the availability JSON.
  calendarBlocks: undefined,
  calendarEvents: undefined,
};

/** Indexes that keep the admin lists and the dashboard fast at 100,000 rows. */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  // Admin properties page: live properties by id (and its count), search by name.
  ["properties_live", "properties", ["archivedAt", "id"]],
  ["properties_slug", "properties", ["slug"]],
  // The admin search (substring of name, location or slug) counts its matches from this covering index, not the table.
  ["properties_search", "properties", ["archivedAt", "name", "location", "slug"]],
  // Filtered admin lists, newest first, with the id tie-break of their ORDER BY, so LIMIT stops early.
  ["booking_inquiries_status_recent", "bookingInquiries", ["status", "createdAt desc", "id desc"]],
  ["contact_messages_resolved_recent", "contactMessages", ["resolved", "createdAt desc", "id desc"]],
  ["emails_status_recent", "emails", ["status", "createdAt", "id"]],
  // The admin inquiry filters: one property's inquiries newest first (also the availability check's
  // prefix), and the check-in order (also a date window sorted by check-in).
  ["booking_inquiries_property_recent", "bookingInquiries", ["propertyId", "createdAt desc", "id desc"]],
  ["booking_inquiries_checkin", "bookingInquiries", ["startDate", "id"]],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("dataVersion")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("dataVersion").values({ id: 1, version: 1 }).execute();
  for (const [table, when] of Object.entries(PAGE_CACHE_TABLES)) await createPageCacheTriggers(db, table, when);
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(PAGE_CACHE_TABLES)) {
    for (const event of ["insert", "update", "delete"]) await dropTrigger(db, `page_cache_${table}_${event}`, table);
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable("dataVersion").ifExists().execute();
}
