import { pruneAudit } from "~/models/audit.server";

let timer: ReturnType<typeof setInterval> | undefined;

/** Prune the year-old entries now and then daily (unref'ed: never keeps the process alive). */
export function startAuditPruning(): void {
  const prune = () =>
    pruneAudit().catch((error: unknown) => {
      console.error("Audit log pruning failed", error);
      return 0;
    });
  void prune();
  if (timer) return;
  timer = setInterval(() => void prune(), 24 * 60 * 60 * 1000);
  timer.unref();
}
