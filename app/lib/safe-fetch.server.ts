import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetch a remote text document (an iCal feed) the way a server that takes URLs from users must:
 * - loopback, private, link-local, CGNAT, multicast and other non-public addresses are refused
 *   after DNS resolution (the check runs inside the socket's lookup, so a name cannot resolve to a
 *   public address for the check and a private one for the connection), unless `allowPrivate`;
 * - at most `maxBytes` and `timeoutMs` in total (headers, redirects and body), then abandoned;
 * - at most 3 redirects, each checked again.
 */
export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchRefused";
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  // The unspecified address, loopback, and IPv4-compatible addresses (`[::127.0.0.1]` is `::7f00:1`,
  // which some stacks still route to 127.0.0.1). IPv4-mapped `::ffff:a.b.c.d` is checked as IPv4 by BlockList.
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["100::", 64],
  ["2001::", 23],
  ["2002::", 16],
  ["fec0::", 10],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** Is this a loopback or private-network (non-public) address? IPv4-mapped IPv6 is checked as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const PRIVATE_MESSAGE = "The address points to a private or local network, which is not allowed";

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as { address: string; family: number }[];
      if (!list.length) return callback(new Error(`No address found for ${hostname}`), "", 0);
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) return callback(new FetchRefused(PRIVATE_MESSAGE), "", 0);
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

export interface SafeFetchOptions {
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
}

export async function safeFetchText(url: string, options: SafeFetchOptions): Promise<string> {
  const deadline = Date.now() + options.timeoutMs;
  let current = new URL(url);
  for (let hop = 0; hop <= 3; hop++) {
    const result = await fetchOnce(current, options, deadline);
    if (result.type === "body") return result.text;
    current = new URL(result.location, current);
  }
  throw new FetchRefused("Too many redirects");
}

function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
): Promise<{ type: "body"; text: string } | { type: "redirect"; location: string }> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return Promise.reject(new FetchRefused("Only http and https addresses can be fetched"));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !options.allowPrivate && isPrivateAddress(host)) return Promise.reject(new FetchRefused(PRIVATE_MESSAGE));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchRefused("The calendar took longer than 10 seconds"));
  return new Promise((resolveOuter, rejectOuter) => {
    const timers: NodeJS.Timeout[] = [];
    const resolve = (value: { type: "body"; text: string } | { type: "redirect"; location: string }) => {
      timers.forEach(clearTimeout);
      resolveOuter(value);
    };
    const reject = (error: unknown) => {
      timers.forEach(clearTimeout);
      rejectOuter(error);
    };
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate),
        headers: { Accept: "text/calendar, */*;q=0.5", "User-Agent": "TigoniRetreats-CalendarSync/1.0" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ type: "redirect", location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new Error(`The calendar answered HTTP ${status}`));
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new FetchRefused("The calendar is larger than 5 MB"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            request.destroy();
            reject(new FetchRefused("The calendar is larger than 5 MB"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ type: "body", text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    // One deadline for the whole exchange, body included: a feed that trickles is abandoned too.
    timers.push(
      setTimeout(() => {
        const error = new FetchRefused("The calendar took longer than 10 seconds");
        request.destroy(error);
        reject(error);
      }, remaining),
    );
    request.on("error", (error) => reject(error));
  });
}
