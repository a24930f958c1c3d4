import { apiRoute, jsonResponse } from "~/lib/api.server";
import { HttpError } from "~/lib/errors.server";
import { UPLOAD_MESSAGES } from "~/messages";
import { requireApiUser } from "~/web/auth-guards.server";
import { recordUpload } from "~/services/uploads.server";
import { parseUploadForm, storedImages } from "~/web/upload-form.server";

/**
 * Upload one photo: multipart, field `file`; JPEG, PNG, WebP or AVIF up to 10 MB, checked by
 * content (else 415; over the limit 413). 201 `{ url, width, height }`: put the url in a property's or
 * an activity's `images`.
 */
const handler = apiRoute({
  POST: async ({ request }) => {
    const me = await requireApiUser(request);
    const formData = await parseUploadForm(request, ["file"], {
      maxFiles: 1,
      onStored: (image, fileName) => recordUpload(me, image, fileName),
    });
    const [image] = storedImages(formData, "file");
    if (!image) throw new HttpError(400, UPLOAD_MESSAGES.noFile, { file: [UPLOAD_MESSAGES.noFile] });
    return jsonResponse(image, 201);
  },
});
export const loader = handler;
export const action = handler;
