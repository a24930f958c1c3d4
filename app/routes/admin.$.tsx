import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { adminMeta } from "~/components/admin/meta";
import { AdminMessage } from "~/components/admin/route-error";
import { requireUser } from "~/web/auth-guards.server";

export const meta = () => adminMeta("Page not found");

/** Any other /admin path: a not-found state inside the shell (status 404), for signed-in staff only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ notFound: true }, { status: 404 });
}

export default function AdminNotFound() {
  return <AdminMessage title="Page not found" text="There is no admin page at this address. Use the navigation to find what you need." />;
}
