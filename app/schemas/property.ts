import "~/lib/zod-config";
import { z } from "zod";
import { checkbox, commaList, imageAltList, imageUrl, listItem, optionalText, requiredText, wholeNumber } from "./common";

export const PROPERTY_DEFAULTS = {
  name: "",
  description: "",
  shortDescription: "",
  location: "Tigoni, Kenya",
  price: 0,
  bedrooms: 1,
  bathrooms: 1,
  sleeps: 1,
  amenities: [] as string[],
  images: [] as string[],
  imageAlts: [] as string[],
  featured: false,
  directions: "",
  descriptionSw: "",
  descriptionDe: "",
  shortDescriptionSw: "",
  shortDescriptionDe: "",
};

export const DESCRIPTION_MAX = 10_000;
export const SHORT_DESCRIPTION_MAX = 300;

export const DIRECTIONS_MAX = 2000;

const atLeastOne = (label: string) => wholeNumber({ label, required: `${label} is required`, min: 1, minMessage: `${label} must be at least 1` });

/** Admin property form and POST/PUT /api/v1/admin/properties. */
export const propertySchema = z.object({
  name: requiredText("Name is required", 120),
  slug: z
    .string({ error: "Slug must be text" })
    .trim()
    .max(120, "Slug must be at most 120 characters")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may only contain lowercase letters, numbers and single hyphens")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  description: requiredText("Description is required", DESCRIPTION_MAX),
  shortDescription: requiredText("Short description is required", SHORT_DESCRIPTION_MAX),
  /** Staff's Swahili and German texts, shown on those pages when given (else the English one). Blank is none. */
  descriptionSw: optionalText("Swahili description", DESCRIPTION_MAX),
  descriptionDe: optionalText("German description", DESCRIPTION_MAX),
  shortDescriptionSw: optionalText("Swahili short description", SHORT_DESCRIPTION_MAX),
  shortDescriptionDe: optionalText("German short description", SHORT_DESCRIPTION_MAX),
  location: requiredText("Location is required", 120),
  price: atLeastOne("Price"),
  bedrooms: atLeastOne("Bedrooms").max(100, "Bedrooms must be at most 100"),
  bathrooms: atLeastOne("Bathrooms").max(100, "Bathrooms must be at most 100"),
  sleeps: atLeastOne("Sleeps").max(500, "Sleeps must be at most 500"),
  amenities: commaList(listItem("amenity"), "Amenities"),
  images: commaList(imageUrl, "Images", 30).refine((list) => list.length > 0, { error: "At least one image is required" }),
  imageAlts: imageAltList,
  featured: checkbox(false, "Featured"),
  /** How to find the place: sent only in the guest's confirmation e-mail. Missing or blank is none. */
  directions: optionalText("Directions", DIRECTIONS_MAX),
});

type Optional = "directions" | "descriptionSw" | "descriptionDe" | "shortDescriptionSw" | "shortDescriptionDe";

/** What the models take: the parsed form or body (the optional texts may be left out by callers that have none). */
export type PropertyInput = Omit<z.infer<typeof propertySchema>, Optional> & Partial<Pick<z.infer<typeof propertySchema>, Optional>>;

/** The spec's slug rule: lowercase, non-word characters removed, words joined by hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "property";
}
