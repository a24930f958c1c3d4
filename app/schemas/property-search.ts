import "~/lib/zod-config";
import { z } from "zod";
import { todayInBusinessZone } from "~/lib/dates";
import { calendarDay, GUESTS_MAX, GUESTS_MIN, INQUIRY_MESSAGES } from "./inquiry";

export const PROPERTY_SORTS = ["recommended", "price-asc", "price-desc"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

import { SEARCH_MESSAGES } from "./form-messages";
export { SEARCH_MESSAGES };

/** An empty query field means "any": the form sends every field, filled or not. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A calendar day, or nothing when the field was left empty. */
const optionalDay = (message: string) => z.preprocess(blankToUndefined, calendarDay(message).optional());

const datesHaveIssues = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  payload.issues.some((issue) => issue.path?.[0] === "startDate" || issue.path?.[0] === "endDate");

/**
 * The /properties filter form (a GET form that works without JavaScript): dates (only
 * properties free for those nights), guests (sleeps at least that many), location, sort by price.
 * The booking form's date messages, so a visitor reads the same words everywhere.
 */
export const propertySearchSchema = z
  .object({
    startDate: optionalDay(INQUIRY_MESSAGES.startDate).refine((day) => !day || day >= todayInBusinessZone(), {
      error: INQUIRY_MESSAGES.startInPast,
    }),
    endDate: optionalDay(INQUIRY_MESSAGES.endDate),
    guests: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: SEARCH_MESSAGES.guests })
        .int(SEARCH_MESSAGES.guests)
        .min(GUESTS_MIN, SEARCH_MESSAGES.guests)
        .max(GUESTS_MAX, SEARCH_MESSAGES.guests)
        .optional(),
    ),
    location: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(PROPERTY_SORTS, { error: SEARCH_MESSAGES.sort }).optional()),
  })
  // Both date checks run even when another filter is bad (zod skips object checks after an issue by default).
  .refine((v) => Boolean(v.startDate) === Boolean(v.endDate), {
    message: SEARCH_MESSAGES.bothDates,
    path: ["endDate"],
    when: (payload) => !datesHaveIssues(payload),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate > v.startDate, {
    message: INQUIRY_MESSAGES.endAfterStart,
    path: ["endDate"],
    when: (payload) => !datesHaveIssues(payload),
  });

export type PropertySearch = z.infer<typeof propertySearchSchema>;
