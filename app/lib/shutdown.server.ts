// Shutdown hooks: work that must stop before the database closes when the server is asked to stop
// (SIGTERM/SIGINT). A background job (an e-mail outbox sender, an iCal sync timer, …) registers
// itself when it starts:
//
//   const timer = setInterval(syncCalendars, 15 * 60_000);
//   onShutdown("iCal sync", () => clearInterval(timer));
//
//   onShutdown("outbox", async () => { stopPolling(); await currentSend; });
//
// server.js stops accepting connections, lets in-flight requests finish (up to 10 s), then calls
// `shutdown()` (app/services/lifecycle.server.ts): every hook runs, newest first, each awaited for
// at most HOOK_TIMEOUT_MS, and only then is the WAL checkpointed and the database closed. A hook
// that throws or hangs is logged and does not keep the others (or the database close) from running.

import { singleton } from "./singleton.server";

export const HOOK_TIMEOUT_MS = 5_000;

type Hook = { name: string; run: () => unknown };

// One registry per process, shared by the dev server's module reloads.
const registry = singleton("shutdown hooks", () => ({ hooks: [] as Hook[] }));
const hooks = (): Hook[] => registry.hooks;

/** Run `run` when the server stops, before the database closes. Returns a function that unregisters it. */
export function onShutdown(name: string, run: () => unknown): () => void {
  const hook = { name, run };
  hooks().push(hook);
  return () => {
    const list = hooks();
    const index = list.indexOf(hook);
    if (index >= 0) list.splice(index, 1);
  };
}

/** Run and clear every hook, newest first. Never throws; returns the names of hooks that failed or timed out. */
export async function runShutdownHooks(timeoutMs = HOOK_TIMEOUT_MS): Promise<string[]> {
  const list = hooks().splice(0).reverse();
  const failed: string[] = [];
  for (const hook of list) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(hook.run), timeout]);
      if (outcome === "timeout") {
        console.error(`Shutdown hook "${hook.name}" did not finish within ${timeoutMs} ms; going on.`);
        failed.push(hook.name);
      }
    } catch (error) {
      console.error(`Shutdown hook "${hook.name}" failed:`, error);
      failed.push(hook.name);
    } finally {
      clearTimeout(timer);
    }
  }
  return failed;
}
