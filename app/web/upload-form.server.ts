import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { HttpError } from "~/lib/errors.server";
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
