import type { ImgHTMLAttributes } from "react";
import { siteImageAvifSrcSet, uploadedSources } from "~/lib/images";

/**
 * An <img> that, for uploaded photos, offers the stored widths through srcset/sizes, and
 * AVIF through <picture> where it was stored. The site's own illustrations offer their AVIF copies the same way
 * (an SVG <img> is a document the page's main thread parses and paints; an AVIF is decoded off it). Typed URLs
 * render as they are.
 */
export function ResponsiveImg({ src, sizes, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) {
  const uploaded = uploadedSources(src);
  const img = uploaded ? (
    <img src={uploaded.src} srcSet={uploaded.webpSrcSet} sizes={sizes} alt={alt} {...rest} />
  ) : (
    <img src={src} alt={alt} {...rest} />
  );
  const avifSrcSet = uploaded ? uploaded.avifSrcSet : siteImageAvifSrcSet(src);
  if (!avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
