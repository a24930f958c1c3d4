// @ts-check
// The heap limit each cluster process (the web workers and the e-mail sender) is started with, so a small
// VPS is not over-committed: V8 sizes every process's old space from the machine's memory as if it were
// alone (about a quarter of it), and the primary, the sender and each worker would all grow that far
// before collecting hard. Here the processes share one slice of the machine instead
// (docs/decisions/1128-javascript-budget.md, issue 39 item 5).

/** The share of the machine's memory the workers' and the sender's heaps may take together. */
export const HEAP_SHARE = 0.25;
/** Below this a worker could not render the largest admin pages and CSV exports: never less. */
export const HEAP_MIN_MB = 128;
/** Above this the limit only postpones garbage collection: never more. */
export const HEAP_MAX_MB = 4096;

/**
 * The old-space limit (MB) of one cluster process: WORKER_HEAP_MB when it is set (`0` leaves Node's own
 * default: null), else a quarter of the machine's memory shared by the web workers and the e-mail sender,
 * between HEAP_MIN_MB and HEAP_MAX_MB. A 1 GB VPS with WEB_CONCURRENCY=1 gives 128 MB.
 * @param {{ totalMemBytes: number, workers: number, workerHeapMb?: number }} machine
 * @returns {number | null}
 */
export function workerHeapMb({ totalMemBytes, workers, workerHeapMb }) {
  if (workerHeapMb !== undefined) return workerHeapMb === 0 ? null : workerHeapMb;
  const processes = workers + 1; // the web workers and the e-mail sender
  const share = Math.floor(((totalMemBytes / 1024 / 1024) * HEAP_SHARE) / processes);
  return Math.min(HEAP_MAX_MB, Math.max(HEAP_MIN_MB, share));
}

/**
 * The Node flags a cluster process is forked with: the parent's own, less any old-space limit it has,
 * plus `--max-old-space-size` when there is a limit.
 * @param {readonly string[]} parentExecArgv
 * @param {number | null} heapMb
 * @returns {string[]}
 */
export function workerExecArgv(parentExecArgv, heapMb) {
  const own = parentExecArgv.filter((arg) => !/^--max[-_]old[-_]space[-_]size(?:=|$)/.test(arg));
  return heapMb === null ? own : [...own, `--max-old-space-size=${heapMb}`];
}
