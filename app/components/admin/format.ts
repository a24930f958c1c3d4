/** "1 inquiry", "12 inquiries", "100,000 inquiries" (thousands separated, as staff read them). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** "Mary Wanjiku" from the optional first and last names, or null. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || null;
}
