import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ShieldAlert, TriangleAlert } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";

/** A message inside the admin shell: not found, no permission (403) or an unexpected error. */
export function AdminMessage({ title, text, icon = "alert" }: { title: string; text: string; icon?: "alert" | "shield" }) {
  const Icon = icon === "shield" ? ShieldAlert : TriangleAlert;
  return (
    <section className="mx-auto mt-8 max-w-xl rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <Icon aria-hidden className="mx-auto h-10 w-10 text-gold-600" />
      <h1 className="mt-4 text-2xl font-semibold text-forest-900">{title}</h1>
      <p className="mt-2 text-stone-600">{text}</p>
      <Link to="/admin/dashboard" className={buttonClass("primary", "md", "mt-6")}>
        Go to dashboard
      </Link>
    </section>
  );
}

/** ErrorBoundary for the pages inside the shell, so the navigation stays. */
export function AdminRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminMessage icon="shield" title="Access denied" text="Only administrators can open this page. Ask an administrator if you need access." />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <AdminMessage title="Page not found" text="There is no admin page at this address. Use the navigation to find what you need." />;
  }
  return <AdminMessage title="Something went wrong" text="We could not load this page. Please try again in a moment." />;
}
