// How many guests a booking may name: plain numbers, without zod, so a page's inputs (the property search's
// min and max) can use them without bringing the schemas into its first visit. inquiry.ts re-exports them.
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 20;
export const GUESTS_DEFAULT = 2;
