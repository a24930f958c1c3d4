import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { SiteHeader } from "./header";

/**
 * Without JavaScript: the header stays solid (readable everywhere, as the spec has it), the no-JavaScript parts
 * (`.no-js-only`: the menu as a disclosure, the property sections' links and headings) are shown and the parts that
 * need the page's code (`.js-only`) hidden. A JavaScript visitor never sees these, before or after hydration.
 */
const NO_SCRIPT_STYLE =
  "<style>.site-header{animation:none!important}.no-js-only{display:block!important}.js-only{display:none!important}[role=tabpanel][hidden]{display:block}</style>";

/** Header, skip link, main landmark and footer around a public page. */
export function SiteChrome({
  businessName,
  languages,
  children,
  footer,
}: {
  businessName: string;
  languages: readonly Language[];
  children: ReactNode;
  footer: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-gold-400 px-4 py-2 font-medium text-forest-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader businessName={businessName} languages={languages} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
