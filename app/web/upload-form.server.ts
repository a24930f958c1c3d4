import { MaxPartSizeExceededError, unstable_composeUploadHandlers, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { HttpError } from "~/lib/errors.server";
import { PAGE_BODY_LIMIT } from "~/lib/request-guards.server";
import { API_MESSAGES, UPLOAD_MESSAGES } from "~/messages";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES, storeImage, type StoredImage } from "~/services/uploads.server";

// Reading photo uploads out of a multipart request (the JSON API's upload and the property and
// activity dialogs): the HTTP side of uploads. Checking and storing an image is services/uploads.server.ts.

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

/**
 * The text fields of one multipart form, together: no more bytes than a whole form without photos may
 * send (64 KiB), and at most this many fields (the property form, the largest, sends a few dozen).
 */
export const MAX_TEXT_FIELD_BYTES = PAGE_BODY_LIMIT;
export const MAX_TEXT_FIELDS = 500;

/** Read and drop what is left of a part, so the parser reaches the end of the body. */
async function drop(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _ of data) void _;
}

/**
 * Parse a multipart request, storing every image in the file fields named in `fileFields` as it
 * streams in (each refused over 10 MB, 415 when not an image); those fields come back as the stored
 * URLs. Text fields are kept, MAX_TEXT_FIELDS and MAX_TEXT_FIELD_BYTES in all (else 413 for the whole
 * form). An empty file input (nothing chosen) is skipped. A refusal is answered only once the whole body
 * has been read (what follows it is dropped, never stored), so a client that sends its whole body before
 * it reads the answer gets the 413/415 rather than a reset connection; the body's size was capped before
 * (request guards: UPLOAD_BODY_LIMIT).
 */
export async function parseUploadForm(
  request: Request,
  fileFields: string[],
  options: {
    onStored?: (image: StoredImage, fileName: string) => Promise<void>;
    /** Pages: a refused file is reported here (the first refusal) and the rest of the form is still read. */
    refused?: { error?: HttpError };
    maxFiles?: number;
  } = {},
): Promise<FormData> {
  const { onStored, maxFiles = MAX_UPLOAD_FILES } = options;
  // Pages get the first refused file back and still read the form; the API answers with it.
  const refused = options.refused ?? {};
  let tooMuchText: HttpError | undefined;
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  let files = 0;
  const images: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined || !fileFields.includes(name)) return undefined;
    if (tooMuchText) {
      await drop(data);
      return null;
    }
    try {
      const bytes = await collect(data, MAX_UPLOAD_BYTES, true);
      if (!filename && bytes.length === 0) return null;
      if (++files > maxFiles) throw new HttpError(413, UPLOAD_MESSAGES.tooManyFiles, { file: [UPLOAD_MESSAGES.tooManyFiles] });
      const stored = await storeImage(bytes);
      await onStored?.(stored, filename ?? "");
      return JSON.stringify(stored);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.error ??= error;
      await drop(data);
      return null;
    }
  };
  let fields = 0;
  let textBytes = 0;
  const text: UploadHandler = async ({ filename, data }) => {
    if (filename !== undefined) return undefined; // a file in a field that takes none: ignored
    const chunks: Uint8Array[] = [];
    for await (const chunk of data) {
      textBytes += chunk.byteLength;
      if (!tooMuchText && textBytes <= MAX_TEXT_FIELD_BYTES) chunks.push(chunk);
    }
    if (++fields > MAX_TEXT_FIELDS || textBytes > MAX_TEXT_FIELD_BYTES) tooMuchText ??= new HttpError(413, API_MESSAGES.bodyTooLarge);
    return tooMuchText ? null : new TextDecoder().decode(Buffer.concat(chunks));
  };
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, unstable_composeUploadHandlers(images, text));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof MaxPartSizeExceededError) throw new HttpError(413, API_MESSAGES.bodyTooLarge);
    throw new HttpError(400, API_MESSAGES.unreadableForm);
  }
  if (tooMuchText) throw tooMuchText;
  if (!options.refused && refused.error) throw refused.error;
  return formData;
}

/** The images a parsed upload form stored in a field, in the order they were sent. */
export function storedImages(formData: FormData, field: string): StoredImage[] {
  return formData
    .getAll(field)
    .filter((v): v is string => typeof v === "string" && v.startsWith("{"))
    .map((v) => JSON.parse(v) as StoredImage);
}
