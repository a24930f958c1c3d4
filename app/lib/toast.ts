/** A one-shot notification (a toast), carried in the flash cookie so it also shows without JavaScript. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "success" | "error";
}

/**
 * The confirmation panel a guest sees in place of the booking form once their inquiry is stored: written by the
 * server (dates and money already formatted) and carried, like a toast, in the signed flash cookie of the guest's
 * own browser, so the page it lands on shows it with or without JavaScript (docs/decisions/1128-guest-forms.md).
 */
export interface InquirySent {
  reference: string;
  property: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  /** The quoted total ("$1,400"), or null when the stay could not be priced. */
  total: string | null;
  /** The promo code the guest entered, as the quote told it (null when none). */
  promo: string | null;
  /** The guest's own page, /stay/{token}: its link is the guest's secret. */
  stayPath: string;
  /** The page the form is on ('Send another inquiry' loads it again, without the panel). */
  formPath: string;
}
