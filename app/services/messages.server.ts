import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { setMessageResolved, type ContactMessage } from "~/models/message.server";

/** Mark a contact message resolved (who and when) or unresolved again, with its audit row. */
export function resolveMessage(actor: AuditActor, id: number, resolved: boolean): Promise<ContactMessage> {
  return writeTransaction(async (trx) => {
    const message = await setMessageResolved(trx, id, resolved, actor.username);
    const label = `${message.name} (${message.subject})`;
    await recordAudit(trx, actor, "message.resolve", { type: "contact-message", id, label }, { resolved });
    return message;
  });
}
