import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormStart, IntentFields } from "~/components/admin/form-bits";
import { ArrowLeft, RotateCcw, Save } from "~/components/ui/lucide-sprite";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader, TitledCard } from "~/components/admin/page-header";
import { AdminRouteError } from "~/components/admin/route-error";
import { SwitchField } from "~/components/admin/switch-field";
import { Button, SubmitButton } from "~/components/ui/button";
import { TextareaField, TextField, WholeNumberField } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-form-status";
import { httpErrorOf } from "~/lib/errors.server";
import { dispatchIntent, submitForm, successToast } from "~/lib/forms.server";
import { formConstraint } from "~/lib/forms";
import { GUEST_MESSAGE_MESSAGES } from "~/messages";
import { listInquiries } from "~/models/inquiry.server";
import {
  GUEST_MESSAGE_KINDS,
  guestMessageSettingSchema,
  MESSAGE_ANCHORS,
  MESSAGE_TEXT_LANGUAGES,
  MESSAGE_TITLES,
  type MessageTextLanguage,
  messageTextIn,
  TEMPLATE_VARIABLES,
  TRANSLATED_TEXT_FIELDS,
  type GuestMessageKind,
  type GuestMessageSetting,
} from "~/schemas/guest-messages";
import { guestMessageSettings, previewGuestMessage, restoreGuestMessageDefault, saveGuestMessageSettings } from "~/services/guest-messages.server";
import { requireAdminRole } from "~/web/auth-guards.server";
import { LANGUAGES, toLanguage, type Language } from "~/i18n/languages";

export const meta = () => adminMeta("Guest messages");

const BACK = "/admin/settings/guest-messages";

/**
 * Settings → Guest messages (administrators only): the four messages before and after a stay, each on or off,
 * its timing and its texts (English, and Swahili and German when staff write them: a guest who wrote in a language
 * with no text gets the English); a preview for a real booking (`?preview={kind}&inquiry={id}&language={en|sw|de}`,
 * the saved text of that language, filled in as its guest reads it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  const url = new URL(request.url);
  const [messages, bookings] = await Promise.all([guestMessageSettings(), listInquiries({ status: "confirmed", sort: "checkin", pageSize: 50 })]);
  const kind = url.searchParams.get("preview") as GuestMessageKind | null;
  const inquiryId = Number(url.searchParams.get("inquiry"));
  const language = toLanguage(url.searchParams.get("language"));
  let preview:
    | { kind: GuestMessageKind; inquiryId: number; language: Language; textLanguage: Language; subject: string; body: string }
    | { kind: GuestMessageKind; language: Language; error: string }
    | null = null;
  if (kind && (GUEST_MESSAGE_KINDS as readonly string[]).includes(kind) && Number.isInteger(inquiryId) && inquiryId > 0) {
    const setting = messages.find((m) => m.kind === kind)!;
    try {
      const text = messageTextIn(setting, language);
      preview = {
        kind,
        inquiryId,
        language,
        textLanguage: text.language,
        ...(await previewGuestMessage({ kind, ...text }, inquiryId, text.language)),
      };
    } catch (error) {
      preview = { kind, language, error: httpErrorOf(error)?.message ?? "The preview could not be made" };
    }
  }
  return {
    messages,
    preview,
    variables: TEMPLATE_VARIABLES,
    bookings: bookings.items.map((b) => ({ id: b.id, label: `${b.reference} · ${b.name} · ${b.propertyName ?? ""} · ${b.startDate}` })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireAdminRole(request);
  return dispatchIntent(request, BACK, {
    save: (formData) =>
      submitForm(formData, {
        schema: guestMessageSettingSchema,
        unchecked: ["enabled"],
        // The page always sends every language's fields: one left empty is no text in that language.
        run: (input) => saveGuestMessageSettings(me, { messages: [{ ...input, ...noTextWhereEmpty(input) }] }, () => ""),
        fallback: "Failed to save the guest message",
        redirectTo: BACK,
        toast: successToast(GUEST_MESSAGE_MESSAGES.saved),
      }),
    restore: (formData) =>
      submitForm(formData, {
        schema: guestMessageSettingSchema.pick({ kind: true }),
        run: ({ kind }) => restoreGuestMessageDefault(me, kind),
        fallback: "Failed to restore the default text",
        redirectTo: BACK,
        toast: (_result) => successToast(GUEST_MESSAGE_MESSAGES.restored(MESSAGE_TITLES[String(formData.get("kind")) as GuestMessageKind] ?? "")),
      }),
  });
}

const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", sw: MESSAGE_TEXT_LANGUAGES.sw.name, de: MESSAGE_TEXT_LANGUAGES.de.name };

function noTextWhereEmpty(input: Partial<Record<(typeof TRANSLATED_TEXT_FIELDS)[number], string | null>>) {
  return Object.fromEntries(TRANSLATED_TEXT_FIELDS.map((field) => [field, input[field] ?? null]));
}

type FieldMeta = Parameters<typeof TextField>[0]["meta"];
const TEXT_LANGUAGES = Object.keys(MESSAGE_TEXT_LANGUAGES) as MessageTextLanguage[];

/**
 * A message's Swahili or German subject and body, folded away until staff open it. It opens by itself when it has
 * something to fix (server-rendered open without JavaScript) and never closes under the hands of someone typing.
 */
