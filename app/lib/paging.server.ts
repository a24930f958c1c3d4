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
  return { page, pageSize, limit: pageSize || -1, offset: pageSize ? (page - 1) * pageSize : 0 };
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

/** The JSON API's ?limit= (1 to `max`; missing means every row) and ?page=. */
export function apiPageQuery(search: URLSearchParams, max = 100): { page: number; pageSize: number } {
  const limit = queryInt(search.get("limit"), "limit", max);
  const page = queryInt(search.get("page"), "page", 1_000_000) ?? 1;
  return { page, pageSize: limit ?? 0 };
}

/** The response headers of a paged JSON list. */
export function pageHeaders(result: Pick<Page<unknown>, "total">): HeadersInit {
  return { "X-Total-Count": String(result.total) };
}
