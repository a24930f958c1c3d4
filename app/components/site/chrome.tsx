import type { ReactNode } from "react";
import { SiteHeader } from "./header";

/** Without JavaScript the header cannot follow the scroll position, so it stays solid (readable everywhere). */
const NO_SCRIPT_STYLE = "<style>.site-header{background-color:#0e1e17;box-shadow:0 10px 15px -3px rgb(0 0 0 / .2)}</style>";

/** Header, skip link, main landmark and footer around a public page. */
export function SiteChrome({ businessName, children, footer }: { businessName: string; children: ReactNode; footer: ReactNode }) {
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-gold-400 px-4 py-2 font-medium text-forest-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader businessName={businessName} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
