import type { Kysely } from "kysely";

// The scheduled guest messages in the guest's language (issue 40): beside the English subject and body, an optional
// Swahili and German one. Null is "no text in that language": a guest who wrote in it gets the English text. A
// message staff edited before this has none yet (the default translations would not say what staff wrote); one
// staff never edited has no row and reads the default texts of every language.
const COLUMNS = ["subjectSw", "bodySw", "subjectDe", "bodyDe"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("guestMessageSettings").addColumn(column, "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("guestMessageSettings").dropColumn(column).execute();
}
