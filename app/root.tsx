import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ToastProvider } from "~/components/ui/toaster";
import { LanguageProvider, useLocalePath, useT } from "~/i18n/i18n";
import { languageOfPath, type Language } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/languages.server";
import { replayIntent, RUN_ON_INTENT, type HydrateHandle } from "~/lib/hydrate-on-intent";
import { useNonce } from "~/lib/nonce";
import { markAppHydrated } from "~/lib/use-hydrated";
import { getToast } from "~/lib/toast.server";
import { getCurrency } from "~/models/settings.server";
import stylesheet from "~/tailwind.css?url";
// The heading font (the largest text on every page): fetched with the stylesheet, not after it.
import headingFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

export const links: LinksFunction = () => [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, inquirySent, headers }, currency] = await Promise.all([getToast(request), getCurrency()]);
  // inquirySent: the booking form's confirmation panel, once, on the page the inquiry's redirect lands on.
  // language: the page's (its URL's prefix, when this server offers that language); staff pages are English.
  return data({ toast, inquirySent, currency, language: requestLanguage(request) }, headers ? { headers } : undefined);
}

function useHydrateOnIntent(root: { toast: unknown; inquirySent: unknown } | undefined): boolean {
  const matches = useMatches();
  if (!matches.some((match) => match.id === "routes/_site")) return false;
  // A notice or the confirmation panel is on the page: it moves focus and times itself, so the code comes at once.
  if (root?.toast || root?.inquirySent) return false;
  return !matches.some((match) => {
    const hydrate = (match.handle as HydrateHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.data) === "eager" : hydrate === "eager";
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const onIntent = useHydrateOnIntent(root);
  // The URL's prefix names the page's language (/sw/…, /de/…); staff pages are always English. Without the root's
  // data (its loader failed), the prefix alone.
  const pathLanguage = languageOfPath(useLocation().pathname);
  const language: Language = root ? root.language : pathLanguage;
  useEffect(() => {
    markAppHydrated();
    replayIntent();
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c352a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream font-sans text-stone-800">
        <LanguageProvider language={language}>
          <ToastProvider toast={root?.toast ?? null}>{children}</ToastProvider>
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} hydrateOnIntent={onIntent ? RUN_ON_INTENT : undefined} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unexpected errors: a friendly page, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const localePath = useLocalePath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = t(
    status === 404
      ? "error.notFoundTitle"
      : status === 403
        ? "error.forbiddenTitle"
        : status === 503
          ? "error.unavailableTitle"
          : "error.genericTitle",
  );
  const text = t(status === 404 ? "error.notFoundText" : status === 403 ? "error.forbiddenText" : "error.genericText");
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{`${title} | Tigoni Retreats`}</title>
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{status}</p>
      <h1 className="mt-3 text-4xl text-forest-900">{title}</h1>
      <p className="mt-4 text-stone-600">{text}</p>
      <Link to={localePath("/")} className="mt-8 rounded-md bg-forest-800 px-5 py-3 font-medium text-white hover:bg-forest-700">
        {t("error.backHome")}
      </Link>
    </main>
  );
}
