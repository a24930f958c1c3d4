import type { Translate } from "~/i18n/i18n";
/* What the gallery and its lightbox (a chunk of its own, loaded on demand) both know about a property's photos. */

/** The next index, wrapping around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

export const photoAlt = (t: Translate, name: string, index: number, total: number) => t("gallery.photoAlt", { name, number: index + 1, total });
