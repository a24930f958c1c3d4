import { getCollectionProps, getFormProps, useForm, useInputControl, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ChefHat, Info } from "~/components/ui/lucide-sprite";
import { Button } from "~/components/ui/button";
import { DatePickerField, nextDay } from "~/components/ui/date-picker";
import { CheckboxField, SelectField, TextareaField, TextField } from "~/components/ui/field";
import { ConsentNote, ErrorSummary, useFailedSubmits } from "~/components/ui/error-summary";
import { nightsBetween } from "~/lib/dates";
import { addDays, isNightUnavailable, minimumStayOn, nextUnavailableNight, overlapsAny, type BookingCalendar, type DayRange } from "~/lib/day-ranges";
import { longStayOffer, promoOutcomeText, quoteLineText, type PricingSettings, type Quote } from "~/lib/pricing";
import { formConstraint } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { bookingInquirySchema, GUESTS_DEFAULT, GUESTS_MAX, GUESTS_MIN } from "~/schemas/inquiry";
import { AVAILABILITY_MESSAGES, BOOKING_ANCHOR, BOOKING_TOASTS, PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { formatMoney, formatSignedMoney } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";
import { useResetKeyAfterSuccess } from "./use-form-outcome";
import { Honeypot } from "./honeypot";
import { useLanguage, useLocalePath, useStaffTextLang, useT, type Translate } from "~/i18n/i18n";
import { formatDay } from "~/i18n/format";
import { useFormErrorText } from "~/i18n/form-errors";
import { LOCALES } from "~/i18n/languages";

export interface BookingPropertyOption {
  id: number;
  name: string;
  /** How many guests it sleeps: the guests field's maximum follows the chosen property. */
  sleeps?: number;
}

export interface BookingActivityOption {
  id: number;
  name: string;
  duration: string | null;
  price: number | null;
}

export interface BookingFormProps {
  /** Result of the page action (Conform's reply) after a failed submission, or the 'Check price' quote. */
  lastResult?: SubmissionResult<string[]> & { quote?: Quote };
  /** Unavailable nights and price of each property (by id), loaded with the page. */
  calendars?: Record<number, BookingCalendar>;
  /** The stay discounts and taxes (Settings). */
  pricing?: PricingSettings;
  /** The property this form is for; when set, no selector is shown. */
  fixedProperty?: BookingPropertyOption;
  /** Choices for the property selector (when no property is fixed). */
  properties?: BookingPropertyOption[];
  /** The activities guests can ask for (only the available ones). */
  activities: BookingActivityOption[];
  /** Today in the business's time zone (YYYY-MM-DD), from the loader: the first day that can be picked. */
  today: string;
  /** Prefix of the element ids (one form per page). */
  id?: string;
  /** "narrow": one field per row on large screens (the property page's sidebar). */
  layout?: "wide" | "narrow";
  /** A stay chosen before (the property list's search): the form starts with its dates and guests, and its quote. */
  stay?: { startDate: string; endDate: string; guests?: number; quote?: Quote };
}

/** The form's HTML constraints, from the schema: worked out once, not on every render. */
const BOOKING_CONSTRAINT = formConstraint(bookingInquirySchema);

/**
 * The booking-inquiry form (the spec's fields, rules and toasts): validated by the same schema in the browser and in the
 * page action, posted as a real form so it works without JavaScript. Resets after a successful inquiry.
 */
export function BookingForm(props: BookingFormProps) {
  const resetKey = useResetKeyAfterSuccess(props.lastResult);
  return <BookingFormFields key={resetKey} {...props} />;
}

function BookingFormFields({
  lastResult,
  fixedProperty,
  properties = [],
  activities,
  today,
  id = "booking-form",
  layout = "wide",
  calendars = {},
  pricing,
  stay,
}: BookingFormProps) {
  const pair = layout === "narrow" ? "grid gap-x-4 sm:grid-cols-2 lg:grid-cols-1" : "grid gap-x-4 sm:grid-cols-2";
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = useIsPending({ untilLoaded: false });
  const currency = useCurrency();
  const t = useT();
  const language = useLanguage();
  const localePath = useLocalePath();
  const staffLang = useStaffTextLang();
  const say = useFormErrorText();
  const offer = longStayOffer(pricing, t);
  // The chosen stay's quote, priced by the server with the page: shown at once (until an answer to this form replaces it).
  const stayQuote = lastResult ? undefined : stay?.quote;

  const [form, fields] = useForm({
    constraint: BOOKING_CONSTRAINT,
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: {
      propertyId: fixedProperty ? String(fixedProperty.id) : "",
      guests: String(stay?.guests ?? GUESTS_DEFAULT),
      ...(stay ? { startDate: stay.startDate, endDate: stay.endDate } : {}),
    },
    onValidate: ({ formData }) => {
      // Nights already taken are refused in the browser too, with the server's message on the dates.
      const chosenId = Number(formData.get("propertyId"));
      const taken = calendars[chosenId]?.unavailable ?? [];
      const sleeps = (fixedProperty?.id === chosenId ? fixedProperty : properties.find((p) => p.id === chosenId))?.sleeps;
      let schema = taken.length
        ? bookingInquirySchema.refine((v) => !overlapsAny(v, taken), { message: AVAILABILITY_MESSAGES.datesUnavailable, path: ["startDate"] })
        : bookingInquirySchema;
      const stays = calendars[chosenId]?.minimumStays;
      if (stays) {
        // Said before the server would: the minimum stay of the check-in's season, else the property's.
        schema = schema.superRefine((v, ctx) => {
          const minimum = minimumStayOn(v.startDate, stays);
          if (v.endDate > v.startDate && nightsBetween(v.startDate, v.endDate) < minimum) {
            ctx.addIssue({ code: "custom", message: PUBLIC_BOOKING_MESSAGES.minimumStay(minimum), path: ["endDate"] });
          }
        });
      }
      if (sleeps) {
        schema = schema.refine((v) => v.guests <= sleeps, {
          message: PUBLIC_BOOKING_MESSAGES.tooManyGuests(sleeps),
          path: ["guests"],
          // Shown with the other errors (not only once everything else is valid), when the number itself is fine.
          when: (payload) =>
            !payload.issues.some((issue) => issue.path?.[0] === "guests") && typeof (payload.value as { guests?: unknown })?.guests === "number",
        });
      }
      return parseWithZod(formData, { schema });
    },
    // No error before the first submit (nobody is scolded for a field they have not reached yet); after it, each field re-checks as it changes.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // The server's form is usable before this code arrives, so the first visit stays light (booking-form-lazy.tsx). A choice made
  // meanwhile (the property, the guests, a typed name) is in the page but not in the form's state:
  // replay it as an input event once this code runs, so the guests maximum and the calendar follow it.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    for (const field of Array.from(element.elements)) {
      const changed =
        field instanceof HTMLSelectElement
          ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
          : (field instanceof HTMLInputElement && field.type !== "hidden" && field.value !== field.defaultValue) ||
            (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue);
      if (changed) field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, [form.id]);

  useErrorToast(lastResult, { title: t("booking.errorTitle"), fallback: BOOKING_TOASTS.errorFallback, say });
  const formProps = getFormProps(form);
  const failed = useFailedSubmits(lastResult, formProps.onSubmit);
  // Without JavaScript a failed submit reloads the page: the fragment brings the visitor back to the form.
  const action = `${useFormAction()}#${BOOKING_ANCHOR}`;
  const selectedId = fixedProperty ? fixedProperty.id : Number(fields.propertyId.value);
  const calendar: BookingCalendar | undefined = calendars[selectedId];
  const sleeps = (fixedProperty ?? properties.find((p) => p.id === selectedId))?.sleeps;
  const maxGuests = sleeps ? Math.min(sleeps, GUESTS_MAX) : GUESTS_MAX;

  return (
    <Form method="post" action={action} preventScrollReset {...formProps} onSubmit={failed.onSubmit} className="space-y-1">
      <ErrorSummary
        id={`${id}-summary`}
        focusKey={failed.count}
        formErrors={form.errors}
        fields={[
          ...(fixedProperty ? [] : [fields.propertyId]),
          fields.name,
          fields.email,
          fields.phone,
          fields.guests,
          fields.startDate,
          fields.endDate,
          fields.message,
          fields.promoCode,
          fields.requestActivities,
        ].map((f) => ({ id: f.id, errors: f.errors }))}
      />
      <Honeypot />

      {fixedProperty ? (
        // The schema's limits (required, min, max) are for a visible input: a hidden one may not carry them.
        <input
          type="hidden"
          name={fields.propertyId.name}
          id={fields.propertyId.id}
          defaultValue={fields.propertyId.initialValue}
          key={fields.propertyId.key}
        />
      ) : (
        <SelectField meta={fields.propertyId} label={t("booking.property")}>
          <option value="">{t("booking.selectProperty")}</option>
          {properties.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </SelectField>
      )}

      <div className={pair}>
        <TextField meta={fields.name} label={t("booking.fullName")} autoComplete="name" />
        <TextField meta={fields.email} label={t("booking.email")} type="email" autoComplete="email" />
        <TextField meta={fields.phone} label={t("booking.phone")} type="tel" autoComplete="tel" />
        <TextField
          meta={fields.guests}
          label={t("booking.guests")}
          type="number"
          inputMode="numeric"
          step={1}
          max={maxGuests}
          hint={sleeps ? t("booking.sleepsUpTo", { count: sleeps }) : t("booking.guestsRange", { min: GUESTS_MIN, max: GUESTS_MAX })}
        />
      </div>

      {/* The calendars' markup is the server's too, so the form looks the same before and after its code arrives;
          without JavaScript each calendar's native date field is shown instead of its button (date-picker.tsx). */}
      <StayDates
        startMeta={fields.startDate}
        endMeta={fields.endDate}
        today={today}
        pairClass={pair}
        calendar={calendar}
        pricing={pricing}
        guests={typeof fields.guests.value === "string" ? fields.guests.value : undefined}
        promoCode={typeof fields.promoCode.value === "string" ? fields.promoCode.value : undefined}
        quoteId={`${id}-quote`}
        initialQuote={stayQuote}
      />
      {/* Only without JavaScript (the calendars grey these nights out); in <noscript>, so it takes no
          room before the code arrives and nothing moves when it does. */}
      {calendar?.unavailable.length ? (
        <noscript>
          <BookedNights ranges={calendar.unavailable} id={`${id}-booked`} />
        </noscript>
      ) : null}

      <TextField meta={fields.promoCode} label={t("booking.promoCode")} autoComplete="off" autoCapitalize="characters" spellCheck={false} />

      <TextareaField meta={fields.message} label={t("booking.specialRequests")} placeholder={t("booking.specialRequestsPlaceholder")} rows={3} />

      <CheckboxField
        meta={fields.requestChef}
        label={
          <span className="inline-flex items-center gap-1.5">
            <ChefHat aria-hidden className="h-4 w-4 text-forest-700" /> {t("booking.requestChef")}
          </span>
        }
        hint={t("booking.chefHint")}
      />

      {activities.length ? (
        <fieldset className="pb-2" aria-describedby={`${id}-activities-hint`}>
          <legend className="mb-1 text-sm font-medium text-stone-800">{t("booking.activities")}</legend>
          <p id={`${id}-activities-hint`} className="mb-2 text-xs text-stone-600">
            {t("booking.activitiesHint")}{" "}
            <Link to={localePath("/experiences")} className="font-medium text-forest-800 underline underline-offset-2">
              {t("booking.seeExperiences")}
            </Link>
          </p>
          <ul className={`grid gap-2 ${layout === "narrow" ? "sm:grid-cols-2 lg:grid-cols-1" : "sm:grid-cols-2"}`}>
            {getCollectionProps(fields.requestActivities, { type: "checkbox", options: activities.map((a) => a.name) }).map((props, index) => {
              const activity = activities[index];
              // Conform builds each box's id from its value, the activity's name, spaces and all: an id may hold no whitespace.
              const boxId = `${fields.requestActivities.id}-${activity.id}`;
              return (
                <li key={props.key ?? props.value}>
                  <label
                    htmlFor={boxId}
                    className="flex cursor-pointer items-start gap-2.5 rounded-md border border-stone-200 bg-white px-3 py-2 text-sm hover:border-forest-400 has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50"
                  >
                    <input {...props} id={boxId} key={props.key} className="mt-0.5 h-4 w-4 shrink-0 accent-forest-700" />
                    <span>
                      <span lang={staffLang} className="font-medium text-stone-800">
                        {activity.name}
                      </span>
                      <span className="block text-xs text-stone-600">
                        {activity.duration ? (
                          <>
                            <span lang={staffLang}>{activity.duration}</span> ·{" "}
                          </>
                        ) : null}
                        {activity.price ? formatMoney(activity.price, currency, LOCALES[language]) : t("experiences.free")}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {!hydrated && lastResult?.quote ? <QuoteSummary quote={lastResult.quote} /> : null}

      <div className="pt-2">
        <Button type="submit" variant="gold" size="lg" className="w-full" disabled={submitting}>
          {submitting ? t("booking.submitting") : t("booking.submit")}
        </Button>
        {/* Without JavaScript the quote comes from the server; with it, it is shown live as the dates change.
            In <noscript>, not dropped at hydration: the form keeps its height when its code arrives, so
            nothing under the visitor's pointer moves. */}
        <noscript>
          <Button type="submit" name="intent" value="quote" variant="outline" className="mt-2 w-full">
            {t("booking.checkPrice")}
          </Button>
        </noscript>
        <p className="mt-3 flex items-start gap-2 text-xs text-stone-600">
          <Info aria-hidden className="mt-px h-4 w-4 shrink-0" />
          {t("booking.replyPromise")}
          {offer ? ` ${offer}` : ""}
        </p>
        <ConsentNote sending="inquiry" />
      </div>
    </Form>
  );
}

type LiveQuote = { quote?: Quote; error?: string };

/**
 * The quote of the chosen stay, fetched from the quote endpoint as the dates, guests or promo code change
 * (the prices, seasons and promo codes stay on the server: one pricing function, nothing to keep in step here).
 */
function useLiveQuote(
  slug: string | undefined,
  startDate: string | undefined,
  endDate: string | undefined,
  guests: string | undefined,
  promoCode: string | undefined,
  initialQuote?: Quote,
): LiveQuote {
  // A quote that came with the page stays shown while the same stay is asked again, so nothing flickers.
  const [live, setLive] = useState<LiveQuote>(initialQuote ? { quote: initialQuote } : {});
  const guestCount = guests && /^\d{1,2}$/.test(guests.trim()) ? Number(guests.trim()) : undefined;
  const code = promoCode?.trim().toUpperCase() || undefined;
  useEffect(() => {
    if (!slug || !startDate || !endDate || endDate <= startDate) {
      setLive({});
      return;
    }
    const controller = new AbortController();
    // A short pause, so typing a promo code or a number of guests asks once, not once per key.
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ startDate, endDate });
      if (guestCount && guestCount >= GUESTS_MIN && guestCount <= GUESTS_MAX) params.set("guests", String(guestCount));
      if (code) params.set("promoCode", code);
      try {
        const response = await fetch(`/api/v1/properties/${encodeURIComponent(slug)}/quote?${params}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        const body = await response.json();
        if (response.ok) setLive({ quote: body as Quote });
        else setLive({ error: body?.errors?.promoCode?.[0] ?? body?.message ?? PUBLIC_BOOKING_MESSAGES.quoteFailed });
      } catch {
        if (!controller.signal.aborted) setLive({ error: PUBLIC_BOOKING_MESSAGES.quoteFailed });
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, startDate, endDate, guestCount, code]);
  return live;
}

/** Check-in and check-out calendars (after hydration): past days disabled, check-out after check-in and at least the minimum stay. */
function StayDates({
  startMeta,
  endMeta,
  today,
  pairClass,
  calendar,
  pricing,
  guests,
  promoCode,
  quoteId,
  initialQuote,
}: {
  startMeta: FieldMetadata<string>;
  endMeta: FieldMetadata<string>;
  today: string;
  pairClass: string;
  calendar?: BookingCalendar;
  pricing?: PricingSettings;
  guests?: string;
  promoCode?: string;
  quoteId: string;
  initialQuote?: Quote;
}) {
  const start = useInputControl(startMeta);
  const end = useInputControl(endMeta);
  const startValue = typeof start.value === "string" ? start.value : undefined;
  const endValue = typeof end.value === "string" ? end.value : undefined;
  const validStart = startValue && startValue >= today ? startValue : undefined;
  const nights = validStart && endValue && endValue > validStart ? nightsBetween(validStart, endValue) : 0;
  const taken = calendar?.unavailable ?? [];
  // A check-out day is free when the night before it is; after a check-in, the stay may not cross a taken night.
  const latestCheckOut = validStart ? nextUnavailableNight(validStart, taken) : undefined;
  // Check-out days that would make the stay shorter than the minimum are disabled.
  const minimum = validStart ? minimumStayOn(validStart, calendar?.minimumStays) : 1;
  const t = useT();
  const say = useFormErrorText();
  const live = useLiveQuote(calendar?.slug, validStart, nights > 0 ? endValue : undefined, guests, promoCode, initialQuote);
  const tiers = pricing?.stayDiscounts ?? [];
  const longStay = nights > 0 && tiers.some((t) => t.percent > 0 && nights >= t.minNights);

  // Both calendars show today and the chosen stay; each is wired to its own field's name, id and errors.
  const shared = { today, rangeStart: startValue, rangeEnd: endValue };
  const wiring = (meta: typeof startMeta) => ({ name: meta.name, id: meta.id, errors: meta.errors, errorId: meta.errorId });

  return (
    <div>
      <div className={pairClass}>
        <DatePickerField
          {...shared}
          {...wiring(startMeta)}
          label={t("booking.checkInDate")}
          value={startValue}
          // A check-out on or before a new check-in is kept and reported ("Check-out date must be after
          // check-in date"), so the visitor sees what to change rather than losing a value.
          onChange={(day) => start.change(day)}
          onBlur={start.blur}
          minValue={today}
          isDateUnavailable={taken.length ? (day) => isNightUnavailable(day, taken) : undefined}
          placeholder={t("booking.selectCheckIn")}
        />
        <DatePickerField
          {...shared}
          {...wiring(endMeta)}
          label={t("booking.checkOutDate")}
          value={endValue}
          onChange={(day) => end.change(day)}
          onBlur={end.blur}
          minValue={validStart ? addDays(validStart, minimum) : nextDay(today)}
          maxValue={latestCheckOut && latestCheckOut > validStart! ? latestCheckOut : undefined}
          isDateUnavailable={taken.length && !validStart ? (day) => isNightUnavailable(addDays(day, -1), taken) : undefined}
          placeholder={t("booking.selectCheckOut")}
        />
      </div>
      {calendar?.minimumStays ? (
        <MinimumStayNote>{validStart ? t("booking.minimumStayFor", { count: minimum }) : minimumStayText(calendar.minimumStays, t)}</MinimumStayNote>
      ) : null}
      {nights > 0 ? (
        <p className="-mt-1 mb-3 text-sm text-forest-800" aria-live="polite">
          {t("booking.nights", { count: nights })}
          {longStay ? t("booking.longStayApplies") : ""}
        </p>
      ) : null}
      <div aria-live="polite" id={quoteId}>
        {nights > 0 && live.quote ? <QuoteSummary quote={live.quote} /> : null}
        {nights > 0 && live.error ? (
          <p className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="quote">
            {say(live.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The minimum stay as a sentence: the property's, and whether some seasons ask for a different one. */
function minimumStayText(stays: NonNullable<BookingCalendar["minimumStays"]>, t: Translate): string {
  const differs = stays.seasons.some((s) => s.minNights !== stays.minNights);
  return t(differs ? "booking.minimumStayDiffers" : "booking.minimumStay", { count: stays.minNights });
}

/** The minimum stay under the dates, one element with or without JavaScript (the server refuses a shorter stay with the same words). */
function MinimumStayNote({ children }: { children: string }) {
  return (
    <p className="-mt-1 mb-2 text-xs text-stone-600" data-testid="minimum-stay">
      {children}
    </p>
  );
}

/** The price of the chosen stay, line by line as the server priced it, and the total. */
function QuoteSummary({ quote }: { quote: Quote }) {
  const currency = useCurrency();
  const t = useT();
  const locale = LOCALES[useLanguage()];
  const say = useFormErrorText();
  const price = (amount: number) => formatSignedMoney(amount, currency, locale);
  if (!quote.available) {
    return (
      <p className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="quote">
        {say(quote.nights < quote.minNights ? PUBLIC_BOOKING_MESSAGES.minimumStay(quote.minNights) : AVAILABILITY_MESSAGES.datesUnavailable)}
      </p>
    );
  }
  return (
    <dl className="mb-3 space-y-1 rounded-md border border-forest-100 bg-forest-50 px-3 py-2 text-sm text-stone-800" data-testid="quote">
      {quote.lines.map((line, index) => (
        <div key={index} className={`flex justify-between gap-2 ${line.kind === "discount" ? "text-forest-800" : ""}`}>
          <dt>{quoteLineText(line, t, locale, quote.currency)}</dt>
          <dd className="whitespace-nowrap">{price(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2 border-t border-forest-100 pt-1 font-semibold text-forest-900">
        <dt>{t("quote.total")}</dt>
        <dd className="whitespace-nowrap">{price(quote.total)}</dd>
      </div>
      {quote.promo ? (
        // What the code did: its saving, or why it adds nothing (the server's words, app/lib/pricing.ts).
        <div className="border-t border-forest-100 pt-1" data-testid="promo-outcome">
          <dt className="sr-only">{t("quote.promoCode")}</dt>
          <dd className={quote.promo.applied ? "text-forest-800" : "text-stone-700"}>{promoOutcomeText(quote, t, locale)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Without JavaScript the date inputs cannot grey out taken nights: list them instead. */
function BookedNights({ ranges, id }: { ranges: DayRange[]; id: string }) {
  const t = useT();
  const language = useLanguage();
  if (!ranges.length) return null;
  return (
    <div className="mb-3 text-sm text-stone-700">
      <p id={id} className="font-medium text-stone-800">
        {t("booking.alreadyBooked")}
      </p>
      <ul aria-labelledby={id} className="list-inside list-disc">
        {ranges.map((r) => (
          <li key={r.startDate}>
            {t("booking.bookedNights", { from: formatDay(r.startDate, language), to: formatDay(addDays(r.endDate, -1), language) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
