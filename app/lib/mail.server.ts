import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "./env.server";
import { singleton } from "./singleton.server";

/**
 * The mail transport (infrastructure only; the outbox and its sender live in
 * app/models/email.server.ts and app/services/mailer.server.ts).
 *
 * - `SMTP_URL` (e.g. `smtp://user:pass@mail.example.com:587`) selects SMTP.
 * - Without it, each e-mail is written as an `.eml` file under `MAIL_DIR` (default `data/mail/`)
 *   and its path logged, so a fresh checkout runs with zero configuration.
 * - `MAIL_FROM` is the sender (default `Tigoni Retreats <no-reply@localhost>`).
 * - `PUBLIC_URL` is the site's public address, for links in e-mails (default `http://localhost:3000`;
 *   see public-url.server.ts).
 */

export function mailFrom(): string {
  return env("MAIL_FROM");
}

export function mailDir(): string {
  return path.resolve(env("MAIL_DIR"));
}

/** The site's public base URL, for links in e-mails (kept here for the e-mail code that imports it from this module). */
export { publicUrl } from "./public-url.server";

export interface OutgoingMail {
  /** The outbox id: names the .eml file and makes a stable Message-ID, so a resend is recognisable. */
  id: number;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

export interface MailTransport {
  /** What this transport does, for the start-up log line. */
  readonly description: string;
  /** Deliver one e-mail; throws on failure (an SMTP error keeps its `responseCode`). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

// Short timeouts: a send must finish well within the sender's claim lease (see email.server.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

function messageFields(mail: OutgoingMail) {
  const from = mailFrom();
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo || undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    date: new Date(),
    messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt) || 0}@${domain}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  const { protocol, hostname, port } = new URL(url);
  return {
    description: `SMTP ${protocol}//${hostname}${port ? `:${port}` : ""}`,
    async send(mail) {
      const info = await transporter.sendMail(messageFields(mail));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(messageFields(mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-email-${mail.id}.eml`);
      // Write then rename, so a reader never sees half a message.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        writeFileSync(tmp, info.message as Buffer);
      } catch (error) {
        // The first e-mail (or the folder was removed while the server ran): make it, then write.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        mkdirSync(dir, { recursive: true });
        writeFileSync(tmp, info.message as Buffer);
      }
      renameSync(tmp, file);
      console.log(`E-mail #${mail.id} to ${mail.to} ("${mail.subject}") written to ${file}`);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** SMTP when `SMTP_URL` is set, otherwise .eml files under `MAIL_DIR`. */
export function createMailTransport(): MailTransport {
  const url = env("SMTP_URL");
  return url ? smtpTransport(url) : fileTransport(mailDir());
}

/**
 * In-process wake-up for the sender: the models call `notifyOutbox()` when they queue an e-mail,
 * so it goes out at once instead of at the next poll. Scheduled with setImmediate, so a call made
 * inside a transaction runs after it (the single connection is busy until the commit).
 */
type Listener = () => void;
// One set per process, so a dev-server reload of this module still reaches the running sender.
const listeners = singleton("outbox listeners", () => new Set<Listener>());

/** The IPC message a cluster worker sends its primary (server.js), where the sender runs. */
export const OUTBOX_MESSAGE = "tigoni:outbox";

/**
 * A cluster worker tells the primary at most this often: during a burst of inquiries one message stands for
 * all the e-mails queued in it (the last of them is still announced, at the end of the interval).
 */
const NOTICE_EVERY_MS = 50;
const notices = singleton("outbox notices", (): { last: number; timer?: NodeJS.Timeout } => ({ last: 0 }));

function tellPrimary() {
  notices.last = Date.now();
  if (process.connected) process.send?.({ type: OUTBOX_MESSAGE });
}

export function notifyOutbox(): void {
  // A cluster worker has no sender of its own: wake the primary's (after this tick, like below, so a
  // call made inside a transaction reaches it after the commit).
  if (listeners.size === 0 && env("TIGONI_WORKER") && process.send) {
    if (notices.timer) return;
    const wait = Math.max(notices.last + NOTICE_EVERY_MS - Date.now(), 0);
    notices.timer = setTimeout(() => {
      notices.timer = undefined;
      tellPrimary();
    }, wait);
    // Never what keeps a stopping worker alive: the sender's own poll finds the e-mail anyway.
    notices.timer.unref();
    return;
  }
  if (listeners.size === 0) return;
  setImmediate(() => listeners.forEach((l) => l()));
}

export function onOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
