// Fills a page cache (server/page-cache.js, or the file given as the first argument) with realistic
// pages and prints {"counted","held"}: the bytes it says it keeps and the memory really held (heap and
// ArrayBuffers, after a full GC, minus what the process held before). Run with --expose-gc.
import { pathToFileURL } from "node:url";
import path from "node:path";

const file = path.resolve(process.argv[2] ?? "server/page-cache.js");
const { createPageCache } = await import(pathToFileURL(file).href);
const PAGES = Number(process.argv[3] ?? 3000);
const MAX_BYTES = 24 * 1024 * 1024;

const words = "retreat cabin lodge forest tea Tigoni Kenya guests nights breakfast fireplace view garden trail".split(" ");
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
function page(i, nonce) {
  let html = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=${i}</script></head><body>`;
  while (html.length < 30_000) {
    html += `<p class="c${Math.floor(random() * 50)}">${Array.from({ length: 12 }, () => words[Math.floor(random() * words.length)]).join(" ")} ${Math.floor(random() * 1e6)}</p>`;
    if (html.length % 6000 < 120) html += `<script nonce="${nonce}">window.b=${i}</script>`;
  }
  return html + "</body></html>";
}

function fakeResponse(nonce) {
  const headers = new Map();
  return {
    locals: { cspNonce: nonce },
    statusCode: 200,
    setHeader: (name, value) => headers.set(name.toLowerCase(), value),
    getHeader: (name) => headers.get(name.toLowerCase()),
    hasHeader: (name) => headers.has(name.toLowerCase()),
    removeHeader: (name) => headers.delete(name.toLowerCase()),
    write: () => true,
    end: () => undefined,
  };
}

const cache = createPageCache({ dataVersion: () => 1, maxBytes: MAX_BYTES });
const request = (url) => ({ method: "GET", url, originalUrl: url, path: url, headers: { host: "localhost", "accept-encoding": "gzip, br" } });

/** Full collections, with turns of the event loop between them so native buffers' finalizers run. */
async function settle() {
  for (let i = 0; i < 4; i++) {
    globalThis.gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

await settle();
const before = process.memoryUsage();
for (let i = 0; i < PAGES; i++) {
  const url = `/properties/page-${i}`;
  const nonce = `nonce${String(i).padStart(19, "0")}`;
  const res = fakeResponse(nonce);
  cache.serve(request(url), res, () => {});
  cache.capture(request(url), res, () => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const html = Buffer.from(page(i, nonce));
    for (let at = 0; at < html.length; at += 16_384) res.write(html.subarray(at, at + 16_384));
    res.end();
  });
  // Every other page is asked for again (its compressed variants are made then).
  if (i % 2 === 0) {
    const hit = fakeResponse("hitnonce0000000000000000");
    const answered = cache.answer(request(url), hit, () => {});
    if (!answered) throw new Error(`no hit for ${url}`);
  }
}
await settle();
const after = process.memoryUsage();
const held = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
console.log(JSON.stringify({ counted: cache.size().bytes, entries: cache.size().entries, held, maxBytes: MAX_BYTES }));
