import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormErrors, TextareaField, TextField } from "~/components/ui/field";
import type { Activity } from "~/models/activity.server";
import { ACTIVITY_DEFAULTS, activitySchema } from "~/schemas/activity";
import { DialogCancel } from "./dialog";
import { IntentFields } from "./form-bits";
import { errorsOf, ImageListField, initialImages, withPendingImages } from "./image-list-field";
import { SwitchField } from "./switch-field";
import { useIsPending } from "~/components/ui/use-form-status";
import { priceLabel } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";

/**
 * SPEC: a new activity starts empty with price 0 and available; editing shows images joined with ', '.
 * An activity without a price is 'Free' (the checkbox is ticked and the price left empty).
 */
function initialValues(activity?: Activity) {
  const a = activity ?? ACTIVITY_DEFAULTS;
  return {
    name: a.name,
    duration: a.duration ?? "",
    free: a.price === null ? "on" : "",
    price: a.price === null ? "" : String(a.price),
    description: a.description,
    images: a.images.join(", "),
    available: a.available ? "on" : "",
  };
}

/** The Add Activity (intent "create") and Edit Activity (intent "update") form. */
export function ActivityForm({ activity, lastResult }: { activity?: Activity; lastResult?: SubmissionResult<string[]> }) {
  const currency = useCurrency();
  const intent = activity ? "update" : "create";
  const pending = useIsPending({ intent: intent, id: activity?.id });
  const photos = initialImages(lastResult, activity?.images ?? [], activity?.imageAlts ?? []);
  const [form, fields] = useForm({
    constraint: formConstraint(activitySchema),
    id: activity ? `activity-edit-${activity.id}` : "activity-add",
    lastResult,
    defaultValue: initialValues(activity),
    onValidate: ({ formData }) => parseWithZod(withPendingImages(formData), { schema: activitySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  // With JavaScript the price box is disabled while Free is ticked; without it the server ignores it.
  const free = fields.free.value === "on";

  return (
    <Form method="post" encType="multipart/form-data" replace preventScrollReset {...getFormProps(form)} className="space-y-1">
      {/* Enter in a field saves (the form's first submit button), never moves or removes an image. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="hidden" />
      <IntentFields intent={intent} id={activity?.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.name} label="Activity Name" data-autofocus />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.duration} label="Duration" placeholder="e.g. 2 hours" />
        <div>
          <TextField meta={fields.price} label={priceLabel(currency)} type="number" step={1} inputMode="numeric" disabled={free} />
          <CheckboxField meta={fields.free} label="Free" hint="No charge: guests see 'Free' and any price above is ignored." />
        </div>
      </div>
      <TextareaField meta={fields.description} label="Description" rows={4} />
      <div className="grid">
        <ImageListField
          key={JSON.stringify(photos)}
          meta={fields.images}
          images={photos.images}
          alts={photos.alts}
          uploadErrors={errorsOf(fields, "uploads")}
          hint="The first image is the one shown for the activity."
        />
      </div>
      <SwitchField meta={fields.available} label="Make this activity available for booking" />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancel />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : activity ? "Update Activity" : "Save Activity"}
        </Button>
      </div>
    </Form>
  );
}
