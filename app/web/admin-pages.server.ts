import { data } from "@remix-run/node";
import { idParam } from "~/lib/api.server";
import { NotFoundError } from "~/lib/domain-errors";

/** The admin 404 page, with what was not found in its status text. */
const notFound = (what: string) => data(null, { status: 404, statusText: `${what} not found` });

/** The record id in a page's URL (`/admin/…/{id}`), or the admin 404 page for a malformed one. */
export function pageId(params: { id?: string }, what: string): number {
  try {
    return idParam(params.id, what);
  } catch {
    throw notFound(what);
  }
}

/** A page's record: the id from its URL, then `load`; a malformed id or a missing record is the admin 404 page. */
export async function loadPageRecord<T>(params: { id?: string }, what: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = pageId(params, what);
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof NotFoundError || (error as { status?: number })?.status === 404) throw notFound(what);
    throw error;
  }
}
