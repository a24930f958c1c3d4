import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/field";

/**
 * A switch that is a real checkbox (role="switch"): it submits "on" when on, works without
 * JavaScript and with the keyboard (Space), and page actions read a missing value as off.
 */
export function SwitchField({
  meta,
  label,
  legend,
  hint,
  className,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  legend?: string;
  /** A line under the switch's label, described by it (close to its own switch, not the next one). */
  hint?: string;
  className?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const props = getInputProps(meta, { type: "checkbox", ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={className}>
      {legend ? <p className="mb-1.5 block text-sm font-medium text-stone-800">{legend}</p> : null}
      <label htmlFor={meta.id} className="inline-flex cursor-pointer items-center gap-3">
        <span className="relative inline-flex h-6 w-11 shrink-0">
          <input
            {...props}
            key={props.key}
            type="checkbox"
            role="switch"
            className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden
            className="absolute inset-0 rounded-full bg-stone-400 transition-colors peer-checked:bg-forest-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500"
          />
          <span
            aria-hidden
            className="absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        <span className="text-sm text-stone-800">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="ml-14 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
