import { data } from "@remix-run/node";
import { idParam } from "~/lib/api.server";
import { todayInBusinessZone } from "~/lib/dates";
import { NotFoundError } from "~/lib/domain-errors";
import { refundOnCancelling } from "~/lib/payments";
import { getInquiryDetail } from "~/services/inquiries.server";

// The booking page's view-model: the inquiry with its timeline, money and clashes, and what cancelling would give back.

/** The page's id, or the admin 404 page for a malformed one. */
export function pageId(params: { id?: string }): number {
  try {
    return idParam(params.id, "Booking inquiry");
  } catch {
    throw data(null, { status: 404, statusText: "Booking inquiry not found" });
  }
}

/** The page's data for booking `id` (the admin 404 page for an unknown one). */
export async function bookingPageView(id: number) {
  try {
    const inquiry = await getInquiryDetail(id);
    const today = todayInBusinessZone();
    // What cancelling would give back, from the money the page already read; the dates may move until the stay begins.
    return {
      inquiry,
      refund: refundOnCancelling(inquiry.payment, inquiry.startDate, today),
      datesMovable: inquiry.status !== "cancelled" && inquiry.startDate > today,
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404, statusText: "Booking inquiry not found" });
    throw error;
  }
}
