/*
 * The numbers of the rules every stay shares: the times of arrival and departure, the refund bands of the
 * cancellation policy, how long before check-in a guest may cancel online, and the payment defaults Settings
 * start from. Data only: every sentence that states a rule is worded from these (./wording.ts), and the code that
 * applies a rule reads the same numbers, so changing one here changes the page, the e-mails, the terms and what
 * the code does (docs/decisions/1128-policies-as-data.md).
 */

/** Cancelled `fromDays` or more days before check-in (and fewer than the band above), `percent` of what was paid comes back. */
export interface RefundBand {
  fromDays: number;
  /** Whole percent, 0–100. */
  percent: number;
}

export interface StayPolicy {
  /** Check-in window and check-out time, as guests read them. */
  checkIn: { from: string; until: string };
  checkOut: string;
  /** The cancellation policy: highest `fromDays` first, the last band from 0 days. */
  refundBands: readonly RefundBand[];
  /** A confirmed booking can be cancelled online while check-in is at least this many days away. */
  guestCancelMinDays: number;
}

export const STAY_POLICY: StayPolicy = {
  checkIn: { from: "4:00 PM", until: "8:00 PM" },
  checkOut: "11:00 AM",
  refundBands: [
    { fromDays: 30, percent: 100 },
    { fromDays: 14, percent: 50 },
    { fromDays: 0, percent: 0 },
  ],
  guestCancelMinDays: 2,
};

/** How a confirmed stay is paid (Settings → Payments). */
export interface PaymentRules {
  /** Share of the total due on confirmation, 0–100. */
  depositPercent: number;
  /** The balance is due this many days before check-in. */
  balanceDueDays: number;
}

/** What Settings use until staff set their own. */
export const DEFAULT_PAYMENT_RULES: PaymentRules = { depositPercent: 30, balanceDueDays: 30 };
