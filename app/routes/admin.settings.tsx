import { getFormProps, useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import type { $ZodType } from "zod/v4/core";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Plus, Save, Trash2 } from "~/components/ui/lucide-sprite";
import { IntentFields, resultFor } from "~/components/admin/form-bits";
import { adminMeta } from "~/components/admin/meta";
import { Card, PageHeader } from "~/components/admin/page-header";
import { dispatchIntent, submitForm, successToast } from "~/lib/forms.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { Button } from "~/components/ui/button";
import { FieldError, FormErrors, TextField } from "~/components/ui/field";
import type { PricingRules } from "~/lib/pricing";
import { requireAdminRole } from "~/web/auth-guards.server";
import { getBusinessSettings, getEmailSettings, getPricingSettings } from "~/models/settings.server";
import { saveBusinessSettings, saveEmailSettings, savePricingSettings } from "~/services/settings.server";
import { ADMIN_TOASTS, AVAILABILITY_MESSAGES, EMAIL_TOASTS } from "~/messages";
import { businessSettingsSchema, pricingRulesFormSchema } from "~/schemas/settings";
import { EMAIL_KIND_LABELS, EMAIL_KINDS, EMAIL_SETTING_KEYS, emailSettingsSchema, type EmailSettings } from "~/schemas/email-settings";
import { SwitchField } from "~/components/admin/switch-field";
import { formConstraint } from "~/lib/forms";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";

export const meta = () => adminMeta("Settings");

/** Administrators only (403 for anyone else). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  const [settings, emailSettings, pricing] = await Promise.all([getBusinessSettings(), getEmailSettings(), getPricingSettings()]);
  return { settings, emailSettings, pricing };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireAdminRole(request);
  const back = "/admin/settings";
  return dispatchIntent(request, back, {
    settings: (formData) =>
      submitForm(formData, {
        schema: businessSettingsSchema,
        disableAutoCoercion: true,
        run: (input) => saveBusinessSettings(me, input),
        fallback: ADMIN_TOASTS.settingsSaveFailed,
        redirectTo: back,
        toast: successToast(ADMIN_TOASTS.settingsSaved),
      }),
    // Stay discounts and taxes, as rows.
    pricing: (formData) =>
      submitForm(formData, {
        schema: pricingRulesFormSchema,
        run: (input) => savePricingSettings(me, input),
        fallback: AVAILABILITY_MESSAGES.pricingSaveFailed,
        redirectTo: back,
        toast: successToast(AVAILABILITY_MESSAGES.pricingSaved),
      }),
    // The e-mail switches: an unticked switch sends nothing, which reads as off.
    "email-settings": (formData) =>
      submitForm(formData, {
        schema: emailSettingsSchema,
        unchecked: Object.values(EMAIL_SETTING_KEYS),
        run: (input) => saveEmailSettings(me, input),
        fallback: EMAIL_TOASTS.settingsSaveFailed,
        redirectTo: back,
        toast: successToast(EMAIL_TOASTS.settingsSaved),
      }),
  });
}

/**
 * One of the page's forms, each saved on its own and told apart by its intent: its state from the
 * shared schema, the action's answer when it is this form's, and an error toast when saving failed.
 */
function useSettingsForm<Value extends Record<string, unknown>>({
  intent,
  id,
  schema,
  defaultValue,
  fallback,
  keepEmpty,
}: {
  intent: string;
  id: string;
  schema: $ZodType;
  defaultValue: DefaultValue<Value>;
  /** The error toast's text when the server gives none. */
  fallback: string;
  /** Keep empty strings as they are (Conform would otherwise turn them into "missing"). */
  keepEmpty?: boolean;
}) {
  const lastResult = resultFor(useActionData<typeof action>(), intent);
  const [form, fields] = useForm<Value, unknown>({
    constraint: formConstraint(schema),
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: keepEmpty }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback });
  return { form, fields };
}

