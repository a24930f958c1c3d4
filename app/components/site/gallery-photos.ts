/* What the gallery and its lightbox (a chunk of its own, loaded on demand) both know about a property's photos. */

/** The next index, wrapping around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

export const photoAlt = (name: string, index: number, total: number) => `${name}, photo ${index + 1} of ${total}`;
