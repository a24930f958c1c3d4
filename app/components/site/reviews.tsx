import { Link } from "@remix-run/react";
import { BadgeCheck, Star } from "~/components/ui/lucide-sprite";
import { REJECT_REASONS, type RejectReason } from "~/schemas/review-words";
import type { ReviewCategory } from "~/schemas/review";
import { useT, type MessageId } from "~/i18n/i18n";
import { RichText } from "./rich-text";

/** The reasons a review is not published, as the policy lists them. */
const REJECT_REASON_MESSAGES: Record<RejectReason, MessageId> = {
  abusive: "reviews.rejectAbusive",
  "personal-data": "reviews.rejectPersonalData",
  "not-about-stay": "reviews.rejectNotAboutStay",
};

/** The topics guests rate, by their key (app/schemas/review.ts): the property page's reviews and the review form. */
export const CATEGORY_MESSAGES: Record<ReviewCategory, MessageId> = {
  cleanliness: "reviews.catCleanliness",
  accuracy: "reviews.catAccuracy",
  checkIn: "reviews.catCheckIn",
  communication: "reviews.catCommunication",
  location: "reviews.catLocation",
  value: "reviews.catValue",
};

// Guests' reviews on the public pages. Everything a guest wrote is shown as plain text: React escapes it, so no
// markup runs and an address in it is only text, never a link.

/** n of 5 stars, read out as "Rated n out of 5". */
export function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const t = useT();
  const rounded = Math.round(rating);
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={t("reviews.rated", { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`${className} ${i < rounded ? "fill-gold-500 text-gold-600" : "text-stone-400"}`} />
      ))}
    </span>
  );
}

/** A card's line: the average (one decimal) and how many reviews. */
export function RatingSummary({ average, count, className = "" }: { average: number; count: number; className?: string }) {
  const t = useT();
  return (
    <p className={`flex items-center gap-1.5 text-sm text-stone-700 ${className}`} data-testid="rating-summary">
      <Star aria-hidden className="h-4 w-4 fill-gold-500 text-gold-600" />
      <span className="font-semibold text-forest-900">{average.toFixed(1)}</span>
      <span>{t("rating.reviewCount", { count })}</span>
    </p>
  );
}

/** The published review policy: how reviews are collected and checked, and the only reasons one is not published. */
export function ReviewPolicy({ headingId, level = "h2" }: { headingId: string; level?: "h2" | "h3" }) {
  const Heading = level;
  const t = useT();
  return (
    <div data-testid="review-policy">
      <Heading id={headingId} className="text-lg font-semibold text-forest-900">
        {t("reviews.policyTitle")}
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">{t("reviews.policyLead")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {REJECT_REASONS.map((r) => (
          <li key={r}>{t(REJECT_REASON_MESSAGES[r])}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">{t("reviews.policyEnd")}</p>
    </div>
  );
}

export interface ReviewView {
  id: number;
  overall: number;
  title: string;
  body: string;
  shownName: string;
  stayedIn: string;
  reply: string | null;
}

export interface ReviewsSection {
  summary: { count: number; average: number; categories: { key: ReviewCategory; label: string; average: number }[] } | null;
  reviews: ReviewView[];
  page: number;
  pages: number;
}

/** The property page's reviews: average and count, the averages per topic, ten reviews a page (newest first), the policy. */
export function PropertyReviews({ name, section, pageHref }: { name: string; section: ReviewsSection; pageHref: (page: number) => string }) {
  const { summary, reviews, page, pages } = section;
  const t = useT();
  return (
    <section aria-labelledby="reviews-title" id="reviews" className="scroll-mt-24">
      <h2 id="reviews-title" className="mb-4 text-2xl font-semibold text-forest-900 sm:text-3xl">
        {t("reviews.title")}
      </h2>
      {summary ? (
        <div className="rounded-xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
          <p className="flex flex-wrap items-center gap-3">
            <span className="font-serif text-4xl font-semibold text-forest-900" data-testid="review-average">
              {summary.average.toFixed(1)}
            </span>
            <Stars rating={summary.average} className="h-5 w-5" />
            <span className="text-stone-700" data-testid="review-count">
              {t("reviews.count", { count: summary.count })}
            </span>
          </p>
          {summary.categories.length ? (
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2" aria-label={t("reviews.byTopic")}>
              {summary.categories.map((c) => (
                <div key={c.key} className="flex items-center justify-between gap-3 border-b border-stone-100 pb-1 text-sm">
                  <dt className="text-stone-700">{t(CATEGORY_MESSAGES[c.key])}</dt>
                  <dd className="font-semibold text-forest-900">{c.average.toFixed(1)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : (
        <p className="text-stone-700">{t("reviews.none", { name })}</p>
      )}
      {reviews.length ? (
        <ol className="mt-6 space-y-4" aria-label={t("reviews.listLabel", { name })}>
          {reviews.map((r) => (
            <li key={r.id}>
              <article aria-labelledby={`review-${r.id}-title`} className="rounded-xl bg-white p-5 ring-1 ring-stone-200 sm:p-6" data-testid="review">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={r.overall} />
                  <span className="inline-flex items-center gap-1 rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-semibold text-forest-800">
                    <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
                    {t("reviews.verified")}
                  </span>
                </div>
                <h3 id={`review-${r.id}-title`} className="mt-2 text-lg font-semibold text-forest-900 [overflow-wrap:anywhere]">
                  {r.title}
                </h3>
                <p className="mt-2 whitespace-pre-line leading-relaxed text-stone-800 [overflow-wrap:anywhere]">{r.body}</p>
                <p className="mt-3 text-sm text-stone-600">
                  {/* <who></who> marks where the guest's name goes: their words never pass through the tag reader. */}
                  <RichText
                    text={t("reviews.stayedIn", { month: r.stayedIn })}
                    tags={{ who: () => <span className="font-medium text-stone-800">{r.shownName}</span> }}
                  />
                </p>
                {r.reply ? (
                  <div className="mt-4 rounded-lg border-l-4 border-gold-400 bg-cream p-4">
                    <p className="text-sm font-semibold text-forest-900">{t("reviews.hostReply")}</p>
                    <p className="mt-1 whitespace-pre-line text-sm text-stone-800 [overflow-wrap:anywhere]">{r.reply}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("reviews.pages")} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} preventScrollReset className="font-medium text-forest-800 underline underline-offset-4">
              {t("reviews.newer")}
            </Link>
          ) : null}
          <span className="text-stone-700">{t("reviews.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} preventScrollReset className="font-medium text-forest-800 underline underline-offset-4">
              {t("reviews.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div className="mt-6 rounded-xl bg-cream p-5 ring-1 ring-stone-200">
        <ReviewPolicy headingId="review-policy-title" level="h3" />
      </div>
    </section>
  );
}
