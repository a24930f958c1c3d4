#!/usr/bin/env node
// AVIF copies of the site's own illustrations (public/images/*.svg at 1600 × 1000), at the widths a page asks for.
//
//   node scripts/raster-images.mjs        (after `npm run images`; the output is committed)
//
// Why: an SVG <img> is parsed, styled, laid out and painted as a document of its own on the page's main thread, and
// these illustrations are 25-56 KB of paths, gradients and blur filters each (a Lighthouse trace of `/`: one task of
// 13-33 ms per picture, times Lighthouse's 4x slowdown). An AVIF is decoded off the main thread and is smaller at
// a phone's width (hero-home: 6 KB at 480 px, 14 KB at 960 px, against 16 KB of brotli SVG).
// `ResponsiveImg` offers them through <picture> (decision 1129-raster-illustrations); the SVG stays the <img>'s
// source for a browser without AVIF, the lightbox and og:image. Writes app/lib/site-images.generated.ts, the list
// of illustrations that have copies, which the page reads instead of asking the file system.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const DIR = join(ROOT, "public", "images");
/** Keep in step with SITE_IMAGE_WIDTHS (the uploads' UPLOAD_WIDTHS) in app/lib/images.ts. */
const WIDTHS = [480, 960, 1600];

const names = readdirSync(DIR)
  .filter((file) => file.endsWith(".svg") && readFileSync(join(DIR, file), "utf8").includes('width="1600" height="1000"'))
  .map((file) => file.slice(0, -".svg".length))
  .sort();

// Two at a time: the machine has two cores.
let next = 0;
async function worker() {
  while (next < names.length) {
    const name = names[next++];
    for (const width of WIDTHS) {
      // density: rasterise at the target width directly, so the blur filters are drawn at that scale.
      await sharp(join(DIR, `${name}.svg`), { density: (72 * width) / 1600 })
        .resize({ width })
        .avif({ quality: 50, effort: 4 })
        .toFile(join(DIR, `${name}-${width}.avif`));
    }
    console.log(name);
  }
}
await Promise.all([worker(), worker()]);

// One name a line with a trailing comma, as Prettier writes it.
writeFileSync(
  join(ROOT, "app", "lib", "site-images.generated.ts"),
  `// Written by scripts/raster-images.mjs: the illustrations in public/images with AVIF copies at SITE_IMAGE_WIDTHS.\n` +
    `export const SITE_IMAGES_WITH_AVIF: readonly string[] = [\n${names.map((name) => `  ${JSON.stringify(name)},\n`).join("")}];\n`,
);
