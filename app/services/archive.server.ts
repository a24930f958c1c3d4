import type { User } from "~/models/user.server";
import { restoreProperty } from "~/models/property.server";
import { recordAudit } from "./audit.server";

/** Restore an archived property and record who did it (page and API). */
export async function restoreArchivedProperty(actor: User, id: number) {
  const property = await restoreProperty(id);
  await recordAudit(actor, "property.restore", { type: "property", id: property.id, label: property.name });
  return property;
}
