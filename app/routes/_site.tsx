import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteChrome } from "~/components/site/chrome";
import { SiteFooter } from "~/components/site/footer";
import { HomePending, PropertyPending, usePendingPath } from "~/components/site/pending";
import { getBusinessSettings } from "~/models/settings.server";

/** The public layout: header, page, footer. Business details come from the settings staff can edit. */
export async function loader(_args: LoaderFunctionArgs) {
  return { settings: await getBusinessSettings(), year: new Date().getFullYear() };
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
  const { settings, year } = useLoaderData<typeof loader>();
  return (
    <SiteChrome businessName={settings.businessName} footer={<SiteFooter settings={settings} year={year} />}>
      <PendingOutlet />
    </SiteChrome>
  );
}
