import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CardList, ListCard } from "~/components/admin/card-list";
import { IntentFields } from "~/components/admin/form-bits";
import { plural } from "~/components/admin/format";
import { cleanQuery, FilterField, FilterForm, FilterTabs, filterInputProps } from "~/components/admin/list-filters";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { Stars } from "~/components/site/reviews";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { Check, EyeOff, MessageSquareQuote, X } from "~/components/ui/lucide-sprite";
import { parseWith } from "~/lib/api.server";
import { formatAdminDateTime } from "~/lib/dates";
import { backTo, formId, redirectAfter } from "~/lib/forms.server";
import { formatMonth } from "~/lib/months";
import { pageParam } from "~/lib/paging.server";
import { REVIEW_MESSAGES_TEXT } from "~/messages";
import { listReviewsForStaff } from "~/models/review.server";
import { listProperties } from "~/models/property.server";
import {
  CATEGORY_LABELS,
  moderationSchema,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  reviewListQuerySchema,
  type RejectReason,
} from "~/schemas/review";
import { moderateReview, staffReviewOf, type StaffReview } from "~/services/reviews.server";
import { requireUser } from "~/web/auth-guards.server";

// Staff moderate guests' reviews (issue 38): publish; reject only for a reason of the published review policy;
// a public reply shown under the review; unpublish a published one. Each a plain form (works without JavaScript),
// each change audited by moderateReview; GET /api/v1/admin/reviews and PATCH /api/v1/admin/reviews/{id} are the twins.

export const meta = () => adminMeta("Reviews");

const PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const parsed = reviewListQuerySchema.safeParse({
    status: url.searchParams.get("status") || undefined,
    propertyId: url.searchParams.get("propertyId") || undefined,
  });
  // A filter value the page cannot read is ignored, and said so beside it.
  const query = parsed.success ? parsed.data : {};
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const page = pageParam(url);
  const [result, properties] = await Promise.all([listReviewsForStaff({ ...query, page, pageSize: PAGE_SIZE }), listProperties()]);
  return {
    query,
    error,
    reviews: result.items
      .map(staffReviewOf)
      .map((r) => ({ ...r, stayedIn: formatMonth(r.stayMonth), submitted: r.submittedAt ? formatAdminDateTime(r.submittedAt) : "" })),
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    properties: properties.map((p) => ({ id: p.id, name: p.name })),
  };
}

