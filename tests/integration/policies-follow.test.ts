import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PropertyPolicies } from "~/components/site/property-policies";
import { homeContent } from "~/components/site/home-content.server";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { policyRefund } from "~/lib/payments";
import { addDays } from "~/lib/day-ranges";
import { GUEST_STAY_MESSAGES } from "~/messages";
import { getPropertyById } from "~/models/property.server";
import { getPaymentSettings } from "~/models/settings.server";
import * as propertyPage from "~/routes/_site.($lang).properties.$slug";
import * as stayPage from "~/routes/_site.($lang).stay.$token/route";
import * as termsPage from "~/routes/_site.($lang).terms";
import type { EmailPayload, InquiryEmailData } from "~/schemas/email-payload";
import { seedTestDb } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";
import { runPage } from "../setup/pages";
import type * as Rules from "~/policies/rules";

// Change the policy's numbers in the one module that holds them (app/policies/rules.ts) and every sentence
// that states a rule follows, on the property page, the guest's page, the terms, the home page and in the
// e-mails, as does the code that applies it (the refund on cancelling, the guest's own cancellation, the
// payment defaults). Not one old number is left anywhere.

vi.mock("~/policies/rules", async (importOriginal) => {
  const real = await importOriginal<typeof Rules>();
  return {
    ...real,
    STAY_POLICY: {
      checkIn: { from: "3:00 PM", until: "9:00 PM" },
      checkOut: "10:00 AM",
      refundBands: [
        { fromDays: 21, percent: 100 },
        { fromDays: 7, percent: 40 },
        { fromDays: 0, percent: 0 },
      ],
      guestCancelMinDays: 3,
    },
    DEFAULT_PAYMENT_RULES: { depositPercent: 25, balanceDueDays: 45 },
  };
});

const NEW_LINES = [
  "Full refund when cancelled 21 days or more before check-in",
  "40% refund when cancelled 7 to 20 days before check-in",
  "No refund when cancelled fewer than 7 days before check-in",
];
/** The old numbers, in any of the ways they were written. */
const OLD = [/\b30\b(\+| days| or more)/, /\b14\b/, /\b50 ?%/, /\b2 days\b/, /4:00 PM/, /8:00 PM/, /11:00 AM/];

function expectOnlyNewNumbers(text: string) {
  for (const old of OLD) expect(text).not.toMatch(old);
}

const business = {
  businessName: "Tigoni Retreats",
  addressLine1: "Tigoni Road",
  addressLine2: "Limuru, Kenya",
  phone: "+254 700 000 000",
  email: "stay@example.com",
  currency: "USD",
};
const inquiry: InquiryEmailData = {
  id: 9,
  name: "Amina",
  email: "amina@example.com",
  phone: "+254 712 345 678",
  startDate: "2027-05-10",
  endDate: "2027-05-12",
  guests: 2,
  requestChef: false,
  requestActivities: [],
  message: null,
  createdAt: "2027-01-04T08:00:00.000Z",
  propertyName: "Alpine Retreat",
  total: 500,
  reference: "TR-7K3M9Q",
};
const sent = ({ kind, ...facts }: EmailPayload) => {
  const { subject, html, text } = renderStoredEmail({ kind, payload: JSON.stringify(facts), subject: null, html: null, text: null });
  return `${subject}\n${html}\n${text}`;
};

beforeAll(async () => {
  await seedTestDb();
});

