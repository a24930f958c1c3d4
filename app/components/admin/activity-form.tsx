import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, TextareaField, TextField, WholeNumberField } from "~/components/ui/field";
import type { Activity } from "~/models/activity.server";
import { ACTIVITY_DEFAULTS, activitySchema } from "~/schemas/activity";
import { OtherLanguages } from "./other-languages";
import { RecordForm, RecordPhotos, useRecordForm } from "./record-form";
import { SwitchField } from "./switch-field";
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
    descriptionSw: a.descriptionSw ?? "",
    descriptionDe: a.descriptionDe ?? "",
    images: a.images.join(", "),
    available: a.available ? "on" : "",
  };
}

/** The Add Activity (intent "create") and Edit Activity (intent "update") form. */
export function ActivityForm({ activity, lastResult }: { activity?: Activity; lastResult?: SubmissionResult<string[]> }) {
  const currency = useCurrency();
  const { form, fields, photos } = useRecordForm({
    kind: "activity",
    record: activity,
    schema: activitySchema,
    defaultValue: initialValues(activity),
    lastResult,
  });

  // With JavaScript the price box is disabled while Free is ticked; without it the server ignores it.
  const free = fields.free.value === "on";

  return (
    <RecordForm form={form} record={activity} what="Activity">
      <TextField meta={fields.name} label="Activity Name" data-autofocus />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.duration} label="Duration" placeholder="e.g. 2 hours" />
        <div>
          <WholeNumberField meta={fields.price} label={priceLabel(currency)} disabled={free} />
          <CheckboxField meta={fields.free} label="Free" hint="No charge: guests see 'Free' and any price above is ignored." />
        </div>
      </div>
      <TextareaField meta={fields.description} label="Description" rows={4} />
      <OtherLanguages
        fields={[
          { meta: fields.descriptionSw, label: "Swahili description", lang: "sw" },
          { meta: fields.descriptionDe, label: "German description", lang: "de" },
        ]}
      />
      <div className="grid">
        <RecordPhotos fields={fields} photos={photos} hint="The first image is the one shown for the activity." />
      </div>
      <SwitchField meta={fields.available} label="Make this activity available for booking" />
    </RecordForm>
  );
}
