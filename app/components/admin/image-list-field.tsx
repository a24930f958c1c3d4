import { getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "~/components/ui/lucide-sprite";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldError, inputClass, labelClass } from "~/components/ui/field";
import { uploadedSources } from "~/lib/images";
import { plural } from "~/lib/plural";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

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
 * Before the browser validates with the shared schema: files chosen will be images too (the server
 * stores them), so "at least one image" is not reported for them.
 */
export function withPendingImages(formData: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of formData.entries()) if (typeof value === "string" && name !== "images") copy.append(name, value);
  const pending = formData.getAll("uploads").filter((f) => typeof f !== "string" && f.size > 0).length;
  const list = [
    String(formData.get("images") ?? ""),
    String(formData.get("imageUrls") ?? ""),
    ...Array.from({ length: pending }, () => "/uploads/pending"),
  ];
  copy.set("images", list.filter((v) => v.trim()).join(", "));
  return copy;
}

const split = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The photos of a property or an activity. The comma-separated URL list stays (the spec's field; also
 * for images hosted elsewhere); under it each image is shown with its alt text and up / down / remove
 * buttons (with JavaScript they edit the list in place, and rows can be dragged; without it they are
 * submit buttons the server answers with the new order, unsaved). Files chosen under "Upload photos"
 * are stored and added at the end when the form is saved.
 */
