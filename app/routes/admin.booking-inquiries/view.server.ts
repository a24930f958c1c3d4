import { pageParam } from "~/lib/paging.server";
import { countInquiriesPerStatus, findInquiry, listInquiries, listInquiryProperties, withConflicts } from "~/models/inquiry.server";
import { getPropertyName } from "~/models/property.server";
import { cancellationRefund } from "~/services/payments.server";
import { inquiryQueryForPage } from "~/web/admin-lists.server";
import { CONFIRM_CANCEL } from "./confirm-cancel";

// The inquiries list's view-model: the filtered page of inquiries with their clashes, the filter's choices,
// the counts per status, and the cancellation being confirmed (?confirm-cancel=ID) with its refund.

/** A page fills a desk screen's table (at least 12 rows in view) without making the phone's cards endless. */
const PAGE_SIZE = 20;
/** Up to this many properties, the property filter lists them; beyond, it is a name field with suggestions. */
const PROPERTY_LIST_MAX = 30;

/** The list page's data for this request's filter, page and confirmation step. */
export async function inquiriesPageView(request: Request) {
  const url = new URL(request.url);
  // One schema for the page, the CSV and the API; here a refused value is dropped and shown on its field.
  const { query, errors } = inquiryQueryForPage(url.searchParams);
  const page = pageParam(url);
  const confirmId = Number(url.searchParams.get(CONFIRM_CANCEL));
  const [result, properties, confirmCancel, counts] = await Promise.all([
    listInquiries({ ...query, page, pageSize: PAGE_SIZE }),
    listInquiryProperties(PROPERTY_LIST_MAX),
    Number.isSafeInteger(confirmId) && confirmId > 0 ? findInquiry(confirmId) : undefined,
    countInquiriesPerStatus(),
  ]);
  // The name field shows the property a link or bookmark chose by id (its whole name picks just that one).
  const chosenPropertyName = !properties && query.propertyId ? await getPropertyName(query.propertyId) : null;
  return {
    query,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) as Record<string, string>,
    // Each pending request with what its nights clash with (a few statements for the whole page).
    inquiries: await withConflicts(result.items),
    total: result.total,
    page,
    pageSize: PAGE_SIZE,
    properties,
    chosenPropertyName,
    confirmCancel: confirmCancel?.status === "confirmed" || confirmCancel?.status === "pending" ? confirmCancel : null,
    // With money paid, the refund the cancellation owes (the policy's, which staff may change) is shown before it is confirmed.
    cancelRefund: confirmCancel?.status === "confirmed" ? await cancellationRefund(confirmCancel.id) : null,
    counts,
  };
}
