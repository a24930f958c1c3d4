import type { SubmissionResult } from "@conform-to/react";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass, labelClass } from "~/components/ui/field";
import { uploadedSources } from "~/lib/images";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

interface Row {
  key: number;
  url: string;
  alt: string;
}

const toList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? value
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean)
      : [];

/** A field's errors by name, also for fields the form's default value does not list (imageAlts, uploads). */
export const errorsOf = (fields: object, name: string): string[] | undefined =>
  (fields as Record<string, { errors?: string[] } | undefined>)[name]?.errors;

/** The images and alt texts to start from: what came back from the server, else the stored ones. */
export function initialImages(lastResult: SubmissionResult<string[]> | undefined, images: string[], alts: string[]) {
  const typed = lastResult?.initialValue as Record<string, unknown> | null | undefined;
  if (!typed) return { images, alts };
  const altList = Array.isArray(typed.imageAlts) ? typed.imageAlts : typeof typed.imageAlts === "string" ? [typed.imageAlts] : [];
  return { images: toList(typed.images), alts: altList.map(String) };
}

/**
 * Before the browser validates with the shared schema: files chosen and URLs typed will be images too
 * (the server stores the files), so "at least one image" is not reported for them.
 */
export function withPendingImages(formData: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of formData.entries()) if (typeof value === "string") copy.append(name, value);
  const pending = formData.getAll("uploads").filter((f) => typeof f !== "string" && f.size > 0).length;
  const typed = String(formData.get("imageUrls") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean);
  for (let i = 0; i < pending; i++) copy.append("images", "/uploads/pending");
  for (const url of typed) copy.append("images", url);
  return copy;
}

/**
 * The photos of a property or an activity (issue 13): upload several files, add URLs hosted elsewhere,
 * reorder (drag with a mouse, or the up / down buttons, which also work without JavaScript as submit
 * buttons the server answers with the new order), remove, and an alt text per image.
 */
export function ImageListField({
  images,
  alts,
  errors,
  uploadErrors,
  hint,
}: {
  images: string[];
  alts: string[];
  errors?: string[];
  uploadErrors?: string[];
  hint?: string;
}) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => images.map((url, i) => ({ key: i, url, alt: alts[i] ?? "" })));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    setRows((current) => {
      const copy = [...current];
      const [row] = copy.splice(from, 1);
      copy.splice(to, 0, row);
      return copy;
    });
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${rows.length}`);
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed`);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className={labelClass}>Images</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-stone-600">
        {hint ?? "The first image is the one shown on cards."} Drag to reorder, or use the arrows. Describe each image for people who cannot see it.
      </p>
      {rows.length ? (
        <ol className="space-y-2" aria-label="Images in order">
          {rows.map((row, index) => {
            const sources = uploadedSources(row.url);
            return (
              <li
                key={row.key}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(index)}
                onDragEnd={() => setDragged(null)}
                className={`flex flex-col gap-2 rounded-md border border-stone-200 bg-stone-50 p-2 sm:flex-row sm:items-center ${dragged === index ? "opacity-50" : ""}`}
              >
                <input type="hidden" name="images" value={row.url} />
                <div className="flex items-center gap-2">
                  <GripVertical aria-hidden className="hidden h-4 w-4 shrink-0 cursor-grab text-stone-500 sm:block" />
                  <img
                    src={sources ? sources.src : row.url}
                    srcSet={sources?.webpSrcSet}
                    sizes="64px"
                    alt=""
                    width={64}
                    height={48}
                    className="h-12 w-16 shrink-0 rounded object-cover"
                    loading="lazy"
                  />
                  <span className="min-w-0 break-all text-xs text-stone-700">{row.url}</span>
                </div>
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-alt-${row.key}`} className="sr-only">
                    Alt text for image {index + 1}
                  </label>
                  <input
                    id={`${id}-alt-${row.key}`}
                    name="imageAlts"
                    value={row.alt}
                    maxLength={300}
                    placeholder={`Alt text for image ${index + 1}`}
                    onChange={(event) => {
                      const alt = event.target.value;
                      setRows((current) => current.map((r, i) => (i === index ? { ...r, alt } : r)));
                    }}
                    className={`${inputClass} !py-1.5 text-sm`}
                  />
                </div>
                <div className="flex shrink-0 justify-end gap-1">
                  <Button
                    type="submit"
                    name="imageAction"
                    value={`up:${index}`}
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move image ${index + 1} up`}
                    onClick={(event) => {
                      event.preventDefault();
                      move(index, index - 1);
                    }}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" />
                  </Button>
                  <Button
                    type="submit"
                    name="imageAction"
                    value={`down:${index}`}
                    variant="ghost"
                    size="sm"
                    disabled={index === rows.length - 1}
                    aria-label={`Move image ${index + 1} down`}
                    onClick={(event) => {
                      event.preventDefault();
                      move(index, index + 1);
                    }}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" />
                  </Button>
                  <Button
                    type="submit"
                    name="imageAction"
                    value={`remove:${index}`}
                    variant="ghost"
                    size="sm"
                    className="!text-red-700"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={(event) => {
                      event.preventDefault();
                      remove(index);
                    }}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">No images yet.</p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={`${id}-error`} errors={errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-upload`} className={labelClass}>
            Upload photos
          </label>
          <input
            id={`${id}-upload`}
            type="file"
            name="uploads"
            multiple
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-upload-hint ${id}-upload-error`}
            aria-invalid={uploadErrors?.length ? true : undefined}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-forest-700 file:px-3 file:py-2 file:text-white"
          />
          <p id={`${id}-upload-hint`} className="mt-1 text-xs text-stone-600">
            JPEG, PNG, WebP or AVIF, up to 10 MB each. Added at the end when you save.
          </p>
          <FieldError id={`${id}-upload-error`} errors={uploadErrors} />
        </div>
        <div>
          <label htmlFor={`${id}-urls`} className={labelClass}>
            Add image URLs (optional)
          </label>
          <input id={`${id}-urls`} name="imageUrls" placeholder="https://example.com/photo.jpg" className={inputClass} />
          <p className="mt-1 text-xs text-stone-600">For images hosted elsewhere; separate several with commas.</p>
        </div>
      </div>
    </fieldset>
  );
}
