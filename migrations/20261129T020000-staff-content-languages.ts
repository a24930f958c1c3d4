import type { Kysely } from "kysely";

// Staff's texts in Swahili and German (issue 40 item 4): a property's description and short description and an
// activity's description may each be given in Swahili and German beside the English one. Nullable: none given is
// null, and the pages then show the English text marked lang="en". Names stay as staff wrote them.
const COLUMNS = {
  properties: ["descriptionSw", "descriptionDe", "shortDescriptionSw", "shortDescriptionDe"],
  activities: ["descriptionSw", "descriptionDe"],
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS))
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS))
    for (const column of [...columns].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
}
