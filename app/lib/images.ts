/**
 * Uploaded photos are stored as several re-encoded widths whose names say what exists:
 * `/uploads/<32 hex>-<largest width>.webp` is the URL kept in the image list, beside it
 * `<id>-<w>.webp` for each smaller standard width, and, when AVIF paid off, `<id>-avif-…` names
 * with `.avif` siblings. So srcset is built from the URL alone (no database lookup on public pages).
 */
import { SITE_IMAGES_WITH_AVIF } from "./site-images.generated";

export const UPLOAD_WIDTHS = [480, 960, 1600] as const;

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})(-avif)?-(\d{1,5})\.webp$/;

export interface UploadedSources {
  src: string;
  webpSrcSet: string;
  avifSrcSet?: string;
}

/** The widths stored for an image whose largest stored width is `largest`. */
export function widthsUpTo(largest: number): number[] {
  return [...UPLOAD_WIDTHS.filter((w) => w < largest), largest];
}

export function uploadedUrl(id: string, avif: boolean, largest: number): string {
  return `/uploads/${id}${avif ? "-avif" : ""}-${largest}.webp`;
}

/** A srcset of `<base>-<width>.<type>` files, one per width. */
const srcSet = (base: string, widths: readonly number[], type: "webp" | "avif") => widths.map((w) => `${base}-${w}.${type} ${w}w`).join(", ");

/** srcset data for an uploaded image URL; null for any other image (typed URLs, /images/…). */
export function uploadedSources(url: string): UploadedSources | null {
  const match = UPLOAD_URL.exec(url);
  if (!match) return null;
  const [, id, avif, largestText] = match;
  const base = `/uploads/${id}${avif ?? ""}`;
  const widths = widthsUpTo(Number(largestText));
  return {
    src: url,
    webpSrcSet: srcSet(base, widths, "webp"),
    avifSrcSet: avif ? srcSet(base, widths, "avif") : undefined,
  };
}

/** The widths of the AVIF copies of the site's own illustrations (scripts/raster-images.mjs): the uploads' standard widths. */
export const SITE_IMAGE_WIDTHS = UPLOAD_WIDTHS;
const SITE_IMAGE_URL = /^\/images\/([a-z0-9-]+)\.svg$/;
const SITE_IMAGES = new Set(SITE_IMAGES_WITH_AVIF);

/**
 * The AVIF srcset of one of the site's own illustrations (`/images/<name>.svg` with copies), or null. The SVG stays
 * the image's `src`: what a browser without AVIF shows.
 */
export function siteImageAvifSrcSet(url: string): string | null {
  const match = SITE_IMAGE_URL.exec(url);
  if (!match || !SITE_IMAGES.has(match[1]!)) return null;
  return srcSet(`/images/${match[1]}`, SITE_IMAGE_WIDTHS, "avif");
}

/** The name of one stored size of an uploaded photo, as it appears after /uploads/. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{32}(-avif)?-\d{1,5}\.(webp|avif)$/;

/** The Content-Type of a stored photo size, by its name. */
export function photoContentType(name: string): string {
  return name.endsWith(".avif") ? "image/avif" : "image/webp";
}
