import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { createPromoCode, deletePromoCode, updatePromoCode, type PromoCode } from "~/models/promo-code.server";
import type { PromoCodeInput } from "~/schemas/promo-code";

/** Staff commands on promo codes (the JSON API and the staff page), each with its audit row in one transaction. */

export function addPromoCode(actor: AuditActor, input: PromoCodeInput): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    const saved = await createPromoCode(trx, input);
    await recordAudit(trx, actor, "promo-code.create", { type: "promo-code", id: saved.id, label: saved.code }, { ...input });
    return saved;
  });
}

export function editPromoCode(actor: AuditActor, id: number, input: PromoCodeInput): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    const saved = await updatePromoCode(trx, id, input);
    await recordAudit(trx, actor, "promo-code.update", { type: "promo-code", id, label: saved.code }, { ...input });
    return saved;
  });
}

export function removePromoCode(actor: AuditActor, id: number): Promise<PromoCode> {
  return writeTransaction(async (trx) => {
    const removed = await deletePromoCode(trx, id);
    await recordAudit(trx, actor, "promo-code.delete", { type: "promo-code", id, label: removed.code });
    return removed;
  });
}
