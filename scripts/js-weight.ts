// JavaScript a first visit downloads (npm run js-weight; run `npm run build` first): starts the production
// server on a throwaway database, opens each page in Debian's Chromium (a fresh profile, gzip only, no
// interaction), waits for the load event and 2.5 s more for anything loaded when idle or when in view,
// and sums the compressed bytes of every JavaScript response. Once on a phone-sized screen (375 x 740,
// what Lighthouse's mobile run looks like) and once on a desktop one (1280 x 800), where more of the page
// is in view at first. Every public page is measured: the home page, the list with and without a search,
// each property (read from the API), the about, contact, experiences and legal pages, and the guest's own
// page of a booking inquiry made through the API for this run. JS_WEIGHT_PAGES=/,/about picks pages instead.
// Prints one line per page and screen (JS_WEIGHT_FILES=false leaves out the files), then a table of gzip KB
// per page against the budget (decision 1128-javascript-budget). Figures only: nothing fails.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from "./measure-server";
import { publicPages } from "./public-pages";

const PORT = Number(process.env.JS_WEIGHT_PORT || 3294);
/** First-visit JavaScript, gzip, on every public page and the guest page (issue 39). */
const BUDGET_KB = 85;

const server = await startProductionServer("js-weight", PORT, { WEB_CONCURRENCY: "1" });
const BASE = server.base;
try {
  const PAGES = process.env.JS_WEIGHT_PAGES ? process.env.JS_WEIGHT_PAGES.split(",") : await publicPages(BASE, server.databasePath);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const screens = [
    { name: "phone", viewport: { width: 375, height: 740 } },
    { name: "desktop", viewport: { width: 1280, height: 800 } },
  ];
  // kb: the first visit; touch: what the visitor's first touch then fetches (a key press, which hydrates a public
  // page: app/lib/hydrate-on-intent.ts), so the saving is not hidden: it is moved to the moment the visitor asks.
  const table: { pathname: string; kb: number[]; touch: number[] }[] = [];
  for (const pathname of PAGES) {
    const row = { pathname, kb: [] as number[], touch: [] as number[] };
    table.push(row);
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
      const answer = await page.goto(`${BASE}${pathname}`, { waitUntil: "load" });
      if (!answer?.ok()) throw new Error(`${pathname} answered ${answer?.status()}`);
      await page.waitForTimeout(2_500); // idle-time loads
      await Promise.all(pending);
      const total = files.reduce((n, f) => n + f.bytes, 0);
      row.kb.push(total / 1024);
      console.log(
        `${pathname.padEnd(32)} ${screen.name.padEnd(8)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip JavaScript in ${files.length} files`,
      );
      if (process.env.JS_WEIGHT_FILES !== "false") {
        for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
      }
      const before = files.length;
      await page.keyboard.press("Shift");
      await page.waitForFunction(() => typeof (window as unknown as { __remixRouter?: unknown }).__remixRouter === "object", undefined, {
        timeout: 15_000,
      });
      await page.waitForTimeout(2_500);
      await Promise.all(pending);
      const touched = files.slice(before).reduce((n, f) => n + f.bytes, 0);
      row.touch.push(touched / 1024);
      if (process.env.JS_WEIGHT_FILES !== "false") {
        for (const f of files.slice(before).sort((a, b) => b.bytes - a.bytes))
          console.log(`   +${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
      }
      console.log(`${"".padEnd(32)} ${"".padEnd(8)} +${(touched / 1024).toFixed(1).padStart(6)} KB after the first touch (a key press)`);
      await context.close();
    }
  }
  await browser.close();
  const width = Math.max(...table.map((r) => r.pathname.length), 4);
  console.log(
    `\n${"Page".padEnd(width)}  ${"phone".padStart(8)}  ${"desktop".padStart(8)}  ${"+touch ph".padStart(9)}  ${"+touch dt".padStart(9)}  (KB gzip; budget ${BUDGET_KB} KB on the first visit)`,
  );
  for (const { pathname, kb, touch } of table) {
    const over = kb.some((k) => k > BUDGET_KB) ? "  over budget" : "";
    console.log(
      `${pathname.padEnd(width)}  ${kb.map((k) => k.toFixed(1).padStart(8)).join("  ")}  ${touch.map((k) => k.toFixed(1).padStart(9)).join("  ")}${over}`,
    );
  }
} finally {
  await server.stop();
}
