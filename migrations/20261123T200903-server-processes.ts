import type { Kysely } from "kysely";

// One row per server process serving a PostgreSQL database, refreshed every few seconds and removed
// when it stops, so `npm run restore` can refuse while a server runs on it from any machine (a pid file
// beside a SQLite database says the same on one machine; SQLite sites keep using that).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("serverProcesses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("startedAt", "text", (c) => c.notNull())
    .addColumn("seenAt", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("serverProcesses").ifExists().execute();
}
