import { Form, useLocation } from "@remix-run/react";
import { AdminDialog, DialogCancel } from "~/components/admin/dialog";
import { IntentFields } from "~/components/admin/form-bits";
import { RefundField } from "~/components/admin/booking-money";
import { SubmitButton } from "~/components/ui/button";
import { XCircle } from "~/components/ui/lucide-sprite";
import { useIsPending } from "~/components/ui/use-form-status";
import { formatLongDate } from "~/lib/dates";
import type { BookingInquiryWithProperty } from "~/models/inquiry.server";

/** ?confirm-cancel=ID: the confirmation step before a pending request or a confirmed booking is cancelled (a dialog with JavaScript). */
export const CONFIRM_CANCEL = "confirm-cancel";

/** The list's URL with (or, for id undefined, without) the cancel confirmation of inquiry `id`. */
export function confirmCancelHref(location: { pathname: string; search: string }, id?: number): string {
  const params = new URLSearchParams(location.search);
  params.delete(CONFIRM_CANCEL);
  if (id) params.set(CONFIRM_CANCEL, String(id));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** "March 3, 2027 to March 6, 2027": the stay, as the cards and the confirmation name it. */
export const stayText = (inquiry: BookingInquiryWithProperty) => `${formatLongDate(inquiry.startDate)} to ${formatLongDate(inquiry.endDate)}`;

/** Confirm the cancellation of a pending request or a confirmed booking: a dialog with JavaScript, a section at the top without. */
export function ConfirmCancelDialog({
  inquiry,
  refund,
}: {
  inquiry: BookingInquiryWithProperty | null;
  refund: { paid: number; policy: number } | null;
}) {
  const location = useLocation();
  const closeHref = confirmCancelHref(location);
  const isPending = useIsPending();
  const request = inquiry?.status === "pending";
  return (
    <AdminDialog
      open={inquiry !== null}
      closeHref={closeHref}
      size="sm"
      title={request ? "Cancel this booking request?" : "Cancel this confirmed booking?"}
      description={
        request
          ? "The guest is e-mailed that their booking inquiry is cancelled and these dates are not reserved for them."
          : "The guest is e-mailed that the booking is cancelled and the nights become free again."
      }
    >
      {inquiry ? (
        <Form method="post" action={closeHref} preventScrollReset>
          <IntentFields intent="status" id={inquiry.id} />
          <input type="hidden" name="status" value="cancelled" />
          <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-800">
            <span className="font-semibold">{inquiry.name}</span> at {inquiry.propertyName ?? "Unknown property"}, {stayText(inquiry)} (
            {inquiry.reference})
          </p>
          {refund && refund.paid > 0 ? <RefundField refund={refund} /> : null}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogCancel>{request ? "Keep request" : "Keep booking"}</DialogCancel>
            <SubmitButton variant="danger" icon={XCircle} pending={isPending} busy="Cancelling...">
              {request ? "Yes, cancel request" : "Yes, cancel booking"}
            </SubmitButton>
          </div>
        </Form>
      ) : null}
    </AdminDialog>
  );
}
