import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { inquiryAuditLabel, setInquiryNote, setInquiryStatus, type InquiryStatus } from "~/models/inquiry.server";

export interface InquiryChange {
  /** Confirm, cancel or reopen (pending): recorded with who and when; a decision e-mails the guest. */
  status?: InquiryStatus;
  /** The internal staff note; null clears it. */
  note?: string | null;
}

/**
 * The staff commands on a booking inquiry (the list page and its JSON twin): change its status, save
 * its note, or both. The changes, their audit rows and the guest's decision e-mail commit together;
 * the status goes first, so a refused change (404, 409 overlap) leaves the note as it was too.
 */
export async function changeInquiry(actor: AuditActor, id: number, change: InquiryChange): Promise<void> {
  await writeTransaction(async (trx) => {
    if (change.status) {
      await setInquiryStatus(trx, id, change.status, actor.username);
      const target = { type: "booking-inquiry", id, label: await inquiryAuditLabel(trx, id) };
      await recordAudit(trx, actor, "inquiry.status", target, { status: change.status });
    }
    if (change.note !== undefined) {
      await setInquiryNote(trx, id, change.note, actor.username);
      const target = { type: "booking-inquiry", id, label: await inquiryAuditLabel(trx, id) };
      await recordAudit(trx, actor, "inquiry.note", target, { cleared: change.note === null });
    }
  });
}
