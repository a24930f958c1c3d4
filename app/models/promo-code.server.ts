import { sql } from "kysely";
import { getDb, type DB } from "~/db/db.server";
import { nowIso } from "~/lib/clock";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import type { PromoRules } from "~/lib/pricing";
import { PROMO_CODE_MESSAGES, type PromoCodeInput } from "~/schemas/promo-code";

/** A promo code as staff see it, with its uses (stored inquiries that used it). */
export interface PromoCode extends PromoRules {
  id: number;
  uses: number;
  createdAt: string;
  updatedAt: string;
}

function query(db: DB) {
  return db
    .selectFrom("promoCodes")
    .select([
      "promoCodes.id",
      "promoCodes.code",
      "promoCodes.percent",
      "promoCodes.amount",
      "promoCodes.validFrom",
      "promoCodes.validTo",
      "promoCodes.minNights",
      "promoCodes.maxUses",
      "promoCodes.active",
      "promoCodes.propertyId",
      "promoCodes.createdAt",
      "promoCodes.updatedAt",
    ])
    .select((eb) =>
      eb
        .selectFrom("bookingInquiries")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("bookingInquiries.promoCodeId", "=", "promoCodes.id")
        .as("uses"),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof query>["executeTakeFirstOrThrow"]>>;

function toPromoCode(row: Row): PromoCode {
  return { ...row, active: row.active === 1, uses: Number(row.uses ?? 0) };
}

/** Every promo code, newest first. */
export async function listPromoCodes(): Promise<PromoCode[]> {
  const rows = await query(await getDb())
    .orderBy("promoCodes.id", "desc")
    .execute();
  return rows.map(toPromoCode);
}

export async function getPromoCode(id: number, executor?: DB): Promise<PromoCode | null> {
  const row = await query(executor ?? (await getDb()))
    .where("promoCodes.id", "=", id)
    .executeTakeFirst();
  return row ? toPromoCode(row) : null;
}

/** The code a guest typed (any case), with its uses so far; read inside the booking's write transaction to hold maxUses. */
export async function findPromoCode(db: DB, code: string): Promise<PromoCode | null> {
  const row = await query(db).where("promoCodes.codeKey", "=", code.trim().toUpperCase()).executeTakeFirst();
  return row ? toPromoCode(row) : null;
}

async function assertCodeFree(db: DB, code: string, exceptId?: number) {
  let q = db.selectFrom("promoCodes").select("id").where("codeKey", "=", code.toUpperCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw new ConflictError(PROMO_CODE_MESSAGES.taken, { code: [PROMO_CODE_MESSAGES.taken] });
}

const columns = (input: PromoCodeInput) => ({
  code: input.code,
  codeKey: input.code.toUpperCase(),
  percent: input.percent,
  amount: input.amount,
  validFrom: input.validFrom,
  validTo: input.validTo,
  minNights: input.minNights,
  maxUses: input.maxUses,
  propertyId: input.propertyId ?? null,
  active: input.active ? 1 : 0,
});

/** Add a promo code in the write transaction `db`; a code taken (ignoring case) is a conflict. */
export async function createPromoCode(db: DB, input: PromoCodeInput): Promise<PromoCode> {
  await assertCodeFree(db, input.code);
  const now = nowIso();
  const { id } = await db
    .insertInto("promoCodes")
    .values({ ...columns(input), createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await getPromoCode(id, db))!;
}

/** Replace a promo code's fields in the write transaction `db`. */
export async function updatePromoCode(db: DB, id: number, input: PromoCodeInput): Promise<PromoCode> {
  if (!(await getPromoCode(id, db))) throw new NotFoundError(PROMO_CODE_MESSAGES.notFound);
  await assertCodeFree(db, input.code, id);
  await db
    .updateTable("promoCodes")
    .set({ ...columns(input), updatedAt: nowIso() })
    .where("id", "=", id)
    .execute();
  return (await getPromoCode(id, db))!;
}

/** Delete a promo code in the write transaction `db` (inquiries that used it keep their quote, which names it). */
export async function deletePromoCode(db: DB, id: number): Promise<PromoCode> {
  const existing = await getPromoCode(id, db);
  if (!existing) throw new NotFoundError(PROMO_CODE_MESSAGES.notFound);
  await db.deleteFrom("promoCodes").where("id", "=", id).execute();
  return existing;
}

/** Turn a promo code on or off in the write transaction `db` (staff's Deactivate and Activate). */
export async function setPromoCodeActive(db: DB, id: number, active: boolean): Promise<PromoCode> {
  const result = await db
    .updateTable("promoCodes")
    .set({ active: active ? 1 : 0, updatedAt: nowIso() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw new NotFoundError(PROMO_CODE_MESSAGES.notFound);
  return (await getPromoCode(id, db))!;
}
