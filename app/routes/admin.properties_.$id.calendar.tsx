import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CalendarPlus, Link2, RefreshCw, Trash2 } from "~/components/ui/lucide-sprite";
import { IntentFields, resultFor } from "~/components/admin/form-bits";
import { adminMeta } from "~/components/admin/meta";
import { Card, PropertyPageHeader, TitledCard } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button, SubmitButton } from "~/components/ui/button";
import { FormErrors, inputClass, labelClass, TextField } from "~/components/ui/field";
import { formatAdminDateTime, formatLongDate, todayInBusinessZone } from "~/lib/dates";
import { backTo, dispatchIntent, errorToast, formId, redirectAfter, replyFailure, replyInvalid, successToast } from "~/lib/forms.server";
import { addDays } from "~/lib/day-ranges";
import { publicUrl } from "~/lib/public-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { ADMIN_TOASTS, AVAILABILITY_MESSAGES } from "~/messages";
import { blockSchema, feedSchema } from "~/schemas/availability";
import { loadPageRecord, pageId } from "~/web/admin-pages.server";
import { requireUser } from "~/web/auth-guards.server";
import { useErrorToast, useIsPending, useResetAfterSuccess } from "~/components/ui/use-form-status";
import {
  addBlock,
  addCalendarFeed,
  calendarOverview,
  regenerateExport,
  removeBlock,
  removeCalendarFeed,
  propertyCalendar,
  syncPropertyNow,
} from "~/services/calendar.server";
import { calendarMonth } from "~/web/calendar-month.server";
import { CalendarGrid, CalendarLegend, MonthNav, MonthRefused } from "~/components/admin/calendar-grid";
import { formatMonth } from "~/lib/months";

export const meta = () => adminMeta("Calendar");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const today = todayInBusinessZone();
  const { month, window, refused } = calendarMonth(new URL(request.url), today);
  return loadPageRecord(params, "Property", async (propertyId) => {
    const [overview, calendar] = await Promise.all([calendarOverview(propertyId, publicUrl()), propertyCalendar(propertyId, window)]);
    return { ...overview, calendar, month, today, refused };
  });
}

