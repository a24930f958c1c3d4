import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/web/auth-guards.server";

/** /admin redirects to /admin/dashboard (signed out: to the login page). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/admin/dashboard");
}
