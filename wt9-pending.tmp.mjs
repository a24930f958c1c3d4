import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const page = await browser.newPage();
const pending = new Set();
page.on("request", (r) => pending.add(r));
page.on("requestfinished", (r) => pending.delete(r));
page.on("requestfailed", (r) => { pending.delete(r); console.log("failed", r.url(), r.failure()?.errorText); });
page.on("response", (r) => { if (r.url().includes("__manifest")) console.log("response", r.status(), JSON.stringify(r.headers()).slice(0, 300)); });
await page.goto(process.argv[2], { waitUntil: "load" });
await page.waitForTimeout(4000);
for (const r of pending) { console.log("pending", r.url().slice(0, 80)); }
await browser.close();
