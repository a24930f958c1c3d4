import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { ChevronLeft, ChevronRight, Expand, X } from "lucide-react";
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { ResponsiveImg } from "./responsive-image";

/** SPEC §9: one large image plus up to four thumbnails. */
export const GALLERY_THUMBNAILS = 4;

/** The next index, wrapping around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

const photoAlt = (name: string, index: number, total: number) => `${name}, photo ${index + 1} of ${total}`;

/**
 * One large image and up to four thumbnails. Each opens the lightbox at that photo; without
 * JavaScript each is a plain link to the full-size image.
 */
export function PropertyGallery({ name, images, alts = [] }: { name: string; images: string[]; alts?: string[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (!images.length) return null;
  const thumbnails = images.slice(1, 1 + GALLERY_THUMBNAILS);
  const hiddenCount = images.length - 1 - thumbnails.length;

  const open = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setOpenAt(index);
  };

  // Four thumbnails: a mosaic beside the large photo. Fewer: a row under it.
  const mosaic = thumbnails.length === GALLERY_THUMBNAILS;
  const gridClass = mosaic
    ? "md:grid-cols-4 md:grid-rows-2"
    : thumbnails.length === 3
      ? "md:grid-cols-3"
      : thumbnails.length === 2
        ? "md:grid-cols-2"
        : "";
  const largeClass = mosaic
    ? "md:col-span-2 md:row-span-2"
    : thumbnails.length === 3
      ? "md:col-span-3 md:[&_img]:aspect-[16/9]"
      : thumbnails.length === 2
        ? "md:col-span-2 md:[&_img]:aspect-[16/9]"
        : "md:[&_img]:aspect-[16/9]";

  return (
    <section aria-label="Photo gallery">
      <div className={`grid gap-3 ${gridClass}`}>
        <a href={images[0]} onClick={open(0)} className={`group relative block overflow-hidden rounded-xl bg-forest-100 ${largeClass}`}>
          <ResponsiveImg
            src={images[0]}
            sizes="(min-width: 768px) 66vw, 100vw"
            alt={alts[0] || photoAlt(name, 0, images.length)}
            width={1600}
            height={1000}
            decoding="async"
            className={`aspect-[4/3] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ${mosaic ? "md:aspect-auto" : ""}`}
          />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-forest-950/80 px-3 py-1.5 text-xs font-medium text-white">
            <Expand aria-hidden className="h-3.5 w-3.5" /> View {images.length} photos
          </span>
        </a>
        {thumbnails.map((src, i) => {
          const index = i + 1;
          const last = i === thumbnails.length - 1;
          return (
            <a
              key={`${src}-${index}`}
              href={src}
              onClick={open(index)}
              className="group relative hidden overflow-hidden rounded-xl bg-forest-100 md:block"
            >
              <ResponsiveImg
                src={src}
                sizes="(min-width: 768px) 33vw, 25vw"
                alt={alts[index] || photoAlt(name, index, images.length)}
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              {last && hiddenCount > 0 ? (
                <span className="absolute inset-0 flex items-center justify-center bg-forest-950/60 font-serif text-2xl text-white">
                  +{hiddenCount}
                </span>
              ) : null}
            </a>
          );
        })}
      </div>
      {/* Small screens: the thumbnails as a strip under the large photo. */}
      {thumbnails.length ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 md:hidden" aria-label="More photos">
          {thumbnails.map((src, i) => (
            <li key={`${src}-m-${i}`}>
              <a href={src} onClick={open(i + 1)} className="block overflow-hidden rounded-lg bg-forest-100">
                <ResponsiveImg
                  src={src}
                  sizes="25vw"
                  alt={alts[i + 1] || photoAlt(name, i + 1, images.length)}
                  width={400}
                  height={250}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox name={name} images={images} alts={alts} index={openAt} onIndexChange={setOpenAt} />
    </section>
  );
}

/** Full-screen viewer: previous/next (wrapping), dots, close; ←, → and Esc from the keyboard. */
export function Lightbox({
  name,
  images,
  alts = [],
  index,
  onIndexChange,
}: {
  name: string;
  images: string[];
  alts?: string[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const open = index !== null;
  const current = index ?? 0;
  const total = images.length;
  const go = useCallback((delta: number) => onIndexChange(wrapIndex(current + delta, total)), [current, total, onIndexChange]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        go(-1);
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        go(1);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, go]);

  const navButton =
    "absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/30 transition hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-400";

  return (
    <Dialog open={open} onClose={() => onIndexChange(null)} className="fixed inset-0 z-[80]">
      {/* Nearly opaque (issue 12): the page behind must not be readable through it. */}
      <DialogBackdrop className="fixed inset-0 bg-stone-950/[0.97]" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-8">
        <DialogPanel className="relative flex w-full max-w-5xl flex-col items-center">
          <DialogTitle className="sr-only">{name} photos</DialogTitle>
          <div className="mb-3 flex w-full items-center justify-between text-white">
            <p className="text-sm" aria-live="polite">
              Photo {current + 1} of {total}
            </p>
            <button
              type="button"
              onClick={() => onIndexChange(null)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-400"
              aria-label="Close gallery"
            >
              <X aria-hidden className="h-6 w-6" />
            </button>
          </div>
          <figure className="relative w-full">
            <ResponsiveImg
              key={images[current]}
              src={images[current]}
              sizes="100vw"
              alt={alts[current] || photoAlt(name, current, total)}
              width={1600}
              height={1000}
              className="mx-auto max-h-[72vh] w-auto max-w-full rounded-lg object-contain"
            />
            {total > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} className={`${navButton} left-2 sm:-left-4`} aria-label="Previous image">
                  <ChevronLeft aria-hidden className="h-7 w-7" />
                </button>
                <button type="button" onClick={() => go(1)} className={`${navButton} right-2 sm:-right-4`} aria-label="Next image">
                  <ChevronRight aria-hidden className="h-7 w-7" />
                </button>
              </>
            ) : null}
            <figcaption className="mt-3 text-center text-sm text-stone-100" data-testid="lightbox-caption">
              {alts[current] || photoAlt(name, current, total)}
            </figcaption>
          </figure>
          {total > 1 ? (
            <div className="mt-4 flex gap-2" role="group" aria-label="Choose a photo">
              {images.map((src, i) => (
                <button
                  key={`${src}-dot-${i}`}
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === current ? "true" : undefined}
                  className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-400"
                >
                  <span
                    aria-hidden
                    className={`block rounded-full transition-all ${i === current ? "h-3 w-3 bg-gold-400" : "h-2.5 w-2.5 bg-white/50"}`}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
