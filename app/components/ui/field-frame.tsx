import type { ReactNode } from "react";
import { useFormErrorText } from "~/i18n/form-errors";

// A field's frame (label, hint, first error) and the input styles, without Conform: a plain GET form (the
// property search) uses them without bringing Conform into its page's first visit. field.tsx re-exports them.

export const inputClass =
  "block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-600/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20";

export const labelClass = "mb-1.5 block text-sm font-medium text-stone-800";

/** A field's first error, in the page's language (app/i18n/form-errors.ts). */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const say = useFormErrorText();
  return (
    <div id={id} className="mb-2 mt-1 min-h-[1.25rem] text-sm text-red-700" aria-live="polite">
      {errors?.length ? say(errors[0]) : null}
    </div>
  );
}

/**
 * A field's frame: its label, the control, an optional hint under it, then its first error. Conform's
 * fields pass their metadata; a plain form (a GET search) passes the same three names.
 */
export function LabelledField({
  meta,
  label,
  hint,
  className,
  children,
}: {
  meta: { id: string; errorId: string; errors?: string[] };
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintIdOf(meta)} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export const hintIdOf = (meta: { id: string }) => `${meta.id}-hint`;
