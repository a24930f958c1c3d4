import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Save } from "~/components/ui/lucide-sprite";
import { SubmitButton } from "~/components/ui/button";
import { TextField, WholeNumberField } from "~/components/ui/field";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";
import { formConstraint, withOptional } from "~/lib/forms";
import type { Season } from "~/lib/pricing";
import { useCurrency } from "~/lib/use-currency";
import { ADMIN_TOASTS, RATES_TOASTS } from "~/messages";
import { ratesPageSchema } from "~/schemas/rates";
import type { RatesView } from "~/services/rates.server";
import { FormStart } from "./form-bits";
import { RowList } from "./row-list";
import { TitledCard } from "./page-header";

type SeasonValue = Record<keyof Season, string>;

type RatesFormValue = {
  price: string;
  weekendPrice: string;
  minNights: string;
  cleaningFee: string;
  extraGuestFee: string;
  includedGuests: string;
  seasons: SeasonValue[];
};

const text = (value: number | null) => (value === null ? "" : String(value));

const seasonValue = (s: Season): SeasonValue => ({
  name: s.name,
  startDate: s.startDate,
  endDate: s.endDate,
  nightlyPrice: String(s.nightlyPrice),
  weekendPrice: text(s.weekendPrice),
  minNights: text(s.minNights),
});

/** Empty means none (or the default): never required in the browser. */
const CONSTRAINT = withOptional(formConstraint(ratesPageSchema), [
  "weekendPrice",
  "minNights",
  "cleaningFee",
  "extraGuestFee",
  "includedGuests",
  "seasons[].weekendPrice",
  "seasons[].minNights",
]);

const EMPTY_SEASON: SeasonValue = { name: "", startDate: "", endDate: "", nightlyPrice: "", weekendPrice: "", minNights: "" };

/**
 * The Rates page's one form: base and weekend price, minimum stay, fees and the seasons, checked in the
 * browser with the schema the server uses. "Add season" and "Remove" are Conform list buttons: with
 * JavaScript they change the rows at once, without it the server sends the form back with the change.
 * Nothing is stored until Save rates.
 */
export function RatesForm({
  property,
  rates,
  lastResult,
}: {
  property: { id: number; price: number; sleeps: number };
  rates: RatesView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const currency = useCurrency();
  const pending = useIsPending({ intent: "rates" });
  const [form, fields] = useForm<RatesFormValue, unknown>({
    id: "rates",
    constraint: CONSTRAINT,
    lastResult,
    defaultValue: {
      price: String(property.price),
      weekendPrice: text(rates.weekendPrice),
      minNights: String(rates.minNights),
      cleaningFee: String(rates.cleaningFee),
      extraGuestFee: String(rates.extraGuestFee),
      includedGuests: text(rates.includedGuests),
      seasons: rates.seasons.map(seasonValue),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ratesPageSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: RATES_TOASTS.saveFailed });
  const money = (label: string) => `${label} (${currency})`;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormStart intent="rates" form={form} />

      <TitledCard id="rates-prices-title" title="Prices and fees">
        <p className="mb-4 mt-1 text-sm text-stone-600">Outside any season. Weekend nights are Friday and Saturday nights.</p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <WholeNumberField meta={fields.price} label={money("Base price per night")} hint="The price shown on the property's card and page." />
          <WholeNumberField
            meta={fields.weekendPrice}
            label={money("Weekend price per night")}
            hint="Leave empty to charge the base price on weekends too."
          />
          <WholeNumberField meta={fields.minNights} label="Minimum stay (nights)" />
          <WholeNumberField meta={fields.cleaningFee} label={money("Cleaning fee per stay")} />
          <WholeNumberField
            meta={fields.extraGuestFee}
            label={money("Extra guest fee per night")}
            hint="For each guest above those included, each night."
          />
          <WholeNumberField
            meta={fields.includedGuests}
            label="Guests included in the nightly price"
            hint={`Leave empty when the price covers every guest (this property sleeps ${property.sleeps}).`}
          />
        </div>
      </TitledCard>

      <TitledCard id="rates-seasons-title" title="Seasons">
        <p className="mt-1 text-sm text-stone-600">
          Dated prices that replace the prices above. A season runs from its first night up to its end date, which is not included: the end date is
          the check-out day of its last night. Seasons may not overlap; one may start on the day another ends.
        </p>
        <RowList
          form={form}
          list={fields.seasons}
          label="Seasons"
          legend="Season"
          empty="No seasons: every night is priced as above."
          blank={EMPTY_SEASON}
          addText="Add season"
        >
          {(season) => {
            const s = season.getFieldset();
            return (
              <div className="grid gap-x-4 sm:grid-cols-3">
                <TextField meta={s.name} label="Name" placeholder="High season" className="sm:col-span-3" />
                <TextField meta={s.startDate} label="First night" type="date" />
                <TextField meta={s.endDate} label="Ends (check-out day, not included)" type="date" />
                <div className="hidden sm:block" />
                <WholeNumberField meta={s.nightlyPrice} label={money("Nightly price")} />
                <WholeNumberField meta={s.weekendPrice} label={money("Weekend price")} hint="Empty: the nightly price." />
                <WholeNumberField meta={s.minNights} label="Minimum stay (nights)" hint="For check-ins in this season. Empty: the usual one." />
              </div>
            );
          }}
        </RowList>
      </TitledCard>

      <div className="flex justify-end">
        <SubmitButton icon={Save} pending={pending} busy="Saving..." size="lg">
          Save rates
        </SubmitButton>
      </div>
    </Form>
  );
}
