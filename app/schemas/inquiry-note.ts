import "~/lib/zod-config";
import { z } from "zod";

export const NOTE_MAX = 2000;
export const NOTE_MESSAGES = { tooLong: `Note must be at most ${NOTE_MAX} characters`, type: "Note must be text" } as const;

/**
 * The internal staff note on a booking inquiry: the inquiries page's note form and
 * PATCH /api/v1/admin/booking-inquiries/{id} `{ "note": "..." }`. Empty (or null) clears it.
 * Never shown to the guest and never put in an e-mail.
 */
export const inquiryNoteSchema = z.object({
  note: z.string({ error: NOTE_MESSAGES.type }).trim().max(NOTE_MAX, NOTE_MESSAGES.tooLong).nullish(),
});

/** The note to store: empty, blank or missing is no note. */
export const noteToStore = (note: string | null | undefined): string | null => note || null;
