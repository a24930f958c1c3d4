import type { ImgHTMLAttributes } from "react";
import { uploadedSources } from "~/lib/images";

/**
 * An <img> that, for uploaded photos, offers the stored widths through srcset/sizes, and
 * AVIF through <picture> where it was stored. Typed URLs and the site's own images render as before.
 */
export function ResponsiveImg({ src, sizes, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) {
  const sources = uploadedSources(src);
  if (!sources) return <img src={src} alt={alt} {...rest} />;
  const img = <img src={sources.src} srcSet={sources.webpSrcSet} sizes={sizes} alt={alt} {...rest} />;
  if (!sources.avifSrcSet) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
