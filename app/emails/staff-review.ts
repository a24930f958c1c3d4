import { formatMonth } from "~/lib/months";
import type { EmailBusiness } from "~/schemas/email-payload";
import type { EmailContent } from "./content";
import { footer } from "./templates";

/** What a staff notice of a review says: the review as the guest wrote it (stored when it was queued). */
export interface StaffReviewFacts {
  id: number;
  reference: string;
  guestName: string;
  propertyName: string;
  stayMonth: string;
  overall: number;
  title: string;
  body: string;
  shownName: string;
  again: boolean;
}

/** To staff: a guest's review waits for moderation, with a link to it in the admin. */
export function staffReviewEmail(review: StaffReviewFacts, business: EmailBusiness, adminUrl: string): EmailContent {
  const stars = `${review.overall} out of 5 stars`;
  return {
    subject: `New review of ${review.propertyName}: ${stars} (${review.reference})`,
    preheader: review.title,
    heading: review.again ? "A review was written again" : "New guest review",
    blocks: [
      {
        type: "paragraph",
        text: review.again
          ? `${review.guestName} rewrote the review that was not published. It waits for moderation again.`
          : `${review.guestName} reviewed their stay. It waits for moderation: publish it unless it breaks the review policy.`,
      },
      {
        type: "details",
        rows: [
          { label: "Reference", value: review.reference },
          { label: "Property", value: review.propertyName },
          { label: "Stay", value: formatMonth(review.stayMonth) },
          { label: "Rating", value: stars },
          { label: "Shown as", value: review.shownName },
        ],
      },
      { type: "quote", label: review.title, text: review.body },
      { type: "link", label: "Moderate the review in the admin", href: adminUrl },
    ],
    footer: footer(business),
  };
}
