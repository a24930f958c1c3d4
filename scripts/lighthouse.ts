// Lighthouse (npm run lighthouse; run `npm run build` first): starts the production server on a throwaway
// database on loopback, audits each page with Lighthouse's default mobile settings (emulated mid-range
// phone, simulated slow 4G) in Debian's Chromium, and prints the four category scores and LCP per page.
// LIGHTHOUSE_RUNS=3 repeats every page; LIGHTHOUSE_PAGES=/,/about picks pages. Figures only: nothing fails.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3296);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.LIGHTHOUSE_PAGES || "/,/properties/alpine-retreat,/about,/contact").split(",");
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 1));
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-lighthouse-"));
const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(dir, "app.db"),
    ADMIN_PASSWORD: "lighthouse-password-123",
    SESSION_SECRET: "lighthouse-secret",
    MAIL_DIR: path.join(dir, "mail"),
    // Lighthouse audits over plain HTTP on loopback.
    SECURE_COOKIES: "false",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const score = (value: number | null | undefined) => (value == null ? "  -  " : value.toFixed(2));

let chrome: Awaited<ReturnType<typeof launch>> | undefined;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/properties`)).ok) break;
    } catch {
      if (i > 300) throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  chrome = await launch({ chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  console.log(`Lighthouse mobile (default settings), ${RUNS} run(s) per page, Chromium at ${process.env.CHROMIUM_PATH || "/usr/bin/chromium"}\n`);
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
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dir, { recursive: true, force: true });
}
