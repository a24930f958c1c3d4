import "~/lib/zod-config";
import { z } from "zod";
import { checkbox, commaList, imageAltList, imageUrl, optionalText, requiredText } from "./common";

/**
 * The spec's Add dialog starts empty with price 0. 0 is not a price the schema accepts, on
 * purpose: staff type a price or tick 'Free' (docs/decisions/0206-free-activities.md).
 */
export const ACTIVITY_DEFAULTS = {
  name: "",
  description: "",
  descriptionSw: "",
  descriptionDe: "",
  duration: "",
  price: 0,
  images: [] as string[],
  imageAlts: [] as string[],
  available: true,
};

export const ACTIVITY_DESCRIPTION_MAX = 5000;

/**
 * Admin activity dialogs and POST/PUT /api/v1/admin/activities.
 *
 * A price is optional in storage and shown as 'Free' when missing, as the spec says. Staff choose that
 * explicitly: the dialog's 'Free' checkbox (`free`, which makes the server ignore the price box),
 * or `"price": null` in the API. Otherwise the spec's rules hold: a missing price, or one below 1,
 * is 'Price is required'.
 */
export const activitySchema = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || !("free" in input)) return input;
    const { free, ...rest } = input as Record<string, unknown>;
    return free === true || free === "on" || free === "true" ? { ...rest, price: null } : rest;
  },
  z.object({
    name: requiredText("Name is required", 120),
    description: requiredText("Description is required", ACTIVITY_DESCRIPTION_MAX),
    /** Staff's Swahili and German descriptions, shown on those pages when given (else the English one). Blank is none. */
    descriptionSw: optionalText("Swahili description", ACTIVITY_DESCRIPTION_MAX),
    descriptionDe: optionalText("German description", ACTIVITY_DESCRIPTION_MAX),
    price: z
      .number({ error: (issue) => (issue.input === undefined ? "Price is required" : "Price must be a number") })
      .int("Price must be a whole number")
      .min(1, "Price is required")
      .max(1_000_000_000, "Price is too large")
      .nullable(),
    duration: requiredText("Duration is required", 60),
    images: commaList(imageUrl, "Images", 30),
    imageAlts: imageAltList,
    available: checkbox(true, "Available"),
  }),
);

type Optional = "descriptionSw" | "descriptionDe";

/** What the models take: the parsed form or body (the Swahili and German descriptions may be left out). */
export type ActivityInput = Omit<z.infer<typeof activitySchema>, Optional> & Partial<Pick<z.infer<typeof activitySchema>, Optional>>;
