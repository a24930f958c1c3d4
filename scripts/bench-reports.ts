// The reports at a busy business's size (issue 37, part of `npm run bench`; alone: `npx tsx scripts/bench-reports.ts`,
// after `npm run build`): a production server on a throwaway database (PostgreSQL when DATABASE_URL is set), the
// reports' large data set inserted (scripts/bulk-data.ts: 100,000 inquiries over five years on 20 properties), then
// the 12-month report for all properties asked one request at a time: its JSON twin, the page, and one CSV table.
// Prints the mean, median and slowest time to answer; the goal is at most 300 ms. Figures only.
import { pathToFileURL } from "node:url";
import { todayInBusinessZone } from "../app/lib/dates";
import { insertBulkReportData } from "./bulk-data";
import { benchDatabase } from "./bench-db";
import { SERVER_ADMIN, startProductionServer } from "./measure-server";

export async function reportAtScale(port: number): Promise<void> {
  const database = await benchDatabase("reports");
  const server = await startProductionServer("bench-reports", port, database.serverEnv);
  try {
    const bulk = database.open(server.databasePath);
    const started = performance.now();
    try {
      await insertBulkReportData(bulk, todayInBusinessZone());
      await database.settle(bulk);
    } finally {
      await bulk.destroy();
    }
    const insertSeconds = (performance.now() - started) / 1000;
    const login = await fetch(`${server.base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(SERVER_ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))
      ?.split(";")[0];
    if (!login.ok || !cookie) throw new Error(`Could not sign in for the report figures (${login.status})`);
    const paths = [
      "/api/v1/admin/reports?period=last-12-months",
      "/admin/reports?period=last-12-months",
      "/admin/reports/export.csv?table=months&period=last-12-months",
    ];
    const seconds = Number(process.env.REPORT_SECONDS || 5);
    console.log(
      `Reports at scale (${server.base.includes("127.0.0.1") ? "loopback" : ""}, ${database.engine === "postgres" ? "PostgreSQL" : "SQLite"}; ` +
        `100,000 inquiries on 20 properties inserted in ${insertSeconds.toFixed(1)} s; one request at a time, ${seconds} s each):`,
    );
    console.log(["request".padEnd(64), "n".padStart(5), "mean ms".padStart(8), "median".padStart(8), "max ms".padStart(8)].join(" "));
    for (const path of paths) {
      // One unmeasured request first: the first pays for compiling the route's code.
      await (await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } })).arrayBuffer();
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const t = performance.now();
        const response = await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - t);
        if (!response.ok) throw new Error(`${path}: answered ${response.status}`);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      console.log(
        [
          path.padEnd(64),
          String(times.length).padStart(5),
          mean.toFixed(1).padStart(8),
          times[Math.floor(times.length / 2)].toFixed(1).padStart(8),
          times[times.length - 1].toFixed(1).padStart(8),
        ].join(" "),
      );
    }
    console.log("");
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await reportAtScale(Number(process.env.BENCH_PORT || 3290) + 3);
}
