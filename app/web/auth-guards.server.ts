import { redirect } from "@remix-run/node";
import { HttpError } from "~/lib/errors.server";
import type { User } from "~/models/user.server";
import { isAdmin } from "~/schemas/user";
import { getUser } from "~/services/auth.server";

// The guards at the top of every admin loader and action and every /api/v1/admin route: the HTML pages
// redirect to the sign-in page (or answer 403), the JSON routes answer 401/403 with { message }.

export const NOT_SIGNED_IN = "You must be signed in to do that";

/** For admin pages: the signed-in user, or a redirect to the login page that comes back here. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const search = back === "/admin/dashboard" || back === "/admin" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
  throw redirect(`/admin/login${search}`);
}

/** For admin pages that only the admin role may use (users, settings). */
export async function requireAdminRole(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!isAdmin(user)) {
    throw new Response("Only administrators can open this page", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** For /api/v1/admin/*: the signed-in user, or a 401 JSON answer. */
export async function requireApiUser(request: Request, role?: "admin"): Promise<User> {
  const user = await getUser(request);
  if (!user) throw new HttpError(401, NOT_SIGNED_IN);
  if (role === "admin" && !isAdmin(user)) throw new HttpError(403, "Only administrators can do that");
  return user;
}
