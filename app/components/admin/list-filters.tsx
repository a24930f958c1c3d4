import { Form, Link, useNavigate } from "@remix-run/react";
import { Download, Search } from "~/components/ui/lucide-sprite";
import type { FormEvent, ReactNode } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { BUSINESS_ZONE_NAME } from "~/lib/dates";

/**
 * The GET filter form of an admin list: a real form, so it works without JavaScript and
 * the URL can be bookmarked. With JavaScript, empty fields are left out of the URL and a select
 * applies at once.
 */
export function FilterForm({
  label,
  children,
  clearHref,
  active,
  inline,
}: {
  label: string;
  children: ReactNode;
  clearHref: string;
  active: boolean;
  /** One field: it and the buttons share a row from sm up. */
  inline?: boolean;
}) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`${clearHref}${cleanQuery(new FormData(event.currentTarget))}`);
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className={inline ? "flex flex-col gap-3 sm:flex-row sm:items-end" : ""}>
        <div className={inline ? "min-w-0 flex-1" : "grid grid-cols-2 gap-3 lg:grid-cols-3"}>{children}</div>
        <div className={`flex flex-wrap gap-2 ${inline ? "" : "mt-4"}`}>
          <Button type="submit">
            <Search aria-hidden className="h-4 w-4" />
            Apply filters
          </Button>
          {active ? (
            <Link to={clearHref} className={buttonClass("ghost")}>
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

/** `?a=1&b=2` from a form, without the empty fields and the default sort. */
export function cleanQuery(data: FormData | URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of data.entries()) {
    if (typeof value === "string" && value.trim() && !(key === "sort" && value === "received") && key !== "page") params.set(key, value.trim());
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One labelled filter field with its error (a value the page ignored). */
export function FilterField({
  id,
  label,
  error,
  children,
  wide,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  /** Takes the whole row on phones (search, sort). */
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2 lg:col-span-1" : ""}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The list's text search (?q=): what was searched stays in the field, as long as the list's schema allows. */
export function SearchFilter({
  id,
  value,
  placeholder,
  maxLength,
  error,
}: {
  id: string;
  value?: string;
  placeholder: string;
  maxLength?: number;
  error?: string;
}) {
  return (
    <FilterField id={id} label="Search" error={error} wide>
      <input
        type="search"
        name="q"
        defaultValue={value ?? ""}
        key={`q-${value ?? ""}`}
        placeholder={placeholder}
        maxLength={maxLength}
        {...filterInputProps(id, error)}
      />
    </FilterField>
  );
}

/** Props that wire an input to its FilterField's error. */
export function filterInputProps(id: string, error?: string) {
  return {
    id,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

/** The CSV download of what the filter shows. */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClass("outline", "md")}>
      <Download aria-hidden className="h-4 w-4" />
      {children}
    </a>
  );
}

/** Links that choose which part of a list is shown (All, Queued, …): the current one is marked as the page. */
export function FilterTabs({ label, tabs, className }: { label: string; tabs: { to: string; label: string; active: boolean }[]; className: string }) {
  return (
    <nav aria-label={label} className={`inline-flex max-w-full flex-wrap gap-1 rounded-lg border border-stone-200 bg-white p-1 ${className}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.to}
          className={`rounded-md px-4 py-2 text-sm font-medium ${tab.active ? "bg-forest-800 text-white" : "text-forest-900 hover:bg-forest-50"}`}
          aria-current={tab.active ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** How many rows a filtered, dated list shows ("12 payments for these filters, newest first. Times are …"), read out when it changes. */
export function NewestFirstCount({ count, active }: { count: string; active: boolean }) {
  return (
    <p className="mb-3 text-sm text-stone-600" aria-live="polite">
      {count}
      {active ? " for these filters" : ""}, newest first. Times are {BUSINESS_ZONE_NAME} (EAT).
    </p>
  );
}
