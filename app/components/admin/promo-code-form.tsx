import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { FormErrors, SelectField, TextField, WholeNumberField } from "~/components/ui/field";
import { useIsPending } from "~/components/ui/use-form-status";
import { formConstraint, withOptional } from "~/lib/forms";
import { useCurrency } from "~/lib/use-currency";
import type { PromoCode } from "~/models/promo-code.server";
import { promoCodeSchema } from "~/schemas/promo-code";
import { DialogCancel } from "./dialog";
import { IntentFields } from "./form-bits";
import { SwitchField } from "./switch-field";

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Every rule but the code is optional (empty means none): never required in the browser. */
const CONSTRAINT = withOptional(formConstraint(promoCodeSchema), [
  "percent",
  "amount",
  "validFrom",
  "validTo",
  "minNights",
  "maxUses",
  "propertyId",
  "active",
]);

/** The Add Promo Code (intent "create") and Edit Promo Code (intent "update") form, checked with the API's schema. */
export function PromoCodeForm({
  code,
  properties,
  lastResult,
}: {
  code?: PromoCode;
  /** The properties a code may be for (one, or every one). */
  properties: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const currency = useCurrency();
  const intent = code ? "update" : "create";
  const pending = useIsPending({ intent, id: code?.id });
  const [form, fields] = useForm({
    id: code ? `promo-code-edit-${code.id}` : "promo-code-add",
    constraint: CONSTRAINT,
    lastResult,
    defaultValue: {
      code: code?.code ?? "",
      percent: text(code?.percent),
      amount: text(code?.amount),
      validFrom: text(code?.validFrom),
      validTo: text(code?.validTo),
      minNights: text(code?.minNights),
      maxUses: text(code?.maxUses),
      propertyId: text(code?.propertyId),
      active: code && !code.active ? "" : "on",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promoCodeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" replace preventScrollReset {...getFormProps(form)} className="space-y-1">
      <IntentFields intent={intent} id={code?.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        meta={fields.code}
        label="Code"
        hint="What guests type: 3 to 32 letters, digits or '-'. Guests may type it in any case."
        autoComplete="off"
        autoCapitalize="characters"
        data-autofocus
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <WholeNumberField meta={fields.percent} label="Percent off" hint="Fill in this or the amount." />
        <WholeNumberField meta={fields.amount} label={`Amount off (${currency})`} hint="A fixed amount off the stay." />
        <TextField meta={fields.validFrom} label="First check-in date" hint="Optional." type="date" />
        <TextField meta={fields.validTo} label="Last check-in date" hint="Optional; this day included." type="date" />
        <WholeNumberField meta={fields.minNights} label="Minimum stay (nights)" hint="Optional." />
        <WholeNumberField meta={fields.maxUses} label="Maximum uses" hint="Optional: bookings that may use it." />
      </div>
      <SelectField meta={fields.propertyId} label="For stays at">
        <option value="">Every property</option>
        {properties.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SwitchField meta={fields.active} label="Active: guests can use this code" />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancel />
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : code ? "Update Promo Code" : "Save Promo Code"}
        </Button>
      </div>
    </Form>
  );
}
