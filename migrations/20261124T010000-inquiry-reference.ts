import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

// Every booking inquiry gets a reference a guest can read over the phone ("TR-7K3M9Q") and a secret
// token for the guest's own page (/stay/{token}); `cancelledBy` says who cancelled ("guest" or
// "staff"; null for inquiries cancelled before it was recorded, and for any other status). Existing
// rows are given both here, one by one in JavaScript (the same on both engines), then both columns
// are required and unique. docs/decisions/1001-inquiry-reference.md.
//
// SQLite cannot make an added column NOT NULL without a default, nor add a CHECK that holds for the
// rows already there: the columns default to '' (never a real value), a unique index forbids two
// rows sharing one, and a trigger refuses a row written without a reference or token. PostgreSQL adds
// them nullable, backfills, then sets NOT NULL.
//
// The generators are copied here on purpose: a migration must keep doing what it did when it was
// written, whatever app/lib/inquiry-reference.server.ts becomes.

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const reference = () => "TR-" + [...randomBytes(6)].map((b) => ALPHABET[b & 31]).join("");
const token = () => randomBytes(24).toString("base64url");

const GUARD = "booking_inquiries_reference_required";
const REFUSE = `SELECT RAISE(ABORT, 'a booking inquiry needs a reference and a guest token');`;
const MISSING = `NEW.reference = '' OR NEW."guestToken" = ''`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of ["reference", "guestToken"]) {
    await db.schema
      .alterTable("bookingInquiries")
      .addColumn(column, "text", (c) => (postgres ? c : c.notNull().defaultTo("")))
      .execute();
  }
  await db.schema.alterTable("bookingInquiries").addColumn("cancelledBy", "text").execute();

  const rows: { id: number }[] = await db.selectFrom("bookingInquiries").select("id").orderBy("id").execute();
  const taken = new Set<string>();
  for (const { id } of rows) {
    let value = reference();
    while (taken.has(value)) value = reference();
    taken.add(value);
    await db.updateTable("bookingInquiries").set({ reference: value, guestToken: token() }).where("id", "=", id).execute();
  }

  if (postgres) {
    for (const column of ["reference", "guestToken"]) {
      await db.schema
        .alterTable("bookingInquiries")
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
    }
  } else {
    await sql.raw(`CREATE TRIGGER ${GUARD}_insert BEFORE INSERT ON "bookingInquiries" WHEN ${MISSING} BEGIN ${REFUSE} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${GUARD}_update BEFORE UPDATE OF reference, "guestToken" ON "bookingInquiries" WHEN ${MISSING} BEGIN ${REFUSE} END`)
      .execute(db);
  }
  // The reference is looked up as typed by staff (the search) and the token by the guest's page.
  await db.schema.createIndex("booking_inquiries_reference").unique().on("bookingInquiries").column("reference").execute();
  await db.schema.createIndex("booking_inquiries_guest_token").unique().on("bookingInquiries").column("guestToken").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${GUARD}_insert`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS ${GUARD}_update`).execute(db);
  }
  await db.schema.dropIndex("booking_inquiries_guest_token").ifExists().execute();
  await db.schema.dropIndex("booking_inquiries_reference").ifExists().execute();
  for (const column of ["cancelledBy", "guestToken", "reference"]) await db.schema.alterTable("bookingInquiries").dropColumn(column).execute();
}