export function ImageListField({
  meta,
  images,
  alts,
  uploadErrors,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  images: string[];
  alts: string[];
  uploadErrors?: string[];
  hint?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [urls, setUrls] = useState(images);
  const [altOf, setAltOf] = useState<Record<string, string>>(() => Object.fromEntries(images.map((url, i) => [url, alts[i] ?? ""])));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [chosen, setChosen] = useState<{ name: string; src: string }[]>([]);
  const hintId = `${meta.id}-hint`;

  // Files chosen to upload: shown before saving (read in the browser as data: URLs, which the page's
  // policy allows for images), and the image list is checked again, so "At least one image is
  // required" goes as soon as a photo is chosen.
  const onChoose = (files: FileList | null) => {
    const list = Array.from(files ?? []).filter((file) => file.size > 0);
    ref.current?.dispatchEvent(new Event("input", { bubbles: true }));
    Promise.all(
      list.map(
        (file) =>
          new Promise<{ name: string; src: string }>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve({ name: file.name, src: typeof reader.result === "string" ? reader.result : "" });
            reader.onerror = () => resolve({ name: file.name, src: "" });
            reader.readAsDataURL(file);
          }),
      ),
    ).then(setChosen);
    setAnnouncement(list.length ? `${plural(list.length, "photo")} chosen, added when you save` : "");
  };

  const write = (list: string[], message: string) => {
    setUrls(list);
    setAnnouncement(message);
    if (ref.current) {
      ref.current.value = list.join(", ");
      // Conform listens for input events: the list is validated like typed text.
      ref.current.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= urls.length || from === to) return;
    const copy = [...urls];
    const [url] = copy.splice(from, 1);
    copy.splice(to, 0, url);
    write(copy, `Image ${from + 1} moved to position ${to + 1} of ${urls.length}`);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };
  const textareaProps = getTextareaProps(meta, { ariaDescribedBy: hintId });

  return (
    <div className="sm:col-span-2">
      <label htmlFor={meta.id} className={labelClass}>
        Images (comma-separated image URLs)
      </label>
      <textarea
        {...textareaProps}
        key={textareaProps.key}
        ref={ref}
        rows={2}
        placeholder="/images/alpine-retreat-1.svg, https://example.com/photo.jpg"
        onInput={(event) => setUrls(split(event.currentTarget.value))}
        className={`${inputClass} min-h-[60px]`}
      />
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {hint ?? "The first image is the one shown on cards."} Reorder by dragging or with the arrows; describe each image for people who cannot see
        it.
      </p>
      <FieldError id={meta.errorId} errors={meta.errors} />
      {urls.length ? (
        <ol className="mb-3 space-y-2" aria-label="Images in order">
          {urls.map((url, index) => {
            const sources = uploadedSources(url);
            const altId = `${id}-alt-${index}`;
            return (
              <li
                key={`${url}-${index}`}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(index)}
                onDragEnd={() => setDragged(null)}
                className={`flex flex-col gap-2 rounded-md border border-stone-200 bg-stone-50 p-2 sm:flex-row sm:items-center ${dragged === index ? "opacity-50" : ""}`}
              >
                <div className="flex min-w-0 items-center gap-2">
                  <GripVertical aria-hidden className="hidden h-4 w-4 shrink-0 cursor-grab text-stone-500 sm:block" />
                  <img
                    src={sources ? sources.src : url}
                    srcSet={sources?.webpSrcSet}
                    // sizes only means something beside srcset (the site's own images have none).
                    sizes={sources ? "64px" : undefined}
                    alt=""
                    width={64}
                    height={48}
                    className="h-12 w-16 shrink-0 rounded object-cover"
                    loading="lazy"
                  />
                  <span className="min-w-0 break-all text-xs text-stone-700 sm:max-w-[10rem]">{url}</span>
                </div>
                <div className="min-w-0 flex-1">
                  <input type="hidden" name="imageAltUrls" value={url} />
                  <label htmlFor={altId} className="sr-only">
                    Alt text for image {index + 1}
                  </label>
                  <input
                    id={altId}
                    name="imageAlts"
                    value={altOf[url] ?? ""}
                    maxLength={300}
                    placeholder={`Alt text for image ${index + 1}`}
                    onChange={(event) => {
                      const alt = event.target.value;
                      setAltOf((current) => ({ ...current, [url]: alt }));
                    }}
                    className={`${inputClass} !py-1.5 text-sm`}
                  />
                </div>
                <div className="flex shrink-0 justify-end gap-1">
                  <ImageButton
                    action={`up:${index}`}
                    label={`Move image ${index + 1} up`}
                    disabled={index === 0}
                    onPress={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" />
                  </ImageButton>
                  <ImageButton
                    action={`down:${index}`}
                    label={`Move image ${index + 1} down`}
                    disabled={index === urls.length - 1}
                    onPress={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" />
                  </ImageButton>
                  <ImageButton
                    action={`remove:${index}`}
                    label={`Remove image ${index + 1}`}
                    className="!text-red-700"
                    onPress={() =>
                      write(
                        urls.filter((_, i) => i !== index),
                        `Image ${index + 1} removed`,
                      )
                    }
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </ImageButton>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
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
        onChange={(event) => onChoose(event.currentTarget.files)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-forest-700 file:px-3 file:py-2 file:text-white"
      />
      <p id={`${id}-upload-hint`} className="mt-1 text-xs text-stone-600">
        JPEG, PNG, WebP or AVIF, up to 10 MB each; added after the images above when you save.
      </p>
      {chosen.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos to upload (not saved yet)">
          {chosen.map((file, index) => (
            <li key={`${file.name}-${index}`} className="w-24 text-xs text-stone-700">
              {file.src ? (
                <img
                  src={file.src}
                  alt={`Preview of ${file.name}`}
                  width={96}
                  height={72}
                  className="h-[72px] w-24 rounded object-cover ring-1 ring-stone-200"
                />
              ) : (
                <span className="flex h-[72px] w-24 items-center justify-center rounded bg-stone-100 text-center">No preview</span>
              )}
              <span className="mt-0.5 block truncate" title={file.name}>
                {file.name}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-upload-error`} errors={uploadErrors} />
    </div>
  );
}

/**
 * Up, down or remove for one image: without JavaScript a submit button the server answers with the
 * changed list (unsaved); with it, the list changes in place.
 */
function ImageButton({
  action,
  label,
  disabled,
  className,
  onPress,
  children,
}: {
  action: string;
  label: string;
  disabled?: boolean;
  className?: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="imageAction"
      value={action}
      variant="ghost"
      size="sm"
      disabled={disabled}
      className={className}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      {children}
    </Button>
  );
}
