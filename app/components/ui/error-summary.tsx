import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { RichText } from "~/components/site/rich-text";
import { useFormErrorText } from "~/i18n/form-errors";
import { useLocalePath, useT } from "~/i18n/i18n";

export interface SummaryField {
  /** Id of the control the link jumps to. */
  id: string;
  errors?: string[];
}

/** One line of the summary: the message, where it links to, and whether the visitor has fixed it since. */
interface SummaryLine {
  key: string;
  message: string;
  /** The control the link jumps to; none for a message about the whole form. */
  href?: string;
  fixed: boolean;
}

/**
 * The error summary at the top of a form: the form's own message and one link per bad
 * field, so a visitor returned to the form without JavaScript sees every problem at once. With
 * JavaScript, focus moves to it whenever a submit fails (`focusKey` changes), so screen readers
 * read it and the page scrolls to it.
 *
 * Its lines are the ones of the last failed submit: a problem the visitor fixes stays in the list,
 * struck through and marked fixed, instead of leaving it. A list that shrank with each fix would move
 * the whole form up under the visitor's eyes (and under a calendar they were picking a day in). Only
 * when nothing is left to fix does the summary go.
 */
export function ErrorSummary({
  id,
  formErrors,
  fields,
  focusKey,
}: {
  id: string;
  formErrors?: string[];
  fields: SummaryField[];
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT();
  const say = useFormErrorText();
  const live = currentLines(formErrors, fields);
  // The lines as of the last failed submit, taken when it happened (not on each keystroke).
  const [asSubmitted, setAsSubmitted] = useState<{ key: unknown; lines: SummaryLine[] }>();
  if (focusKey && asSubmitted?.key !== focusKey) setAsSubmitted({ key: focusKey, lines: live });

  useEffect(() => {
    if (focusKey && live.length > 0) ref.current?.focus();
    // Only a new failed submit moves focus, not each keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  const lines =
    asSubmitted && asSubmitted.key === focusKey
      ? asSubmitted.lines.map((line) => live.find((l) => l.key === line.key) ?? { ...line, fixed: true })
      : live;
  if (!lines.some((line) => !line.fixed)) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="mb-5 scroll-mt-28 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold">
        {t("form.summaryTitle")}
      </h3>
      <ul className="mt-2 list-inside list-disc space-y-1">
        {lines.map((line) => (
          <li key={line.key} className={line.fixed ? "text-stone-600 line-through" : undefined}>
            {line.href ? (
              <a href={line.href} className="font-medium underline underline-offset-2 hover:text-red-700">
                {say(line.message)}
              </a>
            ) : (
              say(line.message)
            )}
            {line.fixed ? <span className="sr-only"> {t("form.fixed")}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What is wrong now: the form's own messages (those not already a field's), then each bad field's first error. */
function currentLines(formErrors: string[] | undefined, fields: SummaryField[]): SummaryLine[] {
  const items = fields.filter((f) => f.errors?.length);
  const messages = (formErrors ?? []).filter((m) => !items.some((f) => f.errors?.[0] === m));
  return [
    ...messages.map((message) => ({ key: `form:${message}`, message, fixed: false })),
    ...items.map((f) => ({ key: f.id, message: f.errors![0], href: `#${f.id}`, fixed: false })),
  ];
}

/** 'By sending you agree to…' under the public forms, in the page's language, its links to that language's pages. */
export function ConsentNote({ sending }: { sending: "inquiry" | "message" }) {
  const t = useT();
  const localePath = useLocalePath();
  const link = (to: string) =>
    function ConsentLink(text: string) {
      return (
        <Link to={localePath(to)} className="font-medium text-forest-800 underline underline-offset-2">
          {text}
        </Link>
      );
    };
  return (
    <p className="mt-3 text-xs text-stone-600">
      <RichText
        text={t(sending === "inquiry" ? "form.consentInquiry" : "form.consentMessage")}
        tags={{ terms: link("/terms"), privacy: link("/privacy") }}
      />
    </p>
  );
}

/** The name of the button Conform submits a form with to check a field (its INTENT). */
const CONFORM_INTENT = "__intent__";

/**
 * Counts failed submits (the browser's validation, or the server's reply) so the error summary
 * takes focus each time. Wrap the form's onSubmit with `onSubmit`.
 */
export function useFailedSubmits(lastResult: { status?: string } | undefined, onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (lastResult?.status === "error") setCount((c) => c + 1);
  }, [lastResult]);
  return {
    count,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      onSubmit(event);
      // Conform cancels the submit when the browser-side validation fails. It also checks a single field (a date
      // picked in a calendar) by submitting the form through its own intent button and cancelling that: not a
      // visitor's submit, so focus stays where the visitor is.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const fieldCheck = submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT;
      if (event.defaultPrevented && !fieldCheck) setCount((c) => c + 1);
    },
  };
}
