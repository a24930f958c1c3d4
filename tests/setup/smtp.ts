import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface Received {
  envelopeTo: string[];
  raw: string;
  parsed: Email;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** Refuse the next `n` messages with a temporary 421 error (an outage), then accept again. */
  refuseNext(n: number): void;
  /** Answer each message only after `ms` (a slow server, so concurrent senders overlap). */
  setDelay(ms: number): void;
  /** How many messages were refused. */
  refused: () => number;
  close(): Promise<void>;
}

/** An SMTP server in this process on loopback (no TLS, no auth) that keeps every message it accepts. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse--;
        refusedCount++;
        const error = Object.assign(new Error("Service temporarily unavailable, try again later"), { responseCode: 421 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await PostalMime.parse(raw);
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => {
      toRefuse = n;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Wait (bounded) until `check` is true; the tests assert on what arrived, never on how long it took. */
export async function waitFor(check: () => boolean, what: string, limitMs = 15_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
