import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { FormErrors, inputClass, labelClass } from "~/components/ui/field";
import { Send } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { IntentFields } from "~/components/admin/form-bits";
import { formConstraint } from "~/lib/forms";
import { inquiryReplySchema, REPLY_MAX } from "~/schemas/inquiry-reply";
import type { InquiryDetail } from "~/services/inquiries.server";

const REPLY_CONSTRAINT = formConstraint(inquiryReplySchema);

/** Write to the guest: e-mailed through the outbox, answering to the business address. */
export function ReplyForm({ inquiry, lastResult }: { inquiry: InquiryDetail; lastResult?: SubmissionResult<string[]> }) {
  const pending = useIsPending({ intent: "reply" });
  const [form, fields] = useForm({
    id: "reply",
    constraint: REPLY_CONSTRAINT,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquiryReplySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const body = fields.body;
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <IntentFields intent="reply" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <label htmlFor={body.id} className={labelClass}>
        Message to {inquiry.name} <span className="font-normal text-stone-600">({inquiry.email})</span>
      </label>
      <textarea
        {...getTextareaProps(body, { ariaDescribedBy: `${body.id}-hint` })}
        key={body.key}
        rows={5}
        maxLength={REPLY_MAX}
        className={`${inputClass} min-h-[120px]`}
      />
      <p id={`${body.id}-hint`} className="mt-1 text-xs text-stone-600">
        Sent by e-mail; the guest&apos;s answer comes to the business e-mail address. Up to {REPLY_MAX.toLocaleString("en-US")} characters.
      </p>
      {body.errors?.length ? (
        <p id={body.errorId} className="mt-1 text-sm text-red-700">
          {body.errors[0]}
        </p>
      ) : null}
      <Button type="submit" className="mt-3" disabled={pending}>
        <Send aria-hidden className="h-4 w-4" />
        {pending ? "Sending..." : "Send reply"}
      </Button>
    </Form>
  );
}
