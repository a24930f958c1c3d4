import { Expand } from "~/components/ui/lucide-sprite";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { photoAlt } from "./gallery-photos";
import { ResponsiveImg } from "./responsive-image";
import { useT } from "~/i18n/i18n";

/** The spec's gallery: one large image plus up to four thumbnails. */
export const GALLERY_THUMBNAILS = 4;

/**
 * The grid by number of thumbnails: four make a mosaic beside the large photo (two columns and two
 * rows of it); fewer make a row under a wide large photo; none leave the large photo alone.
 */
const LAYOUTS: Record<number, { gridClass: string; largeClass: string }> = {
  0: { gridClass: "", largeClass: "md:[&_img]:aspect-[16/9]" },
  1: { gridClass: "", largeClass: "md:[&_img]:aspect-[16/9]" },
  2: { gridClass: "md:grid-cols-2", largeClass: "md:col-span-2 md:[&_img]:aspect-[16/9]" },
  3: { gridClass: "md:grid-cols-3", largeClass: "md:col-span-3 md:[&_img]:aspect-[16/9]" },
  [GALLERY_THUMBNAILS]: { gridClass: "md:grid-cols-4 md:grid-rows-2", largeClass: "md:col-span-2 md:row-span-2" },
};

/**
 * One large image and up to four thumbnails. Each opens the lightbox at that photo; without
 * JavaScript each is a plain link to the full-size image. A tap before the page's code has come
 * (it comes on the first touch) is held and replayed once it has (`data-replay`, hydrate-on-intent.ts).
 */
// The full-screen viewer (a headless UI dialog) is fetched when a photo is first opened, or when the
// pointer first comes near the photos, never with the page, so the first visit stays light.
const loadLightbox = () => import("./gallery-lightbox");
const Lightbox = lazy(loadLightbox);

export function PropertyGallery({ name, images, alts = [] }: { name: string; images: string[]; alts?: string[] }) {
  const t = useT();
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
  const { gridClass, largeClass } = LAYOUTS[thumbnails.length] ?? LAYOUTS[0];

  return (
    <section aria-label={t("gallery.label")} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      <div className={`grid gap-3 ${gridClass}`}>
        <a
          href={images[0]}
          onClick={open(0)}
          data-replay=""
          className={`group relative block overflow-hidden rounded-xl bg-forest-100 ${largeClass}`}
        >
          <ResponsiveImg
            src={images[0]}
            sizes="(min-width: 768px) 66vw, 100vw"
            alt={alts[0] || photoAlt(t, name, 0, images.length)}
            width={1600}
            height={1000}
            decoding="async"
            className={`aspect-[4/3] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ${mosaic ? "md:aspect-auto" : ""}`}
          />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-forest-950/80 px-3 py-1.5 text-xs font-medium text-white">
            <Expand aria-hidden className="h-3.5 w-3.5" /> {t("gallery.viewPhotos", { count: images.length })}
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
              data-replay=""
              className="group relative hidden overflow-hidden rounded-xl bg-forest-100 md:block"
            >
              <ResponsiveImg
                src={src}
                sizes="(min-width: 768px) 33vw, 25vw"
                alt={alts[index] || photoAlt(t, name, index, images.length)}
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
        <ul className="mt-3 grid grid-cols-4 gap-2 md:hidden" aria-label={t("gallery.morePhotos")}>
          {thumbnails.map((src, i) => (
            <li key={`${src}-m-${i}`}>
              <a href={src} onClick={open(i + 1)} data-replay="" className="block overflow-hidden rounded-lg bg-forest-100">
                <ResponsiveImg
                  src={src}
                  sizes="25vw"
                  alt={alts[i + 1] || photoAlt(t, name, i + 1, images.length)}
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
      {openAt !== null ? (
        <Suspense fallback={null}>
          <Lightbox name={name} images={images} alts={alts} index={openAt} onIndexChange={setOpenAt} />
        </Suspense>
      ) : null}
    </section>
  );
}
