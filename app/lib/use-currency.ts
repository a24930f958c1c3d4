import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_CURRENCY } from "./money";

/** The currency of Settings, loaded once by the root loader for every page (public and admin). */
export function useCurrency(): string {
  const root = useRouteLoaderData<{ currency?: string }>("root");
  return root?.currency ?? DEFAULT_CURRENCY;
}
