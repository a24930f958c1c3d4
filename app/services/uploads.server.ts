import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { uploadsDir } from "~/lib/env.server";
import { HttpError } from "~/lib/errors.server";
import { uploadedUrl, widthsUpTo, UPLOAD_WIDTHS, photoContentType, PHOTO_FILE_NAME } from "~/lib/images";
import { UPLOAD_MESSAGES } from "~/messages";
import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { addPhotoIfMissing, savePhotos, storedPhotoNames, type PhotoFile } from "~/models/photo.server";

/** Per file: photos are up to 10 MB each. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files one request may carry (the dialogs' multi-select). */
export const MAX_UPLOAD_FILES = 10;
/** Anything with more pixels is refused before it is decoded (decompression bombs): 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The whole multipart body of an upload request: the files plus the form's text fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 256 * 1024;

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** What the bytes are, by content (sharp reads the signature and header), never by name or declared type. */
async function inspect(bytes: Buffer) {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, UPLOAD_MESSAGES.unsupported, { file: [UPLOAD_MESSAGES.unsupported] });
  }
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!(meta.format && ACCEPTED.has(meta.format)) && !isAvif) {
    throw new HttpError(415, UPLOAD_MESSAGES.unsupported, { file: [UPLOAD_MESSAGES.unsupported] });
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new HttpError(415, UPLOAD_MESSAGES.unsupported, { file: [UPLOAD_MESSAGES.unsupported] });
  if (width * height > MAX_INPUT_PIXELS || (meta.pages ?? 1) > 1) {
    throw new HttpError(413, UPLOAD_MESSAGES.tooManyPixels, { file: [UPLOAD_MESSAGES.tooManyPixels] });
  }
  // EXIF orientations 5-8 turn the picture a quarter: the stored width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? height : width, height: turned ? width : height };
}

/**
 * Check an uploaded image by content, then re-encode it: upright (EXIF orientation applied), every
 * metadata block (EXIF, GPS, XMP, ICC) dropped, WebP at the standard widths up to its own, and AVIF
 * beside them when it is clearly smaller. Stored in the database (table photos, served at /uploads/…
 * by any app server); returns the largest WebP's URL.
 */
export async function storeImage(bytes: Buffer): Promise<StoredImage> {
  const { width, height } = await inspect(bytes);
  const largest = Math.min(width, UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]);
  const widths = widthsUpTo(largest);
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const encode = (w: number, format: "webp" | "avif") => {
    const resized = source().resize({ width: w, withoutEnlargement: true });
    return format === "webp" ? resized.webp({ quality: 80 }).toBuffer() : resized.avif({ quality: 55, effort: 2 }).toBuffer();
  };
  let webp: Buffer[];
  try {
    webp = [];
    for (const w of widths) webp.push(await encode(w, "webp"));
  } catch {
    throw new HttpError(415, UPLOAD_MESSAGES.unsupported, { file: [UPLOAD_MESSAGES.unsupported] });
  }
  // AVIF "where it pays": only when the largest size comes out at least 15% smaller than WebP.
  const avifLargest = await encode(largest, "avif").catch(() => null);
  const avif = avifLargest && avifLargest.length < webp[webp.length - 1].length * 0.85;

  const id = randomBytes(16).toString("hex");
  const base = `${id}${avif ? "-avif" : ""}`;
  const files: PhotoFile[] = [];
  for (const [i, w] of widths.entries()) {
    files.push({ name: `${base}-${w}.webp`, contentType: "image/webp", bytes: webp[i] });
    if (avif) files.push({ name: `${base}-${w}.avif`, contentType: "image/avif", bytes: w === largest ? avifLargest : await encode(w, "avif") });
  }
  // Every size in the database in one transaction: any app server answers any of them at once.
  await writeTransaction((trx) => savePhotos(trx, files));
  return { url: uploadedUrl(id, Boolean(avif), largest), width: largest, height: Math.round((height * largest) / width) };
}

/**
 * Move photos that an earlier version stored as files in UPLOADS_DIR into the database (start-up):
 * each file whose name is not stored yet is added; the files stay where they are, untouched. Returns
 * how many were added. Cheap once done: one look at the folder and at which names are stored.
 */
export async function importUploadedFiles(dir = uploadsDir()): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => PHOTO_FILE_NAME.test(name));
  } catch {
    return 0; // No folder: nothing was ever uploaded as a file.
  }
  if (names.length === 0) return 0;
  const stored = await storedPhotoNames(names);
  let added = 0;
  for (const name of names.filter((n) => !stored.has(n))) {
    const bytes = await readFile(path.join(dir, name));
    // Another server starting at the same moment may add the same file: the first one stays.
    await writeTransaction((trx) => addPhotoIfMissing(trx, { name, contentType: photoContentType(name), bytes }));
    added++;
  }
  if (added > 0) console.log(`Moved ${added} uploaded photo file(s) from ${dir} into the database (the files are left in place).`);
  return added;
}

/** Record who uploaded a stored photo (its sizes are stored already: the audit row is the command's only write). */
export function recordUpload(actor: AuditActor, image: StoredImage, fileName?: string): Promise<void> {
  // The name the file had on the uploader's computer is how they know it; the stored one is a random id.
  const label = fileName?.trim() ? fileName.trim().slice(0, 200) : null;
  return writeTransaction((trx) =>
    recordAudit(trx, actor, "upload.create", { type: "upload", id: image.url, label }, { width: image.width, height: image.height }),
  );
}
