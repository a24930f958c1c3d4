// @ts-check
// Lets the app tell the page cache "this response read a session" without any route having to say so:
// the cache runs each response it may keep inside an AsyncLocalStorage scope, and the session readers
// (app/lib/response-scope.server.ts) mark the scope private. The app's build bundles its own copy of this
// module, so the store lives on globalThis under a registered symbol: server.js and the build share it.
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("tigoni.responseScope");

/** @typedef {{ private: boolean }} ResponseScope */

const shared = /** @type {Record<symbol, AsyncLocalStorage<ResponseScope> | undefined>} */ (/** @type {unknown} */ (globalThis));

/** @type {AsyncLocalStorage<ResponseScope>} */
export const responseScope = (shared[KEY] ??= new AsyncLocalStorage());

/** The response being made read or wrote a session: no shared cache may keep it. */
export function markResponsePrivate() {
  const scope = responseScope.getStore();
  if (scope) scope.private = true;
}
