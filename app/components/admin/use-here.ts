import { useLocation } from "@remix-run/react";

/** The current page's URL (path and query), for row actions that must come back to the same filter and page. */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
