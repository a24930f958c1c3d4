type Handler = (args: never) => unknown;

export interface Outcome {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

/** What a loader or action answered with `data(...)`: its data and its status and headers. */
function dataOutcome(result: unknown, defaultStatus = 200): Outcome | undefined {
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init: ResponseInit | null };
    return { status: r.init?.status ?? defaultStatus, headers: new Headers(r.init?.headers), data: r.data };
  }
  return undefined;
}

/** Call a page route's loader or action as Remix would (a form body means POST); thrown Responses and `data(...)` are outcomes too. */
export async function runPage(
  handler: Handler | undefined,
  path: string,
  options: { form?: Record<string, string>; cookie?: string; client?: string; params?: Record<string, string> } = {},
): Promise<Outcome> {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  const request = new Request(`http://localhost${path}`, { method: options.form ? "POST" : "GET", headers, body });
  try {
    const result = await (handler as (args: unknown) => Promise<unknown>)({
      request,
      params: options.params ?? {},
      context: { clientAddress: options.client ?? "203.0.113.77" },
    });
    if (result instanceof Response) return { status: result.status, headers: result.headers };
    return dataOutcome(result) ?? { status: 200, headers: new Headers(), data: result };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers };
    // A thrown data(null, { status }) (a page's 404) is an outcome too.
    const thrown = dataOutcome(error, 500);
    if (thrown) return thrown;
    throw error;
  }
}

export const sessionCookieOf = (o: Outcome) =>
  o.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="));

/** The toast a redirect carries in its flash cookie (what the next page shows), or null. */
export function flashToastOf(o: Outcome): { title: string; description: string; variant: string } | null {
  const cookie = o.headers.getSetCookie().find((c) => c.startsWith("__flash="));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice("__flash=".length, cookie.indexOf(";")));
  const json = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as Record<string, unknown>;
  return (Object.values(json)[0] as { title: string; description: string; variant: string }) ?? null;
}
