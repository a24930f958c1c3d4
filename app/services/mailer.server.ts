import { isDatabaseUnavailable } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import {
  claimDueEmails,
  isEmailDue,
  OUTBOX_TIMING,
  recordSendOutcomes,
  releaseEmailClaims,
  type ClaimedEmail,
  type SendOutcome,
} from "~/models/email.server";
import { createMailTransport, onOutbox, type MailTransport } from "~/lib/mail.server";
import { onShutdown } from "~/lib/shutdown.server";
import { singleton } from "~/lib/singleton.server";

/**
 * The background sender (docs/decisions/0501-email-outbox.md): delivers the outbox in batches (one claim
 * and one record per batch, the e-mails sent one after another), each rendered here from what its row
 * stored when it was queued (never inside the write transaction that queued it;
 * docs/decisions/0015-emails-rendered-by-the-sender.md). Woken at once when this
 * process (or, through the cluster's IPC, one of its workers) queues an e-mail, and otherwise looks
 * every second whether one is due (isEmailDue: one indexed read of the queued rows), so it also sends
 * promptly what another app server queued, retries that come due and rows a crashed process left
 * claimed. Several senders (one per app server) share the outbox: each claim takes a different row.
 * Its timer is unref()ed: it never keeps the process alive. `stopMailer()` ends it cleanly.
 */

/** How often an idle sender looks at the outbox: an e-mail another server queued waits at most this long. */
const DEFAULT_POLL_MS = 1_000;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** A row this code cannot render: trying again in a minute would fail the same way. */
class UnrenderableEmail extends Error {}

/**
 * An SMTP 5xx answer means the server refused the message for good, and an e-mail that cannot be
 * rendered never will be: no point retrying either for 24 hours.
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof UnrenderableEmail) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface DrainOptions {
  shouldStop?: () => boolean;
  /** The clock (tests move it forward to reach a retry). */
  now?: () => Date;
  /** How many due e-mails to claim at once (BATCH_SIZE). */
  batchSize?: number;
  /** Asked before each batch after the first: false ends the round there (guests are busy sending). */
  moreBatches?: () => boolean;
}

function render(email: ClaimedEmail) {
  try {
    return renderStoredEmail(email);
  } catch (error) {
    throw new UnrenderableEmail(errorText(error));
  }
}

/**
 * How many due e-mails one claim takes. The claim and the record of what happened are one write each for
 * the whole batch: during a burst of inquiries the sender takes the write lock the guests' own writes wait
 * for a few times a second, not twice per e-mail.
 */
const BATCH_SIZE = 25;
/**
 * What a batch has sent is recorded after every 5 sends and at least once a second, so a crash mid-batch
 * (or a database gone while the sends go on) sends at most a handful twice (a resend keeps its Message-ID,
 * so mail clients fold it). Recording once a second alone let a fast SMTP server send a whole batch of 25
 * between two records: after a kill -9, all of it went out again.
 */
const RECORD_EVERY_MS = 1_000;
const RECORD_EVERY_SENDS = 5;
/**
 * No new send starts once a quarter of the batch's lease is gone (a slow SMTP server): the longest single
 * send (lib/mail.server.ts's timeouts) still ends inside the lease, so no other sender claims a row this one
 * is sending. The rest of the batch is given back at once.
 */
const SEND_WITHIN_MS = OUTBOX_TIMING.leaseMs / 4;

/** Send every e-mail that is due now, batch by batch, until none is left. */
export async function drainOutbox(transport: MailTransport, options: DrainOptions = {}): Promise<DrainResult> {
  const { shouldStop = () => false, now = () => new Date(), batchSize = BATCH_SIZE, moreBatches = () => true } = options;
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  const record = async (outcomes: SendOutcome[]) => {
    const statuses = await recordSendOutcomes(outcomes, now());
    outcomes.forEach((outcome, i) => {
      const status = statuses[i];
      result[status === "sent" ? "sent" : status === "failed" ? "failed" : "retrying"]++;
      if ("error" in outcome) {
        const { claim, error } = outcome;
        console.warn(
          `E-mail #${claim.id} to ${claim.to}: attempt ${claim.attempts} failed (${error}); ${status === "failed" ? "marked failed" : "will retry"}`,
        );
      }
    });
  };
  for (let round = 0; !shouldStop() && (round === 0 || moreBatches()); round++) {
    const batch = await claimDueEmails(batchSize, now());
    if (batch.length === 0) break;
    const claimedAt = now().getTime();
    let outcomes: SendOutcome[] = [];
    let recordedAt = Date.now();
    let next = 0;
    for (; next < batch.length && !shouldStop() && now().getTime() - claimedAt < SEND_WITHIN_MS; next++) {
      const email = batch[next];
      try {
        const { messageId } = await transport.send({ ...email, ...render(email) });
        outcomes.push({ claim: email, messageId });
      } catch (error) {
        outcomes.push({ claim: email, error: errorText(error), permanent: isPermanent(error) });
      }
      if (outcomes.length >= RECORD_EVERY_SENDS || Date.now() - recordedAt >= RECORD_EVERY_MS) {
        await record(outcomes);
        outcomes = [];
        recordedAt = Date.now();
      }
    }
    await record(outcomes);
    await releaseEmailClaims(batch.slice(next));
  }
  return result;
}

