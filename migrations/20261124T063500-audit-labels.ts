import type { Kysely } from "kysely";

// The audit log names what each entry is about ("Alpine Retreat", "TR-7K3M9Q (Jane Guest, …)", a file
// name) in a column of its own, written with the entry: the thing may be deleted later, and the log must
// still say what it was. The filters of the audit page read by person and by kind, newest first.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("auditLog").addColumn("targetLabel", "text").execute();
  await db.schema.createIndex("audit_log_actor").ifNotExists().on("auditLog").columns(["actorName", "createdAt"]).execute();
  await db.schema.createIndex("audit_log_action").ifNotExists().on("auditLog").columns(["action", "createdAt"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_action").ifExists().execute();
  await db.schema.dropIndex("audit_log_actor").ifExists().execute();
  await db.schema.alterTable("auditLog").dropColumn("targetLabel").execute();
}