describe("a changed policy number", () => {
  it("changes the e-mails: the confirmation's times and policy, the guest's cancellation, the no-refund notice", () => {
    const confirmed = sent({ kind: "guestDecision", inquiry, business, decision: "confirmed" });
    for (const line of NEW_LINES) expect(confirmed).toContain(line);
    expect(confirmed).toContain("3:00 PM - 9:00 PM");
    expect(confirmed).toContain("10:00 AM");
    const cancelled = sent({ kind: "guestCancelled", inquiry, business, previousStatus: "confirmed" });
    for (const line of NEW_LINES) expect(cancelled).toContain(line);
    const noRefund = sent({ kind: "guestRefundOwed", inquiry, business, refund: { paid: 150, amount: 0, currency: "USD", methods: ["card"] } });
    expect(noRefund).toContain("is not refunded, as the stay was cancelled fewer than 7 days before check-in.");
    for (const text of [confirmed, cancelled, noRefund]) expectOnlyNewNumbers(text.replace(/2027-0\d-\d\d|T08:00:00|\d{4}/g, ""));
  });

  it("changes the property page's policies, as its loader words them and its component shows them", async () => {
    const { slug } = (await getPropertyById(1))!;
    const page = await runPage(propertyPage.loader, `/properties/${slug}`, { params: { slug } });
    expect(page.data.policy).toMatchObject({ checkIn: "3:00 PM - 9:00 PM", checkOut: "10:00 AM", cancellation: NEW_LINES });
    const html = renderToStaticMarkup(createElement(PropertyPolicies, { policy: page.data.policy }));
    for (const line of NEW_LINES) expect(html).toContain(line);
    expectOnlyNewNumbers(html);
  });

  it("changes the terms and the home page's FAQ and perk", async () => {
    const terms = await runPage(termsPage.loader, "/terms");
    expect(terms.data).toEqual({
      cancellation: NEW_LINES,
      cancelOnline:
        "You can cancel a confirmed booking yourself on your booking page (linked from our e-mails) until 3 days before check-in; after that, please call or e-mail us.",
      times: "Check-in is from 3:00 PM and check-out by 10:00 AM, unless agreed otherwise.",
    });
    const home = homeContent(undefined);
    const answers = home.faq.map((item) => item.a).join("\n");
    expect(answers).toContain("Check-in is between 3:00 PM and 9:00 PM and check-out is by 10:00 AM.");
    expect(answers).toContain(
      "Cancel 21 days or more before check-in for a full refund. Cancellations 7 to 20 days before check-in receive a 40% refund, and cancellations fewer than 7 days before check-in are not refunded.",
    );
    expect(home.cancellationPerk).toBe("A full refund up to 21 days before check-in, 40% from 7 to 20 days.");
    expectOnlyNewNumbers([JSON.stringify(terms.data), answers, home.cancellationPerk].join("\n"));
  });

  it("changes the guest's own cancellation: the rule, the refusal and the page's sentences", async () => {
    expect(GUEST_STAY_MESSAGES.tooLate).toBe(
      "Bookings can be cancelled online until 3 days before check-in. Please call or e-mail us to change or cancel this booking.",
    );
    const db = await getDb();
    const stay = async (start: number) => {
      const row = await createInquiry({ propertyId: 2, startDate: dayFromToday(start), endDate: dayFromToday(start + 1) });
      await db.updateTable("bookingInquiries").set({ status: "confirmed" }).where("id", "=", row.id).execute();
      const { guestToken } = await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", row.id).executeTakeFirstOrThrow();
      return (await runPage(stayPage.loader, `/stay/${guestToken}`, { params: { token: guestToken } })).data;
    };
    const open = await stay(3);
    expect(open).toMatchObject({ canCancel: true, tooLate: false });
    expect(open.policy).toMatchObject({
      cancellation: NEW_LINES,
      cancelHint: "You can cancel online until 3 days before check-in. Refunds follow our cancellation policy.",
      tooLate: "Check-in is less than 3 days away, so this booking can no longer be cancelled online.",
    });
    expectOnlyNewNumbers(JSON.stringify(open.policy));
    expect(await stay(2)).toMatchObject({ canCancel: false, tooLate: true });
  });

  it("changes the refund worked out on cancelling, band by band", () => {
    const checkIn = "2027-06-30";
    const at = (days: number) => policyRefund(1000, checkIn, addDays(checkIn, -days));
    expect([at(21), at(20), at(7), at(6), at(30), at(14)]).toEqual([1000, 400, 400, 0, 1000, 400]);
  });

  it("changes the payment defaults Settings start from", async () => {
    expect(await getPaymentSettings()).toMatchObject({ depositPercent: 25, balanceDueDays: 45 });
  });
});
