import { getDb, writeTransaction, type DB } from "~/db/db.server";
import { todayInBusinessZone, formatLongDate } from "~/lib/dates";
import { ConflictError } from "~/lib/domain-errors";
import { plural } from "~/lib/plural";
import { listUpcomingConfirmedStays, propertyHasInquiries, type UpcomingStay } from "~/models/inquiry.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { createProperty, deleteProperty, findLivePropertyName, restoreProperty, updateProperty, type Property } from "~/models/property.server";
import type { PropertyInput } from "~/schemas/property";

/** The staff commands on properties (the admin pages and their JSON twins), each with its audit row in one transaction. */

const target = (property: Property) => ({ type: "property", id: property.id, label: property.name });

export function addProperty(actor: AuditActor, input: PropertyInput): Promise<Property> {
  return writeTransaction(async (trx) => {
    const property = await createProperty(trx, input);
    await recordAudit(trx, actor, "property.create", target(property));
    return property;
  });
}

export function editProperty(actor: AuditActor, id: number, input: PropertyInput): Promise<Property> {
  return writeTransaction(async (trx) => {
    const property = await updateProperty(trx, id, input);
    await recordAudit(trx, actor, "property.update", target(property));
    return property;
  });
}

/** What deleting a property would do: archive it (inquiries refer to it) or delete it, or be refused. */
export interface PropertyRemovalPlan {
  /** Inquiries refer to it: it is archived (hidden, restorable under Archived), not deleted. */
  archive: boolean;
  /** Confirmed stays not over yet: deleting is refused until they are cancelled. */
  upcomingStays: UpcomingStay[];
  /** The refusal's text when there are upcoming stays. */
  refusal: string | null;
}

/** "TR-7K3M9Q (Jane Guest, December 1, 2026 to December 5, 2026)". */
const stayName = (stay: UpcomingStay) => `${stay.reference} (${stay.name}, ${formatLongDate(stay.startDate)} to ${formatLongDate(stay.endDate)})`;

function refusalOf(name: string, stays: UpcomingStay[]): string | null {
  if (!stays.length) return null;
  const listed = stays.slice(0, 5).map(stayName).join("; ");
  const more = stays.length > 5 ? ` and ${plural(stays.length - 5, "more")}` : "";
  return `${name} cannot be deleted while it has ${plural(stays.length, "upcoming confirmed stay")}: ${listed}${more}. Cancel ${stays.length === 1 ? "it" : "them"} first.`;
}

async function planOf(db: DB, property: Pick<Property, "id" | "name">): Promise<PropertyRemovalPlan> {
  const [archive, upcomingStays] = await Promise.all([
    propertyHasInquiries(db, property.id),
    listUpcomingConfirmedStays(db, property.id, todayInBusinessZone()),
  ]);
  return { archive, upcomingStays, refusal: refusalOf(property.name, upcomingStays) };
}

/** The delete dialog says beforehand which of the two will happen, or why it cannot. */
export async function planPropertyRemoval(property: Pick<Property, "id" | "name">): Promise<PropertyRemovalPlan> {
  return planOf(await getDb(), property);
}

/**
 * Delete a property, or archive it when inquiries refer to it (`archived: true`). Refused (409, naming
 * them) while it has confirmed stays that are not over: a guest is coming, and the stay would vanish
 * from the calendars and exports. The check and the change share the write transaction.
 */
export function removeProperty(actor: AuditActor, id: number): Promise<{ archived: boolean }> {
  return writeTransaction(async (trx) => {
    const property = await findLivePropertyName(trx, id);
    if (property) {
      const { refusal } = await planOf(trx, property);
      if (refusal) throw new ConflictError(refusal);
    }
    const { archived } = await deleteProperty(trx, id);
    await recordAudit(trx, actor, "property.delete", { type: "property", id, label: property?.name }, { archived });
    return { archived };
  });
}

/** Bring an archived property back (a live one took its slug meanwhile: 409). */
export function restoreArchivedProperty(actor: AuditActor, id: number): Promise<Property> {
  return writeTransaction(async (trx) => {
    const property = await restoreProperty(trx, id);
    await recordAudit(trx, actor, "property.restore", target(property));
    return property;
  });
}
