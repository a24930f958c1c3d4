import type { Kysely } from "kysely";

// Where each username last signed in successfully (docs/decisions/1128-login-throttle.md): an address
// from which a username signed in within the last 30 days is "known good" for it and is not held back by
// the cap on that username's failures from everywhere. One row per (lower-cased username, address);
// a sign-in moves its lastAt. The lastAt index serves the pruning of rows past 30 days.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("signInAddresses")
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("clientAddress", "text", (c) => c.notNull())
    .addColumn("lastAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sign_in_addresses_pk", ["username", "clientAddress"])
    .execute();
  await db.schema.createIndex("sign_in_addresses_last_at").on("signInAddresses").column("lastAt").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("signInAddresses").execute();
}
