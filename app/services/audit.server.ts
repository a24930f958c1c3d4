import { pruneAudit, recordAudit, type AuditActor, type AuditTarget } from "~/models/audit.server";

export { recordAudit };

/**
 * The wrapper around admin actions: run the call, then record it (only when it succeeded). The
 * target may be derived from the call's result (a new property's id).
 */
export function audited<A extends unknown[], R>(
  actor: AuditActor,
  action: string,
  run: (...args: A) => Promise<R>,
  target?: (result: R, ...args: A) => AuditTarget | null,
  details?: (result: R, ...args: A) => Record<string, unknown> | undefined,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const result = await run(...args);
    await recordAudit(actor, action, target?.(result, ...args) ?? null, details?.(result, ...args));
    return result;
  };
}

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
