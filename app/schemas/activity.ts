import { z } from "zod";
import { checkbox, commaList, imageUrl, requiredText } from "./common";

export const ACTIVITY_DEFAULTS = {
  name: "",
  description: "",
  duration: "",
  price: 0,
  images: [] as string[],
  available: true,
};

/** Admin activity dialogs and POST/PUT /api/v1/admin/activities. */
export const activitySchema = z.object({
  name: requiredText("Name is required", 120),
  description: requiredText("Description is required", 5000),
  price: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "Price is required" : "Price must be a number") })
    .int("Price must be a whole number")
    .min(1, "Price is required")
    .max(1_000_000_000, "Price is too large"),
  duration: requiredText("Duration is required", 60),
  images: commaList(imageUrl, "Images", 30),
  available: checkbox(true, "Available"),
});

export type ActivityInput = z.infer<typeof activitySchema>;
