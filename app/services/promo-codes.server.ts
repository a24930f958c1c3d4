import { writeTransaction, type DB } from "~/db/db.server";
import { findLivePropertyName } from "~/models/property.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { todayInBusinessZone } from "~/lib/dates";
import { ConflictError, ValidationError } from "~/lib/domain-errors";
import {
  createPromoCode,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
  type PromoCode,
} from "~/models/promo-code.server";
import { PROMO_CODE_MESSAGES, type PromoCodeInput } from "~/schemas/promo-code";

/** Staff commands on promo codes (the JSON API and the staff page), each with its audit row in one transaction. */

/** A code for one property names a live one (400 on `propertyId` otherwise). */
async function assertPropertyLive(trx: DB, input: PromoCodeInput): Promise<void> {
  if (input.propertyId != null && !(await findLivePropertyName(trx, input.propertyId))) {
    throw new ValidationError(PROMO_CODE_MESSAGES.propertyId, { propertyId: [PROMO_CODE_MESSAGES.propertyId] });
  }
}

export function addPromoCode(actor: AuditActor, input: PromoCodeInput): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    await assertPropertyLive(trx, input);
    const saved = await createPromoCode(trx, input);
    await recordAudit(trx, actor, "promo-code.create", { type: "promo-code", id: saved.id, label: saved.code }, { ...input });
    return saved;
  });
}

export function editPromoCode(actor: AuditActor, id: number, input: PromoCodeInput): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    await assertPropertyLive(trx, input);
    const saved = await updatePromoCode(trx, id, input);
    await recordAudit(trx, actor, "promo-code.update", { type: "promo-code", id, label: saved.code }, { ...input });
    return saved;
  });
}

/** Turn a code off (guests can no longer use it; its uses stay counted) or on again. */
export function setPromoCodeActiveness(actor: AuditActor, id: number, active: boolean): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    const saved = await setPromoCodeActive(trx, id, active);
    await recordAudit(trx, actor, active ? "promo-code.activate" : "promo-code.deactivate", { type: "promo-code", id, label: saved.code });
    return saved;
  });
}

/**
 * Delete a code. The staff page passes `unusedOnly`: a code that bookings used is deactivated instead,
 * so its uses stay on the list.
 */
export function removePromoCode(actor: AuditActor, id: number, { unusedOnly = false }: { unusedOnly?: boolean } = {}): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    if (unusedOnly) {
      const existing = await getPromoCode(id, trx);
      if (existing && existing.uses > 0) throw new ConflictError(PROMO_CODE_MESSAGES.used);
    }
    const removed = await deletePromoCode(trx, id);
    await recordAudit(trx, actor, "promo-code.delete", { type: "promo-code", id, label: removed.code });
    return removed;
  });
}

/** Where a code stands for guests today: switched off, out of uses, past its last check-in date, or usable. */
export type PromoCodeStatus = "active" | "inactive" | "used up" | "expired";

export function promoCodeStatus(code: Pick<PromoCode, "active" | "uses" | "maxUses" | "validTo">, today: string): PromoCodeStatus {
  if (!code.active) return "inactive";
  if (code.maxUses != null && code.uses >= code.maxUses) return "used up";
  if (code.validTo != null && code.validTo < today) return "expired";
  return "active";
}

/** The staff page's list: every code, newest first, with its uses and status. */
export async function listPromoCodesWithStatus(today = todayInBusinessZone()) {
  return (await listPromoCodes()).map((code) => ({ ...code, status: promoCodeStatus(code, today) }));
}
