import { redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { flashStorage } from "./cookies.server";
import type { InquirySent, Toast } from "./toast";

const KEY = "toast";
const INQUIRY_SENT = "inquirySent";

/** The Set-Cookie header that carries a toast (and an inquiry's confirmation) to the next page. */
export async function toastCookie(toast: Omit<Toast, "id">, inquirySent?: InquirySent): Promise<string> {
  const storage = flashStorage();
  const session = await storage.getSession();
  session.flash(KEY, { ...toast, id: randomUUID() });
  if (inquirySent) session.flash(INQUIRY_SENT, inquirySent);
  return storage.commitSession(session);
}

/** Redirect (Post/Redirect/Get) and show a toast on the page it lands on. */
export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, init: ResponseInit = {}, inquirySent?: InquirySent) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast, inquirySent));
  return redirect(url, { ...init, headers });
}

/** Read (and consume) the toast for this request, and the inquiry confirmation when one came with it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; inquirySent: InquirySent | null; headers: Headers | null }> {
  const storage = flashStorage();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash")) return { toast: null, inquirySent: null, headers: null };
  const session = await storage.getSession(cookie);
  const toast = session.get(KEY) ?? null;
  const inquirySent = session.get(INQUIRY_SENT) ?? null;
  if (!toast && !inquirySent) return { toast: null, inquirySent: null, headers: null };
  return { toast, inquirySent, headers: new Headers({ "Set-Cookie": await storage.commitSession(session) }) };
}
