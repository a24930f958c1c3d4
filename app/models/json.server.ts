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

/** One alt text per image: missing ones read as "", extra ones are dropped. */
export const alignAlts = (images: readonly string[], alts: readonly string[]): string[] => images.map((_, i) => alts[i] ?? "");

/** The photos of a stored row (a property, an activity): its image list and one alt text per image. */
export function decodeImages(row: { images: string; imageAlts: string }): { images: string[]; imageAlts: string[] } {
  const images = decodeList(row.images);
  return { images, imageAlts: alignAlts(images, decodeList(row.imageAlts)) };
}

/** The photo columns to store for a form's or an API body's images and alt texts. */
export function encodeImages(input: { images: readonly string[]; imageAlts?: readonly string[] }): { images: string; imageAlts: string } {
  return { images: encodeList(input.images), imageAlts: encodeList(alignAlts(input.images, input.imageAlts ?? [])) };
}
