import { getDb } from "~/db/db.server";
import { seedIfEmpty } from "~/db/seed.server";

export const TEST_ADMIN = { username: "admin", password: "integration-admin-password" };

/** Migrate and seed this test file's own database (with a known admin password). */
export async function seedTestDb() {
  const db = await getDb();
  await seedIfEmpty(db, { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password });
  return db;
}

type RouteModule = {
  loader?: (args: never) => Promise<Response> | Response;
  action?: (args: never) => Promise<Response> | Response;
};

export interface CallOptions {
  method?: string;
  params?: Record<string, string>;
  /** A value to send as JSON, or a raw string body. */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  clientAddress?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  /** The session cookie (name=value) the response set, if any. */
  cookie?: string;
}

/** Call a resource route's loader (GET/HEAD) or action (others) with a real Request, as Remix would. */
export async function call(route: RouteModule, path: string, options: CallOptions = {}): Promise<CallResult> {
  const method = (options.method ?? "GET").toUpperCase();
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  if (options.cookie) headers.set("Cookie", options.cookie);
  const request = new Request(`http://localhost${path}`, { method, headers, body });
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  if (!handler) throw new Error(`route has no handler for ${method}`);
  const response = await (handler as (args: unknown) => Promise<Response>)({
    request,
    params: options.params ?? {},
    context: { clientAddress: options.clientAddress ?? "203.0.113.10" },
  });
  const text = await response.text();
  const setCookie = response.headers.get("Set-Cookie");
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
    cookie: setCookie ? setCookie.split(";")[0] : undefined,
  };
}
