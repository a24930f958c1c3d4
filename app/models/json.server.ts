/** Decode a JSON-text list column; a damaged value reads as an empty list rather than failing the page. */
export function decodeList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export const encodeList = (list: readonly string[]): string => JSON.stringify(list);

/** One alt text per image: missing ones read as "", extra ones are dropped (issue 13). */
export const alignAlts = (images: readonly string[], alts: readonly string[]): string[] => images.map((_, i) => alts[i] ?? "");
