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
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ToastProvider } from "~/components/ui/toaster";
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
  return data({ toast, inquirySent, currency }, headers ? { headers } : undefined);
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
  useEffect(() => {
    markAppHydrated();
    replayIntent();
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c352a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream font-sans text-stone-800">
        <ToastProvider toast={root?.toast ?? null}>{children}</ToastProvider>
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404 ? "Page Not Found" : status === 403 ? "Access denied" : status === 503 ? "Temporarily unavailable" : "Something went wrong";
  const text =
    status === 404
      ? "We couldn't find the page you were looking for. It might have been removed, renamed, or maybe it never existed."
      : status === 403
        ? "You do not have permission to open this page."
        : "We are sorry, something went wrong on our side. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{`${title} | Tigoni Retreats`}</title>
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{status}</p>
      <h1 className="mt-3 text-4xl text-forest-900">{title}</h1>
      <p className="mt-4 text-stone-600">{text}</p>
      <Link to="/" className="mt-8 rounded-md bg-forest-800 px-5 py-3 font-medium text-white hover:bg-forest-700">
        Back to Home
      </Link>
    </main>
  );
}
