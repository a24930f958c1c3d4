import { redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { flashStorage } from "./cookies.server";
import type { Toast } from "./toast";

const KEY = "toast";

/** The Set-Cookie header that carries a toast to the next page. */
export async function toastCookie(toast: Omit<Toast, "id">): Promise<string> {
  const storage = flashStorage();
  const session = await storage.getSession();
  session.flash(KEY, { ...toast, id: randomUUID() });
  return storage.commitSession(session);
}

/** Redirect (Post/Redirect/Get) and show a toast on the page it lands on. */
export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Read (and consume) the toast for this request. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = flashStorage();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash")) return { toast: null, headers: null };
  const session = await storage.getSession(cookie);
  const toast = session.get(KEY) ?? null;
  if (!toast) return { toast: null, headers: null };
  return { toast, headers: new Headers({ "Set-Cookie": await storage.commitSession(session) }) };
}
