/**
 * Counts as people read them, for every count text of the site, the admin area and the e-mails:
 * "1 photo", "2 photos", "1,250 inquiries". English only needs one and many; `many` defaults to
 * `one` + "s", so only irregular words ("inquiry" / "inquiries") pass it.
 */

/** The word alone for `n`: "inquiry" for 1, "inquiries" otherwise (0 included). */
export function pluralWord(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** "1 inquiry", "12 inquiries", "100,000 inquiries" (thousands separated). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${pluralWord(n, one, many)}`;
}
