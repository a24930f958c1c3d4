import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormErrors, TextareaField, TextField } from "~/components/ui/field";
import type { Property } from "~/models/property.server";
import { PROPERTY_DEFAULTS, propertySchema } from "~/schemas/property";
import { DialogCancel } from "./dialog";
import { IntentFields } from "./form-bits";
import { errorsOf, ImageListField, initialImages, withPendingImages } from "./image-list-field";
import { useIsPending } from "~/components/ui/use-form-status";
import { priceLabel } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";

/** The form's starting values: the spec's defaults for a new property, the stored values when editing. */
function initialValues(property?: Property) {
  const p = property ?? PROPERTY_DEFAULTS;
  return {
    name: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    location: p.location,
    price: String(p.price),
    bedrooms: String(p.bedrooms),
    bathrooms: String(p.bathrooms),
    sleeps: String(p.sleeps),
    amenities: p.amenities.join(", "),
    images: p.images.join(", "),
    featured: p.featured ? "on" : "",
  };
}

/** Add (intent "create") or edit (intent "update") a property: SPEC §2 fields, §5 rules from the shared schema. */
export function PropertyForm({ property, lastResult }: { property?: Property; lastResult?: SubmissionResult<string[]> }) {
  const currency = useCurrency();
  const intent = property ? "update" : "create";
  const pending = useIsPending({ intent: intent, id: property?.id });
  const photos = initialImages(lastResult, property?.images ?? [], property?.imageAlts ?? []);
  const [form, fields] = useForm({
    constraint: formConstraint(propertySchema),
    id: property ? `property-edit-${property.id}` : "property-add",
    lastResult,
    defaultValue: initialValues(property),
    onValidate: ({ formData }) => parseWithZod(withPendingImages(formData), { schema: propertySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" encType="multipart/form-data" replace preventScrollReset {...getFormProps(form)} className="space-y-1">
      {/* Enter in a field saves (the form's first submit button), never moves or removes an image. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="hidden" />
      <IntentFields intent={intent} id={property?.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" className="sm:col-span-2" data-autofocus />
        <TextField meta={fields.shortDescription} label="Short Description" className="sm:col-span-2" />
        <TextareaField meta={fields.description} label="Description" rows={4} className="sm:col-span-2" />
        <TextField meta={fields.location} label="Location" />
        <TextField meta={fields.price} label={priceLabel(currency)} type="number" step={1} inputMode="numeric" />
        <TextField meta={fields.bedrooms} label="Bedrooms" type="number" step={1} inputMode="numeric" />
        <TextField meta={fields.bathrooms} label="Bathrooms" type="number" step={1} inputMode="numeric" />
        <TextField meta={fields.sleeps} label="Sleeps" type="number" step={1} inputMode="numeric" />
        <TextField meta={fields.amenities} label="Amenities (comma-separated)" placeholder="Hot Tub, Fireplace, Wifi" className="sm:col-span-2" />
        <ImageListField
          key={JSON.stringify(photos)}
          meta={fields.images}
          images={photos.images}
          alts={photos.alts}
          uploadErrors={errorsOf(fields, "uploads")}
          hint="The first image is the one shown on property cards."
        />
        <CheckboxField
          meta={fields.featured}
          label="Featured"
          hint="Featured properties appear on the home page (the first 3)."
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancel />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : property ? "Update Property" : "Save Property"}
        </Button>
      </div>
    </Form>
  );
}
