import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SITE_IMAGE_WIDTHS, siteImageAvifSrcSet } from "~/lib/images";
import { SITE_IMAGES_WITH_AVIF } from "~/lib/site-images.generated";

// The site's own illustrations are offered as AVIF (scripts/raster-images.mjs, decision 1129-raster-illustrations):
// a picture added or redrawn without its copies would send phones the SVG again, or a srcset naming missing files.

const IMAGES = path.resolve(__dirname, "../../public/images");
const illustrations = readdirSync(IMAGES)
  .filter((file) => file.endsWith(".svg") && readFileSync(path.join(IMAGES, file), "utf8").includes('width="1600" height="1000"'))
  .map((file) => file.slice(0, -".svg".length))
  .sort();

describe("the illustrations' AVIF copies", () => {
  it("exist for every 1600 × 1000 illustration in public/images, and the list names no other", () => {
    expect(illustrations.length).toBeGreaterThan(30);
    expect([...SITE_IMAGES_WITH_AVIF]).toEqual(illustrations);
  });

  it("are AVIF files of the width their name gives, for every illustration and width", async () => {
    for (const name of SITE_IMAGES_WITH_AVIF) {
      for (const width of SITE_IMAGE_WIDTHS) {
        const file = path.join(IMAGES, `${name}-${width}.avif`);
        const meta = await sharp(file).metadata();
        expect({ file: path.basename(file), format: meta.format, width: meta.width, height: meta.height }).toEqual({
          file: path.basename(file),
          format: "heif",
          width,
          height: Math.round((width * 1000) / 1600),
        });
      }
    }
  });

  it("are offered wherever the site's code names an illustration: no plain <img> of one", () => {
    const app = path.resolve(__dirname, "../../app");
    const plain = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .filter((file) => /<img\s[^>]*src="\/images\/(?!team-)/.test(readFileSync(path.join(app, file), "utf8")));
    expect(plain).toEqual([]);
  });

  it("are offered for the site's illustrations only", () => {
    expect(siteImageAvifSrcSet("/images/hero-home.svg")).toBe(
      "/images/hero-home-480.avif 480w, /images/hero-home-960.avif 960w, /images/hero-home-1600.avif 1600w",
    );
    // The team's small avatars, unknown names, other folders and typed URLs are shown as they are.
    for (const url of [
      "/images/team-1.svg",
      "/images/no-such-picture.svg",
      "/images/../hero-home.svg",
      "/uploads/hero-home.svg",
      "https://example.com/images/hero-home.svg",
      "/images/hero-home.svg?x=1",
    ]) {
      expect(siteImageAvifSrcSet(url)).toBeNull();
    }
  });
});
