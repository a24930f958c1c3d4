// The admin's counts come from the one helper the whole site uses.
export { plural, pluralWord } from "~/lib/plural";

/** "Mary Wanjiku" from the optional first and last names, or null. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || null;
}

/**
 * One name for one action, on the inquiries list and the booking's page alike: a pending inquiry is a request,
 * a confirmed one a booking (docs/decisions/1128-guest-forms.md).
 */
export function cancelLabel(status: string): "Cancel request" | "Cancel booking" {
  return status === "confirmed" ? "Cancel booking" : "Cancel request";
}
