import type { AppLoadContext } from "@remix-run/node";
import { createContext, useContext } from "react";

// The Content-Security-Policy nonce of the current response (server.js makes one per request and
// hands it over as loadContext.cspNonce). entry.server.tsx provides it while rendering; in the
// browser it is "" (browsers hide nonce attributes, so hydration matches). Same as the Epic Stack.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The nonce to put on every <script> the server renders. */
export function useNonce(): string {
  return useContext(NonceContext);
}

/** The nonce server.js put in the load context, or "" (tests, scripts). */
export function nonceFrom(loadContext: AppLoadContext | undefined): string {
  return loadContext?.cspNonce ?? "";
}
