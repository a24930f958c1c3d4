import { describe, expect, it } from "vitest";
import { checkTemplate, renderTemplate } from "~/lib/template-language";
import { DEFAULT_GUEST_MESSAGES, GUEST_MESSAGE_KINDS, TEMPLATE_VARIABLE_NAMES } from "~/schemas/guest-messages";

// The guest messages' template language (Mustache's logic-less subset): what staff can write, what is refused.

describe("the template language", () => {
  it("fills in variables as plain text and shows a section only when its value is set", () => {
    const template =
      "Dear {{guestFirstName}},{{#balanceDue}} {{balanceDue}} is due.{{/balanceDue}}{{^balanceDue}} Nothing is due.{{/balanceDue}}{{! staff note }}";
    expect(renderTemplate(template, { guestFirstName: "Amina", balanceDue: "KES 12,000" })).toBe("Dear Amina, KES 12,000 is due.");
    expect(renderTemplate(template, { guestFirstName: "Amina", balanceDue: "" })).toBe("Dear Amina, Nothing is due.");
    // Output is text: markup a guest or staff typed stays characters (the HTML part escapes it).
    expect(renderTemplate("{{guestFirstName}}", { guestFirstName: "<b>x</b>" })).toBe("<b>x</b>");
  });

  it("refuses unknown variables by name and syntax errors with what is wrong", () => {
    expect(checkTemplate("Hi {{guestFirstName}} {{guestLastName}} {{#secret}}x{{/secret}}", TEMPLATE_VARIABLE_NAMES)).toEqual({
      kind: "unknown",
      names: ["guestLastName", "secret"],
    });
    expect(checkTemplate("{{#balanceDue}}owed", TEMPLATE_VARIABLE_NAMES)).toEqual({
      kind: "syntax",
      message: expect.stringContaining('Unclosed section "balanceDue"'),
    });
    expect(checkTemplate("{{> header}}", ["header"])).toMatchObject({ kind: "syntax", message: expect.stringContaining("Partials") });
    expect(checkTemplate("{{/balanceDue}}", TEMPLATE_VARIABLE_NAMES)).toMatchObject({ kind: "syntax" });
    expect(checkTemplate("Hi {{guestFirstName", TEMPLATE_VARIABLE_NAMES)).toMatchObject({ kind: "syntax" });
    expect(checkTemplate("{{#a}}{{/b}}", ["a", "b"])).toMatchObject({ kind: "syntax" });
  });

  it("accepts every default message", () => {
    for (const kind of GUEST_MESSAGE_KINDS) {
      expect(checkTemplate(DEFAULT_GUEST_MESSAGES[kind].subject, TEMPLATE_VARIABLE_NAMES)).toBeNull();
      expect(checkTemplate(DEFAULT_GUEST_MESSAGES[kind].body, TEMPLATE_VARIABLE_NAMES)).toBeNull();
    }
  });
});
