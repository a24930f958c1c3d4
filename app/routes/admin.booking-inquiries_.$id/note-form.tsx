import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { IntentFields } from "~/components/admin/form-bits";
import { Button } from "~/components/ui/button";
import { FormErrors, inputClass, labelClass } from "~/components/ui/field";
import { StickyNote } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { formatAdminDateTime } from "~/lib/dates";
import { formConstraint } from "~/lib/forms";
import { inquiryNoteSchema } from "~/schemas/inquiry-note";
import type { InquiryDetail } from "~/services/inquiries.server";

const NOTE_CONSTRAINT = formConstraint(inquiryNoteSchema);

/**
 * The internal staff note (never shown to the guest): a Conform form that works without JavaScript; a refused
 * note comes back to its field with what was typed. The page keys it by the note's last edit, so a saved note
 * starts a fresh form.
 */
export function NoteForm({ inquiry, lastResult }: { inquiry: InquiryDetail; lastResult?: SubmissionResult<string[]> }) {
  const pending = useIsPending({ intent: "note" });
  const [form, fields] = useForm({
    id: "note-form",
    constraint: NOTE_CONSTRAINT,
    defaultValue: { note: inquiry.note ?? "" },
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquiryNoteSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const note = fields.note;
  const error = note.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <IntentFields intent="note" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <label htmlFor="note" className={labelClass}>
        <StickyNote aria-hidden className="mr-1.5 inline h-4 w-4 text-gold-800" />
        Internal note <span className="font-normal text-stone-600">(staff only, never shown to the guest)</span>
      </label>
      <textarea
        id="note"
        name={note.name}
        rows={3}
        key={note.key}
        defaultValue={note.initialValue ?? ""}
        maxLength={NOTE_CONSTRAINT.note?.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby="note-info"
        className={inputClass}
      />
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="note-info" className={`text-sm ${error ? "text-red-700" : "text-stone-600"}`} aria-live="polite">
          {error
            ? error
            : inquiry.noteUpdatedAt
              ? `Note edited by ${inquiry.noteUpdatedBy ?? "unknown"} on ${formatAdminDateTime(inquiry.noteUpdatedAt)}`
              : "No note yet"}
        </p>
        <Button type="submit" size="sm" variant="outline" disabled={pending} className="self-start sm:self-auto">
          Save note
        </Button>
      </div>
    </Form>
  );
}
