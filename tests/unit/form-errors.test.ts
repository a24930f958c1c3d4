import { describe, expect, it } from "vitest";
import { formErrorText, knownFormErrors } from "~/i18n/form-errors";
import { translator } from "~/i18n/i18n";
import { INQUIRY_MESSAGES, maxLengthMessage } from "~/schemas/form-messages";
import { PUBLIC_BOOKING_MESSAGES } from "~/messages";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { contactSchema } from "~/schemas/contact";
import { propertySearchSchema } from "~/schemas/property-search";

const en = translator("en");
const sw = translator("sw");
const de = translator("de");

describe("the public forms' refusals in the page's language", () => {
  it("words every known refusal in English exactly as the schemas and services do (the spec's texts stay at the English URLs)", () => {
    for (const { english, id, values } of knownFormErrors()) {
      if (typeof english === "string") expect(en(id, values), id).toBe(english);
      else for (const n of [1, 3, 12]) expect(en(id, { count: n }), id).toBe(english(n));
    }
  });

  it("puts each refusal in Swahili and German, numbers and all", () => {
    expect(formErrorText(INQUIRY_MESSAGES.endAfterStart, sw)).toBe("Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia");
    expect(formErrorText(INQUIRY_MESSAGES.endAfterStart, de)).toBe("Das Abreisedatum muss nach dem Anreisedatum liegen");
    expect(formErrorText(PUBLIC_BOOKING_MESSAGES.tooManyGuests(4), de)).toBe("Diese Unterkunft bietet Platz für bis zu 4 Gäste.");
    expect(formErrorText(PUBLIC_BOOKING_MESSAGES.tooManyGuests(1), sw)).toBe("Nyumba hii inalaza hadi mgeni 1.");
    expect(formErrorText(PUBLIC_BOOKING_MESSAGES.minimumStay(3), de)).toBe(
      "Diese Unterkunft hat für diese Daten einen Mindestaufenthalt von 3 Nächten.",
    );
    expect(formErrorText(maxLengthMessage(100), sw)).toBe("Isizidi herufi 100");
  });

  it("knows every message the booking, contact and search forms can refuse with", () => {
    const refusals = [
      ...bookingInquirySchema.safeParse({ guests: 30, phone: "abc", startDate: "2001-01-01", endDate: "x" }).error!.issues,
      ...bookingInquirySchema.safeParse({ guests: 1.5, name: "x".repeat(101), message: "y".repeat(2001) }).error!.issues,
      ...bookingInquirySchema.safeParse({ guests: 0, startDate: "2999-01-02", endDate: "2999-01-01" }).error!.issues,
      ...contactSchema.safeParse({ subject: "x".repeat(201) }).error!.issues,
      ...contactSchema.safeParse({ name: "a", email: "b", subject: "c", message: "d" }).error!.issues,
      ...propertySearchSchema.safeParse({ startDate: "2999-01-02", guests: "99", sort: "cheapest" }).error!.issues,
    ].map((issue) => issue.message);
    expect(refusals.length).toBeGreaterThan(15);
    for (const message of refusals) {
      for (const t of [sw, de]) expect(formErrorText(message, t), message).not.toBe(message);
    }
  });

  it("shows a message it does not know as it came", () => {
    expect(formErrorText("Something only the server says", de)).toBe("Something only the server says");
  });
});
