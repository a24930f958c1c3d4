import "~/lib/zod-config";
import { z } from "zod";
import { checkbox, commaList, imageAltList, imageUrl, listItem, requiredText, wholeNumber } from "./common";

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
};

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
  description: requiredText("Description is required", 10_000),
  shortDescription: requiredText("Short description is required", 300),
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
  directions: z
    .string({ error: "Directions must be text" })
    .trim()
    .max(DIRECTIONS_MAX, `Directions must be at most ${DIRECTIONS_MAX.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((v) => v || null),
});

/** What the models take: the parsed form or body (directions may be left out by callers that have none). */
export type PropertyInput = Omit<z.infer<typeof propertySchema>, "directions"> & { directions?: string | null };

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
