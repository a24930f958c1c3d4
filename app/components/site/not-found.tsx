import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { ArrowLeft, Compass, Home } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";

export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_TEXT = "We couldn't find the page you were looking for. It might have been removed, renamed, or maybe it never existed.";

function goBack(event: MouseEvent<HTMLAnchorElement>) {
  // Browser history back when there is somewhere to go back to; otherwise the link's own target.
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

/** The site's 404 page inside the public layout: any unknown path, and a guest page whose address is nobody's. */
export function NotFoundContent({ backHref = "/" }: { backHref?: string }) {
  return (
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
          {/* data-replay: a click before the page's code came is held and replayed (history back), not followed. */}
          <a href={backHref} onClick={goBack} data-replay="" className={buttonClass("light", "lg", "w-full min-w-[11rem] sm:w-auto")}>
            <ArrowLeft aria-hidden className="h-5 w-5" />
            Go Back
          </a>
        </div>
      </div>
    </section>
  );
}