function LanguageText({
  language,
  saved,
  subjectField,
  bodyField,
}: {
  language: MessageTextLanguage;
  /** Whether a text in this language is saved. */
  saved: boolean;
  subjectField: FieldMeta;
  bodyField: FieldMeta;
}) {
  const { name } = MESSAGE_TEXT_LANGUAGES[language];
  const hasErrors = Boolean(subjectField.errors || bodyField.errors);
  const [openAtFirst] = useState(hasErrors);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hasErrors && details.current) details.current.open = true;
  }, [hasErrors]);
  return (
    <details ref={details} open={openAtFirst} className="rounded-lg border border-stone-200 p-3 sm:col-span-2">
      <summary className="cursor-pointer text-sm font-medium text-stone-900">
        {name} text{saved ? "" : ` (none: guests who wrote in ${name} get the English)`}
      </summary>
      <div className="mt-3 grid gap-4">
        <TextField meta={subjectField} label={`${name} subject`} lang={language} />
        <TextareaField
          meta={bodyField}
          label={`${name} message`}
          rows={10}
          lang={language}
          hint={`For guests who wrote in ${name}. Leave both empty to send them the English text. The variables are the same; dates, times, money and links come in ${name}.`}
        />
      </div>
    </details>
  );
}

function timing(message: GuestMessageSetting): string {
  const anchor = MESSAGE_ANCHORS[message.kind] === "checkIn" ? "check-in" : "check-out";
  const days = Math.abs(message.offsetDays);
  const when =
    message.offsetDays === 0 ? `on ${anchor} day` : `${days} ${days === 1 ? "day" : "days"} ${message.offsetDays < 0 ? "before" : "after"} ${anchor}`;
  return `${when} at ${message.timeOfDay} (East Africa Time)`;
}

function MessageForm({ message }: { message: GuestMessageSetting }) {
  const lastResult = useActionData<typeof action>();
  const formId = `guest-message-${message.kind}`;
  const [form, fields] = useForm({
    id: formId,
    // The four forms share the "save" intent: each takes back only its own message's answer.
    lastResult: (lastResult as { initialValue?: { kind?: string } } | undefined)?.initialValue?.kind === message.kind ? lastResult : undefined,
    defaultValue: { ...message, offsetDays: String(message.offsetDays) },
    constraint: formConstraint(guestMessageSettingSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guestMessageSettingSchema }),
    shouldRevalidate: "onBlur",
  });
  const pending = useIsPending({ intent: "save" });
  const titleId = `${formId}-title`;
  return (
    <TitledCard id={titleId} title={MESSAGE_TITLES[message.kind]}>
      <p className="mt-1 text-sm text-stone-600">Sent {timing(message)}.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormStart form={form} intent="save" />
        <input type="hidden" name="kind" value={message.kind} />
        <SwitchField meta={fields.enabled} label="Send this message" className="sm:col-span-2" />
        <WholeNumberField
          meta={fields.offsetDays}
          label={`Days from ${MESSAGE_ANCHORS[message.kind] === "checkIn" ? "check-in" : "check-out"}`}
          hint="Negative is before, 0 the day itself."
        />
        <TextField meta={fields.timeOfDay} label="Time of day (HH:MM, East Africa Time)" inputMode="numeric" />
        <TextField meta={fields.subject} label="Subject" className="sm:col-span-2" />
        <TextareaField
          meta={fields.body}
          label="Message"
          rows={10}
          className="sm:col-span-2"
          hint="Blank lines separate paragraphs. Variables: see the list below."
        />
        {TEXT_LANGUAGES.map((language) => (
          <LanguageText
            key={language}
            language={language}
            saved={Boolean(message[MESSAGE_TEXT_LANGUAGES[language].subject])}
            subjectField={fields[MESSAGE_TEXT_LANGUAGES[language].subject]}
            bodyField={fields[MESSAGE_TEXT_LANGUAGES[language].body]}
          />
        ))}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton icon={Save} pending={pending} busy="Saving...">
            Save {MESSAGE_TITLES[message.kind]}
          </SubmitButton>
        </div>
      </Form>
      <Form method="post" className="mt-3">
        <IntentFields intent="restore" />
        <input type="hidden" name="kind" value={message.kind} />
        <Button type="submit" variant="outline" size="sm">
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Restore the default text of {MESSAGE_TITLES[message.kind]}
        </Button>
      </Form>
    </TitledCard>
  );
}

