import { isDatabaseUnavailable } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { claimNextEmail, isEmailDue, markEmailAttemptFailed, markEmailSent, type ClaimedEmail } from "~/models/email.server";
import { createMailTransport, onOutbox, type MailTransport } from "~/lib/mail.server";
import { onShutdown } from "~/lib/shutdown.server";
import { singleton } from "~/lib/singleton.server";

/**
 * The background sender (docs/decisions/0501-email-outbox.md): delivers the outbox one e-mail at a
 * time, rendered here from what its row stored when it was queued (never inside the write transaction
 * that queued it; docs/decisions/0015-emails-rendered-by-the-sender.md). Woken at once when this
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
}

function render(email: ClaimedEmail) {
  try {
    return renderStoredEmail(email);
  } catch (error) {
    throw new UnrenderableEmail(errorText(error));
  }
}

/** Send every e-mail that is due now, one by one, until none is left. */
export async function drainOutbox(transport: MailTransport, options: DrainOptions = {}): Promise<DrainResult> {
  const { shouldStop = () => false, now = () => new Date() } = options;
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  while (!shouldStop()) {
    const email = await claimNextEmail(now());
    if (!email) break;
    try {
      const { messageId } = await transport.send({ ...email, ...render(email) });
      await markEmailSent(email, messageId, now());
      result.sent++;
    } catch (error) {
      const status = await markEmailAttemptFailed(email, errorText(error), isPermanent(error), now());
      result[status === "failed" ? "failed" : "retrying"]++;
      console.warn(
        `E-mail #${email.id} to ${email.to}: attempt ${email.attempts} failed (${errorText(error)}); ${status === "failed" ? "marked failed" : "will retry"}`,
      );
    }
  }
  return result;
}

interface Running {
  transport: MailTransport;
  pollMs: number;
  timer?: NodeJS.Timeout;
  busy?: Promise<void>;
  again: boolean;
  stopped: boolean;
  /** The error the last round failed with, so a lasting failure is logged once. */
  failing?: string;
  unsubscribe: () => void;
}

// The running sender, one per process (kept across dev-server reloads of this module).
const store = singleton("e-mail sender", (): { running?: Running } => ({}));

function schedule(state: Running, ms: number) {
  if (state.stopped) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => wake(state, true), Math.max(ms, 0));
  state.timer.unref();
}

/** Send what is due. `poll`: a timer's look, which first checks cheaply whether anything is due at all. */
function wake(state: Running, poll = false) {
  if (state.stopped) return;
  if (state.busy) {
    state.again = true;
    return;
  }
  state.again = false;
  state.busy = (async () => {
    try {
      if (!poll || (await isEmailDue())) await drainOutbox(state.transport, { shouldStop: () => state.stopped });
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
  const state: Running = { transport, pollMs: options.pollMs ?? DEFAULT_POLL_MS, again: false, stopped: false, unsubscribe: () => undefined };
  state.unsubscribe = onOutbox(() => wake(state));
  store.running = state;
  // On SIGTERM the sender finishes the e-mail in flight before the database closes.
  onShutdown("e-mail outbox", stopMailer);
  if (!options.quiet) console.log(`E-mail: sending through ${transport.description}`);
  wake(state);
}

/** Stop the sender: no new sends; waits for the one in flight (its row is marked sent or retried). */
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
