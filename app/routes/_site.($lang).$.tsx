import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { notFoundMeta } from "~/components/site/meta";
import { NotFoundContent } from "~/components/site/not-found";
import { notFoundPage } from "~/web/not-found.server";
import type { SiteLoader } from "./_site";

/** Any path no other route answers: the 404 page inside the site layout (header and footer), HTTP 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  return notFoundPage(request);
}

export const meta: MetaFunction<typeof loader, { "routes/_site": SiteLoader }> = ({ matches }) => {
  const site = matches.find((m) => m.id === "routes/_site")?.data;
  return notFoundMeta(matches, site?.settings.businessName ?? "Tigoni Retreats");
};

export default function NotFoundPage() {
  const { backHref } = useLoaderData<typeof loader>();
  return <NotFoundContent backHref={backHref} />;
}
