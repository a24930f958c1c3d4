import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useFetcher } from "@remix-run/react";
import { IntentFields, resultFor } from "~/components/admin/form-bits";
import { useHere } from "~/components/admin/use-here";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { StickyNote } from "~/components/ui/lucide-sprite";
import { formatAdminDateTime } from "~/lib/dates";
import { formConstraint } from "~/lib/forms";
import type { BookingInquiryWithProperty } from "~/models/inquiry.server";
import { inquiryNoteSchema } from "~/schemas/inquiry-note";

const NOTE_CONSTRAINT = formConstraint(inquiryNoteSchema);

/**
 * The internal staff note: a Conform form (works without JavaScript; with it, sent by a fetcher so the list
 * stays where it is); never shown to the guest. A refused note comes back to this card's field only (its id),
 * with what was typed. The card keys it by the note's last edit, so a saved note starts a fresh form.
 */
export function NoteForm({ inquiry }: { inquiry: BookingInquiryWithProperty }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: `inquiry-note-${inquiry.id}` });
  const actionData = useActionData<SubmissionResult<string[]>>();
  const here = useHere();
  const [form, fields] = useForm({
    id: `note-form-${inquiry.id}`,
    constraint: NOTE_CONSTRAINT,
    defaultValue: { note: inquiry.note ?? "" },
    lastResult: resultFor(fetcher.data, "note", inquiry.id) ?? resultFor(actionData, "note", inquiry.id),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquiryNoteSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const note = fields.note;
  const error = note.errors?.[0];
  const id = `note-${inquiry.id}`;
  return (
    <fetcher.Form method="post" action={here} className="mt-4" preventScrollReset {...getFormProps(form)}>
      <IntentFields intent="note" id={inquiry.id} />
      <label htmlFor={id} className={labelClass}>
        <StickyNote aria-hidden className="mr-1.5 inline h-4 w-4 text-gold-800" />
        Internal note <span className="font-normal text-stone-600">(staff only, never shown to the guest)</span>
      </label>
      <textarea
        id={id}
        name={note.name}
        rows={2}
        key={note.key}
        defaultValue={note.initialValue ?? ""}
        maxLength={NOTE_CONSTRAINT.note?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-info`}
        className={inputClass}
      />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-info`} className={`text-sm ${error ? "text-red-700" : "text-stone-600"}`} aria-live="polite">
          {error
            ? error
            : inquiry.noteUpdatedAt
              ? `Note edited by ${inquiry.noteUpdatedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.noteUpdatedAt)}`
              : "No note yet"}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"} className="self-start sm:self-auto">
          Save note<span className="sr-only"> for {inquiry.name}</span>
        </Button>
      </div>
    </fetcher.Form>
  );
}
