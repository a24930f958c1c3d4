import type { Kysely } from "kysely";
import { identity } from "./dialect";

// One row per public-form request (booking inquiry, contact; page or API), per client address, so
// the per-client hourly limit holds across every server process (see models/form-rate-limit.server.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("formRateLimits")
    .addColumn("id", "integer", identity(db))
    .addColumn("clientAddress", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_rate_limits_client").on("formRateLimits").columns(["clientAddress", "createdAt"]).execute();
  await db.schema.createIndex("form_rate_limits_created").on("formRateLimits").column("createdAt").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("formRateLimits").ifExists().execute();
}