/** Blocks, feeds, the export link and 'Sync now': every form works without JavaScript (Post/Redirect/Get with a toast). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const propertyId = pageId(params, "Property");
  const back = backTo(request);
  return dispatchIntent(request, back, {
    "add-block": async (formData) => {
      const submission = parseWithZod(formData, { schema: blockSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        await addBlock(user, propertyId, submission.value);
      } catch (error) {
        return replyFailure(submission, error, AVAILABILITY_MESSAGES.blockFailed);
      }
      return redirectWithToast(back, successToast(AVAILABILITY_MESSAGES.blockAdded));
    },
    "remove-block": (formData) =>
      redirectAfter(
        back,
        async () => {
          await removeBlock(user, propertyId, formId(formData.get("id"), "Block"));
          return AVAILABILITY_MESSAGES.blockRemoved;
        },
        AVAILABILITY_MESSAGES.blockFailed,
      ),
    "add-feed": async (formData) => {
      const submission = parseWithZod(formData, { schema: feedSchema });
      if (submission.status !== "success") return replyInvalid(submission);
      try {
        const feed = await addCalendarFeed(user, propertyId, submission.value.url);
        if (feed.lastError)
          return redirectWithToast(back, errorToast(`${AVAILABILITY_MESSAGES.feedAdded}, but it could not be fetched: ${feed.lastError}`));
      } catch (error) {
        return replyFailure(submission, error, AVAILABILITY_MESSAGES.feedFailed);
      }
      return redirectWithToast(back, successToast(AVAILABILITY_MESSAGES.feedAdded));
    },
    "remove-feed": (formData) =>
      redirectAfter(
        back,
        async () => {
          await removeCalendarFeed(user, propertyId, formId(formData.get("id"), "Feed"));
          return AVAILABILITY_MESSAGES.feedRemoved;
        },
        AVAILABILITY_MESSAGES.feedFailed,
      ),
    sync: async () => {
      const ok = await syncPropertyNow(user, propertyId);
      return redirectWithToast(back, ok ? successToast(AVAILABILITY_MESSAGES.synced) : errorToast(AVAILABILITY_MESSAGES.syncedWithErrors));
    },
    regenerate: () =>
      redirectAfter(
        back,
        async () => {
          await regenerateExport(user, propertyId);
          return AVAILABILITY_MESSAGES.tokenRegenerated;
        },
        AVAILABILITY_MESSAGES.feedFailed,
      ),
  });
}

const nightsText = (start: string, end: string) =>
  `${formatLongDate(start)} – ${formatLongDate(end)} (check-out; last night ${formatLongDate(addDays(end, -1))})`;

function BlockForm() {
  const lastResult = resultFor(useActionData<typeof action>(), "add-block");
  const pending = useIsPending({ intent: "add-block" });
  const [form, fields] = useForm({
    id: "add-block",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: AVAILABILITY_MESSAGES.blockFailed });
  useResetAfterSuccess(form, { intent: "add-block", lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      // Labels never wrap beside each other (a two-line label would push its date input down): from lg the
      // date columns are as wide as their labels, below it the dates share a row and the note gets its own.
      className="mt-4 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-[max-content_max-content_1fr_auto] lg:items-start"
    >
      <IntentFields intent="add-block" />
      <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-2 lg:col-span-4" />
      <TextField meta={fields.startDate} label="First night" type="date" />
      <TextField meta={fields.endDate} label="Check-out day (free again)" type="date" />
      <TextField meta={fields.note} label="Note (optional)" placeholder="Maintenance, owner's stay..." />
      <SubmitButton icon={CalendarPlus} pending={pending} busy="Blocking..." className="self-start sm:mt-7">
        Block dates
      </SubmitButton>
    </Form>
  );
}

function FeedForm() {
  const lastResult = resultFor(useActionData<typeof action>(), "add-feed");
  const pending = useIsPending({ intent: "add-feed" });
  const [form, fields] = useForm({
    id: "add-feed",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: AVAILABILITY_MESSAGES.feedFailed });
  useResetAfterSuccess(form, { intent: "add-feed", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <IntentFields intent="add-feed" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.url} label="Calendar address (.ics)" type="url" placeholder="https://www.airbnb.com/calendar/ical/....ics" />
      <Button type="submit" className="sm:mt-7" disabled={pending}>
        {pending ? "Adding..." : "Add calendar"}
      </Button>
    </Form>
  );
}

function RowButton({ intent, id, label, srLabel }: { intent: string; id: number; label: string; srLabel: string }) {
  const pending = useIsPending({ intent: intent, id: id });
  return (
    <Form method="post">
      <IntentFields intent={intent} id={id} />
      <Button type="submit" size="sm" variant="outline" disabled={pending} className="!border-red-700 !text-red-800 hover:!bg-red-50">
        <Trash2 aria-hidden className="h-4 w-4" />
        {label}
        <span className="sr-only"> {srLabel}</span>
      </Button>
    </Form>
  );
}

export default function AdminPropertyCalendar() {
  const { property, exportUrl, blocks, feeds, calendar, month, today, refused } = useLoaderData<typeof loader>();
  const syncing = useIsPending({ intent: "sync" });
  return (
    <>
      <PropertyPageHeader
        property={property}
        page="calendar"
        subtitle="Block dates, import the calendars of Airbnb, Booking.com or a channel manager, and share this property's availability"
      />
      <div className="space-y-6">
        <Card className="p-5 sm:p-6" aria-labelledby="month-title">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h2 id="month-title" className="text-lg font-semibold text-forest-900">
                {formatMonth(month)}
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                Confirmed stays, blocked dates and imported bookings make nights unavailable to guests; pending requests are shown so you see what is
                asked.
              </p>
            </div>
            <MonthNav month={month} thisMonth={today.slice(0, 7)} path={`/admin/properties/${property.id}/calendar`} />
          </div>
          <MonthRefused refused={refused} month={month} className="mt-3" />
          <div className="mt-4">
            <CalendarLegend />
          </div>
          <div className="mt-3">
            <CalendarGrid month={month} today={today} rows={[calendar]} />
          </div>
        </Card>

        <TitledCard id="blocks-title" title="Blocked dates">
          <p className="mt-1 text-sm text-stone-600">Guests cannot ask for blocked nights. The check-out day stays free for the next arrival.</p>
          <BlockForm />
          {blocks.length ? (
            <ul className="mt-2 divide-y divide-stone-100" aria-label="Blocked periods">
              {blocks.map((b) => (
                <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-medium text-stone-900">{nightsText(b.startDate, b.endDate)}</p>
                    <p className="text-sm text-stone-600">
                      {b.note ? `${b.note} · ` : ""}by {b.createdBy ?? "staff"} on {formatAdminDateTime(b.createdAt)}
                    </p>
                  </div>
                  <RowButton intent="remove-block" id={b.id} label="Remove" srLabel={`block from ${formatLongDate(b.startDate)}`} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-600">No blocked dates.</p>
          )}
        </TitledCard>

        <Card className="p-5 sm:p-6" aria-labelledby="import-title">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h2 id="import-title" className="text-lg font-semibold text-forest-900">
                Imported calendars
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                Each booking in these calendars blocks its nights here. They are fetched regularly, or now with Sync now.
              </p>
            </div>
            <Form method="post">
              <IntentFields intent="sync" />
              <Button type="submit" variant="outline" disabled={syncing || !feeds.length}>
                <RefreshCw aria-hidden className={`h-4 w-4 ${syncing ? "animate-spin" : ""}`} />
                {syncing ? "Syncing..." : "Sync now"}
              </Button>
            </Form>
          </div>
          <FeedForm />
          {feeds.length ? (
            <ul className="mt-2 divide-y divide-stone-100" aria-label="Imported calendars">
              {feeds.map((f) => (
                <li key={f.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-stone-900">{f.url}</p>
                    <p className="text-sm text-stone-600">
                      {f.lastSyncedAt ? `Last synced ${formatAdminDateTime(f.lastSyncedAt)}` : "Not synced yet"}
                    </p>
                    {f.lastError ? (
                      <p className="text-sm font-medium text-red-800">
                        Last attempt failed{f.lastErrorAt ? ` on ${formatAdminDateTime(f.lastErrorAt)}` : ""}: {f.lastError}
                      </p>
                    ) : null}
                  </div>
                  <RowButton intent="remove-feed" id={f.id} label="Remove" srLabel={`calendar ${f.url}`} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-600">No imported calendars.</p>
          )}
        </Card>

        <TitledCard id="export-title" title="Export to other channels">
          <p className="mt-1 text-sm text-stone-600">
            Paste this secret address into Airbnb, Booking.com or Google Calendar (&quot;import calendar&quot;). It shows confirmed stays and blocked
            dates as &quot;Reserved&quot;, never guests&apos; details.
          </p>
          <div className="mt-4 grid gap-x-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <div>
              <label htmlFor="export-url" className={labelClass}>
                Export address
              </label>
              <input
                id="export-url"
                readOnly
                value={exportUrl}
                className={`${inputClass} font-mono text-sm`}
                onFocus={(e) => e.currentTarget.select()}
              />
            </div>
            <Form method="post" className="mt-2 sm:mt-0">
              <IntentFields intent="regenerate" />
              <Button type="submit" variant="outline">
                <Link2 aria-hidden className="h-4 w-4" />
                Create a new address
              </Button>
            </Form>
          </div>
          <p className="mt-2 text-xs text-stone-600">A new address stops the old one at once: update it everywhere you pasted it.</p>
        </TitledCard>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
