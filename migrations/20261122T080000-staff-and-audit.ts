import type { Kysely } from "kysely";
import { identity, nowText } from "./dialect";

// Staff accounts, the audit log and photo alt texts (docs/decisions/0810-staff-audit-and-photos.md):
// - users.active: a deactivated user cannot sign in and has no sessions.
// - auditLog: who did what, when (kept for a year; pruned on start-up and daily).
// - properties.imageAlts / activities.imageAlts: alt texts beside the existing `images` URL list
//   (same order), so every caller still gets the URL list the spec's API returns.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .alterTable("users")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("properties")
    .addColumn("imageAlts", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("activities")
    .addColumn("imageAlts", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createTable("auditLog")
    .addColumn("id", "integer", identity(db))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("actorId", "integer")
    .addColumn("actorName", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("targetType", "text")
    .addColumn("targetId", "text")
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_log_recent").on("auditLog").columns(["createdAt", "id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("auditLog").ifExists().execute();
  await db.schema.alterTable("activities").dropColumn("imageAlts").execute();
  await db.schema.alterTable("properties").dropColumn("imageAlts").execute();
  await db.schema.alterTable("users").dropColumn("active").execute();
}
