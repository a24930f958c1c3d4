import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { insertContactMessage, setMessageResolved, type ContactMessage } from "~/models/message.server";
import type { ContactInput } from "~/schemas/contact";
import { queueContactEmails } from "./notices.server";

/** A visitor's contact message, stored with its staff and sender e-mails (the outbox) in one transaction: all or nothing. */
export async function createContactMessage(input: ContactInput): Promise<ContactMessage> {
  return writeTransaction(async (trx) => {
    const message = await insertContactMessage(trx, input);
    await queueContactEmails(trx, message);
    return message;
  });
}

/** Mark a contact message resolved (who and when) or unresolved again, with its audit row. */
export function resolveMessage(actor: AuditActor, id: number, resolved: boolean): Promise<ContactMessage> {
  return writeTransaction(async (trx) => {
    const message = await setMessageResolved(trx, id, resolved, actor.username);
    const label = `${message.name} (${message.subject})`;
    await recordAudit(trx, actor, "message.resolve", { type: "contact-message", id, label }, { resolved });
    return message;
  });
}
