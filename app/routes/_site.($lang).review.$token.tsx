import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { businessNameFrom, notFoundMeta, pageMeta } from "~/components/site/meta";
import { NotFoundContent } from "~/components/site/not-found";
import { Container } from "~/components/site/section";
import { Button } from "~/components/ui/button";
import { ErrorSummary, useFailedSubmits } from "~/components/ui/error-summary";
import { FieldError, SelectField, TextareaField, TextField } from "~/components/ui/field";
import { Star } from "~/components/ui/lucide-sprite";
import { ConflictError, NotFoundError } from "~/lib/domain-errors";
import { formConstraint } from "~/lib/forms";
import { replyInvalid } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { REVIEW_MESSAGES_TEXT } from "~/messages";
import { CATEGORY_LABELS, REVIEW_CATEGORIES, REVIEW_LIMITS, reviewSchema, STAR_WORDS } from "~/schemas/review";
import { ReviewLinkExpired, reviewPageOf, submitGuestReview } from "~/services/reviews.server";
import { refuseOverReviewLimit } from "~/web/public-form-limits.server";
import { ReviewPolicy } from "~/components/site/reviews";
import { requirePageLanguage } from "~/i18n/languages.server";

// The guest's review page (/review/{token}, the link of the Thank you message). Like the guest's own page, its
// address is a secret: server/security-headers.js marks every answer under /review `private, no-store`,
// `noindex` and `same-origin` referrers, and the page cache keeps only the public routes it lists, never this one.

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const page = await reviewPageOf(params.token);
    // An expired link is a page that says so, answered 410 Gone.
    return data({ ...page, path: `/review/${params.token}` }, { status: page.expired ? 410 : 200 });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

/**
 * Write or change the review: parsed with the shared schema (400 with the field errors, what was typed kept),
 * at most REVIEW_LINK_LIMIT posts an hour per link (429), then back to the page with a toast (Post/Redirect/Get).
 */
export async function action({ params, request }: ActionFunctionArgs) {
  requirePageLanguage(params);
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  const token = params.token ?? "";
  try {
    await reviewPageOf(token);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
  const limited = await refuseOverReviewLimit(submission, token);
  if (limited) return limited;
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    const { first } = await submitGuestReview(token, submission.value);
    return redirectWithToast(`/review/${token}`, {
      title: first ? "Review sent" : "Review updated",
      description: first ? REVIEW_MESSAGES_TEXT.thanks : REVIEW_MESSAGES_TEXT.updated,
      variant: "success",
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof ReviewLinkExpired) return data(submission.reply({ formErrors: [error.message] }), { status: 410 });
    if (error instanceof ConflictError) return data(submission.reply({ formErrors: [error.message] }), { status: 409 });
    throw error;
  }
}

const NOT_INDEXED = { name: "robots", content: "noindex, nofollow" };

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const business = businessNameFrom(matches);
  if (!page) return [...notFoundMeta(matches, business), NOT_INDEXED];
  return [...pageMeta(`Review your stay at ${page.propertyName} | ${business}`, "Tell future guests about your stay."), NOT_INDEXED];
};

export default function ReviewPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  return (
    <>
      <section className="bg-forest-900 pb-12 pt-28 text-white sm:pt-32">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">Review your stay</p>
          <h1 className="mt-2 text-3xl font-semibold text-white [overflow-wrap:anywhere] sm:text-4xl">How was your stay at {page.propertyName}?</h1>
          <p className="mt-4 text-forest-100">{page.stay}</p>
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {page.expired ? (
              <section aria-labelledby="expired-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
                <h2 id="expired-title" className="text-2xl font-semibold text-forest-900">
                  {REVIEW_MESSAGES_TEXT.expired}
                </h2>
                <p className="mt-3 text-stone-800">
                  Review links work for 30 days after your stay, and this one ended on {page.expiresOn}. If you would still like to tell us about your
                  stay, please write to us: we read every message.
                </p>
                <Link to="/contact" className="mt-4 inline-block font-medium text-forest-800 underline underline-offset-4">
                  Contact us
                </Link>
              </section>
            ) : page.status === "published" ? (
              <section aria-labelledby="published-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
                <h2 id="published-title" className="text-2xl font-semibold text-forest-900">
                  Your review is published
                </h2>
                <p className="mt-3 text-stone-800">
                  Thank you for telling future guests about your stay. A published review can no longer be changed.
                </p>
                {page.propertySlug ? (
                  <Link
                    to={`/properties/${page.propertySlug}#reviews`}
                    className="mt-4 inline-block font-medium text-forest-800 underline underline-offset-4"
                  >
                    See it on the page of {page.propertyName}
                  </Link>
                ) : null}
              </section>
            ) : (
              <ReviewForm page={page} lastResult={lastResult} />
            )}
          </div>
          <aside aria-labelledby="review-policy-title" className="min-w-0 rounded-2xl bg-cream p-6 ring-1 ring-stone-200">
            <ReviewPolicy headingId="review-policy-title" />
          </aside>
        </div>
      </Container>
    </>
  );
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

function ReviewForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const defaultValue = Object.fromEntries(Object.entries(page.values).map(([k, v]) => [k, v === null ? "" : String(v)]));
  const [form, fields] = useForm({
    id: "review-form",
    constraint: formConstraint(reviewSchema),
    defaultValue,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const formProps = getFormProps(form);
  const failed = useFailedSubmits(lastResult, formProps.onSubmit);
  const written = page.status !== "invited";
  const radios = getCollectionProps(fields.overall, { type: "radio", options: ["1", "2", "3", "4", "5"] });
  return (
    <section aria-labelledby="review-form-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h2 id="review-form-heading" className="text-2xl font-semibold text-forest-900">
        {written ? "Your review" : "Write your review"}
      </h2>
      {page.status === "waiting" ? (
        <p className="mt-2 text-stone-800" data-testid="review-state">
          We have your review and will publish it soon. You can change it until it is published.
        </p>
      ) : page.status === "rejected" ? (
        <p className="mt-2 text-stone-800" data-testid="review-state">
          We could not publish your review, because it breaks our review policy: {page.rejectReason}. You can change it and send it again.
        </p>
      ) : (
        <p className="mt-2 text-stone-800">It takes two minutes. Your review is shown with the name you choose below and the month of your stay.</p>
      )}
      <Form method="post" {...formProps} onSubmit={failed.onSubmit} className="mt-6 space-y-2">
        <ErrorSummary
          id="review-form-summary"
          focusKey={failed.count}
          formErrors={form.errors}
          fields={[
            { id: radios[0]!.id, errors: fields.overall.errors },
            ...[fields.title, fields.body, fields.shownName].map((f) => ({ id: f.id, errors: f.errors })),
          ]}
        />
        <fieldset aria-describedby={fields.overall.errorId} className="mb-2">
          <legend className="mb-2 block text-sm font-medium text-stone-800">Overall rating</legend>
          <div className="flex flex-wrap gap-2">
            {radios.map((radio) => {
              const n = Number(radio.value);
              return (
                <label
                  key={radio.key}
                  htmlFor={radio.id}
                  className="relative flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-800 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600 has-[:focus-visible]:ring-offset-2"
                >
                  <input {...radio} className="sr-only" />
                  <Star aria-hidden className="h-4 w-4" />
                  {n} <span className="text-xs font-normal">{n === 1 ? "star" : "stars"}</span>
                  <span className="sr-only">: {STAR_WORDS[n]}</span>
                </label>
              );
            })}
          </div>
          <FieldError id={fields.overall.errorId} errors={fields.overall.errors} />
        </fieldset>
        <fieldset className="mb-4 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">Ratings by topic (optional)</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {REVIEW_CATEGORIES.map((c) => (
              <SelectField key={c} meta={fields[c]} label={CATEGORY_LABELS[c]}>
                <option value="">Not rated</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={String(n)}>
                    {n} {n === 1 ? "star" : "stars"}: {STAR_WORDS[n]}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
        <TextField meta={fields.title} label="Title" maxLength={REVIEW_LIMITS.titleMax} />
        <TextareaField
          meta={fields.body}
          label="Your review"
          rows={8}
          hint={`What stood out, what could be better: ${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax.toLocaleString("en-US")} characters. Plain text: links and formatting are shown as typed.`}
        />
        <TextField meta={fields.shownName} label="Name to show" hint="Shown with your review instead of your full name." autoComplete="off" />
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? "Sending..." : written ? "Update review" : "Send review"}
        </Button>
      </Form>
    </section>
  );
}

/** An unknown token, or a stay that cannot be reviewed (not confirmed, not over yet): the site's 404 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="bg-forest-900 px-4 pb-20 pt-28 text-center text-white">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mx-auto mt-4 max-w-xl text-forest-100">We are sorry, something went wrong on our side. Please try again in a moment.</p>
    </section>
  );
}
