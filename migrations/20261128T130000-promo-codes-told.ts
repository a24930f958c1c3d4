import type { Kysely } from "kysely";

// Promo codes say what they did (docs/decisions/1128-guest-forms.md): each inquiry keeps the code its guest entered
// (applied or beaten by the stay discount; promoCodeId still names only a code whose discount applied, its uses),
// and a code may be for one property only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookingInquiries").addColumn("promoCode", "text").execute();
  await db.schema.alterTable("promoCodes").addColumn("propertyId", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("promoCodes").dropColumn("propertyId").execute();
  await db.schema.alterTable("bookingInquiries").dropColumn("promoCode").execute();
}
