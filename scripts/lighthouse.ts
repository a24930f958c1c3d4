// Lighthouse (npm run lighthouse; run `npm run build` first): starts the production server on a throwaway
// database on loopback, audits each page with Lighthouse's default mobile settings (emulated mid-range
// phone, simulated slow 4G) in Debian's Chromium, and prints the four category scores and LCP per page.
// LIGHTHOUSE_RUNS=3 repeats every page; LIGHTHOUSE_PAGES=/,/about picks pages. Figures only: nothing fails.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from "./measure-server";

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3296);
const PAGES = (process.env.LIGHTHOUSE_PAGES || "/,/properties/alpine-retreat,/about,/contact").split(",");
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 1));

// Lighthouse audits over plain HTTP on loopback.
const server = await startProductionServer("lighthouse", PORT, { SECURE_COOKIES: "false" });
const BASE = server.base;

const score = (value: number | null | undefined) => (value == null ? "  -  " : value.toFixed(2));

let chrome: Awaited<ReturnType<typeof launch>> | undefined;
try {
  chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
  console.log(`Lighthouse mobile (default settings), ${RUNS} run(s) per page, Chromium at ${CHROMIUM_PATH}\n`);
  console.log(["page".padEnd(30), "perf", " a11y", "  bp ", " seo ", "  LCP s", " FCP s", " TBT ms", "  CLS"].join(" "));
  for (const page of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${BASE}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result!.lhr;
      const c = lhr.categories;
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(
        [
          page.padEnd(30),
          score(c.performance?.score),
          score(c.accessibility?.score),
          score(c["best-practices"]?.score),
          score(c.seo?.score),
          (metric("largest-contentful-paint") / 1000).toFixed(2).padStart(7),
          (metric("first-contentful-paint") / 1000).toFixed(2).padStart(6),
          metric("total-blocking-time").toFixed(0).padStart(7),
          metric("cumulative-layout-shift").toFixed(3).padStart(6),
        ].join(" "),
      );
      // A run Lighthouse could not finish (the page did not paint in time, Chromium hiccuped): say why.
      if (lhr.runtimeError) console.log(`    runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // What moved, when the layout shifted noticeably.
      if (metric("cumulative-layout-shift") >= 0.05) {
        const shifts = lhr.audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined;
        for (const item of shifts?.items ?? []) console.log(`    layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? "?"}`);
      }
      if (process.env.LIGHTHOUSE_DETAILS === "true") {
        const lcp = lhr.audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
        const [element, phases] = lcp?.items ?? [];
        console.log(`    LCP element: ${element?.items?.[0]?.node?.snippet ?? "?"}`);
        if (phases?.items) console.log(`    LCP phases: ${phases.items.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ")}`);
        for (const category of Object.values(c)) {
          for (const ref of category.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              console.log(`    ${category.id}: ${ref.id} ${audit.score} ${audit.displayValue ?? ""}`);
          }
        }
      }
    }
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
