import "~/lib/zod-config";
import { z } from "zod";

/**
 * The kinds of audit entries staff filter by: the first part of each entry's action (`property.delete`
 * is a "property" entry). Shared by the audit page's GET form and GET /api/v1/admin/audit?kind=.
 */
export const AUDIT_KINDS = {
  inquiry: "Booking inquiries",
  property: "Properties",
  calendar: "Calendars",
  activity: "Activities",
  message: "Contact messages",
  review: "Reviews",
  email: "E-mails",
  upload: "Photo uploads",
  user: "Users and passwords",
  auth: "Sign-ins",
  settings: "Settings",
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
const KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

export const AUDIT_QUERY_MESSAGES = {
  actor: "Person must be a username of at most 100 characters",
  kind: `Kind must be one of ${KIND_NAMES.join(", ")}`,
} as const;

/** ?actor= (a username, exactly) and ?kind= (one of AUDIT_KINDS); empty means no filter. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().min(1, AUDIT_QUERY_MESSAGES.actor).max(100, AUDIT_QUERY_MESSAGES.actor).optional(),
  kind: z.enum(KIND_NAMES, { error: AUDIT_QUERY_MESSAGES.kind }).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
