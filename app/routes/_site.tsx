import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteChrome } from "~/components/site/chrome";
import { SiteFooter } from "~/components/site/footer";
import { HomePending, PropertyPending, usePendingPath } from "~/components/site/pending";
import { siteLayoutData } from "~/web/public-pages.server";
import { publicUrl } from "~/lib/public-url.server";
import { pageLanguage, siteLanguages } from "~/i18n/languages.server";
import { backHrefOf } from "~/web/not-found.server";
import { NotFoundContent } from "~/components/site/not-found";
import { pathInLanguage } from "~/i18n/languages";

/** The public layout: header, page, footer. Business details come from the settings staff can edit. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { settings, footerProperties } = await siteLayoutData();
  // publicUrl: the base of each page's canonical address (PUBLIC_URL, never the request's host).
  // languages: the ones this server offers, for the switcher and each page's alternate-language links.
  const layout = { settings, year: new Date().getFullYear(), footerProperties, publicUrl: publicUrl(), languages: siteLanguages() };
  // A language prefix this site does not offer (`/xx/about`, `/no/such/page`): the 404 page in this layout, HTTP 404.
  if (pageLanguage(params)) return data({ ...layout, notFoundBack: null });
  return data({ ...layout, notFoundBack: backHrefOf(request) }, { status: 404 });
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
  const { settings, year, footerProperties, languages, notFoundBack } = useLoaderData<typeof loader>();
  return (
    <SiteChrome
      businessName={settings.businessName}
      languages={languages}
      footer={<SiteFooter settings={settings} year={year} properties={footerProperties} languages={languages} />}
    >
      {notFoundBack === null ? <PendingOutlet /> : <NotFoundContent backHref={notFoundBack} />}
    </SiteChrome>
  );
}
