import { parseWith } from "~/lib/api.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { lenientQuery } from "~/lib/list-query.server";
import { todayInBusinessZone } from "~/lib/dates";
import { listInquiries, type BookingInquiryWithProperty } from "~/models/inquiry.server";
import { listContactMessages, type ContactMessage } from "~/models/message.server";
import {
  inquiryListQuerySchema,
  inquiryQueryValues,
  messageListQuerySchema,
  messageQueryValues,
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

const INQUIRY_COLUMNS: [string, (i: BookingInquiryWithProperty) => string | number | boolean | null][] = [
  ["Id", (i) => i.id],
  ["Reference", (i) => i.reference],
  ["Received", (i) => i.createdAt],
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
  ["Private chef", (i) => i.requestChef],
  ["Activities", (i) => i.requestActivities.join("; ")],
  ["Message", (i) => i.message],
  ["Internal note", (i) => i.note],
  ["Status changed by", (i) => i.statusChangedBy],
  ["Status changed at", (i) => i.statusChangedAt],
];

const MESSAGE_COLUMNS: [string, (m: ContactMessage) => string | number | boolean | null][] = [
  ["Id", (m) => m.id],
  ["Received", (m) => m.createdAt],
  ["Status", (m) => (m.resolved ? "resolved" : "unresolved")],
  ["Name", (m) => m.name],
  ["Email", (m) => m.email],
  ["Subject", (m) => m.subject],
  ["Message", (m) => m.message],
  ["Resolved by", (m) => m.resolvedBy],
  ["Resolved at", (m) => m.resolvedAt],
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
