import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStoredEmail } from "~/emails/render.server";
import type { EmailBusiness, EmailPayload, InquiryEmailData, MessageEmailData } from "~/schemas/email-payload";

// Every e-mail's three parts, word for word and byte for byte, for fixed inputs, as the sender renders
// them from a stored payload: the snapshot was written by the renderer as it was before e-mails moved to
// the sender (rendered at queue time), so any change to what a guest or the business receives shows up here.

const business: EmailBusiness = {
  businessName: "Tigoni Retreats",
  addressLine1: "1200 Pine Street, Suite 400",
  addressLine2: "Denver, CO 80202, USA",
  phone: "+1 (303) 555-0147",
  email: "info@tigoniretreats.com",
  currency: "KES",
};

const inquiry: InquiryEmailData = {
  id: 42,
  name: "Amina <Otieno> & Co",
  email: "amina@example.com",
  phone: "+254 700 000 111",
  startDate: "2027-03-01",
  endDate: "2027-03-05",
  guests: 3,
  requestChef: true,
  requestActivities: ["Guided hike", "Tea tasting"],
  message: "We would love a late check-in.\nThank you! <script>alert(1)</script>",
  createdAt: "2026-11-23T09:15:00.000Z",
  propertyName: "Alpine Retreat",
  total: 123456,
};

const bare: InquiryEmailData = {
  ...inquiry,
  guests: 1,
  endDate: "2027-03-02",
  requestChef: false,
  requestActivities: [],
  message: null,
  total: null,
};

/** An inquiry as queued since inquiries have references (the ones above were queued before). */
const referenced: InquiryEmailData = { ...inquiry, reference: "TR-7K3M9Q" };
const GUEST_TOKEN = "q8Jx2mVbT0c-Z_9kLw4YpA1sRnE7uHdG";

const message: MessageEmailData = {
  id: 7,
  name: "Brian",
  email: "brian@example.com",
  subject: "Groups & weddings",
  message: "Do you host weddings?\n\nAbout 80 guests.",
  createdAt: "2026-11-23T18:45:00.000Z",
};

const noCurrency: EmailBusiness = { ...business, addressLine2: "", currency: undefined };

beforeAll(() => {
  process.env.PUBLIC_URL = "https://stay.example.com/";
});
afterAll(() => {
  delete process.env.PUBLIC_URL;
});

/** As the outbox stores it (the kind in its own column) and the sender reads it back. */
const sent = ({ kind, ...facts }: EmailPayload) => renderStoredEmail({ kind, payload: JSON.stringify(facts), subject: null, html: null, text: null });

describe("e-mails as the guest and the business receive them", () => {
  it.each<[string, EmailPayload]>([
    ["staff inquiry", { kind: "staffInquiry", inquiry, business }],
    ["staff inquiry, no extras", { kind: "staffInquiry", inquiry: bare, business: noCurrency }],
    ["guest inquiry", { kind: "guestInquiry", inquiry, business }],
    ["guest inquiry, no extras", { kind: "guestInquiry", inquiry: bare, business: noCurrency }],
    ["guest confirmed", { kind: "guestDecision", inquiry, decision: "confirmed", business }],
    ["guest cancelled", { kind: "guestDecision", inquiry: bare, decision: "cancelled", business: noCurrency }],
    [
      "guest confirmed, with staff's message and directions",
      {
        kind: "guestDecision",
        inquiry,
        decision: "confirmed",
        business,
        message: "We have booked the chef for <your> first night.",
        directions: "From Limuru, take the tea estate road.\nSecond gate on the right.",
      },
    ],
    [
      "guest cancelled, with staff's message",
      { kind: "guestDecision", inquiry: bare, decision: "cancelled", business, message: "Closed for repairs." },
    ],
    ["guest reply", { kind: "guestReply", inquiry, business, reply: { body: "Hello,\nyes, <cots> are available.", author: "admin" } }],
    ["staff message", { kind: "staffMessage", message, business }],
    ["sender message", { kind: "senderMessage", message, business: noCurrency }],
    ["staff inquiry, with its reference", { kind: "staffInquiry", inquiry: referenced, business }],
    ["guest inquiry, with its reference and page", { kind: "guestInquiry", inquiry: referenced, business, guestToken: GUEST_TOKEN }],
    ["guest confirmed, with its reference", { kind: "guestDecision", inquiry: referenced, decision: "confirmed", business }],
    ["guest cancelled, with its reference", { kind: "guestDecision", inquiry: referenced, decision: "cancelled", business: noCurrency }],
  ])("%s", (_name, payload) => {
    expect(sent(payload)).toMatchSnapshot();
  });

  it("every e-mail about an inquiry with a reference names it in its subject; only the acknowledgement links to the guest's page", () => {
    const mails = [
      sent({ kind: "staffInquiry", inquiry: referenced, business }),
      sent({ kind: "guestInquiry", inquiry: referenced, business, guestToken: GUEST_TOKEN }),
      sent({ kind: "guestDecision", inquiry: referenced, decision: "confirmed", business }),
      sent({ kind: "guestDecision", inquiry: referenced, decision: "cancelled", business }),
    ];
    for (const mail of mails) expect(mail.subject).toMatch(/ \(TR-7K3M9Q\)$/);
    const [staff, guest, ...decisions] = mails;
    expect(guest.text).toMatch(/Reference:\s+TR-7K3M9Q/);
    expect(guest.text).toContain(`https://stay.example.com/stay/${GUEST_TOKEN}`);
    expect(guest.html).toContain(`href="https://stay.example.com/stay/${GUEST_TOKEN}"`);
    for (const mail of [staff, ...decisions]) expect(mail.text + mail.html).not.toContain(GUEST_TOKEN);
  });

  it("a row queued before the sender rendered e-mails is sent with the parts stored with it", () => {
    expect(renderStoredEmail({ kind: "guestInquiry", payload: null, subject: "S", html: "<p>H</p>", text: "T" })).toEqual({
      subject: "S",
      html: "<p>H</p>",
      text: "T",
    });
  });

  it("a payload this code cannot read is refused, not rendered wrong", () => {
    expect(() =>
      renderStoredEmail({ kind: "guestInquiry", payload: JSON.stringify({ inquiry: { id: 1 } }), subject: null, html: null, text: null }),
    ).toThrow(/cannot be rendered/);
  });
});
