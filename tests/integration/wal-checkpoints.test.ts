import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKPOINT_SAFETY_PAGES, checkpointWal, openSqlite, type SqliteHandle } from "~/db/sqlite.server";

// A cluster's workers leave SQLite's checkpoints (copying the write-ahead log into the database file, with a
// flush) to the primary, which runs one every second: no guest's request waits for one. A worker still
// checkpoints by itself if the log grows far beyond SQLite's usual size (the primary stopped).

const opened: { handle: SqliteHandle; dir: string }[] = [];
afterEach(async () => {
  for (const { handle, dir } of opened.splice(0)) {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function open(checkpointsElsewhere: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-wal-"));
  const file = path.join(dir, "app.db");
  const handle = openSqlite(file, { checkpointsElsewhere });
  opened.push({ handle, dir });
  handle.sqlite.exec("create table notes (id integer primary key, body text)");
  const insert = handle.sqlite.prepare("insert into notes (body) values (?)");
  // One small transaction after another, as the workers write: each adds a few pages to the log.
  const write = (pages: number) => {
    for (let i = 0; i < pages; i++) insert.run("x".repeat(3_500));
  };
  return { handle, write };
}

describe("SQLite checkpoints in a cluster", () => {
  it("a worker's commits leave the log to the primary's checkpoint, which copies all of it", () => {
    const worker = open(true);
    expect(worker.handle.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(CHECKPOINT_SAFETY_PAGES);
    worker.write(3_000);
    const first = checkpointWal(worker.handle.sqlite);
    // Far past SQLite's own threshold of 1,000 pages: nobody checkpointed before the primary.
    expect(first.logPages).toBeGreaterThan(3_000);
    expect(first.copiedPages).toBe(first.logPages);
    // The log starts again from its beginning after a complete checkpoint: it holds only what came since.
    worker.write(300);
    const second = checkpointWal(worker.handle.sqlite);
    expect(second.logPages).toBeLessThan(first.logPages / 5);
    expect(second.copiedPages).toBe(second.logPages);
  });

  it("a single server (or the primary itself) checkpoints as SQLite does by default, every thousand pages", () => {
    const single = open(false);
    expect(single.handle.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1_000);
    single.write(3_000);
    expect(checkpointWal(single.handle.sqlite).logPages).toBeLessThanOrEqual(1_010);
  });
});
