import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/shell";
import { requireUser } from "~/web/auth-guards.server";

/** The admin shell around every /admin page except the login page (admin_.login.tsx). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { user: { username: user.username, role: user.role } };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  );
}
