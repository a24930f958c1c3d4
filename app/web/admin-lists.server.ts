import { promoCodeText } from "~/lib/pricing";
import { parseWith } from "~/lib/api.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { lenientQuery } from "~/lib/list-query.server";
import { isoInBusinessZone, todayInBusinessZone } from "~/lib/dates";
import { listInquiries, type BookingInquiryWithProperty } from "~/models/inquiry.server";
import { listContactMessages, type ContactMessage } from "~/models/message.server";
import { listPayments, type PaymentListItem } from "~/models/payment.server";
import {
  inquiryListQuerySchema,
  inquiryQueryValues,
  messageListQuerySchema,
  messageQueryValues,
  paymentListQuerySchema,
  paymentQueryValues,
  type PaymentListQuery,
  type InquiryListQuery,
  type MessageListQuery,
} from "~/schemas/admin-list-query";

/**
 * The admin lists' find-and-export flows: the page (lenient: a bad value is dropped and
 * shown on its field), the CSV export and the JSON twin (strict: 400) read the same query with the
 * same schema and call the same model query.
 */
export const inquiryQueryForPage = (search: URLSearchParams) => lenientQuery(inquiryListQuerySchema, inquiryQueryValues(search));
export const inquiryQueryStrict = (search: URLSearchParams): InquiryListQuery => parseWith(inquiryListQuerySchema, inquiryQueryValues(search));
export const messageQueryForPage = (search: URLSearchParams) => lenientQuery(messageListQuerySchema, messageQueryValues(search));
export const messageQueryStrict = (search: URLSearchParams): MessageListQuery => parseWith(messageListQuerySchema, messageQueryValues(search));

export const paymentQueryForPage = (search: URLSearchParams) => lenientQuery(paymentListQuerySchema, paymentQueryValues(search));
export const paymentQueryStrict = (search: URLSearchParams): PaymentListQuery => parseWith(paymentListQuerySchema, paymentQueryValues(search));

const INQUIRY_COLUMNS: [string, (i: BookingInquiryWithProperty) => string | number | boolean | null][] = [
  ["Id", (i) => i.id],
  ["Reference", (i) => i.reference],
  ["Received", (i) => isoInBusinessZone(i.createdAt)],
  ["Status", (i) => i.status],
  ["Property", (i) => i.propertyName],
  ["Guest name", (i) => i.name],
  ["Email", (i) => i.email],
  ["Phone", (i) => i.phone],
  ["Check-in", (i) => i.startDate],
  ["Check-out", (i) => i.endDate],
  ["Nights", (i) => i.nights],
  ["Guests", (i) => i.guests],
  ["Quoted total (USD)", (i) => i.total],
  ["Promo code", (i) => i.promoCode],
  ["Promo code outcome", (i) => (i.promoCode ? promoCodeText(i) : null)],
  ["Private chef", (i) => i.requestChef],
  ["Activities", (i) => i.requestActivities.join("; ")],
  ["Message", (i) => i.message],
  ["Internal note", (i) => i.note],
  ["Status changed by", (i) => i.statusChangedBy],
  ["Status changed at", (i) => isoInBusinessZone(i.statusChangedAt)],
];

const MESSAGE_COLUMNS: [string, (m: ContactMessage) => string | number | boolean | null][] = [
  ["Id", (m) => m.id],
  ["Received", (m) => isoInBusinessZone(m.createdAt)],
  ["Status", (m) => (m.resolved ? "resolved" : "unresolved")],
  ["Name", (m) => m.name],
  ["Email", (m) => m.email],
  ["Subject", (m) => m.subject],
  ["Message", (m) => m.message],
  ["Resolved by", (m) => m.resolvedBy],
  ["Resolved at", (m) => isoInBusinessZone(m.resolvedAt)],
];

/** Every inquiry the filter shows (all pages), as CSV. */
export async function exportInquiriesCsv(search: URLSearchParams): Promise<Response> {
  const { items } = await listInquiries({ ...inquiryQueryStrict(search), pageSize: 0 });
  const body = toCsv(
    INQUIRY_COLUMNS.map(([name]) => name),
    items.map((i) => INQUIRY_COLUMNS.map(([, get]) => get(i))),
  );
  return csvResponse(`booking-inquiries-${todayInBusinessZone()}.csv`, body);
}

/** Every contact message the filter shows (all pages), as CSV. */
export async function exportMessagesCsv(search: URLSearchParams): Promise<Response> {
  const { items } = await listContactMessages({ ...messageQueryStrict(search), pageSize: 0 });
  const body = toCsv(
    MESSAGE_COLUMNS.map(([name]) => name),
    items.map((m) => MESSAGE_COLUMNS.map(([, get]) => get(m))),
  );
  return csvResponse(`contact-messages-${todayInBusinessZone()}.csv`, body);
}

const PAYMENT_COLUMNS: [string, (p: PaymentListItem) => string | number | boolean | null][] = [
  ["Id", (p) => p.id],
  ["Made", (p) => isoInBusinessZone(p.at)],
  ["Kind", (p) => p.kind],
  ["Method", (p) => p.method],
  ["Amount", (p) => p.amount],
  ["Currency", (p) => p.currency],
  ["Status", (p) => p.status],
  ["Booking", (p) => p.reference],
  ["Guest name", (p) => p.guestName],
  ["Property", (p) => p.propertyName],
  ["Provider reference", (p) => p.providerRef],
  ["Note", (p) => p.note],
  ["Recorded by", (p) => p.recordedBy],
];

/** Every payment and refund the filter shows (all pages), as CSV: the bookkeeper's export. */
export async function exportPaymentsCsv(search: URLSearchParams): Promise<Response> {
  const { items } = await listPayments({ ...paymentQueryStrict(search), pageSize: 0 });
  const body = toCsv(
    PAYMENT_COLUMNS.map(([name]) => name),
    items.map((p) => PAYMENT_COLUMNS.map(([, get]) => get(p))),
  );
  return csvResponse(`payments-${todayInBusinessZone()}.csv`, body);
}
