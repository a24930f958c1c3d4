import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { retryEmail, type Email } from "~/models/email.server";

/** Queue a failed e-mail again (all staff roles): 404 when missing, 409 when it has not failed. */
export function retryFailedEmail(actor: AuditActor, id: number): Promise<Email> {
  return writeTransaction(async (trx) => {
    const email = await retryEmail(trx, id);
    await recordAudit(trx, actor, "email.retry", { type: "email", id });
    return email;
  });
}
