import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { businessNameFrom, metaT, notFoundMeta, pageMeta } from "~/components/site/meta";
import { translator, useLanguage, useLocalePath, useT, type MessageId } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage } from "~/i18n/languages";
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
import { REVIEW_CATEGORIES, REVIEW_LIMITS, reviewSchema } from "~/schemas/review";
import { ReviewLinkExpired, reviewPageOf, submitGuestReview } from "~/services/reviews.server";
import { refuseOverReviewLimit } from "~/web/public-form-limits.server";
import { CATEGORY_MESSAGES, ReviewPolicy } from "~/components/site/reviews";
import { pageLanguage, requirePageLanguage } from "~/i18n/languages.server";

// The guest's review page (/review/{token}, the link of the Thank you message). Like the guest's own page, its
// address is a secret: server/security-headers.js marks every answer under /review `private, no-store`,
// `noindex` and `same-origin` referrers, and the page cache keeps only the public routes it lists, never this one.

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const language = pageLanguage(params) ?? DEFAULT_LANGUAGE;
    const page = await reviewPageOf(params.token, new Date(), language);
    // An expired link is a page that says so, answered 410 Gone.
    return data({ ...page, path: pathInLanguage(language, `/review/${params.token}`) }, { status: page.expired ? 410 : 200 });
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
  const language = requirePageLanguage(params);
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
    const t = translator(language);
    return redirectWithToast(
      pathInLanguage(language, `/review/${token}`),
      language === DEFAULT_LANGUAGE
        ? {
            title: first ? "Review sent" : "Review updated",
            description: first ? REVIEW_MESSAGES_TEXT.thanks : REVIEW_MESSAGES_TEXT.updated,
            variant: "success",
          }
        : {
            title: t(first ? "review.sentToast" : "review.updatedToast"),
            description: t(first ? "review.thanks" : "review.updated"),
            variant: "success",
          },
    );
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
  const t = metaT(matches);
  return [...pageMeta(t("review.metaTitle", { property: page.propertyName, business }), t("review.metaDescription")), NOT_INDEXED];
};

export default function ReviewPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <section className="bg-forest-900 pb-12 pt-28 text-white sm:pt-32">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{t("review.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-semibold text-white [overflow-wrap:anywhere] sm:text-4xl">
            {t("review.title", { property: page.propertyName })}
          </h1>
          <p className="mt-4 text-forest-100">{page.stay}</p>
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {page.expired ? (
              <section aria-labelledby="expired-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
                <h2 id="expired-title" className="text-2xl font-semibold text-forest-900">
                  {t("review.expiredTitle")}
                </h2>
                <p className="mt-3 text-stone-800">{t("review.expiredText", { day: page.expiresOn })}</p>
                <Link to={localePath("/contact")} className="mt-4 inline-block font-medium text-forest-800 underline underline-offset-4">
                  {t("review.contactUs")}
                </Link>
              </section>
            ) : page.status === "published" ? (
              <section aria-labelledby="published-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
                <h2 id="published-title" className="text-2xl font-semibold text-forest-900">
                  {t("review.publishedTitle")}
                </h2>
                <p className="mt-3 text-stone-800">{t("review.publishedText")}</p>
                {page.propertySlug ? (
                  <Link
                    to={localePath(`/properties/${page.propertySlug}#reviews`)}
                    className="mt-4 inline-block font-medium text-forest-800 underline underline-offset-4"
                  >
                    {t("review.seeIt", { property: page.propertyName })}
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

/** Each star count's word (the admin keeps app/schemas/review.ts STAR_WORDS in English). */
const STAR_MESSAGES: Record<number, MessageId> = { 1: "review.star1", 2: "review.star2", 3: "review.star3", 4: "review.star4", 5: "review.star5" };
function ReviewForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const language = useLanguage();
  const navigation = useNavigation();
  const t = useT();
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
        {written ? t("review.yourReview") : t("review.writeYourReview")}
      </h2>
      {page.status === "waiting" ? (
        <p className="mt-2 text-stone-800" data-testid="review-state">
          {t("review.waitingText")}
        </p>
      ) : page.status === "rejected" ? (
        <p className="mt-2 text-stone-800" data-testid="review-state">
          {t("review.rejectedText", { reason: page.rejectReason ?? "" })}
        </p>
      ) : (
        <p className="mt-2 text-stone-800">{t("review.intro")}</p>
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
          <legend className="mb-2 block text-sm font-medium text-stone-800">{t("review.overall")}</legend>
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
                  {/* "4 stars", "nyota 4", "4 Sterne": the number where the language puts it. */}
                  <span>{t("review.stars", { count: n })}</span>
                  <span className="sr-only">: {t(STAR_MESSAGES[n]!)}</span>
                </label>
              );
            })}
          </div>
          <FieldError id={fields.overall.errorId} errors={fields.overall.errors} />
        </fieldset>
        <fieldset className="mb-4 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{t("review.byTopic")}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {REVIEW_CATEGORIES.map((c) => (
              <SelectField key={c} meta={fields[c]} label={t(CATEGORY_MESSAGES[c])}>
                <option value="">{t("review.notRated")}</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={String(n)}>
                    {t("review.starOption", { count: n, words: t(STAR_MESSAGES[n]!) })}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
        <TextField meta={fields.title} label={t("review.fieldTitle")} maxLength={REVIEW_LIMITS.titleMax} />
        <TextareaField
          meta={fields.body}
          label={t("review.fieldBody")}
          rows={8}
          hint={t("review.bodyHint", { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.bodyMax.toLocaleString(LOCALES[language]) })}
        />
        <TextField meta={fields.shownName} label={t("review.shownName")} hint={t("review.shownNameHint")} autoComplete="off" />
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? t("review.sending") : written ? t("review.update") : t("review.send")}
        </Button>
      </Form>
    </section>
  );
}

/** An unknown token, or a stay that cannot be reviewed (not confirmed, not over yet): the site's 404 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="bg-forest-900 px-4 pb-20 pt-28 text-center text-white">
      <h1 className="text-3xl font-semibold">{t("stay.errorTitle")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-forest-100">{t("stay.errorText")}</p>
    </section>
  );
}
