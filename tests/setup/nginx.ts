// nginx in front of a test server, configured with the server block docs/deploy.md gives (section 1: one
// VPS), read from the document itself so the test follows the documentation: only TLS is left out (the
// `listen 443 ssl http2` line becomes a loopback port) and the upstream's port is the test server's.
// Debian's nginx (`apt-get install nginx-light`; .ci/run installs it), run in the foreground with a prefix,
// its temporary files and its log in a folder of its own, and stopped by its process id.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_PATH = process.env.NGINX_PATH || "/usr/sbin/nginx";

/** The first ```nginx block of docs/deploy.md (the one VPS's server block). */
export function documentedServerBlock(): string {
  const doc = readFileSync(path.resolve("docs/deploy.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block || !/^server \{/m.test(block)) throw new Error("docs/deploy.md has no nginx server block");
  return block;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface StartedNginx {
  port: number;
  /** The server block as it runs (the documented one, on loopback). */
  serverBlock: string;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** nginx on 127.0.0.1:`port` proxying to the app on `appPort`, as docs/deploy.md configures it. */
export async function startNginx(appPort: number): Promise<StartedNginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is not installed at ${NGINX_PATH}: apt-get install nginx-light (or set NGINX_PATH)`);
  const port = await freePort();
  const documented = documentedServerBlock();
  const serverBlock = documented
    .replace(/^(\s*)listen 443 ssl http2;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*#\s*ssl_certificate.*\n/m, "")
    .replace(/http:\/\/127\.0\.0\.1:3000/g, `http://127.0.0.1:${appPort}`);
  if (serverBlock === documented || !serverBlock.includes(`listen 127.0.0.1:${port};`) || !serverBlock.includes(`127.0.0.1:${appPort}`))
    throw new Error(`docs/deploy.md's server block changed shape; adapt tests/setup/nginx.ts:\n${documented}`);

  const prefix = mkdtempSync(path.join(os.tmpdir(), "tigoni-nginx-"));
  // As root, nginx's workers run as an unprivileged user (nobody): they must reach the temporary folders.
  chmodSync(prefix, 0o755);
  const errorLogPath = path.join(prefix, "error.log");
  const conf = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${errorLogPath} warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${serverBlock}
}
`;
  writeFileSync(path.join(prefix, "nginx.conf"), conf);
  const child: ChildProcess = spawn(NGINX_PATH, ["-p", prefix, "-e", errorLogPath, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errorLog = () => (existsSync(errorLogPath) ? readFileSync(errorLogPath, "utf8") : "");
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM"); // fast shutdown of the master and its worker
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  // Up once it answers the app's health check through the proxy.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 100) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx on ${port} did not answer:\n${output}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, serverBlock, errorLog, stop };
}
