// Uncached renders measured (issue 39 item 3, docs/decisions/1128-cheaper-renders.md): the production server with one
// worker on a throwaway database, autocannon on four page-cache misses (`/?utm_source=bench`, a dated search, a property
// page with a query, a guest page), and the CPU each render cost the worker (/proc/<pid>/stat). ROUNDS short runs of
// SECS seconds per page (the least is the figure to compare on a shared machine); PAGES=home,list picks pages;
// PROF=<dir> runs the server under `node --cpu-prof` (the profile is written when it stops); DUMP=<dir> saves each
// page's HTML (nonces blanked) to compare before and after a change. BENCH_PORT (default 3500).
//   npx tsx scripts/profile-render.ts
import autocannon from "autocannon";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./measure-server";
import { dayFromToday, freshGuestPage, listedProperties } from "./public-pages";

const PORT = Number(process.env.BENCH_PORT || 3500);
const SECONDS = Number(process.env.SECS || 5);
const env: Record<string, string> = { WEB_CONCURRENCY: "1" };
// --cpu-prof is not allowed in NODE_OPTIONS: run server.js through a node that has it.
if (process.env.PROF) {
  const wrapper = path.join(mkdtempSync(path.join(os.tmpdir(), "tigoni-prof-")), "node");
  writeFileSync(wrapper, `#!/bin/sh\nexec ${process.execPath} --cpu-prof --cpu-prof-dir=${process.env.PROF} "$@"\n`, {
    mode: 0o755,
  });
  process.execPath = wrapper;
}
const server = await startProductionServer("prof", PORT, env);
const base = server.base;
const day = dayFromToday;
const properties = await listedProperties(base);
const guestPage = await freshGuestPage(base, server.databasePath);
const pages = (process.env.PAGES ?? "home,list,property,guest").split(",");
const urls: Record<string, string> = {
  home: "/?utm_source=bench",
  list: `/properties?startDate=${day(30)}&endDate=${day(33)}&guests=2&utm_source=bench`,
  property: `/properties/${properties[0]!.slug}?utm_source=bench`,
  guest: guestPage,
};
const pid = server.process.pid!;
const cpu = () => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
};
if (process.env.DUMP) {
  for (const p of pages) {
    const r = await fetch(base + urls[p]);
    const t = await r.text();
    writeFileSync(`${process.env.DUMP}/${p}.html`, t.replace(/nonce="[^"]*"/g, 'nonce=""'));
  }
}
// ROUNDS short runs per page: the machine is shared, so the least CPU per render of them is the figure to compare.
const ROUNDS = Number(process.env.ROUNDS || 1);
for (const p of pages) {
  await autocannon({ url: base + urls[p], connections: 4, duration: 1 }); // warm
  const perRender: number[] = [];
  let rate = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const c0 = cpu();
    const r = await autocannon({ url: base + urls[p], connections: 4, duration: SECONDS });
    perRender.push((cpu() - c0) / r.requests.total);
    rate = Math.max(rate, r.requests.average);
    if (r.non2xx || r.errors) console.log(`${p}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }
  perRender.sort((a, b) => a - b);
  console.log(
    `${p.padEnd(9)} best ${rate.toFixed(0).padStart(4)} req/s  CPU ms/render: least ${perRender[0]!.toFixed(2)}, median ${perRender[Math.floor(ROUNDS / 2)]!.toFixed(2)} (${ROUNDS} x ${SECONDS} s)`,
  );
}
await server.stop();
