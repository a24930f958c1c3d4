import type { Kysely } from "kysely";
import { bytes, nowText } from "./dialect";

// What every app server must share once there can be several over one database (PostgreSQL), kept in
// the database rather than on one machine's disk (docs/decisions/0902-several-servers-share-the-database.md):
// - photos: the bytes of every uploaded photo size, by its file name under /uploads/ (immutable: a new
//   upload always gets a new random name), so any server answers any photo and a backup holds them;
// - appSecrets: the generated session secret (when SESSION_SECRET is unset), so a session started on
//   one server works on every other;
// - jobLeases: who runs a periodic job (the iCal import, audit pruning) until when, so each runs on one
//   server per interval.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable("photos")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("contentType", "text", (c) => c.notNull())
    .addColumn("bytes", bytes(db), (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("appSecrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("jobLeases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["jobLeases", "appSecrets", "photos"]) await db.schema.dropTable(table).ifExists().execute();
}