/** Publish, reject (with a policy reason), unpublish, or save the reply; back to the same filter and page with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const field = (name: string) => (typeof formData.get(name) === "string" ? (formData.get(name) as string) : undefined);
  return redirectAfter(
    backTo(request),
    async () => {
      const id = formId(formData.get("id"), "Review");
      const intent = field("intent");
      if (intent === "reply") {
        const reply = field("reply") ?? "";
        const current = field("status");
        const input = parseWith(moderationSchema, { status: current, rejectReason: field("currentReason"), reply });
        await moderateReview(user, id, input);
        return input.reply ? REVIEW_MESSAGES_TEXT.replied : REVIEW_MESSAGES_TEXT.replyCleared;
      }
      const input = parseWith(moderationSchema, { status: field("status"), rejectReason: field("rejectReason") });
      const before = field("from");
      await moderateReview(user, id, input);
      if (input.status === "published") return REVIEW_MESSAGES_TEXT.published_;
      if (input.status === "rejected") return REVIEW_MESSAGES_TEXT.rejected;
      return before === "published" ? REVIEW_MESSAGES_TEXT.unpublished : REVIEW_MESSAGES_TEXT.reopened;
    },
    REVIEW_MESSAGES_TEXT.failed,
  );
}

const STATUS_STYLE: Record<string, string> = {
  waiting: "bg-amber-100 text-amber-900",
  published: "bg-forest-100 text-forest-900",
  rejected: "bg-red-100 text-red-900",
};
const STATUS_WORD: Record<string, string> = { waiting: "Waiting", published: "Published", rejected: "Not published" };

type Row = StaffReview & { stayedIn: string; submitted: string };

function ReviewCard({ review }: { review: Row }) {
  const rated = REVIEW_CATEGORIES.filter((c) => review.ratings[c] !== null);
  return (
    <ListCard
      headingId={`review-${review.id}`}
      className="scroll-mt-24 p-5"
      data-testid="admin-review"
      title={review.title}
      reference={`, review of ${review.propertyName} by ${review.guestName}`}
      subtitle={
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <Stars rating={review.overall ?? 0} />
            <span>
              {review.overall} of 5 · {review.propertyName} · {review.stayedIn}
            </span>
          </p>
          <p className="text-xs text-stone-600">
            {review.guestName} ({review.reference}), shown as “{review.shownName}” · written {review.submitted}
          </p>
        </>
      }
      badge={
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[review.status] ?? ""}`}>
          {STATUS_WORD[review.status] ?? review.status}
        </span>
      }
      status={
        review.status === "rejected" && review.rejectReason
          ? `Not published: ${REJECT_REASON_LABELS[review.rejectReason as RejectReason] ?? review.rejectReason}`
          : review.status === "published" && review.publishedAt
            ? `Published ${formatAdminDateTime(review.publishedAt)}`
            : "Waiting for moderation"
      }
      action={<StatusButtons review={review} />}
      after={<ReplyForm review={review} />}
    >
      <p className="mt-4 whitespace-pre-line rounded-md bg-stone-50 p-3 text-sm text-stone-800 [overflow-wrap:anywhere]">{review.body}</p>
      {rated.length ? (
        <p className="mt-2 text-xs text-stone-700">{rated.map((c) => `${CATEGORY_LABELS[c]} ${review.ratings[c]}`).join(" · ")}</p>
      ) : null}
    </ListCard>
  );
}

function StatusButtons({ review }: { review: Row }) {
  const who = <span className="sr-only"> the review by {review.guestName}</span>;
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      {review.status !== "published" ? (
        <Form method="post">
          <IntentFields intent="status" id={review.id} />
          <input type="hidden" name="status" value="published" />
          <Button type="submit" size="sm">
            <Check aria-hidden className="h-4 w-4" />
            Publish{who}
          </Button>
        </Form>
      ) : (
        <Form method="post">
          <IntentFields intent="status" id={review.id} />
          <input type="hidden" name="status" value="waiting" />
          <input type="hidden" name="from" value="published" />
          <Button type="submit" size="sm" variant="outline">
            <EyeOff aria-hidden className="h-4 w-4" />
            Unpublish{who}
          </Button>
        </Form>
      )}
      {review.status !== "rejected" ? (
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <IntentFields intent="status" id={review.id} />
          <input type="hidden" name="status" value="rejected" />
          <div>
            <label htmlFor={`reason-${review.id}`} className="mb-1 block text-xs font-medium text-stone-800">
              Reason (review policy)
            </label>
            <select id={`reason-${review.id}`} name="rejectReason" required defaultValue="" className={`${inputClass} !py-1.5 text-sm`}>
              <option value="" disabled>
                Choose a reason
              </option>
              {REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REJECT_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" variant="outline">
            <X aria-hidden className="h-4 w-4" />
            Reject{who}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function ReplyForm({ review }: { review: Row }) {
  return (
    <Form method="post" className="mt-4 border-t border-stone-100 pt-4">
      <IntentFields intent="reply" id={review.id} />
      <input type="hidden" name="status" value={review.status} />
      {review.rejectReason ? <input type="hidden" name="currentReason" value={review.rejectReason} /> : null}
      <label htmlFor={`reply-${review.id}`} className={labelClass}>
        Public reply{review.status === "published" ? " (shown under the review)" : " (shown once the review is published)"}
      </label>
      <textarea
        id={`reply-${review.id}`}
        name="reply"
        rows={3}
        maxLength={REVIEW_LIMITS.replyMax}
        defaultValue={review.reply ?? ""}
        key={review.reply ?? ""}
        className={inputClass}
      />
      <Button type="submit" size="sm" variant="outline" className="mt-2">
        <MessageSquareQuote aria-hidden className="h-4 w-4" />
        Save reply<span className="sr-only"> to the review by {review.guestName}</span>
      </Button>
    </Form>
  );
}

export default function AdminReviews() {
  const { query, error, reviews, total, page, pageSize, properties } = useLoaderData<typeof loader>();
  const tabHref = (status?: string) =>
    `/admin/reviews${cleanQuery(new URLSearchParams({ status: status ?? "", propertyId: query.propertyId ? String(query.propertyId) : "" }))}`;
  const tabs = [
    { status: undefined, label: "All" },
    { status: "waiting", label: "Waiting" },
    { status: "published", label: "Published" },
    { status: "rejected", label: "Rejected" },
  ] as const;
  return (
    <>
      <PageHeader title="Reviews" subtitle="Guests' reviews of their stays: publish each unless it breaks the review policy" />
      <FilterTabs
        label="Filter reviews by status"
        className="mb-4"
        tabs={tabs.map((tab) => ({ to: tabHref(tab.status), label: tab.label, active: query.status === tab.status }))}
      />
      <FilterForm inline label="Filter reviews by property" clearHref="/admin/reviews" active={Boolean(query.status || query.propertyId || error)}>
        <FilterField id="review-property" label="Property" error={error}>
          <select name="propertyId" defaultValue={query.propertyId ? String(query.propertyId) : ""} {...filterInputProps("review-property", error)}>
            <option value="">All properties</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </FilterField>
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      </FilterForm>
      <p className="mb-4 text-sm text-stone-600" aria-live="polite">
        {plural(total, "review")}
        {query.status === "waiting" ? " waiting" : ""}
        {query.status === "waiting" ? ", oldest first." : ", newest first."}
      </p>
      <CardList
        items={reviews}
        empty={query.status === "waiting" ? "No reviews are waiting." : "No reviews yet."}
        render={(r) => <ReviewCard key={r.id} review={r} />}
        page={page}
        pageSize={pageSize}
        total={total}
        label="Review pages"
      />
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
