import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { createProperty, deleteProperty, restoreProperty, updateProperty, type Property } from "~/models/property.server";
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

/** Delete a property, or archive it when inquiries refer to it (`archived: true`). */
export function removeProperty(actor: AuditActor, id: number): Promise<{ archived: boolean }> {
  return writeTransaction(async (trx) => {
    const { archived } = await deleteProperty(trx, id);
    await recordAudit(trx, actor, "property.delete", { type: "property", id }, { archived });
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