/** A settings form: which one it is, its errors, its sections, then its Save button. */
function SettingsForm<Value extends Record<string, unknown>>({
  intent,
  form,
  save,
  className,
  children,
}: {
  intent: string;
  form: FormMetadata<Value, string[]>;
  /** The button's text, e.g. "Save Pricing". */
  save: string;
  className: string;
  children: React.ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      {/* Enter in a field saves (the form's first submit button), never adds or removes a row. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="hidden" />
      <IntentFields intent={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={pending}>
          <Save aria-hidden className="h-4 w-4" />
          {pending ? "Saving..." : save}
        </Button>
      </div>
    </Form>
  );
}

type PricingFormValue = {
  stayDiscounts: { minNights: string; percent: string }[];
  taxes: { name: string; percent: string }[];
};

/**
 * The business-wide pricing rules: stay discounts and taxes, each a list of rows. "Add" and "Remove" are
 * Conform list buttons: with JavaScript they change the rows at once (the other forms keep what was typed
 * in them), without it the server sends this form back with the row added or removed. Nothing is stored
 * until Save Pricing.
 */
function PricingForm({ pricing }: { pricing: PricingRules }) {
  const { form, fields } = useSettingsForm<PricingFormValue>({
    intent: "pricing",
    id: "pricing-settings",
    schema: pricingRulesFormSchema,
    defaultValue: {
      stayDiscounts: pricing.stayDiscounts.map((d) => ({ minNights: String(d.minNights), percent: String(d.percent) })),
      taxes: pricing.taxes.map((t) => ({ name: t.name, percent: String(t.percent) })),
    },
    fallback: AVAILABILITY_MESSAGES.pricingSaveFailed,
  });
  const discounts = fields.stayDiscounts.getFieldList();
  const taxes = fields.taxes.getFieldList();
  return (
    <SettingsForm intent="pricing" form={form} save="Save Pricing" className="mt-6 space-y-6">
      <Card className="p-5 sm:p-6" aria-labelledby="settings-stay-discounts">
        <h2 id="settings-stay-discounts" className="text-lg font-semibold text-forest-900">
          Stay discounts
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Longer stays pay less: the largest discount a stay reaches applies, and a promo code never adds to it (the larger of the two applies). The
          first one is the long-stay discount the website mentions.
        </p>
        <FieldError id={fields.stayDiscounts.errorId} errors={fields.stayDiscounts.errors} />
        <RuleRows
          label="Stay discounts"
          empty="No stay discounts."
          rows={discounts.map((row, index) => {
            const d = row.getFieldset();
            return {
              key: row.key ?? String(index),
              legend: `Stay discount ${index + 1}`,
              remove: form.remove.getButtonProps({ name: fields.stayDiscounts.name, index }),
              fields: (
                <>
                  <TextField meta={d.minNights} label="From (nights)" type="number" inputMode="numeric" step={1} />
                  <TextField meta={d.percent} label="Discount (%)" type="number" inputMode="numeric" step={1} />
                </>
              ),
            };
          })}
          add={form.insert.getButtonProps({ name: fields.stayDiscounts.name, defaultValue: { minNights: "", percent: "" } })}
          addText="Add stay discount"
        />
      </Card>
      <Card className="p-5 sm:p-6" aria-labelledby="settings-taxes">
        <h2 id="settings-taxes" className="text-lg font-semibold text-forest-900">
          Taxes
        </h2>
        <p className="mt-1 text-sm text-stone-600">Added to every quote on the stay after discounts, plus fees (e.g. VAT 16%, Tourism levy 2%).</p>
        <FieldError id={fields.taxes.errorId} errors={fields.taxes.errors} />
        <RuleRows
          label="Taxes"
          empty="No taxes."
          rows={taxes.map((row, index) => {
            const t = row.getFieldset();
            return {
              key: row.key ?? String(index),
              legend: `Tax ${index + 1}`,
              remove: form.remove.getButtonProps({ name: fields.taxes.name, index }),
              fields: (
                <>
                  <TextField meta={t.name} label="Name" placeholder="VAT" />
                  <TextField meta={t.percent} label="Percent (%)" type="number" inputMode="decimal" step={0.01} />
                </>
              ),
            };
          })}
          add={form.insert.getButtonProps({ name: fields.taxes.name, defaultValue: { name: "", percent: "" } })}
          addText="Add tax"
        />
      </Card>
    </SettingsForm>
  );
}

type ListButton = React.ButtonHTMLAttributes<HTMLButtonElement>;

/** A list of rule rows, each a fieldset with its fields and a Remove button, then the Add button. */
function RuleRows({
  label,
  empty,
  rows,
  add,
  addText,
}: {
  label: string;
  empty: string;
  rows: { key: string; legend: string; remove: ListButton; fields: React.ReactNode }[];
  add: ListButton;
  addText: string;
}) {
  return (
    <>
      {rows.length ? (
        <ol className="space-y-3" aria-label={label}>
          {rows.map((row) => (
            <li key={row.key}>
              <fieldset className="rounded-lg border border-stone-200 p-4">
                <legend className="px-1 text-sm font-semibold text-forest-900">{row.legend}</legend>
                <div className="grid gap-x-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                  {row.fields}
                  <Button
                    {...row.remove}
                    type="submit"
                    size="sm"
                    variant="outline"
                    className="!border-red-700 !text-red-800 hover:!bg-red-50 sm:mt-8"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    Remove<span className="sr-only"> {row.legend.toLowerCase()}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">{empty}</p>
      )}
      <Button {...add} type="submit" variant="outline" className="mt-4">
        <Plus aria-hidden className="h-4 w-4" />
        {addText}
      </Button>
    </>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-forest-900">
        {title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-stone-600">{description}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

export default function AdminSettings() {
  const { settings, emailSettings, pricing } = useLoaderData<typeof loader>();
  // Every setting is text, and an empty social link means "hide it".
  const { form, fields } = useSettingsForm({
    intent: "settings",
    id: "business-settings",
    schema: businessSettingsSchema,
    defaultValue: settings,
    fallback: ADMIN_TOASTS.settingsSaveFailed,
    keepEmpty: true,
  });

  return (
    <>
      <PageHeader title="Settings" subtitle="Business details shown in the website footer and on the contact page" />
      <SettingsForm intent="settings" form={form} save="Save Settings" className="space-y-6">
        <Section title="Business" description="The name and the short description in the footer.">
          <TextField meta={fields.businessName} label="Business name" />
          <TextField meta={fields.tagline} label="Tagline" className="sm:col-span-2" />
        </Section>
        <Section title="Contact details" description="Where guests can reach you: footer and contact page.">
          <TextField meta={fields.addressLine1} label="Street address" />
          <TextField meta={fields.addressLine2} label="City and postcode" />
          <TextField meta={fields.phone} label="Phone" type="tel" />
          <TextField meta={fields.email} label="Email" type="email" />
        </Section>
        <Section title="Office hours" description="Shown on the contact page.">
          <TextField meta={fields.hoursWeekdays} label="Weekday hours" hint="Monday to Friday" />
          <TextField meta={fields.hoursSaturday} label="Saturday hours" />
          <TextField meta={fields.hoursSunday} label="Sunday hours" />
        </Section>
        <Section title="Social links" description="Full addresses starting with https://, or leave empty to hide a network.">
          <TextField meta={fields.facebookUrl} label="Facebook link" type="url" />
          <TextField meta={fields.instagramUrl} label="Instagram link" type="url" />
          <TextField meta={fields.twitterUrl} label="X (Twitter) link" type="url" />
        </Section>
        <Section title="Prices" description="Every price on the website, in this admin area and in e-mails is shown in this currency.">
          <TextField
            meta={fields.currency}
            label="Currency"
            hint="Three-letter ISO 4217 code: USD, KES, EUR, GBP…"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={3}
          />
        </Section>
      </SettingsForm>
      <PricingForm pricing={pricing} />
      <EmailSettingsForm settings={emailSettings} />
    </>
  );
}

/** Which automatic e-mails go out: one switch per kind, saved on their own. */
function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const { form, fields } = useSettingsForm({
    intent: "email-settings",
    id: "email-settings",
    schema: emailSettingsSchema,
    defaultValue: Object.fromEntries(Object.entries(settings).map(([k, on]) => [k, on ? "on" : ""])),
    fallback: EMAIL_TOASTS.settingsSaveFailed,
  });
  return (
    <SettingsForm intent="email-settings" form={form} save="Save E-mail Settings" className="mt-6 space-y-6">
      <Section title="E-mails" description="Sent automatically. Staff e-mails go to the Email address above; see the Email page for what was sent.">
        {EMAIL_KINDS.map((kind) => (
          <div key={kind} className="mb-4">
            <SwitchField meta={fields[EMAIL_SETTING_KEYS[kind]]} label={EMAIL_KIND_LABELS[kind].label} />
            <p className="ml-14 mt-1 text-xs text-stone-600">{EMAIL_KIND_LABELS[kind].hint}</p>
          </div>
        ))}
      </Section>
    </SettingsForm>
  );
}

export const ErrorBoundary = AdminRouteError;
