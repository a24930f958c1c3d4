import type { ActionFunction, LoaderFunction, ServerBuild } from "@remix-run/node";
import { isDatabaseUnavailable } from "~/db/db.server";
import { errorResponse } from "~/lib/api.server";
import { API_MESSAGES } from "~/messages";

/** Seconds a client is asked to wait before it tries again while the database is away (a restart takes a few). */
const RETRY_AFTER_SECONDS = "5";

/** At most one log line per this many milliseconds while the database is away, however many requests fail. */
const LOG_EVERY_MS = 10_000;
let lastLogged = 0;
let unlogged = 0;

function logUnavailable(error: unknown): void {
  const now = Date.now();
  if (now - lastLogged < LOG_EVERY_MS) {
    unlogged++;
    return;
  }
  const reason = error instanceof Error ? [(error as { code?: string }).code, error.message].filter(Boolean).join(": ") : String(error);
  console.error(`Database unavailable, answering 503${unlogged ? ` (${unlogged} more since the last line)` : ""}: ${reason}`);
  lastLogged = now;
  unlogged = 0;
}

/** The 503 a route answers when the database cannot be reached: `{ message }` under /api, the error page elsewhere. */
function unavailableResponse(api: boolean): Response {
  const headers = { "Retry-After": RETRY_AFTER_SECONDS, "Cache-Control": "no-store" };
  return api
    ? errorResponse(503, API_MESSAGES.unavailable, undefined, headers)
    : new Response(API_MESSAGES.unavailable, { status: 503, statusText: "Service Unavailable", headers });
}

function guarded<F extends LoaderFunction | ActionFunction>(fn: F, api: boolean): F {
  return (async (args: Parameters<F>[0]) => {
    try {
      return await fn(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logUnavailable(error);
      // A thrown Response: the page's error boundary renders with its status (503), on the server and
      // again in the browser, and a resource route answers it as it is.
      throw unavailableResponse(api);
    }
  }) as F;
}

/**
 * The build with every route's loader and action answering 503 when the database cannot be reached
 * (PostgreSQL stopped or restarting) instead of a 500: pages render the site's error page with status
 * 503, JSON routes answer `{ message }`. Nothing is kept between requests, so the same process serves
 * normally again as soon as the database answers. The JSON API's own wrapper (apiRoute) and the page
 * forms already answer 503 through httpErrorOf; this covers every loader that lets the error through.
 */
export function answerUnavailableWith503(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const api = /^routes\/api[.$]/.test(id);
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guarded(loader, api) } : {}),
        ...(action ? { action: guarded(action, api) } : {}),
      },
    };
  }
  return { ...build, routes };
}
