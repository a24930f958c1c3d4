import { sql, type Kysely } from "kysely";

// A claim names the server process that holds it (docs/decisions/1128-claims-name-their-process.md): an
// outbox row's `claimedBy` is the id of that process's row in serverProcesses, so a starting server (or any
// server, once the holder stopped refreshing its row) frees the claims of processes that are gone instead of
// waiting for their lease. `pidSpace` says where a row's pid can be asked about (host, boot, pid namespace).
// The index holds only the rows claimed right now: freeing a gone process's claims never reads the sent ones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("emails").addColumn("claimedBy", "text").execute();
  await db.schema
    .createIndex("emails_claimed_by")
    .on("emails")
    .column("claimedBy")
    .where(sql<boolean>`${sql.ref("claimedBy")} is not null`)
    .execute();
  await db.schema.alterTable("serverProcesses").addColumn("pidSpace", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("serverProcesses").dropColumn("pidSpace").execute();
  await db.schema.dropIndex("emails_claimed_by").execute();
  await db.schema.alterTable("emails").dropColumn("claimedBy").execute();
}
