// JavaScript a first visit downloads (npm run js-weight; run `npm run build` first): starts the production
// server on a throwaway database, opens each page in Debian's Chromium (a fresh profile, gzip only, no
// interaction), waits for the load event and 2.5 s more for anything loaded when idle or when in view,
// and sums the compressed bytes of every JavaScript response. Once on a phone-sized screen (375 x 740,
// what Lighthouse's mobile run looks like) and once on a desktop one (1280 x 800), where more of the page
// is in view at first. Prints one line per page and screen, and the files. Figures only: nothing fails.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from "./measure-server";

const PORT = Number(process.env.JS_WEIGHT_PORT || 3294);
const PAGES = (process.env.JS_WEIGHT_PAGES || "/,/properties/alpine-retreat,/about,/contact").split(",");

const server = await startProductionServer("js-weight", PORT, { WEB_CONCURRENCY: "1" });
const BASE = server.base;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const screens = [
    { name: "phone", viewport: { width: 375, height: 740 } },
    { name: "desktop", viewport: { width: 1280, height: 800 } },
  ];
  for (const pathname of PAGES)
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: screen.viewport, extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
      const page = await context.newPage();
      const files: { url: string; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        pending.push(
          request.sizes().then((sizes) => {
            files.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
          }),
        );
      });
      await page.goto(`${BASE}${pathname}`, { waitUntil: "load" });
      await page.waitForTimeout(2_500); // idle-time loads
      await Promise.all(pending);
      const total = files.reduce((n, f) => n + f.bytes, 0);
      console.log(
        `${pathname.padEnd(32)} ${screen.name.padEnd(8)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip JavaScript in ${files.length} files`,
      );
      if (process.env.JS_WEIGHT_FILES !== "false") {
        for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
      }
      await context.close();
    }
  await browser.close();
} finally {
  await server.stop();
}
