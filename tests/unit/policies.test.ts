import { describe, expect, it } from "vitest";
import { homeContent } from "~/components/site/home-content.server";
import { renderStoredEmail } from "~/emails/render.server";
import { policyRefund } from "~/lib/payments";
import { guestCancelRefusal } from "~/services/guest-page.server";
import { GUEST_STAY_MESSAGES } from "~/messages";
import {
  cancellationFaqAnswer,
  cancellationPerk,
  cancellationPolicyLines,
  refundBandFor,
  refundBands,
  STAY_POLICY,
  type StayPolicy,
} from "~/policies";
import { addDays } from "~/lib/day-ranges";

// The business's cancellation policy as guests read it (the confirmation e-mail's list, read back from its words)
// and as the code applies it: one set of numbers (app/policies), so the sentences cannot overlap or disagree with
// the refund worked out on cancelling.

/** What a line of the policy says, read back from its words: the days it covers and the share it gives back. */
function readLine(line: string): { from: number; to: number; percent: number } {
  const share = /^(Full refund|No refund|(\d+)% refund) when cancelled (.+) before check-in$/.exec(line);
  if (!share) throw new Error(`Unreadable policy line: ${line}`);
  const percent = share[1] === "Full refund" ? 100 : share[1] === "No refund" ? 0 : Number(share[2]);
  const days = share[3];
  let m: RegExpExecArray | null;
  if ((m = /^(\d+) days? or more$/.exec(days))) return { from: Number(m[1]), to: Infinity, percent };
  if ((m = /^(\d+) to (\d+) days$/.exec(days))) return { from: Number(m[1]), to: Number(m[2]), percent };
  if ((m = /^fewer than (\d+) days?$/.exec(days))) return { from: 0, to: Number(m[1]) - 1, percent };
  if ((m = /^(\d+) days?$/.exec(days))) return { from: Number(m[1]), to: Number(m[1]), percent };
  throw new Error(`Unreadable days: ${days}`);
}

/** The policy as the confirmation e-mail lists it to the guest (its text part). */
function policyAsGuestsReadIt(): string[] {
  const facts = {
    inquiry: {
      id: 1,
      name: "Amina",
      email: "amina@example.com",
      phone: "+254 712 345 678",
      startDate: "2027-06-30",
      endDate: "2027-07-02",
      guests: 2,
      requestChef: false,
      requestActivities: [],
      message: null,
      createdAt: "2027-01-04T08:00:00.000Z",
      propertyName: "Alpine Retreat",
      total: 500,
    },
    business: { businessName: "Tigoni Retreats", addressLine1: "", addressLine2: "", phone: "+254 700 000 000", email: "stay@example.com" },
    decision: "confirmed",
  };
  const { text } = renderStoredEmail({ kind: "guestDecision", payload: JSON.stringify(facts), subject: null, html: null, text: null });
  const list = text.split("Cancellation policy\n")[1].split("\n\n")[0];
  return list.split("\n").map((line) => line.replace(/^- /, ""));
}

const checkIn = "2027-06-30";
/** The business day `days` before check-in. */
const daysBefore = (days: number) => addDays(checkIn, -days);

