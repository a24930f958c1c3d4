import { randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import { singleton } from "./singleton.server";

/*
 * Who this server process is, as its row in serverProcesses and the claims it takes name it
 * (docs/decisions/1128-claims-name-their-process.md). Made once per process, before the process has a row:
 * a claim may name a process whose row is not written yet, and such a claim is only ever freed by its lease.
 */

export interface ServerProcessIdentity {
  /** Unique across machines and restarts: host, pid and a random part (a restarted process may get the same pid). */
  id: string;
  host: string;
  pid: number;
  /**
   * Where `pid` names one process: the host name, the kernel's boot id and the pid namespace (Linux). Two
   * processes with the same pidSpace can ask the kernel whether the other is alive; containers on one machine
   * with the same host name (host networking) have different pid namespaces, a rebooted machine another boot id.
   */
  pidSpace: string;
  startedAt: string;
}

function readPidSpace(): string {
  const parts = [os.hostname()];
  try {
    parts.push(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(), readlinkSync("/proc/self/ns/pid"));
  } catch {
    // Not Linux: the host name is all there is (no containers sharing it there).
  }
  return parts.join(" ");
}

const identity = singleton("server process identity", (): ServerProcessIdentity => ({
  id: `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
  host: os.hostname(),
  pid: process.pid,
  pidSpace: readPidSpace(),
  startedAt: new Date().toISOString(),
}));

/** This process. */
export function thisServerProcess(): ServerProcessIdentity {
  return identity;
}
