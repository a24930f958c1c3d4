import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft, Compass, Home } from "~/components/ui/lucide-sprite";
import type { MouseEvent } from "react";
import { pageMeta } from "~/components/site/meta";
import { buttonClass } from "~/components/ui/button";
import type { SiteLoader } from "./_site";

const NOT_FOUND_TITLE = "Page Not Found";
const NOT_FOUND_TEXT = "We couldn't find the page you were looking for. It might have been removed, renamed, or maybe it never existed.";

/** Any path no other route answers: the 404 page inside the site layout (header and footer), HTTP 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Without JavaScript 'Go Back' follows the Referer when it is one of our own pages.
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  let backHref = "/";
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname !== url.pathname) backHref = `${from.pathname}${from.search}`;
    } catch {
      // not a URL: keep the home page
    }
  }
  return data({ backHref }, { status: 404 });
}

export const meta: MetaFunction<typeof loader, { "routes/_site": SiteLoader }> = ({ matches }) => {
  const site = matches.find((m) => m.id === "routes/_site")?.data;
  return pageMeta(`${NOT_FOUND_TITLE} | ${site?.settings.businessName ?? "Tigoni Retreats"}`, NOT_FOUND_TEXT);
};

function goBack(event: MouseEvent<HTMLAnchorElement>) {
  // Browser history back when there is somewhere to go back to; otherwise the link's own target.
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

export default function NotFoundPage() {
  const { backHref } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="relative isolate flex min-h-[80vh] items-center overflow-hidden bg-forest-900 px-4 pb-20 pt-28 text-center">
        <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(192,140,54,0.18),transparent_60%)]" />
        <div className="mx-auto max-w-2xl">
          <Compass aria-hidden className="mx-auto h-14 w-14 text-gold-300" />
          <p className="mt-6 font-serif text-7xl font-semibold text-gold-300 sm:text-8xl">404</p>
          <h1 className="mt-4 text-4xl font-semibold text-white sm:text-5xl">{NOT_FOUND_TITLE}</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-forest-100">{NOT_FOUND_TEXT}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
            <Link to="/" className={buttonClass("gold", "lg", "w-full min-w-[11rem] sm:w-auto")}>
              <Home aria-hidden className="h-5 w-5" />
              Back to Home
            </Link>
            <a href={backHref} onClick={goBack} className={buttonClass("light", "lg", "w-full min-w-[11rem] sm:w-auto")}>
              <ArrowLeft aria-hidden className="h-5 w-5" />
              Go Back
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
