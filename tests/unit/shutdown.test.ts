import { spawn } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseEngine, getDb } from "~/db/db.server";
import { databasePath } from "~/lib/env.server";
import { liveServerPids, serverPidFile } from "~/lib/server-pid.server";
import { onShutdown, runShutdownHooks } from "~/lib/shutdown.server";
import { registerServerProcess, shutdown } from "~/services/lifecycle.server";

const walBytes = (file: string) => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);

describe("shutdown hooks", () => {
  it("run newest first, keep going past a failing or hanging hook, and never run once unregistered", async () => {
    const ran: string[] = [];
    onShutdown("outbox", () => void ran.push("outbox"));
    onShutdown("broken", () => {
      throw new Error("boom");
    });
    onShutdown("hangs", () => new Promise(() => ran.push("hangs")));
    const off = onShutdown("removed", () => void ran.push("removed"));
    onShutdown("ical", async () => {
      await new Promise((r) => setTimeout(r, 10));
      ran.push("ical");
    });
    off();
    const failed = await runShutdownHooks(50);
    expect(ran).toEqual(["ical", "hangs", "outbox"]);
    expect(failed).toEqual(["hangs", "broken"]);
    expect(await runShutdownHooks(50), "hooks run once").toEqual([]);
  });

  it("stopping runs the hooks while the database is still open, then drops the server mark, checkpoints and closes it", async () => {
    const db = await getDb();
    const onSqlite = databaseEngine() === "sqlite";
    registerServerProcess();
    // The mark: a pid file beside the SQLite file; on PostgreSQL, shared by servers on other machines, a row.
    if (onSqlite) expect(existsSync(serverPidFile(databasePath()))).toBe(true);
    else await expect.poll(async () => (await db.selectFrom("serverProcesses").select("pid").execute()).map((r) => r.pid)).toEqual([process.pid]);
    for (let i = 0; i < 20; i++) await sql`create table if not exists t${sql.raw(String(i))} (x text)`.execute(db);
    if (onSqlite) expect(walBytes(databasePath())).toBeGreaterThan(0);

    let tablesSeenByHook = -1;
    onShutdown("reads the database", async () => {
      tablesSeenByHook = (await db.introspection.getTables()).filter((t) => /^t\d+$/.test(t.name)).length;
    });
    await shutdown();
    expect(tablesSeenByHook).toBe(20);
    // SQLite copied its write-ahead log into the file; PostgreSQL's pool is closed (a query now fails).
    if (onSqlite) expect(walBytes(databasePath()), "no -wal content left").toBe(0);
    else await expect(sql`select 1`.execute(db)).rejects.toThrow();
    expect(existsSync(serverPidFile(databasePath()))).toBe(false);
    if (!onSqlite) expect(await (await getDb()).selectFrom("serverProcesses").selectAll().execute()).toEqual([]);
  });
});

describe("server pid marks", () => {
  it("report live servers of a database and ignore marks left by dead processes", async () => {
    const file = `${databasePath()}-pids.db`;
    writeFileSync(serverPidFile(file, 2 ** 22 + 12345), "stale\n");
    expect(liveServerPids(file)).toEqual([]);

    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    await new Promise((r) => child.once("spawn", r));
    writeFileSync(serverPidFile(file, child.pid!), `${child.pid}\n`);
    expect(liveServerPids(file)).toEqual([child.pid]);
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(liveServerPids(file)).toEqual([]);
  });
});
