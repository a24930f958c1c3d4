import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Save } from "~/components/ui/lucide-sprite";
import { FormStart, resultFor } from "~/components/admin/form-bits";
import { RowList } from "~/components/admin/row-list";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader, TitledCard } from "~/components/admin/page-header";
import { dispatchIntent, submitForm, successToast } from "~/lib/forms.server";
import { AdminRouteError } from "~/components/admin/route-error";
import { SubmitButton } from "~/components/ui/button";
import { TextField, WholeNumberField } from "~/components/ui/field";
import { requireAdminRole } from "~/web/auth-guards.server";
import { getBusinessSettings, getEmailSettings, getPaymentSettings, getPricingSettings } from "~/models/settings.server";
import { saveAllSettings, saveEmailSettings, savePricingSettings } from "~/services/settings.server";
import { ADMIN_TOASTS, AVAILABILITY_MESSAGES, EMAIL_TOASTS } from "~/messages";
import { pricingSettingsSchema } from "~/schemas/settings";
import { settingsPageSchema, splitSettings } from "~/schemas/settings-page";
import { EMAIL_KIND_LABELS, EMAIL_KINDS, EMAIL_SETTING_KEYS, emailSettingsSchema, type EmailSettings } from "~/schemas/email-settings";
import { SwitchField } from "~/components/admin/switch-field";
import { formConstraint, withUnchecked } from "~/lib/forms";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";

import { onlinePaymentTerms } from "~/services/payment-methods.server";

export const meta = () => adminMeta("Settings");

/** Administrators only (403 for anyone else). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminRole(request);
  const [settings, emailSettings, pricing, payment] = await Promise.all([
    getBusinessSettings(),
    getEmailSettings(),
    getPricingSettings(),
    getPaymentSettings(),
  ]);
  // How guests can pay online now: the same answer the guest page and the e-mails read.
  const { standings } = await onlinePaymentTerms(undefined, payment);
  return { settings, emailSettings, pricing, payment, standings };
}

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireAdminRole(request);
  const back = "/admin/settings";
  return dispatchIntent(request, back, {
    // The page's one form: every section together (an unticked e-mail switch sends nothing: off).
    settings: (formData) =>
      submitForm(formData, {
        schema: settingsPageSchema,
        disableAutoCoercion: true,
        unchecked: Object.values(EMAIL_SETTING_KEYS),
        run: (input) => saveAllSettings(me, splitSettings(input)),
        fallback: ADMIN_TOASTS.settingsSaveFailed,
        redirectTo: back,
        toast: successToast(ADMIN_TOASTS.settingsSaved),
      }),
    // Each part on its own, as earlier versions of the page sent them. The long-stay discount:
    pricing: (formData) =>
      submitForm(formData, {
        schema: pricingSettingsSchema,
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

/** The form's values: text fields, and the stay discounts and taxes as lists of rows. */
type SettingsFormValue = Record<string, string | { minNights: string; percent: string }[] | { name: string; percent: string }[]> & {
  stayDiscounts: { minNights: string; percent: string }[];
  taxes: { name: string; percent: string }[];
};

/** The switches' values as the form holds them: "on", or "" for off. */
const switchValues = (settings: EmailSettings) => Object.fromEntries(Object.entries(settings).map(([k, on]) => [k, on ? "on" : ""]));

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <TitledCard id={id} title={title}>
      <p className="mb-4 mt-1 text-sm text-stone-600">{description}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
    </TitledCard>
  );
}

/**
 * One form, one Save (docs/decisions/1031-one-save-on-the-settings-page.md): every section is sent and
 * checked together, so saving never discards what was typed in another section, with or without
 * JavaScript. The Save bar stays in view at the bottom of the window while the page scrolls.
 */
