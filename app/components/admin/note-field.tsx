import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { inputClass, labelClass } from "~/components/ui/field";
import { StickyNote } from "~/components/ui/lucide-sprite";
import { formatAdminDateTime } from "~/lib/dates";
import { formConstraint } from "~/lib/forms";
import { inquiryNoteSchema } from "~/schemas/inquiry-note";

export const NOTE_CONSTRAINT = formConstraint(inquiryNoteSchema);

/**
 * The internal note's field, as the list's cards and the booking page both show it: its label, the textarea, a line
 * that is its error or who last edited it, and the form's submit button beside that line.
 */
export function NoteField({
  id,
  meta,
  rows,
  edited,
  submit,
}: {
  id: string;
  meta: FieldMetadata<string | null | undefined>;
  rows: number;
  edited: { at: string | null; by: string | null };
  submit: ReactNode;
}) {
  const error = meta.errors?.[0];
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        <StickyNote aria-hidden className="mr-1.5 inline h-4 w-4 text-gold-800" />
        Internal note <span className="font-normal text-stone-600">(staff only, never shown to the guest)</span>
      </label>
      <textarea
        id={id}
        name={meta.name}
        rows={rows}
        key={meta.key}
        defaultValue={(meta.initialValue as string | undefined) ?? ""}
        maxLength={NOTE_CONSTRAINT.note?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-info`}
        className={inputClass}
      />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-info`} className={`text-sm ${error ? "text-red-700" : "text-stone-600"}`} aria-live="polite">
          {error ? error : edited.at ? `Note edited by ${edited.by ?? "unknown"} on ${formatAdminDateTime(edited.at)}` : "No note yet"}
        </p>
        {submit}
      </div>
    </>
  );
}
