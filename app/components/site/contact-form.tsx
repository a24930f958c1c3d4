import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { formConstraint } from "~/lib/forms";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFormAction, useNavigation } from "@remix-run/react";
import { Send } from "~/components/ui/lucide-sprite";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { ConsentNote, ErrorSummary, useFailedSubmits } from "~/components/ui/error-summary";
import { contactSchema } from "~/schemas/contact";
import { CONTACT_ANCHOR, CONTACT_TOASTS } from "~/messages";
import { useErrorToast, useIsPending } from "~/components/ui/use-form-status";
import { useResetKeyAfterSuccess } from "./use-form-outcome";
import { useT } from "~/i18n/i18n";
import { useFormErrorText } from "~/i18n/form-errors";
import { Honeypot } from "./honeypot";

/** The contact form (the spec's contact page, its validation rules and toasts): the same schema in the browser and the page action; works without JavaScript. */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const resetKey = useResetKeyAfterSuccess(lastResult);
  return <ContactFormFields key={resetKey} lastResult={lastResult} />;
}

function ContactFormFields({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const submitting = useIsPending({ untilLoaded: false });
  const t = useT();
  const say = useFormErrorText();
  const [form, fields] = useForm({
    constraint: formConstraint(contactSchema),
    id: "contact-form-fields",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useErrorToast(lastResult, { title: t("booking.errorTitle"), fallback: CONTACT_TOASTS.errorFallback, say });
  const formProps = getFormProps(form);
  const failed = useFailedSubmits(lastResult, formProps.onSubmit);
  const action = `${useFormAction()}#${CONTACT_ANCHOR}`;

  return (
    <Form method="post" action={action} preventScrollReset {...formProps} onSubmit={failed.onSubmit} className="space-y-1">
      <ErrorSummary
        id="contact-form-summary"
        focusKey={failed.count}
        formErrors={form.errors}
        fields={[fields.name, fields.email, fields.subject, fields.message].map((f) => ({ id: f.id, errors: f.errors }))}
      />
      <Honeypot />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("contact.yourName")} autoComplete="name" />
        <TextField meta={fields.email} label={t("booking.email")} type="email" autoComplete="email" />
      </div>
      <TextField meta={fields.subject} label={t("contact.subject")} />
      <TextareaField meta={fields.message} label={t("contact.message")} rows={6} />
      <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden className="h-4 w-4" />
        {submitting ? t("contact.sending") : t("contact.send")}
      </Button>
      <ConsentNote sending="message" />
    </Form>
  );
}
