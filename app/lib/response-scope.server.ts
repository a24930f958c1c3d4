import type { SessionData, SessionStorage } from "@remix-run/node";
import { markResponsePrivate } from "../../server/response-scope.js";

// A response that read a session belongs to one person: the page cache (server/page-cache.js) never
// keeps it, whatever the request looked like. The session readers below say so themselves, so no route
// has to remember to.
export { markResponsePrivate };

/** `storage`, whose getSession marks the response being made private whenever it reads a cookie. */
export function privateWhenRead<Data extends SessionData, Flash extends SessionData>(
  storage: SessionStorage<Data, Flash>,
): SessionStorage<Data, Flash> {
  return {
    ...storage,
    getSession: (cookieHeader, options) => {
      if (cookieHeader) markResponsePrivate();
      return storage.getSession(cookieHeader, options);
    },
  };
}
