import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useFetcher } from "@remix-run/react";
import { NOTE_CONSTRAINT, NoteField } from "~/components/admin/note-field";
import { IntentFields, resultFor } from "~/components/admin/form-bits";
import { useHere } from "~/components/admin/use-here";
import { Button } from "~/components/ui/button";
import type { BookingInquiryWithProperty } from "~/models/inquiry.server";
import { inquiryNoteSchema } from "~/schemas/inquiry-note";

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
  const id = `note-${inquiry.id}`;
  return (
    <fetcher.Form method="post" action={here} className="mt-4" preventScrollReset {...getFormProps(form)}>
      <IntentFields intent="note" id={inquiry.id} />
      <NoteField
        id={id}
        meta={fields.note}
        rows={2}
        edited={{ at: inquiry.noteUpdatedAt, by: inquiry.noteUpdatedBy }}
        submit={
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"} className="self-start sm:self-auto">
            Save note<span className="sr-only"> for {inquiry.name}</span>
          </Button>
        }
      />
    </fetcher.Form>
  );
}
