import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { CreditCard, Smartphone } from "~/components/ui/lucide-sprite";
import { guestPaySchema } from "~/schemas/guest-page";
import { answerFor, type Page } from "./stay-cards";
import { useT } from "~/i18n/i18n";
import { useFormErrorText } from "~/i18n/form-errors";

// The guest page's two pay forms, with their validation: loaded by payment-card.tsx when they are needed
// (app/entry.server.tsx renders them directly on the server).

function PayButtons({ page, method }: { page: Page; method: "card" | "mpesa" }) {
  const navigation = useNavigation();
  const t = useT();
  const busyChoice = navigation.state !== "idle" && navigation.formData?.get("method") === method ? navigation.formData.get("choice") : null;
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {page.payment.choices.map((c) => (
        <button
          key={c.choice}
          type="submit"
          name="choice"
          value={c.choice}
          disabled={busyChoice !== null}
          className={buttonClass(c.choice === "full" && page.payment.choices.length > 1 ? "outline" : "primary", "md")}
        >
          {method === "card" ? <CreditCard aria-hidden className="h-4 w-4" /> : <Smartphone aria-hidden className="h-4 w-4" />}
          {busyChoice === c.choice ? t("pay.pleaseWait") : `${c.label}: ${method === "mpesa" && c.shillings ? c.shillings : c.amount}`}
        </button>
      ))}
    </div>
  );
}

const validatePay = (formData: FormData) => parseWithZod(formData, { schema: guestPaySchema });

/** By card: a button per amount due, each to Stripe's page. */
export function CardPayForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const [form] = useForm({ id: "pay-card", lastResult: answerFor(lastResult, "pay", "card"), onValidate: ({ formData }) => validatePay(formData) });
  return (
    <Form method="post" action={page.path} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="method" value="card" />
      <PayButtons page={page} method="card" />
    </Form>
  );
}

/** By M-Pesa: the phone to send the prompt to (what was typed comes back with its error), and a button per amount due. */
export function MpesaPayForm({ page, lastResult }: { page: Page; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "pay-mpesa",
    lastResult: answerFor(lastResult, "pay", "mpesa"),
    onValidate: ({ formData }) => validatePay(formData),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const phone = fields.phone;
  const t = useT();
  const say = useFormErrorText();
  return (
    <Form method="post" action={`${page.path}#payment`} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="method" value="mpesa" />
      <label htmlFor="mpesa-phone" className="mt-3 block text-sm font-medium text-stone-900">
        {t("pay.mpesaPhone")}
      </label>
      <input
        id="mpesa-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        key={phone.key}
        defaultValue={(phone.initialValue as string | undefined) ?? page.payment.mpesaPhone ?? undefined}
        placeholder="0712 345 678"
        aria-invalid={phone.errors ? true : undefined}
        aria-describedby={phone.errors ? "mpesa-phone-error" : undefined}
        className="mt-1 block w-full max-w-xs rounded-md border border-stone-400 px-3 py-2 text-stone-900 focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-600"
      />
      {phone.errors ? (
        <p id="mpesa-phone-error" className="mt-1 text-sm font-medium text-red-800">
          {say(phone.errors[0])}
        </p>
      ) : null}
      <PayButtons page={page} method="mpesa" />
    </Form>
  );
}
