import type { Migration } from "kysely";
import * as initial from "./20261121T000000-initial";
import * as emailOutbox from "./20261122T030000-email-outbox";
import * as formRateLimits from "./20261122T010000-form-rate-limits";
import * as availability from "./20261122T020000-availability";
import * as inquiryNotes from "./20261122T070000-inquiry-notes";
import * as staffAndAudit from "./20261122T080000-staff-and-audit";
import * as pageCache from "./20261122T090000-page-cache";
import * as inquiryStatusCounts from "./20261122T100000-inquiry-status-counts";
import * as emailPayload from "./20261123T000000-email-payload";
import * as propertyNameIndex from "./20261123T100000-property-name-index";
import * as sharedServerState from "./20261123T160000-shared-server-state";
import * as serverProcesses from "./20261123T200903-server-processes";
import * as inquiryReference from "./20261124T010000-inquiry-reference";
import * as bookingDesk from "./20261124T020000-booking-desk";
import * as messageAndEmailCounts from "./20261124T060000-message-and-email-counts";
import * as auditLabels from "./20261124T063500-audit-labels";
import * as rates from "./20261124T070000-rates";
import * as stayCheckoutIndex from "./20261124T102000-stay-checkout-index";
import * as payments from "./20261127T040000-payments";
import * as paymentReminders from "./20261127T050000-payment-reminders";
import * as paymentProviders from "./20261127T060000-payment-providers";
import * as redundantInquiryIndexes from "./20261127T070000-redundant-inquiry-indexes";
import * as claimOwners from "./20261128T010000-claim-owners";
import * as signInAddresses from "./20261128T040000-sign-in-addresses";
import * as tasks from "./20261128T100000-tasks";
import * as guestMessagesAndReviews from "./20261128T120000-guest-messages-and-reviews";
import * as promoCodesTold from "./20261128T130000-promo-codes-told";
import * as guestMoney from "./20261128T140000-guest-money";
import * as emailsAreTasks from "./20261128T150000-emails-are-tasks";
import * as staysByStatusIndex from "./20261128T160000-stays-by-status-index";
import * as requestLanguage from "./20261129T010000-request-language";
import * as staffContentLanguages from "./20261129T020000-staff-content-languages";
import * as guestMessageLanguages from "./20261129T030000-guest-message-languages";

/**
 * Every migration, by name, in order. Listed explicitly (not read from the folder at run time)
 * so the production bundle, the scripts and the tests all carry the same set.
 */
export const migrations: Record<string, Migration> = {
  "20261121T000000-initial": initial,
  "20261122T010000-form-rate-limits": formRateLimits,
  "20261122T020000-availability": availability,
  "20261122T030000-email-outbox": emailOutbox,
  "20261122T070000-inquiry-notes": inquiryNotes,
  "20261122T080000-staff-and-audit": staffAndAudit,
  "20261122T090000-page-cache": pageCache,
  "20261122T100000-inquiry-status-counts": inquiryStatusCounts,
  "20261123T000000-email-payload": emailPayload,
  "20261123T100000-property-name-index": propertyNameIndex,
  "20261123T160000-shared-server-state": sharedServerState,
  "20261123T200903-server-processes": serverProcesses,
  "20261124T010000-inquiry-reference": inquiryReference,
  "20261124T020000-booking-desk": bookingDesk,
  "20261124T060000-message-and-email-counts": messageAndEmailCounts,
  "20261124T063500-audit-labels": auditLabels,
  "20261124T070000-rates": rates,
  "20261124T102000-stay-checkout-index": stayCheckoutIndex,
  "20261127T040000-payments": payments,
  "20261127T050000-payment-reminders": paymentReminders,
  "20261127T060000-payment-providers": paymentProviders,
  "20261127T070000-redundant-inquiry-indexes": redundantInquiryIndexes,
  "20261128T010000-claim-owners": claimOwners,
  "20261128T040000-sign-in-addresses": signInAddresses,
  "20261128T100000-tasks": tasks,
  "20261128T120000-guest-messages-and-reviews": guestMessagesAndReviews,
  "20261128T130000-promo-codes-told": promoCodesTold,
  "20261128T140000-guest-money": guestMoney,
  "20261128T150000-emails-are-tasks": emailsAreTasks,
  "20261128T160000-stays-by-status-index": staysByStatusIndex,
  "20261129T010000-request-language": requestLanguage,
  "20261129T020000-staff-content-languages": staffContentLanguages,
  "20261129T030000-guest-message-languages": guestMessageLanguages,
};
