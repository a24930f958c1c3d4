import { DEFAULT_CURRENCY } from "~/lib/money";
import type { BusinessSettings } from "./settings";

/** What a fresh site shows until staff change it (as the spec asks: a street address in a US city, phone, info e-mail). */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  businessName: "Tigoni Retreats",
  tagline: "Luxury cabins and lodges in the mountains, lakes, forests and rivers of the Kenyan highlands.",
  addressLine1: "1200 Pine Street, Suite 400",
  addressLine2: "Denver, CO 80202, USA",
  phone: "+1 (303) 555-0147",
  email: "info@tigoniretreats.com",
  hoursWeekdays: "9:00 AM - 5:00 PM",
  hoursSaturday: "10:00 AM - 2:00 PM",
  hoursSunday: "Closed",
  facebookUrl: "https://www.facebook.com/tigoniretreats",
  instagramUrl: "https://www.instagram.com/tigoniretreats",
  twitterUrl: "https://x.com/tigoniretreats",
  currency: DEFAULT_CURRENCY,
};