export default function GuestMessagesSettings() {
  const { messages, preview, variables, bookings } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Guest messages"
        subtitle="E-mails sent to guests of confirmed bookings before and after their stay. Each goes out once, at its time."
        link={{ to: "/admin/settings", icon: ArrowLeft, label: "Back to Settings" }}
      />
      <div className="space-y-6">
        {messages.map((message) => (
          <MessageForm key={message.kind} message={message} />
        ))}
        <TitledCard id="guest-message-preview" title="Preview">
          <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
            <label className="text-sm font-medium text-stone-900">
              Message
              <select
                name="preview"
                defaultValue={preview?.kind ?? "before-arrival"}
                className="mt-1 block rounded-lg border border-stone-300 px-3 py-2"
              >
                {GUEST_MESSAGE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {MESSAGE_TITLES[kind]}
                  </option>
                ))}
              </select>
            </label>
            {/* A flex item is as wide as its content: a booking's long label would push the page sideways on a phone. */}
            <label className="w-full min-w-0 text-sm font-medium text-stone-900 sm:w-auto">
              For the booking
              <select name="inquiry" className="mt-1 block w-full max-w-full rounded-lg border border-stone-300 px-3 py-2 sm:w-auto">
                {bookings.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium text-stone-900">
              Language
              <select name="language" defaultValue={preview?.language ?? "en"} className="mt-1 block rounded-lg border border-stone-300 px-3 py-2">
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_NAMES_IN_ENGLISH[language]}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="outline" disabled={bookings.length === 0}>
              Preview
            </Button>
          </Form>
          {bookings.length === 0 ? <p className="mt-2 text-sm text-stone-600">A preview needs a confirmed booking.</p> : null}
          {preview && "error" in preview ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {preview.error}
            </p>
          ) : null}
          {preview && "subject" in preview ? (
            <section
              aria-label="Preview of the message"
              lang={preview.textLanguage}
              className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
              data-testid="guest-message-preview"
            >
              {preview.textLanguage !== preview.language ? (
                <p className="mb-2 text-sm text-stone-600" lang="en">
                  This message has no {LANGUAGE_NAMES_IN_ENGLISH[preview.language]} text: guests who wrote in{" "}
                  {LANGUAGE_NAMES_IN_ENGLISH[preview.language]} get the English one.
                </p>
              ) : null}
              <p className="font-semibold text-stone-900">{preview.subject}</p>
              <div className="mt-2 whitespace-pre-line text-sm text-stone-800">{preview.body}</div>
            </section>
          ) : null}
        </TitledCard>
        <TitledCard id="guest-message-variables" title="Variables">
          <p className="mt-1 text-sm text-stone-600 [overflow-wrap:anywhere]">
            Write a variable as {"{{name}}"}. A part shown only when a value is set: {"{{#balanceDue}}…{{/balanceDue}}"}; only when it is not:{" "}
            {"{{^balanceDue}}…{{/balanceDue}}"}. Any other name is refused when saving.
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {Object.entries(variables).map(([name, what]) => (
              <div key={name} className="flex gap-2">
                <dt className="font-mono text-stone-900">{`{{${name}}}`}</dt>
                <dd className="min-w-0 text-stone-600">{what}</dd>
              </div>
            ))}
          </dl>
        </TitledCard>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
