import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export { FieldError, hintIdOf, inputClass, labelClass, LabelledField } from "./field-frame";
import { FieldError, hintIdOf, inputClass, LabelledField } from "./field-frame";

interface BaseProps {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input wired to Conform: name, id, aria-invalid, aria-describedby and the first error. */
export function TextField({
  meta,
  label,
  hint,
  className = "",
  type = "text",
  ...rest
}: BaseProps & { type?: "text" | "email" | "tel" | "number" | "password" | "url" | "date" } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? hintIdOf(meta) : undefined });
  if (type === "date" || type === "number") {
    // A length or pattern is for typed text only: HTML allows none of them on a date or number input (the
    // schema's text rules, such as a date's "at least one character", stay the server's).
    delete props.minLength;
    delete props.maxLength;
    delete props.pattern;
  }
  return (
    <LabelledField meta={meta} label={label} hint={hint} className={className}>
      <input {...props} {...rest} key={props.key} className={inputClass} />
    </LabelledField>
  );
}

/** A whole-number input (prices, nights, counts): the phone's number pad, steps of one. */
export function WholeNumberField(props: Omit<Parameters<typeof TextField>[0], "type" | "inputMode" | "step">) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

export function TextareaField({ meta, label, hint, className = "", ...rest }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const props = getTextareaProps(meta, { ariaDescribedBy: hint ? hintIdOf(meta) : undefined });
  return (
    <LabelledField meta={meta} label={label} hint={hint} className={className}>
      <textarea {...props} {...rest} key={props.key} className={`${inputClass} min-h-[100px]`} />
    </LabelledField>
  );
}

export function SelectField({ meta, label, className = "", children, ...rest }: BaseProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const props = getSelectProps(meta);
  return (
    <LabelledField meta={meta} label={label} className={className}>
      <select {...props} {...rest} key={props.key} className={inputClass}>
        {children}
      </select>
    </LabelledField>
  );
}

/** A checkbox that submits "on" when ticked (page actions read a missing box as false). */
export function CheckboxField({ meta, label, hint, className = "" }: BaseProps) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input {...props} key={props.key} className="mt-0.5 h-5 w-5 rounded border-stone-400 text-forest-700 accent-forest-700" />
        <div>
          <label htmlFor={meta.id} className="text-sm font-medium text-stone-800">
            {label}
          </label>
          {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
        </div>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Form-level errors (e.g. the server's message), announced to screen readers. */
export function FormErrors({ id, errors, className = "" }: { id?: string; errors?: string[]; className?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={`rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`.trim()}>
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
