import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import sharp from "sharp";
import { uploadsDir } from "~/lib/env.server";
import { HttpError } from "~/lib/errors.server";
import { uploadedUrl, widthsUpTo, UPLOAD_WIDTHS } from "~/lib/images";
import { API_MESSAGES, UPLOAD_MESSAGES } from "~/messages";
import { writeTransaction } from "~/db/db.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";

/** Per file (issue 13: "up to 10 MB each"). */
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

/**
 * Read a part into memory, refusing (413) past the limit. With `drain`, the rest of an over-long part is
 * read and dropped (up to the request cap) so the form's other fields can still be parsed.
 */
async function collect(data: AsyncIterable<Uint8Array>, limit: number, drain = false): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit && (!drain || size > MAX_UPLOAD_REQUEST_BYTES))
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
  return Buffer.concat(chunks);
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
 * beside them when it is clearly smaller. Stored under UPLOADS_DIR; returns the largest WebP's URL.
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
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });
  const base = `${id}${avif ? "-avif" : ""}`;
  const written: string[] = [];
  try {
    for (const [i, w] of widths.entries()) {
      const file = path.join(dir, `${base}-${w}.webp`);
      await writeFile(file, webp[i]);
      written.push(file);
      if (avif) {
        const avifFile = path.join(dir, `${base}-${w}.avif`);
        await writeFile(avifFile, w === largest ? avifLargest : await encode(w, "avif"));
        written.push(avifFile);
      }
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  return { url: uploadedUrl(id, Boolean(avif), largest), width: largest, height: Math.round((height * largest) / width) };
}

/** Record who uploaded a stored photo (the file is on disk already: the audit row is the command's only write). */
export function recordUpload(actor: AuditActor, image: StoredImage): Promise<void> {
  return writeTransaction((trx) =>
    recordAudit(trx, actor, "upload.create", { type: "upload", id: image.url }, { width: image.width, height: image.height }),
  );
}

/**
 * Parse a multipart request, storing every image in the file fields named in `fileFields` as it
 * streams in (each refused over 10 MB, 415 when not an image); those fields come back as the stored
 * URLs. Text fields are kept (64 KiB each). An empty file input (nothing chosen) is skipped.
 */
export async function parseUploadForm(
  request: Request,
  fileFields: string[],
  options: {
    onStored?: (image: StoredImage) => Promise<void>;
    /** Pages: a refused file is reported here (the first refusal) and the rest of the form is still read. */
    refused?: { error?: HttpError };
    maxFiles?: number;
  } = {},
): Promise<FormData> {
  const { onStored, refused, maxFiles = MAX_UPLOAD_FILES } = options;
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  let files = 0;
  const images: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined || !fileFields.includes(name)) return undefined;
    try {
      const bytes = await collect(data, MAX_UPLOAD_BYTES, Boolean(refused));
      if (!filename && bytes.length === 0) return null;
      if (++files > maxFiles) throw new HttpError(413, UPLOAD_MESSAGES.tooManyFiles, { file: [UPLOAD_MESSAGES.tooManyFiles] });
      const stored = await storeImage(bytes);
      await onStored?.(stored);
      return JSON.stringify(stored);
    } catch (error) {
      if (!refused || !(error instanceof HttpError)) throw error;
      refused.error ??= error;
      // Whatever is left of this part is read and dropped by the parser.
      for await (const _ of data) void _;
      return null;
    }
  };
  const text = unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024, filter: ({ filename }) => filename === undefined });
  try {
    return await unstable_parseMultipartFormData(request, unstable_composeUploadHandlers(images, text));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof MaxPartSizeExceededError) throw new HttpError(413, API_MESSAGES.bodyTooLarge);
    throw new HttpError(400, API_MESSAGES.unreadableForm);
  }
}

/** The images a parsed upload form stored in a field, in the order they were sent. */
export function storedImages(formData: FormData, field: string): StoredImage[] {
  return formData
    .getAll(field)
    .filter((v): v is string => typeof v === "string" && v.startsWith("{"))
    .map((v) => JSON.parse(v) as StoredImage);
}
