import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The page cache keeps to its budget in memory really held, not only in the bytes it counts: before,
// every small deflated piece of a page kept zlib's 16 KB output buffer alive (and small copies kept
// 8 KB pool slabs), so a worker held ~4× its PAGE_CACHE_MB. Measured in a child process of its own,
// with a full GC before and after (tests/setup/page-cache-memory-child.mjs).
describe("page cache memory", () => {
  it("holds what it counts: thousands of pages, half of them compressed, stay within the budget", () => {
    const output = execFileSync(process.execPath, ["--expose-gc", "tests/setup/page-cache-memory-child.mjs", "server/page-cache.js", "3000"], {
      encoding: "utf8",
    });
    const { counted, held, maxBytes, entries } = JSON.parse(output) as { counted: number; held: number; maxBytes: number; entries: number };
    expect(entries).toBeGreaterThan(100);
    expect(counted).toBeLessThanOrEqual(maxBytes);
    // Within 15% of what it counts (the estimate of JavaScript objects per entry is deliberately generous).
    expect(held).toBeLessThan(counted * 1.15);
  }, 120_000);
});
