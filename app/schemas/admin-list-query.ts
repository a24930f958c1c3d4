import "~/lib/zod-config";
import { z } from "zod";
import { INQUIRY_STATUSES, INQUIRY_STATUS_MESSAGE } from "./inquiry-status";
import { calendarDay } from "./inquiry";
import { PAYMENT_METHODS, PAYMENT_ROW_STATUSES } from "~/lib/payments";

/**
 * The filters of the admin lists: one schema per list, shared by the page's GET form,
 * its CSV export and its JSON twin, so `?q=&status=&propertyId=&property=&from=&to=&sort=` mean the
 * same everywhere. Empty values mean "no filter". `property` is a property's name, or part of one (the
 * filter's text field once there are too many properties to list).
 */
export const LIST_QUERY_MESSAGES = {
  q: "Search must be at most 100 characters",
  propertyId: "Property must be a property id",
  property: "Property must be at most 100 characters",
  from: "From must be a date (YYYY-MM-DD)",
  to: "To must be a date (YYYY-MM-DD)",
  range: "To must be on or after From",
  sort: "Sort must be received or checkin",
  messageStatus: "Status must be resolved or unresolved",
} as const;

export const INQUIRY_SORTS = ["received", "checkin"] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];
export const MESSAGE_FILTERS = ["resolved", "unresolved"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

const search = z.string().trim().max(100, LIST_QUERY_MESSAGES.q).optional();

export const inquiryListQuerySchema = z
  .object({
    q: search,
    status: z.enum(INQUIRY_STATUSES, { error: INQUIRY_STATUS_MESSAGE }).optional(),
    propertyId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, LIST_QUERY_MESSAGES.propertyId)
      .transform(Number)
      .optional(),
    property: z.string().trim().max(100, LIST_QUERY_MESSAGES.property).optional(),
    from: calendarDay(LIST_QUERY_MESSAGES.from).optional(),
    to: calendarDay(LIST_QUERY_MESSAGES.to).optional(),
    sort: z.enum(INQUIRY_SORTS, { error: LIST_QUERY_MESSAGES.sort }).default("received"),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { message: LIST_QUERY_MESSAGES.range, path: ["to"] });
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

export const messageListQuerySchema = z.object({
  q: search,
  status: z.enum(MESSAGE_FILTERS, { error: LIST_QUERY_MESSAGES.messageStatus }).optional(),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

const INQUIRY_KEYS = ["q", "status", "propertyId", "property", "from", "to", "sort"] as const;
const MESSAGE_KEYS = ["q", "status"] as const;

/** The query string's values for `keys`: the first of each, empty (or blank) as missing. */
export function queryValues(search: URLSearchParams, keys: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((k) => [k, search.get(k)?.trim() || undefined]));
}

/** The raw query of the inquiry list (for the API's parseWith, and the page's lenient parse). */
export const inquiryQueryValues = (search: URLSearchParams) => queryValues(search, INQUIRY_KEYS);

/** The raw query of the contact message list; the older `?unread=true` still means unresolved. */
export function messageQueryValues(search: URLSearchParams) {
  const values = queryValues(search, MESSAGE_KEYS);
  if (!values.status && search.get("unread") === "true") values.status = "unresolved";
  return values;
}

export const PAYMENT_LIST_MESSAGES = {
  method: "Method must be card, mpesa, bank or cash",
  status: "Status must be pending, succeeded, failed or refunded",
  kind: "Kind must be payment or refund",
} as const;

/** The Payments list: by method, status, payment or refund, and the day it was made (from/to, inclusive). */
export const paymentListQuerySchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_LIST_MESSAGES.method }).optional(),
    status: z.enum(PAYMENT_ROW_STATUSES, { error: PAYMENT_LIST_MESSAGES.status }).optional(),
    kind: z.enum(["payment", "refund"], { error: PAYMENT_LIST_MESSAGES.kind }).optional(),
    from: calendarDay(LIST_QUERY_MESSAGES.from).optional(),
    to: calendarDay(LIST_QUERY_MESSAGES.to).optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { message: LIST_QUERY_MESSAGES.range, path: ["to"] });
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentQueryValues = (search: URLSearchParams) => queryValues(search, ["method", "status", "kind", "from", "to"]);
