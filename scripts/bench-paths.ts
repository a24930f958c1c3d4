// How long the production server takes to answer the costliest path shapes (npm run bench:paths; run
// `npm run build` first). It starts server.js with one worker on a throwaway database, on loopback only,
// sends each shape of scripts/odd-paths.ts a few times on a new connection and prints the status and the
// slowest answer, then how long a plain GET waits while four of the worst are in flight. Figures only:
// nothing here passes or fails (the odd-requests test checks the statuses).
import net from "node:net";
import { startServer } from "./measure-server";
import { WORST_PATHS } from "./odd-paths";

const PORT = Number(process.env.BENCH_PORT || 3295);
const ROUNDS = 5;

function get(path: string): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.on("data", (d) => (text += d));
    socket.on("error", reject);
    socket.on("close", () => resolve({ status: Number(text.split(" ")[1]), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}

const server = await startServer({ port: PORT, name: "bench-paths", env: { WEB_CONCURRENCY: "1" } });
try {
  await get("/api/v1/properties");
  console.log("shape                  path chars  status  slowest of 5 (ms)");
  for (const [shape, path] of Object.entries({ ...WORST_PATHS, "plain GET": "/api/v1/properties" })) {
    let slowest = 0;
    let status = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const answer = await get(path);
      slowest = Math.max(slowest, answer.ms);
      status = answer.status;
    }
    console.log(`${shape.padEnd(22)} ${String(path.length).padStart(10)}  ${status}     ${slowest.toFixed(2)}`);
  }
  const [plain] = await Promise.all([get("/api/v1/properties"), ...Array.from({ length: 4 }, () => get(WORST_PATHS["7,000 segments"]))]);
  console.log(`plain GET beside four 7,000-segment paths: ${plain.status} in ${plain.ms.toFixed(2)} ms`);
} finally {
  await server.stop();
}
