import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { ArrowLeft, Compass, Home } from "~/components/ui/lucide-sprite";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT, type Translate } from "~/i18n/i18n";

/** The 404 page's title and text in a language (its <title> and description too). */
export function notFoundWords(t: Translate): { title: string; text: string } {
  return { title: t("error.notFoundTitle"), text: t("error.notFoundText") };
}

function goBack(event: MouseEvent<HTMLAnchorElement>) {
  // Browser history back when there is somewhere to go back to; otherwise the link's own target.
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

/** The site's 404 page inside the public layout: any unknown path, and a guest page whose address is nobody's. */
export function NotFoundContent({ backHref = "/" }: { backHref?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const { title, text } = notFoundWords(t);
  return (
    <section className="relative isolate flex min-h-[80vh] items-center overflow-hidden bg-forest-900 px-4 pb-20 pt-28 text-center">
      <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(192,140,54,0.18),transparent_60%)]" />
      <div className="mx-auto max-w-2xl">
        <Compass aria-hidden className="mx-auto h-14 w-14 text-gold-300" />
        <p className="mt-6 font-serif text-7xl font-semibold text-gold-300 sm:text-8xl">404</p>
        <h1 className="mt-4 text-4xl font-semibold text-white sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-forest-100">{text}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <Link to={localePath("/")} className={buttonClass("gold", "lg", "w-full min-w-[11rem] sm:w-auto")}>
            <Home aria-hidden className="h-5 w-5" />
            {t("error.backHome")}
          </Link>
          {/* data-replay: a click before the page's code came is held and replayed (history back), not followed. */}
          <a href={backHref} onClick={goBack} data-replay="" className={buttonClass("light", "lg", "w-full min-w-[11rem] sm:w-auto")}>
            <ArrowLeft aria-hidden className="h-5 w-5" />
            {t("error.goBack")}
          </a>
        </div>
      </div>
    </section>
  );
}
