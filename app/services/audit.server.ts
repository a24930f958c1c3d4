import { pruneAudit } from "~/models/audit.server";
import { takeTurn } from "./jobs.server";

const DAY_MS = 24 * 60 * 60 * 1000;

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Prune the year-old entries now and then daily (unref'ed: never keeps the process alive). With several
 * app servers, the one that takes the day's turn prunes; the others skip.
 */
export function startAuditPruning(): void {
  const prune = async () => {
    try {
      if (await takeTurn("audit-prune", DAY_MS)) await pruneAudit();
    } catch (error) {
      console.error("Audit log pruning failed", error);
    }
  };
  void prune();
  if (timer) return;
  timer = setInterval(() => void prune(), DAY_MS);
  timer.unref();
}
