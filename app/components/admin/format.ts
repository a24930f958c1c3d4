// The admin's counts come from the one helper the whole site uses.
export { plural, pluralWord } from "~/lib/plural";

/** "Mary Wanjiku" from the optional first and last names, or null. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || null;
}
