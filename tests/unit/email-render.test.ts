import { describe, expect, it } from "vitest";
import { renderEmail } from "~/components/email/render.server";
import {
  guestDecisionEmail,
  guestInquiryEmail,
  senderMessageEmail,
  staffInquiryEmail,
  staffMessageEmail,
  type EmailBusiness,
  type InquiryEmailData,
  type MessageEmailData,
} from "~/components/email/templates";

// Every e-mail's three parts, word for word and byte for byte, for fixed inputs: the stored snapshot was
// written by the renderer as it was before e-mails moved to the sender, so any change to what a guest or
// the business receives shows up here.

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

const message: MessageEmailData = {
  id: 7,
  name: "Brian",
  email: "brian@example.com",
  subject: "Groups & weddings",
  message: "Do you host weddings?\n\nAbout 80 guests.",
  createdAt: "2026-11-23T18:45:00.000Z",
};

const noCurrency: EmailBusiness = { ...business, addressLine2: "", currency: undefined };

describe("e-mails as the guest and the business receive them", () => {
  it.each([
    ["staff inquiry", () => staffInquiryEmail(inquiry, business, "https://stay.example.com/admin/booking-inquiries#inquiry-42")],
    ["staff inquiry, no extras", () => staffInquiryEmail(bare, noCurrency, "https://stay.example.com/admin/booking-inquiries#inquiry-42")],
    ["guest inquiry", () => guestInquiryEmail(inquiry, business)],
    ["guest inquiry, no extras", () => guestInquiryEmail(bare, noCurrency)],
    ["guest confirmed", () => guestDecisionEmail(inquiry, "confirmed", business)],
    ["guest cancelled", () => guestDecisionEmail(bare, "cancelled", noCurrency)],
    ["staff message", () => staffMessageEmail(message, business, "https://stay.example.com/admin/contact-messages#message-7")],
    ["sender message", () => senderMessageEmail(message, noCurrency)],
  ])("%s", (_name, content) => {
    expect(renderEmail(content())).toMatchSnapshot();
  });
});
