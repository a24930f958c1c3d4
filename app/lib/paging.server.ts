import { HttpError } from "./errors.server";

/** A page of a list: the rows, how many match in all, and which page this is. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a model's list query needs: page from 1, pageSize 0 for every row. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/**
 * Clamp a page request for a model query: pageSize 0 means every row (the JSON API without ?limit),
 * otherwise 1 to `max`; page from 1. Returns what to put in LIMIT/OFFSET (-1 is SQLite's "no limit").
 */
export function pageWindow(request: PageRequest, defaults: { pageSize: number; max: number }) {
  const pageSize = request.pageSize === 0 ? 0 : Math.min(Math.max(request.pageSize ?? defaults.pageSize, 1), defaults.max);
  const page = Math.max(request.page ?? 1, 1);
  // A page size of 0 (the CSV exports) means every row: no LIMIT at all (PostgreSQL refuses SQLite's LIMIT -1).
  return { page, pageSize, limit: pageSize || undefined, offset: pageSize ? (page - 1) * pageSize : 0 };
}

/** Page number from an admin page's ?page= (1 when missing or not a positive whole number). */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
}

/** An optional whole number from 1 to `max` in the query string; anything else is a 400. */
export function queryInt(raw: string | null, name: string, max: number): number | undefined {
  if (raw === null || raw === "") return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`);
  }
  return Number(raw);
}

/** Admin JSON lists: never an unbounded answer, however large the tables grow. */
export const ADMIN_LIST_LIMIT = { default: 100, max: 500 } as const;

/**
 * The admin JSON lists' ?limit= (1 to `max`, default 100) and ?page=. The body stays the spec's plain
 * JSON array; how many rows there are and where the next page is travel in headers (`pageHeaders`).
 */
export function apiPageQuery(search: URLSearchParams, max: number = ADMIN_LIST_LIMIT.max): { page: number; pageSize: number } {
  const limit = queryInt(search.get("limit"), "limit", max);
  const page = queryInt(search.get("page"), "page", 1_000_000) ?? 1;
  return { page, pageSize: limit ?? Math.min(ADMIN_LIST_LIMIT.default, max) };
}

/**
 * The response headers of a paged JSON list: `X-Total-Count`, and with `url` an RFC 8288 `Link` header
 * with the `next`, `prev`, `first` and `last` pages (each the same URL with its own ?page= and ?limit=).
 */
export function pageHeaders(result: Pick<Page<unknown>, "total"> & Partial<Pick<Page<unknown>, "page" | "pageSize">>, url?: URL): HeadersInit {
  const headers: Record<string, string> = { "X-Total-Count": String(result.total) };
  const { page, pageSize } = result;
  if (url && page && pageSize) {
    const last = Math.max(1, Math.ceil(result.total / pageSize));
    const href = (p: number) => {
      const params = new URLSearchParams(url.search);
      params.set("limit", String(pageSize));
      params.set("page", String(p));
      return `<${url.pathname}?${params.toString()}>`;
    };
    const links = [`${href(1)}; rel="first"`, `${href(last)}; rel="last"`];
    if (page < last) links.unshift(`${href(page + 1)}; rel="next"`);
    if (page > 1 && page <= last) links.unshift(`${href(page - 1)}; rel="prev"`);
    headers.Link = links.join(", ");
  }
  return headers;
}
