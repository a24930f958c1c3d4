import { useLocation } from "@remix-run/react";

/** Page number from ?page= (1 when missing or not a positive whole number). */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
}

/** The current page's URL (path and query), for row actions that must come back to the same filter and page. */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
