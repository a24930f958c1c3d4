// Lighthouse (npm run lighthouse; run `npm run build` first): starts the production server on a throwaway
// database on loopback, audits every public page (scripts/public-pages.ts: the fixed pages, the list with and without
// a search, each property, the guest page) with Lighthouse's default mobile settings (emulated mid-range phone,
// simulated slow 4G) in Debian's Chromium, three times each, prints each run's category scores and metrics, then the
// median per page against issue 39's goals. LIGHTHOUSE_RUNS=1 runs once; LIGHTHOUSE_PAGES=/,/about picks pages.
// Figures only: nothing fails.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProductionServer } from "./measure-server";
import { publicPages } from "./public-pages";

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3296);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
/** Issue 39's goals for every public page (Lighthouse mobile). */
const GOALS = { performance: 0.98, lcpSeconds: 2.0, tbtMs: 150 };

// Lighthouse audits over plain HTTP on loopback.
const server = await startProductionServer("lighthouse", PORT, { SECURE_COOKIES: "false" });
const BASE = server.base;
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",")
  : await publicPages(BASE, server.databasePath, { languagePages: "main" });

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}
const runs = new Map<string, Run[]>();
const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** The guest page's secret token is not printed. */
const shown = (page: string) => page.replace(/^(\/\w\w)?\/stay\/[\w-]+/, "$1/stay/{token}");

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
          shown(page).padEnd(30),
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
      if (!lhr.runtimeError) {
        const list = runs.get(page) ?? [];
        list.push({
          performance: c.performance?.score ?? NaN,
          accessibility: c.accessibility?.score ?? NaN,
          bestPractices: c["best-practices"]?.score ?? NaN,
          seo: c.seo?.score ?? NaN,
          lcp: metric("largest-contentful-paint") / 1000,
          fcp: metric("first-contentful-paint") / 1000,
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
        });
        runs.set(page, list);
      }
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
        const work = lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel?: string; duration?: number }[] } | undefined;
        console.log(`    main thread: ${(work?.items ?? []).map((i) => `${i.groupLabel} ${Math.round(i.duration ?? 0)} ms`).join(", ")}`);
        // The simulated long tasks (what total-blocking-time adds up past 50 ms each): how long each is and when it starts.
        const tasks = lhr.audits["long-tasks"]?.details as { items?: { startTime?: number; duration?: number }[] } | undefined;
        console.log(
          `    long tasks: ${(tasks?.items ?? []).map((t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)}`).join(", ")}`,
        );
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
  const goal = `goals: performance >= ${GOALS.performance}, a11y / bp / SEO 1, LCP <= ${GOALS.lcpSeconds} s, TBT <= ${GOALS.tbtMs} ms`;
  console.log(`\nMedian of ${RUNS} run(s) per page (${goal}); ✗ marks a figure short of its goal\n`);
  console.log(["page".padEnd(30), "perf ", " a11y ", "  bp  ", " seo  ", "  LCP s ", " FCP s", " TBT ms ", "  CLS", "runs"].join(" "));
  let met = 0;
  for (const page of PAGES) {
    const list = runs.get(page) ?? [];
    const m = (key: keyof Run) => median(list.map((run) => run[key]));
    const mark = (ok: boolean) => (ok ? " " : "✗");
    const perf = m("performance");
    const categories = [m("accessibility"), m("bestPractices"), m("seo")];
    const lcp = m("lcp");
    const tbt = m("tbt");
    const ok = [perf >= GOALS.performance, ...categories.map((v) => v === 1), lcp <= GOALS.lcpSeconds, tbt <= GOALS.tbtMs];
    if (list.length > 0 && ok.every(Boolean)) met++;
    console.log(
      [
        shown(page).padEnd(30),
        score(perf) + mark(ok[0]!),
        ...categories.map((v, i) => score(v) + mark(ok[i + 1]!)).map((v) => ` ${v}`),
        (lcp.toFixed(2) + mark(ok[4]!)).padStart(8),
        m("fcp").toFixed(2).padStart(6),
        (tbt.toFixed(0) + mark(ok[5]!)).padStart(8),
        m("cls").toFixed(3).padStart(6),
        String(list.length).padStart(4),
      ].join(" "),
    );
  }
  console.log(`\n${met} of ${PAGES.length} pages meet every goal.`);
} finally {
  await chrome?.kill();
  await server.stop();
}
