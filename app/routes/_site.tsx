import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteChrome } from "~/components/site/chrome";
import { SiteFooter } from "~/components/site/footer";
import { HomePending, PropertyPending, usePendingPath } from "~/components/site/pending";
import { siteLayoutData } from "~/web/public-pages.server";
import { publicUrl } from "~/lib/public-url.server";

/** The public layout: header, page, footer. Business details come from the settings staff can edit. */
export async function loader(_args: LoaderFunctionArgs) {
  const { settings, footerProperties } = await siteLayoutData();
  // publicUrl: the base of each page's canonical address (PUBLIC_URL, never the request's host).
  return { settings, year: new Date().getFullYear(), footerProperties, publicUrl: publicUrl() };
}

export type SiteLoader = typeof loader;

/** While a client-side navigation loads its data: skeletons for the home page, a spinner for a property. */
function PendingOutlet() {
  const pending = usePendingPath();
  if (pending === "/") return <HomePending />;
  if (pending?.startsWith("/properties/")) return <PropertyPending />;
  return <Outlet />;
}

export default function SiteLayout() {
  const { settings, year, footerProperties } = useLoaderData<typeof loader>();
  return (
    <SiteChrome businessName={settings.businessName} footer={<SiteFooter settings={settings} year={year} properties={footerProperties} />}>
      <PendingOutlet />
    </SiteChrome>
  );
}
