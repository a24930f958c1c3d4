const base = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold";

import type { StoredInquiryStatus } from "~/schemas/inquiry-status";
import { isAdmin, type UserRole } from "~/schemas/user";

const grey = "border-stone-300 bg-stone-100 text-stone-800";

const inquiryStyles: Record<StoredInquiryStatus, string> = {
  pending: "border-yellow-300 bg-yellow-100 text-yellow-900",
  confirmed: "border-green-300 bg-green-100 text-green-900",
  cancelled: "border-red-300 bg-red-100 text-red-900",
  none: grey,
};

/** The spec's status colours: pending yellow, confirmed green, cancelled red, anything else (e.g. "none") grey. */
export function InquiryStatusBadge({ status }: { status: StoredInquiryStatus }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <span className={`${base} ${inquiryStyles[status]}`} data-status={status}>
      {label}
    </span>
  );
}

/** A contact message: 'New' until resolved, then 'Resolved'. */
export function MessageBadge({ resolved }: { resolved: boolean }) {
  return resolved ? (
    <span className={`${base} border-green-300 bg-green-100 text-green-900`} data-status="resolved">
      Resolved
    </span>
  ) : (
    <span className={`${base} border-blue-300 bg-blue-100 text-blue-900`} data-status="new">
      New
    </span>
  );
}

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <span className={`${base} ${isAdmin({ role }) ? "border-gold-300 bg-gold-100 text-gold-900" : grey}`}>
      {role.charAt(0).toUpperCase() + role.slice(1)}
    </span>
  );
}

const emailStyles: Record<string, string> = {
  queued: "border-yellow-300 bg-yellow-100 text-yellow-900",
  sent: "border-green-300 bg-green-100 text-green-900",
  failed: "border-red-300 bg-red-100 text-red-900",
};

/** An outbox e-mail: queued yellow, sent green, failed red. */
export function EmailStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${base} ${emailStyles[status] ?? grey}`} data-status={status}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}

/** A task of the outbox: waiting (or running) yellow, done green, failed red. */
export function TaskStatusBadge({ status, running }: { status: string; running: boolean }) {
  const style = { waiting: emailStyles.queued, done: emailStyles.sent, failed: emailStyles.failed }[status] ?? grey;
  return (
    <span className={`${base} ${style}`} data-status={status}>
      {running ? "Running" : status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
