/**
 * What the booking form promises about the reply, said again by the confirmation panel once the inquiry is sent
 * (one sentence, so the two can never disagree). Apart from app/messages.ts: the panel is in the site's shell
 * (vite.config.ts), and a module there takes every export of the modules it imports into every public page.
 */
export const INQUIRY_REPLY_PROMISE = "No payment now: we reply within one business day to confirm availability.";
