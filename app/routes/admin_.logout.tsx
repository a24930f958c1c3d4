import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/services/auth.server";

/** POST only: ends the session on the server (the old cookie stops working) and goes to the login page. */
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/admin/login", { headers: { "Set-Cookie": await logout(request) } });
}

/** A GET never signs anyone out (a link or prefetch must not end a session). */
export async function loader() {
  return redirect("/admin/dashboard");
}
