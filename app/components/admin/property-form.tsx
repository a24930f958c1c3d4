import { Link } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, TextareaField, TextField, WholeNumberField } from "~/components/ui/field";
import type { StaffProperty } from "~/models/property.server";
import { PROPERTY_DEFAULTS, propertySchema } from "~/schemas/property";
import { OtherLanguages } from "./other-languages";
import { RecordForm, RecordPhotos, useRecordForm } from "./record-form";
import { priceLabel } from "~/lib/money";
import { useCurrency } from "~/lib/use-currency";

/** The form's starting values: the spec's defaults for a new property, the stored values when editing. */
function initialValues(property?: StaffProperty) {
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
    directions: p.directions ?? "",
    shortDescriptionSw: p.shortDescriptionSw ?? "",
    descriptionSw: p.descriptionSw ?? "",
    shortDescriptionDe: p.shortDescriptionDe ?? "",
    descriptionDe: p.descriptionDe ?? "",
  };
}

/** Add (intent "create") or edit (intent "update") a property: the spec's fields, its rules from the shared schema. */
export function PropertyForm({ property, lastResult }: { property?: StaffProperty; lastResult?: SubmissionResult<string[]> }) {
  const currency = useCurrency();
  const { form, fields, photos } = useRecordForm({
    kind: "property",
    record: property,
    schema: propertySchema,
    defaultValue: initialValues(property),
    lastResult,
  });

  return (
    <RecordForm form={form} record={property} what="Property">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" className="sm:col-span-2" data-autofocus />
        <TextField meta={fields.shortDescription} label="Short Description" className="sm:col-span-2" />
        <TextareaField meta={fields.description} label="Description" rows={4} className="sm:col-span-2" />
        <OtherLanguages
          fields={[
            { meta: fields.shortDescriptionSw, label: "Swahili short description", lang: "sw", rows: 2 },
            { meta: fields.descriptionSw, label: "Swahili description", lang: "sw", rows: 4 },
            { meta: fields.shortDescriptionDe, label: "German short description", lang: "de", rows: 2 },
            { meta: fields.descriptionDe, label: "German description", lang: "de", rows: 4 },
          ]}
        />
        <TextField meta={fields.location} label="Location" />
        <TextField
          meta={fields.price}
          label={priceLabel(currency)}
          hint={
            property ? (
              <>
                The base price per night. Weekend prices, seasons and fees:{" "}
                <Link to={`/admin/properties/${property.id}/rates`} className="font-medium text-forest-800 underline underline-offset-2">
                  Rates
                </Link>
              </>
            ) : undefined
          }
          type="number"
          step={1}
          inputMode="numeric"
        />
        <WholeNumberField meta={fields.bedrooms} label="Bedrooms" />
        <WholeNumberField meta={fields.bathrooms} label="Bathrooms" />
        <WholeNumberField meta={fields.sleeps} label="Sleeps" />
        <TextareaField
          meta={fields.directions}
          label="Directions (optional)"
          hint="How to find the place. Sent only to guests in their booking confirmation e-mail, never shown on the site."
          rows={3}
          className="sm:col-span-2"
        />
        <TextField meta={fields.amenities} label="Amenities (comma-separated)" placeholder="Hot Tub, Fireplace, Wifi" className="sm:col-span-2" />
        <RecordPhotos fields={fields} photos={photos} hint="The first image is the one shown on property cards." />
        <CheckboxField
          meta={fields.featured}
          label="Featured"
          hint="Featured properties appear on the home page (the first 3)."
          className="sm:col-span-2"
        />
      </div>
    </RecordForm>
  );
}
