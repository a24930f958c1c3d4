import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { ChevronLeft, ChevronRight, X } from "~/components/ui/lucide-sprite";
import { useCallback, useEffect, useState } from "react";
import { photoAlt, wrapIndex } from "./gallery-photos";
import { ResponsiveImg } from "./responsive-image";
import { useT } from "~/i18n/i18n";

/** Full-screen viewer: previous/next (wrapping), dots, close; ←, → and Esc from the keyboard. */
export default function Lightbox({
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
  const t = useT();
  const open = index !== null;
  const current = index ?? 0;
  const total = images.length;
  const go = useCallback((delta: number) => onIndexChange(wrapIndex(current + delta, total)), [current, total, onIndexChange]);

  // The photo link that opened the viewer (focused by the click or the key that opened it) gets focus back when the
  // viewer closes (Esc, the close button, a click outside): the viewer leaves the page as it closes, too soon for
  // the dialog to restore focus itself.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => () => opener?.focus(), [opener]);

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
      {/* Nearly opaque: the page behind must not be readable through it. */}
      <DialogBackdrop className="fixed inset-0 bg-stone-950/[0.97]" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-8">
        <DialogPanel className="relative flex w-full max-w-5xl flex-col items-center">
          <DialogTitle className="sr-only">{t("gallery.photosOf", { name })}</DialogTitle>
          <div className="mb-3 flex w-full items-center justify-between text-white">
            <p className="text-sm" aria-live="polite">
              Photo {current + 1} of {total}
            </p>
            <button
              type="button"
              onClick={() => onIndexChange(null)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-400"
              aria-label={t("gallery.close")}
            >
              <X aria-hidden className="h-6 w-6" />
            </button>
          </div>
          <figure className="relative w-full">
            <ResponsiveImg
              key={images[current]}
              src={images[current]}
              sizes="100vw"
              alt={alts[current] || photoAlt(t, name, current, total)}
              width={1600}
              height={1000}
              className="mx-auto max-h-[72vh] w-auto max-w-full rounded-lg object-contain"
            />
            {total > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} className={`${navButton} left-2 sm:-left-4`} aria-label={t("gallery.previous")}>
                  <ChevronLeft aria-hidden className="h-7 w-7" />
                </button>
                <button type="button" onClick={() => go(1)} className={`${navButton} right-2 sm:-right-4`} aria-label={t("gallery.next")}>
                  <ChevronRight aria-hidden className="h-7 w-7" />
                </button>
              </>
            ) : null}
            <figcaption className="mt-3 text-center text-sm text-stone-100" data-testid="lightbox-caption">
              {alts[current] || photoAlt(t, name, current, total)}
            </figcaption>
          </figure>
          {total > 1 ? (
            <div className="mt-4 flex gap-2" role="group" aria-label={t("gallery.choose")}>
              {images.map((src, i) => (
                <button
                  key={`${src}-dot-${i}`}
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={t("gallery.showPhoto", { number: i + 1 })}
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
