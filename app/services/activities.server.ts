import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { createActivity, toggleActivity, updateActivity, type Activity } from "~/models/activity.server";
import type { ActivityInput } from "~/schemas/activity";

/** The staff commands on activities (the admin page and its JSON twins), each with its audit row in one transaction. */

const target = (activity: Activity) => ({ type: "activity", id: activity.id, label: activity.name });

export function addActivity(actor: AuditActor, input: ActivityInput): Promise<Activity> {
  return writeTransaction(async (trx) => {
    const activity = await createActivity(trx, input);
    await recordAudit(trx, actor, "activity.create", target(activity));
    return activity;
  });
}

export function editActivity(actor: AuditActor, id: number, input: ActivityInput): Promise<Activity> {
  return writeTransaction(async (trx) => {
    const activity = await updateActivity(trx, id, input);
    await recordAudit(trx, actor, "activity.update", target(activity));
    return activity;
  });
}

/** Enable or disable (flipped in one statement, so two quick toggles never lose one). */
export function toggleActivityAvailability(actor: AuditActor, id: number): Promise<Activity> {
  return writeTransaction(async (trx) => {
    const activity = await toggleActivity(trx, id);
    await recordAudit(trx, actor, "activity.toggle", target(activity), { available: activity.available });
    return activity;
  });
}
