import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithToast } from "~/lib/toast.server";
import { ONLINE_PAYMENT_MESSAGES } from "~/messages";
import { returnFromProvider } from "~/services/online-payments.server";

/**
 * GET /pay/return/{key}: where Stripe's page sends the guest back (success_url, and cancel_url with `?cancelled=1`).
 * The key is the attempt's own secret, good for two hours, so the guest page's token never travels to Stripe. The
 * attempt is asked about (or closed, when the guest cancelled) by a task; the guest lands on their page. An unknown
 * or expired key: the home page with a plain word (no token to send them on with). Secret address headers as the
 * guest page's (server/paths.js): no-store, noindex, same-origin Referer.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const cancelled = new URL(request.url).searchParams.get("cancelled") === "1";
  const to = await returnFromProvider(params.key ?? "", cancelled);
  if (to === null) return redirectWithToast("/", { variant: "error", title: ONLINE_PAYMENT_MESSAGES.returnExpired });
  return redirect(`${to}#payment`, 303);
}
