import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formConstraint } from "~/lib/forms";
import { activitySchema } from "~/schemas/activity";
import { bookingInquirySchema } from "~/schemas/inquiry";
import { propertySchema } from "~/schemas/property";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const activity = { name: "Village Walk", description: "A walk through the tea villages.", duration: "2 hours" };

describe("HTML input limits come from the schemas", () => {
  it("gives the admin number fields the spec's minimum of 1 and required text fields 'required'", () => {
    const property = formConstraint(propertySchema);
    for (const field of ["price", "bedrooms", "bathrooms", "sleeps"]) expect(property[field]).toMatchObject({ required: true, min: 1 });
    expect(property.name).toMatchObject({ required: true, maxLength: 120 });
  });

  it("limits guests to 1-20 and names to at least 2 characters on the booking form", () => {
    const booking = formConstraint(bookingInquirySchema);
    expect(booking.guests).toMatchObject({ min: 1, max: 20 });
    expect(booking.name).toMatchObject({ required: true, minLength: 2 });
  });

  it("does not mark comma-separated lists as required or multiple", () => {
    const images = formConstraint(activitySchema).images;
    expect(images?.required).toBe(false);
    expect(images?.multiple).toBeUndefined();
  });
});

describe("the activity dialog's Free choice", () => {
  it("stores no price when Free is ticked, whatever the price box says", () => {
    const result = parseWithZod(form({ ...activity, price: "0", free: "on" }), { schema: activitySchema });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.price).toBeNull();
  });

  it("keeps the spec's message for a missing or zero price when Free is not ticked", () => {
    for (const price of ["", "0"]) {
      const result = parseWithZod(form({ ...activity, price }), { schema: activitySchema });
      expect(result.reply().error).toEqual({ price: ["Price is required"] });
    }
  });

  it("reports a missing price alongside the other missing fields", () => {
    const result = parseWithZod(form({ description: "x", duration: "1 hour", price: "" }), { schema: activitySchema });
    expect(result.reply().error).toMatchObject({ name: ["Name is required"], price: ["Price is required"] });
  });
});
