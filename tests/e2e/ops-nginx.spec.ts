import net from "node:net";
import { expect, test } from "@playwright/test";
import { startServer, type StartedServer } from "../../scripts/measure-server";
import { startNginx, type StartedNginx } from "../setup/nginx";
import { OPS_PORT } from "./ops-helpers";

// Behind nginx as docs/deploy.md configures it (issue 35, item 7). nginx reads a client's whole body before it
// talks to the app, then sends it over HTTP/1.0 with `Connection: close`, its default: exactly the client that
// used to get a reset instead of the 413. The documented `client_max_body_size 12m` (for photo uploads) lets
// every body up to 12 MB through, so for 70 KB to 10 MB the 413 is the app's (its 64 KiB limit on pages and
// the JSON API), relayed by nginx.

let app: StartedServer;
let nginx: StartedNginx | undefined;
test.beforeAll(async () => {
  // The documented environment: one proxy in front, whose X-Forwarded-For counts.
  app = await startServer({ port: OPS_PORT, name: "nginx", env: { WEB_CONCURRENCY: "1", TRUST_PROXY: "1", PUBLIC_FORM_LIMIT: "100000" } });
  nginx = await startNginx(OPS_PORT);
});
test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

interface Answer {
  status: number;
  head: string;
  body: string;
  /** The socket error, if the connection was reset or failed. */
  error?: string;
}

/**
 * A client that asks to close the connection and writes its whole body before it reads anything (it starts
 * reading once every byte is handed to the kernel): a reset, a refused write or a 502 shows up in the answer.
 */
function postWholeBodyThenRead(port: number, path: string, contentType: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: split === -1 ? "" : text.slice(split + 4), error });
    });
    socket.pause();
    socket.on("connect", () => {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
      socket.write(head);
      socket.write(body, () => {
        socket.on("data", (d: Buffer) => chunks.push(d));
        socket.resume();
      });
    });
  });
}

test("through nginx as docs/deploy.md configures it, a body of 70 KB to 10 MB from a client that writes it all with Connection: close gets the app's 413, never a reset or a 502", async () => {
  test.setTimeout(90_000);
  expect(nginx!.serverBlock).toContain("client_max_body_size 12m;");
  const before = app.output().length;
  const results: string[] = [];
  for (const size of [70 * 1024, 1024 * 1024, 10 * 1024 * 1024]) {
    for (const [path, type] of [
      ["/contact", "application/x-www-form-urlencoded"],
      ["/api/v1/booking-inquiries", "application/json"],
      ["/api/v1/contact", "application/json"],
    ]) {
      for (let i = 0; i < 3; i++) {
        const body = Buffer.alloc(size, "a");
        body.write("a=");
        const answer = await postWholeBodyThenRead(nginx!.port, path, type, body);
        results.push(`${path} ${size} #${i + 1}: ${answer.status}${answer.error ? ` (${answer.error})` : ""}`);
        expect(answer.error, `${path}, ${size} bytes, try ${i + 1}: no reset`).toBeUndefined();
        expect(answer.status, `${path}, ${size} bytes, try ${i + 1}`).toBe(413);
        // The app's answer, relayed: its own words (nginx's own 413 is an HTML page signed "nginx").
        expect(answer.body).not.toContain("nginx");
        if (path.startsWith("/api/")) expect(JSON.parse(answer.body)).toEqual({ message: "Request body is too large" });
        else expect(answer.body).toBe("Request body is too large");
      }
    }
  }
  console.log(results.join("\n"));
  // A small body still goes through to the app and is stored.
  const ok = await fetch(`http://127.0.0.1:${nginx!.port}/api/v1/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Behind Nginx", email: "nginx@example.com", subject: "Proxy", message: "Sent through the documented proxy." }),
  });
  expect(ok.status).toBe(201);
  expect(app.output().slice(before)).not.toMatch(/^\s+at /m);
  expect(nginx!.errorLog()).not.toMatch(/upstream prematurely closed|reset by peer|\[error\]/);
});
