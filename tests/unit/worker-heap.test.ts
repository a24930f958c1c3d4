import { describe, expect, it } from "vitest";
import { readEnv } from "~/lib/env.server";
import { HEAP_MAX_MB, HEAP_MIN_MB, workerExecArgv, workerHeapMb } from "../../server/worker-heap.js";

const GB = 1024 ** 3;

describe("the heap limit of each cluster worker (issue 39 item 5)", () => {
  it("shares a quarter of the machine's memory between the web workers and the e-mail sender", () => {
    // A 4 GB VPS with two workers: 1024 MB for three processes.
    expect(workerHeapMb({ totalMemBytes: 4 * GB, workers: 2 })).toBe(341);
    // This 24 GB machine with one worker per core.
    expect(workerHeapMb({ totalMemBytes: 24 * GB, workers: 2 })).toBe(2048);
    // More workers, smaller shares.
    expect(workerHeapMb({ totalMemBytes: 8 * GB, workers: 7 })).toBe(256);
  });

  it("never goes below what the largest pages need, nor above where a limit stops meaning anything", () => {
    // A 1 GB VPS with WEB_CONCURRENCY=1 (what os.totalmem says on one: a little under 1 GiB).
    expect(workerHeapMb({ totalMemBytes: 0.96 * GB, workers: 1 })).toBe(HEAP_MIN_MB);
    expect(workerHeapMb({ totalMemBytes: 512 * 1024 ** 2, workers: 4 })).toBe(HEAP_MIN_MB);
    expect(workerHeapMb({ totalMemBytes: 256 * GB, workers: 2 })).toBe(HEAP_MAX_MB);
  });

  it("takes WORKER_HEAP_MB as it is, and 0 as Node's own default", () => {
    expect(workerHeapMb({ totalMemBytes: 0.96 * GB, workers: 1, workerHeapMb: 200 })).toBe(200);
    expect(workerHeapMb({ totalMemBytes: 24 * GB, workers: 2, workerHeapMb: 0 })).toBeNull();
  });

  it("forks with the parent's flags and one --max-old-space-size, replacing the parent's own", () => {
    expect(workerExecArgv(["--enable-source-maps"], 341)).toEqual(["--enable-source-maps", "--max-old-space-size=341"]);
    expect(workerExecArgv(["--max-old-space-size=4096", "--max_old_space_size=100", "--trace-gc"], 128)).toEqual([
      "--trace-gc",
      "--max-old-space-size=128",
    ]);
    expect(workerExecArgv(["--trace-gc"], null)).toEqual(["--trace-gc"]);
  });

  it("WORKER_HEAP_MB is checked at start-up: 0 or 64 to 65536 MB", () => {
    expect(readEnv({ WORKER_HEAP_MB: "256" }).WORKER_HEAP_MB).toBe(256);
    expect(readEnv({ WORKER_HEAP_MB: "0" }).WORKER_HEAP_MB).toBe(0);
    expect(readEnv({ WORKER_HEAP_MB: "" }).WORKER_HEAP_MB).toBeUndefined();
    for (const bad of ["32", "1.5", "lots", "100000"]) expect(() => readEnv({ WORKER_HEAP_MB: bad }), bad).toThrow(/WORKER_HEAP_MB/);
  });
});
