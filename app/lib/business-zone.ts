// The business's time zone as staff and guests read it beside a time: plain words, apart from dates.ts so a page
// that only names the zone (the guest page) does not bring date-fns into its first visit. dates.ts re-exports them.
export const BUSINESS_ZONE_ABBREVIATION = "EAT";
export const BUSINESS_ZONE_NAME = "East Africa Time";
