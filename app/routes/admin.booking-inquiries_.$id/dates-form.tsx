import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormStart } from "~/components/admin/form-bits";
import { SubmitButton } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CalendarDays } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { formConstraint } from "~/lib/forms";
import { stayDatesSchema } from "~/schemas/availability";
import type { InquiryDetail } from "~/services/inquiries.server";

const CONSTRAINT = formConstraint(stayDatesSchema);

/**
 * Move the stay (pending or confirmed, not yet begun): two dates, priced again on the server with the same guests
 * and promo code; a clash, a price below what was paid, or a bad date comes back to the form (works without JavaScript).
 */
export function DatesForm({ inquiry, lastResult }: { inquiry: InquiryDetail; lastResult?: SubmissionResult<string[]> }) {
  const pending = useIsPending({ intent: "dates" });
  const [form, fields] = useForm({
    id: "dates",
    constraint: CONSTRAINT,
    lastResult,
    defaultValue: { startDate: inquiry.startDate, endDate: inquiry.endDate },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stayDatesSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="mt-4">
      <FormStart intent="dates" form={form} />
      <p className="text-sm text-stone-600">
        The stay is priced again for the new nights (same guests; the promo code while it still applies).
        {inquiry.status === "confirmed" ? " Its guest messages move with it." : ""} The guest is e-mailed the new dates.
      </p>
      <div className="mt-3 grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.startDate} label="New check-in" type="date" />
        <TextField meta={fields.endDate} label="New check-out" type="date" />
      </div>
      <SubmitButton icon={CalendarDays} pending={pending} busy="Changing..." variant="outline">
        Change dates
      </SubmitButton>
    </Form>
  );
}
