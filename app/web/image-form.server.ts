import { HttpError } from "~/lib/errors.server";
import type { User } from "~/models/user.server";
import { recordUpload } from "~/services/uploads.server";
import { parseUploadForm, storedImages } from "./upload-form.server";

export interface ImageForm {
  formData: FormData;
  /** The first refused upload (415 / 413): the form comes back with the error and what was typed. */
  refused?: HttpError;
  /** An up / down / remove button was pressed without JavaScript: show the new order, save nothing. */
  rearranged: boolean;
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "");

/**
 * The property and activity dialogs' form: uploaded files (field `uploads`) are stored and
 * appended to the image list with the URLs typed in `imageUrls`; `imageAction` (`up:2`, `down:0`,
 * `remove:1`) reorders without JavaScript. The result has `images` (comma-separated, as the schema
 * reads it) and one `imageAlts` per image.
 */
export async function readImageForm(request: Request, actor: User): Promise<ImageForm> {
  const refused: { error?: HttpError } = {};
  let formData: FormData;
  try {
    formData = isMultipart(request)
      ? await parseUploadForm(request, ["uploads"], {
          refused,
          onStored: (image, fileName) => recordUpload(actor, image, fileName),
        })
      : await request.formData();
  } catch (error) {
    // A body that cannot be read at all (broken multipart, a text field over 64 KiB): 400/413, never 500.
    if (error instanceof HttpError) throw new Response(error.message, { status: error.status });
    throw error;
  }

  const text = (name: string) => formData.getAll(name).filter((v): v is string => typeof v === "string");
  const images = text("images")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  // Alt texts come paired with their image's URL (imageAltUrls[i] -> imageAlts[i]), so typing in the
  // URL list (reordering, deleting) never gives an image another one's alt text.
  const altUrls = text("imageAltUrls");
  const altByUrl = new Map(text("imageAlts").map((alt, i) => [altUrls[i] ?? "", alt] as const));
  const alts = images.map((url, i) => (altUrls.length ? (altByUrl.get(url) ?? "") : (text("imageAlts")[i] ?? "")));
  for (const url of text("imageUrls")
    .flatMap((v) => v.split(/[\s,]+/))
    .filter(Boolean)) {
    images.push(url);
    alts.push("");
  }
  for (const image of storedImages(formData, "uploads")) {
    images.push(image.url);
    alts.push("");
  }

  const action = /^(up|down|remove):(\d{1,3})$/.exec(String(formData.get("imageAction") ?? ""));
  if (action) {
    const i = Number(action[2]);
    const j = action[1] === "up" ? i - 1 : i + 1;
    if (action[1] === "remove" && i < images.length) {
      images.splice(i, 1);
      alts.splice(i, 1);
    } else if (i < images.length && j >= 0 && j < images.length) {
      [images[i], images[j]] = [images[j], images[i]];
      [alts[i], alts[j]] = [alts[j], alts[i]];
    }
  }

  for (const name of ["images", "imageAlts", "imageAltUrls", "imageUrls", "uploads", "imageAction"]) formData.delete(name);
  formData.set("images", images.join(", "));
  for (const alt of alts) formData.append("imageAlts", alt);
  return { formData, refused: refused.error, rearranged: Boolean(action) };
}
