import { Form, Link } from "@remix-run/react";
import { RefundField } from "~/components/admin/booking-money";
import { IntentFields } from "~/components/admin/form-bits";
import { cancelLabel } from "~/components/admin/format";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { CalendarCheck, RotateCcw, XCircle } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { DECISION_MESSAGE_MAX } from "~/schemas/inquiry-status";
import type { InquiryDetail } from "~/services/inquiries.server";

/** Confirm, cancel or reopen, with an optional personal message for the guest's e-mail (works without JavaScript). */
export function DecisionForm({
  inquiry,
  reviewCancel,
  refund,
}: {
  inquiry: InquiryDetail;
  reviewCancel?: { message: string };
  refund: { paid: number; policy: number };
}) {
  const pending = useIsPending({ intent: "status" });
  const canConfirm = inquiry.status !== "confirmed";
  const canCancel = inquiry.status !== "cancelled";
  const canReopen = inquiry.status !== "pending";
  const cancelWord = inquiry.status === "confirmed" ? "booking" : "request";
  if (reviewCancel && canCancel) {
    return (
      <Form method="post" preventScrollReset aria-labelledby="cancel-check" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <IntentFields intent="status" />
        <input type="hidden" name="status" value="cancelled" />
        <input type="hidden" name="confirmed" value="yes" />
        <input type="hidden" name="message" value={reviewCancel.message} />
        <h3 id="cancel-check" className="font-semibold text-red-900">
          Cancel this {cancelWord}?
        </h3>
        {refund.paid > 0 ? <RefundField refund={refund} /> : null}
        <p className="mt-1 text-sm text-stone-800">
          {inquiry.name} is e-mailed that the {cancelWord} is cancelled{reviewCancel.message ? ", with your message" : ""}, and the nights become free
          again.
        </p>
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row">
          <Link to="." className={buttonClass("outline", "md")} preventScrollReset>
            Keep {cancelWord}
          </Link>
          <Button type="submit" variant="danger" disabled={pending} autoFocus>
            <XCircle aria-hidden className="h-4 w-4" />
            Yes, cancel {cancelWord}
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <Form method="post" preventScrollReset>
      <IntentFields intent="status" />
      {canConfirm || canCancel ? (
        <>
          <label htmlFor="decision-message" className={labelClass}>
            Personal message to the guest{" "}
            <span className="font-normal text-stone-600">(optional, added to the confirmation or cancellation e-mail)</span>
          </label>
          <textarea id="decision-message" name="message" rows={3} maxLength={DECISION_MESSAGE_MAX} className={inputClass} />
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {canConfirm ? (
          <Button type="submit" name="status" value="confirmed" disabled={pending}>
            <CalendarCheck aria-hidden className="h-4 w-4" />
            Confirm booking
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            type="submit"
            name="status"
            value="cancelled"
            variant="outline"
            disabled={pending}
            className="!border-red-700 !text-red-800 hover:!bg-red-50"
          >
            <XCircle aria-hidden className="h-4 w-4" />
            {cancelLabel(inquiry.status)}
          </Button>
        ) : null}
        {canReopen ? (
          <Button type="submit" name="status" value="pending" variant="outline" disabled={pending}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            Reopen
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
