import { getFormProps, useForm, type DefaultValue, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { Button } from "~/components/ui/button";
import { useIsPending } from "~/components/ui/use-form-status";
import { formConstraint } from "~/lib/forms";
import { DialogCancel } from "./dialog";
import { FormStart } from "./form-bits";
import { errorsOf, ImageListField, initialImages, withPendingImages } from "./image-list-field";

/** A stored record with photos that the Add and Edit dialogs change (a property, an activity). */
interface PhotoRecord {
  id: number;
  images: string[];
  imageAlts: string[];
}

/**
 * The Add (intent "create") and Edit (intent "update") dialog form of a record with photos: its id,
 * the limits and the browser's validation from the shared schema (files chosen count as images), and
 * the photos to start from (what the server sent back, else the stored ones).
 */
export function useRecordForm<Value extends Record<string, string>>({
  kind,
  record,
  schema,
  defaultValue,
  lastResult,
}: {
  /** The form's id stem, e.g. "property": "property-add", "property-edit-7". */
  kind: string;
  record?: PhotoRecord;
  schema: $ZodType;
  defaultValue: DefaultValue<Value>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const photos = initialImages(lastResult, record?.images ?? [], record?.imageAlts ?? []);
  const [form, fields] = useForm<Value, unknown>({
    constraint: formConstraint(schema),
    id: record ? `${kind}-edit-${record.id}` : `${kind}-add`,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(withPendingImages(formData), { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return { form, fields, photos };
}

/** The photo list of a record form, restarted whenever the server sends other photos back. */
export function RecordPhotos({
  fields,
  photos,
  hint,
}: {
  fields: { images: FieldMetadata<unknown> };
  photos: { images: string[]; alts: string[] };
  hint: string;
}) {
  return (
    <ImageListField
      key={JSON.stringify(photos)}
      meta={fields.images}
      images={photos.images}
      alts={photos.alts}
      uploadErrors={errorsOf(fields, "uploads")}
      hint={hint}
    />
  );
}

/** The form around a record's fields: which record it is, the form's errors, then Cancel and Save or Update. */
export function RecordForm<Value extends Record<string, string>>({
  form,
  record,
  what,
  children,
}: {
  form: FormMetadata<Value, string[]>;
  record?: { id: number };
  /** The record's kind as the buttons name it, e.g. "Property". */
  what: string;
  children: ReactNode;
}) {
  const intent = record ? "update" : "create";
  const pending = useIsPending({ intent, id: record?.id });
  return (
    <Form method="post" encType="multipart/form-data" replace preventScrollReset {...getFormProps(form)} className="space-y-1">
      <FormStart intent={intent} id={record?.id} form={form} />
      {children}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancel />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : record ? `Update ${what}` : `Save ${what}`}
        </Button>
      </div>
    </Form>
  );
}
