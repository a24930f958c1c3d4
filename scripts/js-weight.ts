// JavaScript a first visit downloads (npm run js-weight; run `npm run build` first): starts the production
// server on a throwaway database, opens each page in Debian's Chromium (a fresh profile, gzip only, no
// interaction), waits for the load event and 2.5 s more for anything loaded when idle or when in view,
// and sums the compressed bytes of every JavaScript response. Once on a phone-sized screen (375 x 740,
// what Lighthouse's mobile run looks like) and once on a desktop one (1280 x 800), where more of the page
// is in view at first. Prints one line per page and screen, and the files. Figures only: nothing fails.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.JS_WEIGHT_PORT || 3294);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.JS_WEIGHT_PAGES || "/,/properties/alpine-retreat,/about,/contact").split(",");
const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-js-weight-"));

const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    WEB_CONCURRENCY: "1",
    DATABASE_PATH: path.join(dir, "app.db"),
    ADMIN_PASSWORD: "weight-password-123",
    SESSION_SECRET: "weight-secret",
    MAIL_DIR: path.join(dir, "mail"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/properties`)).ok) break;
    } catch {
      if (i > 300) throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
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
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dir, { recursive: true, force: true });
}
