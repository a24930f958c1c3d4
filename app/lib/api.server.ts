import type { AppLoadContext } from "@remix-run/node";
import type { ZodType, z } from "zod";
import { HttpError, httpErrorOf } from "./errors.server";

export const MAX_JSON_BYTES = 64 * 1024;

export function jsonResponse(body: unknown, init: number | ResponseInit = 200): Response {
  const options = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...options, headers });
}

export function errorResponse(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: HeadersInit,
  facts?: Record<string, unknown>,
): Response {
  return jsonResponse({ message, ...(errors ? { errors } : {}), ...facts }, { status, headers });
}

/** Field errors from a zod error, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "body";
    const messages = (out[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

/** Read a JSON body: 415 for another content type, 413 when too large, 400 when malformed or not an object. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new HttpError(415, "Content-Type must be application/json");
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, "Request body is too large");
  const text = await readLimited(request, MAX_JSON_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return data as Record<string, unknown>;
}

/** The body exactly as sent (a provider's signature covers these bytes), at most `limit` bytes (413 beyond). */
export function readRawBody(request: Request, limit = MAX_JSON_BYTES): Promise<string> {
  return readLimited(request, limit);
}

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** Validate with the shared schema; a failure is a 400 whose message is the first field message. */
export function parseWith<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = result.error.issues[0]?.message ?? "Invalid request";
    throw new HttpError(400, first, errors);
  }
  return result.data;
}

/** A positive integer id from a route parameter, or a 404. */
export function idParam(value: string | undefined, what: string): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw new HttpError(404, `${what} not found`);
  return Number(value);
}

type Handler = (args: { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }) => Promise<Response>;

/**
 * Wrap a resource-route handler: dispatch on the HTTP method, turn an HttpError or a domain error
 * (httpErrorOf) into `{ message, errors? }` with its status, and anything unexpected into a 500 without
 * details (logged on the server).
 */
export function apiRoute(handlers: Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>) {
  const allowed = Object.keys(handlers).join(", ");
  const route = async (args: { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }): Promise<Response> => {
    const method = args.request.method.toUpperCase() as keyof typeof handlers;
    const handler = handlers[method] ?? (method === ("HEAD" as string) ? handlers.GET : undefined);
    if (!handler) return errorResponse(405, `Method ${method} is not allowed here`, undefined, { Allow: allowed });
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      const known = httpErrorOf(error);
      // 503: the database is away for a moment (a restart); a client may try again after a few seconds.
      if (known)
        return errorResponse(known.status, known.message, known.errors, known.status === 503 ? { "Retry-After": "5" } : known.headers, known.facts);
      console.error(error);
      return errorResponse(500, "Something went wrong on our side. Please try again.");
    }
  };
  // The same list for a 405 answered before the route runs (TRACE: lib/route-methods.server).
  return Object.assign(route, { allowedMethods: allowed });
}

/** The client's address server.js put in the load context, or "unknown" (a test calling a route directly). */
export function clientAddressOf(context: AppLoadContext | undefined): string {
  return context?.clientAddress || "unknown";
}