export default function AdminSettings() {
  const { settings, emailSettings, pricing, payment, standings } = useLoaderData<typeof loader>();
  const lastResult = resultFor(useActionData<typeof action>(), "settings");
  const pending = useIsPending({ intent: "settings" });
  const [form, fields] = useForm<SettingsFormValue, unknown>({
    constraint: formConstraint(settingsPageSchema),
    id: "settings",
    lastResult,
    defaultValue: {
      // Every business setting is text, and an empty social link means "hide it".
      ...settings,
      stayDiscounts: pricing.stayDiscounts.map((d) => ({ minNights: String(d.minNights), percent: String(d.percent) })),
      taxes: pricing.taxes.map((t) => ({ name: t.name, percent: String(t.percent) })),
      depositPercent: String(payment.depositPercent),
      balanceDueDays: String(payment.balanceDueDays),
      kesExchangeRate: payment.kesExchangeRate === null ? "" : String(payment.kesExchangeRate),
      ...switchValues(emailSettings),
    },
    onValidate: ({ formData }) =>
      parseWithZod(withUnchecked(formData, Object.values(EMAIL_SETTING_KEYS)), { schema: settingsPageSchema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useErrorToast(lastResult, { title: ADMIN_TOASTS.errorTitle, fallback: ADMIN_TOASTS.settingsSaveFailed });

  return (
    <>
      <PageHeader title="Settings" subtitle="Business details shown in the website footer and on the contact page, prices and e-mails" />
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormStart intent="settings" form={form} />
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
        <TitledCard id="settings-stay-discounts" title="Stay discounts">
          <p className="mt-1 text-sm text-stone-600">
            Longer stays pay less: the largest discount a stay reaches applies, and a promo code never adds to it (the larger of the two applies). The
            first one is the long-stay discount the website mentions.
          </p>
          <RowList
            form={form}
            inline
            list={fields.stayDiscounts}
            label="Stay discounts"
            legend="Stay discount"
            empty="No stay discounts."
            blank={{ minNights: "", percent: "" }}
            addText="Add stay discount"
          >
            {(row) => (
              <>
                <TextField meta={row.getFieldset().minNights} label="From (nights)" type="number" inputMode="numeric" step={1} />
                <TextField meta={row.getFieldset().percent} label="Discount (%)" type="number" inputMode="numeric" step={1} />
              </>
            )}
          </RowList>
        </TitledCard>
        <TitledCard id="settings-taxes" title="Taxes">
          <p className="mt-1 text-sm text-stone-600">Added to every quote on the stay after discounts, plus fees (e.g. VAT 16%, Tourism levy 2%).</p>
          <RowList
            form={form}
            inline
            list={fields.taxes}
            label="Taxes"
            legend="Tax"
            empty="No taxes."
            blank={{ name: "", percent: "" }}
            addText="Add tax"
          >
            {(row) => (
              <>
                <TextField meta={row.getFieldset().name} label="Name" placeholder="VAT" />
                <TextField meta={row.getFieldset().percent} label="Percent (%)" type="number" inputMode="decimal" step={0.01} />
              </>
            )}
          </RowList>
        </TitledCard>
        <Section title="Payments" description="What a guest pays once their stay is confirmed: a deposit at once, the balance before they arrive.">
          <WholeNumberField
            meta={fields.depositPercent}
            label="Deposit (%)"
            hint="Share of the total due on confirmation; 0 asks for everything by the balance date."
          />
          <WholeNumberField
            meta={fields.balanceDueDays}
            label="Balance due (days before check-in)"
            hint="A stay confirmed later than this is due in full at once."
          />
          <TextField
            meta={fields.kesExchangeRate}
            label="KES exchange rate"
            type="number"
            inputMode="decimal"
            step="any"
            hint="Shillings for one unit of your currency, for M-Pesa payments. Not needed when the currency is KES."
          />
          <div className="sm:col-span-2">
            <h3 className="text-sm font-medium text-stone-900">Online payments now</h3>
            <ul className="mt-1 space-y-1 text-sm text-stone-800" data-testid="payment-standings">
              {standings.map((s) => (
                <li key={s.method} className="flex flex-wrap items-baseline gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.live ? "bg-forest-100 text-forest-900" : "bg-stone-200 text-stone-900"}`}
                  >
                    {s.live ? "Live" : "Not live"}
                  </span>
                  <span>{s.sentence}</span>
                </li>
              ))}
            </ul>
          </div>
        </Section>
        <Section title="E-mails" description="Sent automatically. Staff e-mails go to the Email address above; see the Email page for what was sent.">
          {EMAIL_KINDS.map((kind) => (
            <SwitchField
              key={kind}
              meta={fields[EMAIL_SETTING_KEYS[kind]]}
              label={EMAIL_KIND_LABELS[kind].label}
              hint={EMAIL_KIND_LABELS[kind].hint}
              className="sm:col-span-2"
            />
          ))}
        </Section>
        <p className="text-sm text-stone-700">
          The e-mails before and after each stay (directions, arrival, thanks and the review link):{" "}
          <Link to="/admin/settings/guest-messages" className="font-medium text-forest-800 underline">
            Guest messages
          </Link>
          .
        </p>
        <div className="sticky bottom-0 z-10 flex items-center justify-end gap-3 rounded-t-xl border border-b-0 border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.2)] backdrop-blur sm:px-6">
          <p className="mr-auto text-sm text-stone-600">One Save for every section above.</p>
          <SubmitButton icon={Save} pending={pending} busy="Saving..." size="lg">
            Save Settings
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
