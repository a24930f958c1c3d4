import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { NOTE_CONSTRAINT, NoteField } from "~/components/admin/note-field";
import { IntentFields } from "~/components/admin/form-bits";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-form-status";
import { inquiryNoteSchema } from "~/schemas/inquiry-note";
import type { InquiryDetail } from "~/services/inquiries.server";

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
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <IntentFields intent="note" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <NoteField
        id={"note"}
        meta={fields.note}
        rows={3}
        edited={{ at: inquiry.noteUpdatedAt, by: inquiry.noteUpdatedBy }}
        submit={
          <Button type="submit" size="sm" variant="outline" disabled={pending} className="self-start sm:self-auto">
            Save note
          </Button>
        }
      />
    </Form>
  );
}
