import { parseDate, type CalendarDate } from "@internationalized/date";
import { CalendarDays, ChevronLeft, ChevronRight } from "~/components/ui/lucide-sprite";
import { useState, type ReactNode } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Heading,
  I18nProvider,
  Popover,
  PopoverContext,
  useSlottedContext,
  type PopoverProps,
} from "react-aria-components";
import { formatDay } from "~/i18n/format";
import { useLanguage, useT } from "~/i18n/i18n";
import { LOCALES } from "~/i18n/languages";
import { FieldError, inputClass, labelClass } from "./field";

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function toCalendarDate(value: string | undefined): CalendarDate | null {
  if (!value || !DAY_RE.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  return parseDate(day).add({ days: 1 }).toString();
}

export interface DatePickerFieldProps {
  /** The form field name; a hidden input submits the picked day as YYYY-MM-DD under it. */
  name: string;
  /** Id of the trigger button (and the base of the other ids). */
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Called when the calendar closes, so the form can validate the field "on blur". */
  onBlur?: () => void;
  /** First selectable day (YYYY-MM-DD); earlier days are disabled. */
  minValue?: string;
  /** Last selectable day (YYYY-MM-DD); later days are disabled. */
  maxValue?: string;
  /** Days that cannot be picked (shown struck through, announced as unavailable). */
  isDateUnavailable?: (day: string) => boolean;
  errors?: string[];
  errorId: string;
  placeholder?: string;
  className?: string;
  /** Today in the business's time zone (EAT), YYYY-MM-DD: the day drawn as "today" (not the browser's). */
  today?: string;
  /** The stay being picked (check-in and check-out), drawn in the calendar as a range. */
  rangeStart?: string;
  rangeEnd?: string;
}

const CELL_CLASS =
  "m-0.5 flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-sm text-stone-800 outline-none hover:bg-forest-50 data-[outside-month]:hidden data-[disabled]:cursor-default data-[disabled]:text-stone-300 data-[disabled]:hover:bg-transparent data-[unavailable]:cursor-not-allowed data-[unavailable]:text-red-800 data-[unavailable]:line-through data-[unavailable]:hover:bg-transparent data-[selected]:bg-forest-800 data-[selected]:font-semibold data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-500";

/** The look of one day: the stay's ends and nights (the range shows in both calendars) and the business's today. */
function dayClass(day: string, today?: string, rangeStart?: string, rangeEnd?: string): string {
  const classes = [CELL_CLASS];
  if (day === today) classes.push("font-bold underline decoration-gold-500 decoration-2 underline-offset-4");
  const end = rangeEnd && rangeStart && rangeEnd > rangeStart ? rangeEnd : undefined;
  if (day === rangeStart || day === end) classes.push("bg-forest-800 font-semibold text-white hover:bg-forest-700");
  else if (rangeStart && end && day > rangeStart && day < end) classes.push("rounded-none bg-forest-100 text-forest-900");
  return classes.join(" ");
}

/**
 * An accessible date picker (react-aria-components): a button that shows the picked day in the page's language's
 * long form ("December 1, 2026", "1 Desemba 2026", "1. Dezember 2026") and opens a calendar grid (arrow keys, Page
 * Up/Down, Enter, Esc) whose month and day names and first day of the week are the page's locale's.
 * Days before `minValue` are disabled. The value travels in a hidden input as YYYY-MM-DD.
 */
export function DatePickerField({
  name,
  id,
  label,
  value,
  onChange,
  onBlur,
  minValue,
  maxValue,
  isDateUnavailable,
  errors,
  errorId,
  placeholder,
  className = "",
  today,
  rangeStart,
  rangeEnd,
}: DatePickerFieldProps) {
  const [open, setOpen] = useState(false);
  const language = useLanguage();
  const t = useT();
  const selected = toCalendarDate(value);
  const min = toCalendarDate(minValue) ?? undefined;
  const max = toCalendarDate(maxValue) ?? undefined;
  const invalid = Boolean(errors?.length);

  return (
    <div className={className}>
      {/* The label names the native date field (the form's value, and what a visitor without JavaScript fills in); the
          calendar button carries the label in its own text, so each control has exactly one name. */}
      <label htmlFor={`${id}-native`} className={labelClass}>
        {label}
      </label>
      {/* The same markup before and after the page's code arrives (the page hydrates on the first touch,
          app/lib/hydrate-on-intent.ts): with JavaScript the button opens the calendar (a tap before hydration is
          replayed after it) and this field, not shown, holds the value; without it the <noscript> style shows this
          field and hides the button. Not controlled: useInputControl writes the picked day into it. */}
      <input
        type="date"
        id={`${id}-native`}
        name={name}
        defaultValue={value ?? ""}
        min={minValue}
        max={maxValue}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`no-js-only ${inputClass} [&::-webkit-datetime-edit-fields-wrapper]:py-0`}
      />
      <I18nProvider locale={LOCALES[language]}>
        <DialogTrigger
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) onBlur?.();
          }}
        >
          <Button
            id={id}
            aria-describedby={invalid ? errorId : undefined}
            data-invalid={invalid ? "true" : undefined}
            className={`js-only ${inputClass} flex items-center justify-between gap-2 text-left outline-none data-[focus-visible]:border-forest-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-forest-600/30 ${
              invalid ? "border-red-700 ring-2 ring-red-700/20" : ""
            }`}
          >
            <span className="sr-only">{label} </span>
            <span className={selected ? "text-stone-900" : "text-stone-600"}>
              {selected && value ? formatDay(value, language) : (placeholder ?? t("calendar.selectDate"))}
            </span>
            <CalendarDays aria-hidden className="h-5 w-5 shrink-0 text-forest-700" />
          </Button>
          <CalendarPopover
            placement="bottom start"
            offset={6}
            // Inside the page's <main> landmark rather than at the end of <body>, so no content sits
            // outside a landmark while the calendar is open (axe 'region').
            UNSTABLE_portalContainer={open ? (document.querySelector("main") ?? undefined) : undefined}
            className="z-[60] rounded-xl border border-stone-200 bg-white p-3 shadow-xl outline-none"
          >
            <Dialog aria-label={t("calendar.chooseDay", { label })} className="outline-none">
              <Calendar
                aria-label={label}
                autoFocus
                value={selected}
                // Opens on the picked day, else on the first day that can be picked (never the browser's own "today").
                defaultFocusedValue={selected ?? min ?? toCalendarDate(today) ?? undefined}
                minValue={min}
                maxValue={max}
                isDateUnavailable={isDateUnavailable ? (day) => isDateUnavailable(day.toString()) : undefined}
                onChange={(day) => {
                  onChange(day.toString());
                  setOpen(false);
                  onBlur?.();
                }}
                className="w-[17.5rem]"
              >
                <header className="mb-2 flex items-center justify-between">
                  <Button
                    slot="previous"
                    // Named here: react-aria has no Swahili words for its month buttons.
                    aria-label={t("calendar.previousMonth")}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-md text-forest-900 outline-none hover:bg-forest-50 data-[disabled]:opacity-30 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-500"
                  >
                    <ChevronLeft aria-hidden className="h-5 w-5" />
                  </Button>
                  <Heading className="font-serif text-base font-semibold text-forest-900" />
                  <Button
                    slot="next"
                    aria-label={t("calendar.nextMonth")}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-md text-forest-900 outline-none hover:bg-forest-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-500"
                  >
                    <ChevronRight aria-hidden className="h-5 w-5" />
                  </Button>
                </header>
                <CalendarGrid
                  className="w-full border-collapse [&_td]:p-0"
                  // Without the obsolete cellpadding attribute the library sets (the cells' padding is in the classes).
                  render={({ cellPadding: _cellPadding, ...props }) => <table {...props} />}
                >
                  <CalendarGridHeader>
                    {(day) => <CalendarHeaderCell className="px-0 pb-1 pt-0 text-xs font-semibold text-stone-600">{day}</CalendarHeaderCell>}
                  </CalendarGridHeader>
                  <CalendarGridBody>
                    {(date) => (
                      <CalendarCell
                        date={date}
                        data-business-today={date.toString() === today ? "true" : undefined}
                        data-in-range={rangeStart && rangeEnd && date.toString() > rangeStart && date.toString() < rangeEnd ? "true" : undefined}
                        className={dayClass(date.toString(), today, rangeStart, rangeEnd)}
                      />
                    )}
                  </CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </CalendarPopover>
        </DialogTrigger>
      </I18nProvider>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/**
 * The calendar's popover. The dialog inside it is what the trigger opens, so the popover itself has no role; the
 * trigger's id that react-aria hands it as `aria-labelledby` would name a plain <div>, which HTML does not allow:
 * it is left out (the dialog carries its own name).
 */
function CalendarPopover(props: PopoverProps & { children: ReactNode }) {
  const { "aria-labelledby": _unused, ...fromTrigger } = (useSlottedContext(PopoverContext) ?? {}) as PopoverProps;
  return (
    <PopoverContext.Provider value={fromTrigger}>
      <Popover {...props} />
    </PopoverContext.Provider>
  );
}

/** Without JavaScript: the browser's own date input, with past days blocked by `min`. */
export function NativeDateField({
  name,
  id,
  label,
  defaultValue,
  min,
  errors,
  errorId,
  className = "",
}: {
  name: string;
  id: string;
  label: string;
  defaultValue?: string;
  min?: string;
  errors?: string[];
  errorId: string;
  className?: string;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        type="date"
        id={id}
        name={name}
        defaultValue={defaultValue}
        min={min}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        // Chromium pads the date's inner fields by a pixel each way: without that, the input is as tall as
        // the calendar button that replaces it once the page's code runs, so the form below it stays put.
        className={`${inputClass} [&::-webkit-datetime-edit-fields-wrapper]:py-0`}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
