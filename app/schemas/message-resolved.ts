import "~/lib/zod-config";
import { z } from "zod";

export const RESOLVED_MESSAGE = "Resolved must be true or false";

/**
 * Mark a contact message resolved or not: the admin page's buttons (form values "true"/"false")
 * and PATCH /api/v1/admin/contact-messages/{id} (a JSON boolean). Unlike a checkbox, it has no default.
 */
export const messageResolvedSchema = z.object({
  resolved: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ error: RESOLVED_MESSAGE })),
});