/**
 * A burst of guests' forms (each queueing e-mails) is answered first, and its e-mails wait for a pause: the
 * sender's rendering and writes would otherwise take the cores and the write lock the answers need (a lower
 * CPU priority alone did not keep them: the sender still ran in every moment a worker waited for the lock,
 * and a round of 25 e-mails every two seconds still cost a tenth of the answers). The first e-mail after a
 * quiet spell goes out at once; while e-mails keep being queued less than QUIET_MS apart, the sender sends
 * one batch every BURST_ROUND_MS (so none waits much longer than that), and the rest once the burst pauses.
 */
const QUIET_MS = 250;
const BURST_ROUND_MS = 30_000;

interface Running {
  transport: MailTransport;
  pollMs: number;
  timer?: NodeJS.Timeout;
  busy?: Promise<void>;
  again: boolean;
  stopped: boolean;
  /** When this process last heard that an e-mail was queued, and when the sender last started a round. */
  lastQueuedAt: number;
  lastRoundAt: number;
  /** The error the last round failed with, so a lasting failure is logged once. */
  failing?: string;
  unsubscribe: () => void;
}

// The running sender, one per process (kept across dev-server reloads of this module).
const store = singleton("e-mail sender", (): { running?: Running } => ({}));

function schedule(state: Running, ms: number, poll = true) {
  if (state.stopped) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => wake(state, poll), Math.max(ms, 0));
  state.timer.unref();
}

/** How much longer the burst lasts if nothing more is queued (0: it has paused). */
const burstLeft = (now: number, lastQueuedAt: number) => Math.max(QUIET_MS - (now - lastQueuedAt), 0);

const inBurst = (state: Running) => burstLeft(Date.now(), state.lastQueuedAt) > 0;

/**
 * How long the sender waits before its next round (0: now), from when an e-mail was last queued and when
 * the last round started (milliseconds since the epoch).
 */
export function roundDelay(now: number, lastQueuedAt: number, lastRoundAt: number): number {
  return Math.min(burstLeft(now, lastQueuedAt), Math.max(BURST_ROUND_MS - (now - lastRoundAt), 0));
}

/** Send what is due. `poll`: a timer's look, which first checks cheaply whether anything is due at all. */
function wake(state: Running, poll = false) {
  if (state.stopped) return;
  if (state.busy) {
    state.again = true;
    return;
  }
  const delay = roundDelay(Date.now(), state.lastQueuedAt, state.lastRoundAt);
  if (delay > 0) {
    // Guests are sending: look again when the burst pauses, or at its next round.
    schedule(state, delay, false);
    return;
  }
  state.again = false;
  state.lastRoundAt = Date.now();
  state.busy = (async () => {
    try {
      if (!poll || (await isEmailDue())) await drainOutbox(state.transport, { shouldStop: () => state.stopped, moreBatches: () => !inBurst(state) });
      state.failing = undefined;
    } catch (error) {
      // A database that is down fails every poll the same way: say so once, not every second.
      if (errorText(error) !== state.failing) console.error("E-mail sender:", isDatabaseUnavailable(error) ? (error as Error).message : error);
      state.failing = errorText(error);
    }
    state.busy = undefined;
    if (state.again) wake(state);
    else schedule(state, state.pollMs);
  })();
}

/** Start the sender once per process (server start-up). Options are for tests. */
export function startMailer(options: { transport?: MailTransport; pollMs?: number; quiet?: boolean } = {}): void {
  if (store.running && !store.running.stopped) return;
  const transport = options.transport ?? createMailTransport();
  const state: Running = {
    transport,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    again: false,
    stopped: false,
    lastQueuedAt: 0,
    lastRoundAt: 0,
    unsubscribe: () => undefined,
  };
  state.unsubscribe = onOutbox(() => {
    // The news comes before the round it triggers: a burst's first e-mail still goes out at once.
    const quietBefore = !inBurst(state);
    state.lastQueuedAt = Date.now();
    if (quietBefore) state.lastRoundAt = 0;
    wake(state);
  });
  store.running = state;
  // On SIGTERM the sender finishes the e-mail in flight before the database closes.
  onShutdown("e-mail outbox", stopMailer);
  if (!options.quiet) console.log(`E-mail: sending through ${transport.description}`);
  wake(state);
}

/**
 * Stop the sender: no new sends; waits for the one in flight (its row is marked sent or retried) and gives
 * the rest of its batch back to the outbox for the next start (or another server) to send.
 */
export async function stopMailer(): Promise<void> {
  const state = store.running;
  if (!state) return;
  store.running = undefined;
  state.stopped = true;
  clearTimeout(state.timer);
  state.unsubscribe();
  await state.busy;
  state.transport.close();
}