describe("the cancellation policy", () => {
  it("reads as the code computes it: 30 days or more, 14 to 29 days, fewer than 14 days", () => {
    expect(policyAsGuestsReadIt()).toEqual(cancellationPolicyLines());
    expect(policyAsGuestsReadIt()).toEqual([
      "Full refund when cancelled 30 days or more before check-in",
      "50% refund when cancelled 14 to 29 days before check-in",
      "No refund when cancelled fewer than 14 days before check-in",
    ]);
    expect(homeContent(undefined).faq.map((item) => item.a)).toContain(
      "Cancel 30 days or more before check-in for a full refund. Cancellations 14 to 29 days before check-in receive a 50% refund, and cancellations fewer than 14 days before check-in are not refunded.",
    );
    expect(homeContent(undefined).cancellationPerk).toBe("A full refund up to 30 days before check-in, 50% from 14 to 29 days.");
  });

  it("puts every day before check-in in exactly one band: no overlap, no gap", () => {
    const lines = policyAsGuestsReadIt().map(readLine);
    for (let day = 0; day <= 400; day++) {
      const covering = lines.filter((l) => day >= l.from && day <= l.to);
      expect(covering, `day ${day}`).toHaveLength(1);
    }
  });

  it.each([
    [30, 1000],
    [29, 500],
    [14, 500],
    [13, 0],
  ])("cancelled %i days before check-in, the refund of 1,000 paid is what the wording for that day says (%i)", (day, refund) => {
    const line = policyAsGuestsReadIt().find((l) => {
      const { from, to } = readLine(l);
      return day >= from && day <= to;
    })!;
    expect(Math.floor((1000 * readLine(line).percent) / 100)).toBe(refund);
    expect(policyRefund(1000, checkIn, daysBefore(day))).toBe(refund);
    expect(refundBandFor(day).label).toBe(line.match(/cancelled (.+) before/)![1]);
  });

  it("matches the refund worked out on cancelling to the wording on every day from 0 to 60", () => {
    const lines = policyAsGuestsReadIt().map(readLine);
    for (let day = 0; day <= 60; day++) {
      const { percent } = lines.find((l) => day >= l.from && day <= l.to)!;
      expect(policyRefund(999, checkIn, daysBefore(day)), `day ${day}`).toBe(Math.floor((999 * percent) / 100));
    }
  });

  it("words other numbers from the numbers: a band from 21 days reads '21 days or more' and '14 to 20 days'", () => {
    const policy: StayPolicy = {
      ...STAY_POLICY,
      refundBands: [
        { fromDays: 21, percent: 100 },
        { fromDays: 14, percent: 80 },
        { fromDays: 13, percent: 25 },
        { fromDays: 1, percent: 10 },
        { fromDays: 0, percent: 0 },
      ],
    };
    expect(refundBands(policy).map((b) => b.label)).toEqual(["21 days or more", "14 to 20 days", "13 days", "1 to 12 days", "fewer than 1 day"]);
    expect(cancellationPolicyLines(policy)[1]).toBe("80% refund when cancelled 14 to 20 days before check-in");
    expect(cancellationPerk(policy)).toBe(
      "A full refund up to 21 days before check-in, 80% from 14 to 20 days, 25% at 13 days, 10% from 1 to 12 days.",
    );
    expect(cancellationFaqAnswer(policy)).toContain("Cancellations 14 to 20 days before check-in receive an 80% refund, cancellations 13 days");
  });

  it("refuses bands that would overlap, leave days out or give back more than everything", () => {
    const withBands = (refundBands: StayPolicy["refundBands"]) => () => cancellationPolicyLines({ ...STAY_POLICY, refundBands });
    expect(
      withBands([
        { fromDays: 14, percent: 50 },
        { fromDays: 30, percent: 100 },
        { fromDays: 0, percent: 0 },
      ]),
    ).toThrow();
    expect(
      withBands([
        { fromDays: 30, percent: 100 },
        { fromDays: 30, percent: 50 },
        { fromDays: 0, percent: 0 },
      ]),
    ).toThrow();
    expect(withBands([{ fromDays: 30, percent: 100 }])).toThrow();
    expect(withBands([{ fromDays: 0, percent: 120 }])).toThrow();
  });
});

describe("the guest's own cancellation", () => {
  it("is allowed online until 2 days before check-in, as the page's message says", () => {
    expect(GUEST_STAY_MESSAGES.tooLate).toBe(
      "Bookings can be cancelled online until 2 days before check-in. Please call or e-mail us to change or cancel this booking.",
    );
    expect(guestCancelRefusal({ status: "confirmed", startDate: checkIn }, daysBefore(2))).toBeNull();
    expect(guestCancelRefusal({ status: "confirmed", startDate: checkIn }, daysBefore(1))).toBe("tooLate");
  });
});
