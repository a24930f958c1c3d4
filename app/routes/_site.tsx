import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteChrome } from "~/components/site/chrome";
import { SiteFooter } from "~/components/site/footer";
import { HomePending, PropertyPending, usePendingPath } from "~/components/site/pending";
import { siteLayoutData } from "~/web/public-pages.server";
import { publicUrl } from "~/lib/public-url.server";
import { pageLanguage, siteLanguages } from "~/i18n/languages.server";
import { pathInLanguage } from "~/i18n/languages";

/** The public layout: header, page, footer. Business details come from the settings staff can edit. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  // A language prefix this site does not offer (`/xx/about`) is a 404. One segment alone (`/anything`) is the home
  // route's to answer: it shows the 404 page inside this layout, as the catch-all route does.
  if (!pageLanguage(params) && new URL(request.url).pathname.split("/").filter(Boolean).length > 1)
    throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { settings, footerProperties } = await siteLayoutData();
  // publicUrl: the base of each page's canonical address (PUBLIC_URL, never the request's host).
  // languages: the ones this server offers, for the switcher and each page's alternate-language links.
  return { settings, year: new Date().getFullYear(), footerProperties, publicUrl: publicUrl(), languages: siteLanguages() };
}

export type SiteLoader = typeof loader;

/** While a client-side navigation loads its data: skeletons for the home page, a spinner for a property. */
function PendingOutlet() {
  const next = usePendingPath();
  const pending = next === null ? null : pathInLanguage("en", next);
  if (pending === "/") return <HomePending />;
  if (pending?.startsWith("/properties/")) return <PropertyPending />;
  return <Outlet />;
}

export default function SiteLayout() {
  const { settings, year, footerProperties, languages } = useLoaderData<typeof loader>();
  return (
    <SiteChrome
      businessName={settings.businessName}
      languages={languages}
      footer={<SiteFooter settings={settings} year={year} properties={footerProperties} languages={languages} />}
    >
      <PendingOutlet />
    </SiteChrome>
  );
}
