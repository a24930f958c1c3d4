// nginx beside the page cache (issue 39 item 4, part of `npm run bench`): Debian's nginx serves the very bytes a
// page-cache hit of `/` answers, as a static file, with as many worker processes as the server has workers, so
// the bench can print how near a hit comes to what a static-file server does on this machine. Without nginx
// (not installed and not installable) the line is left out.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { waitFor } from "./measure-server";

function nginxBinary(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  // Debian's package, when this machine may install it (as root, or with sudo that asks nothing).
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const install = (args: string[]) => spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { stdio: "ignore" });
  if (install(["apt-get", "install", "-y", "-qq", "nginx-light"]).status !== 0) return undefined;
  return spawnSync("/usr/sbin/nginx", ["-v"]).status === 0 ? "/usr/sbin/nginx" : undefined;
}

/** The plain bytes (no Accept-Encoding, as autocannon asks) that `url` answers. */
function plainBytes(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export interface StaticTwin {
  url: string;
  bytes: number;
  stop: () => void;
}

/** nginx on `port` serving what `pageUrl` answers now, or undefined when nginx cannot be had. */
export async function startNginxTwin(pageUrl: string, port: number, workers: number): Promise<StaticTwin | undefined> {
  const nginx = nginxBinary();
  if (!nginx) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755); // nginx's workers run as nobody when started as root
  const body = await plainBytes(pageUrl);
  writeFileSync(path.join(dir, "index.html"), body);
  chmodSync(path.join(dir, "index.html"), 0o644);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type "text/html; charset=utf-8"; try_files /index.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/`);
  return {
    url: `http://127.0.0.1:${port}/`,
    bytes: body.length,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
