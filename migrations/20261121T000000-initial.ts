import { sql, type Kysely } from "kysely";
import { identity, ignoringCase, nowText } from "./dialect";

// Column names are camelCase, as in the spec and the JSON API, so no mapping layer is needed.
// Timestamps are ISO-8601 UTC text; stay dates are YYYY-MM-DD text; lists are JSON text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("properties")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("shortDescription", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull().defaultTo("Tigoni, Kenya"))
    .addColumn("bedrooms", "integer", (c) => c.notNull())
    .addColumn("bathrooms", "integer", (c) => c.notNull())
    .addColumn("sleeps", "integer", (c) => c.notNull())
    .addColumn("amenities", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("archivedAt", "text")
    .execute();
  // A slug is unique among live properties; an archived one keeps its slug for its inquiries.
  await db.schema.createIndex("properties_slug_live").unique().on("properties").column("slug").where(sql.ref("archivedAt"), "is", null).execute();
  await db.schema.createIndex("properties_featured").on("properties").columns(["featured", "id"]).where(sql.ref("archivedAt"), "is", null).execute();

  await db.schema
    .createTable("activities")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price", "integer")
    .addColumn("duration", "text")
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("available", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", identity(db))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("password", "text", (c) => c.notNull())
    .addColumn("firstName", "text")
    .addColumn("lastName", "text")
    .addColumn("email", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // Usernames are unique regardless of case, so 'Admin' cannot shadow 'admin'.
  await db.schema.createIndex("users_username").unique().on("users").expression(ignoringCase(db, "username")).execute();

  await db.schema
    .createTable("bookingInquiries")
    .addColumn("id", "integer", identity(db))
    .addColumn("propertyId", "integer", (c) => c.notNull().references("properties.id").onDelete("restrict"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .addColumn("guests", "integer", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("requestChef", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("requestActivities", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("statusChangedAt", "text")
    .addColumn("statusChangedBy", "text")
    .execute();
  await db.schema.createIndex("booking_inquiries_created").on("bookingInquiries").columns(["createdAt desc", "id desc"]).execute();
  await db.schema.createIndex("booking_inquiries_status").on("bookingInquiries").columns(["status", "createdAt desc"]).execute();
  await db.schema.createIndex("booking_inquiries_property").on("bookingInquiries").column("propertyId").execute();

  await db.schema
    .createTable("contactMessages")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("resolved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("resolvedAt", "text")
    .addColumn("resolvedBy", "text")
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contactMessages").columns(["createdAt desc", "id desc"]).execute();
  await db.schema.createIndex("contact_messages_resolved").on("contactMessages").columns(["resolved", "createdAt desc"]).execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("userId").execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expiresAt").execute();

  await db.schema
    .createTable("loginAttempts")
    .addColumn("id", "integer", identity(db))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("clientAddress", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX login_attempts_username ON ${sql.table("loginAttempts")} (${ignoringCase(db, "username")}, ${sql.ref("createdAt")})`.execute(
    db,
  );
  await db.schema.createIndex("login_attempts_client").on("loginAttempts").columns(["clientAddress", "createdAt"]).execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["settings", "loginAttempts", "sessions", "contactMessages", "bookingInquiries", "users", "activities", "properties"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
