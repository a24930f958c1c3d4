import type { Kysely } from "kysely";
import { ignoringCase } from "./dialect";

// The admin inquiry filter finds a property by its whole name, ignoring case (equalsIgnoringCase in
// app/db/sql.ts): an index on the name as that comparison reads it, so PostgreSQL finds it without reading
// every property (SQLite's covering search index served it already).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("properties_name_ci").ifNotExists().on("properties").expression(ignoringCase(db, "name")).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("properties_name_ci").ifExists().execute();
}
