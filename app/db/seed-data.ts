import type { ActivityInput } from "~/schemas/activity";
import type { PropertyInput } from "~/schemas/property";

const images = (slug: string) => [1, 2, 3, 4].map((n) => `/images/${slug}-${n}.svg`);

/** The properties a fresh site starts with: one per setting in the footer, plus two more. */
export const seedProperties: PropertyInput[] = [
  {
    name: "Alpine Retreat",
    slug: "alpine-retreat",
    shortDescription: "A timber A-frame on the ridge above Tigoni, with a wood-fired hot tub and sweeping mountain views.",
    description:
      "Perched on a quiet ridge above the tea country, Alpine Retreat is a cedar-and-stone A-frame made for slow mornings and starlit evenings. Floor-to-ceiling windows frame the highlands, the stone fireplace keeps the great room warm on misty nights, and a wood-fired hot tub waits on the deck.\n\nThe open kitchen is fully equipped for long family dinners, the two bedrooms open onto the view, and marked hiking trails start at the garden gate. Stay seven nights or more and enjoy our long-stay discount.",
    location: "Tigoni, Kenya",
    price: 350,
    bedrooms: 2,
    bathrooms: 2,
    sleeps: 4,
    amenities: ["Hot Tub", "Fireplace", "Mountain Views", "Wifi", "Full Kitchen", "Hiking Trails", "Deck"],
    images: images("alpine-retreat"),
    featured: true,
  },
  {
    name: "Lakeside Lodge",
    slug: "lakeside-lodge",
    shortDescription: "A spacious family lodge on the water's edge with a private boat dock and sunset deck.",
    description:
      "Lakeside Lodge sits a few steps from the water, with a private boat dock, canoes for guests and a wide deck that catches every sunset. Inside, vaulted ceilings, a double-sided fireplace and a chef's kitchen make room for the whole family.\n\nFour bedrooms, three bathrooms and a sauna by the shore make it our favourite for reunions and celebrations. Ask about a private chef for your stay, and remember that stays of seven nights or more earn our long-stay discount.",
    location: "Limuru, Kenya",
    price: 520,
    bedrooms: 4,
    bathrooms: 3,
    sleeps: 8,
    amenities: ["Lake Access", "Boat Dock", "Waterfront", "Fireplace", "Sauna", "Wifi", "Full Kitchen", "Deck"],
    images: images("lakeside-lodge"),
    featured: true,
  },
  {
    name: "Forest Haven",
    slug: "forest-haven",
    shortDescription: "A secluded cabin under tall cedars, with a fire pit, forest trails and total quiet.",
    description:
      "Hidden among tall cedars and indigenous forest, Forest Haven is a hideaway for two to four guests who want nothing but birdsong. The cabin pairs warm timber with crisp linen, a reading nook by the fireplace and a fire pit under the canopy.\n\nWalking and biking trails wind from the door into the forest, and the tea estates are a short drive away. It is the perfect base for a week of rest: stays of seven nights or more enjoy our long-stay discount.",
    location: "Tigoni, Kenya",
    price: 280,
    bedrooms: 2,
    bathrooms: 1,
    sleeps: 4,
    amenities: ["Fire Pit", "Fireplace", "Hiking Trails", "Biking Trails", "Wifi", "Full Kitchen"],
    images: images("forest-haven"),
    featured: true,
  },
  {
    name: "Riverside Cottage",
    slug: "riverside-cottage",
    shortDescription: "A stone cottage beside a running river, with a waterside deck and a cosy fireplace.",
    description:
      "Fall asleep to the sound of the river at this stone cottage on a bend of clear highland water. The waterside deck is made for long breakfasts, the fireplace for evenings in, and the footbridge leads straight onto the riverside trail.\n\nThe cottage sleeps four in two bedrooms, with a full kitchen and fast Wifi for those who must stay connected. Stays of seven nights or more enjoy our long-stay discount.",
    location: "Tigoni, Kenya",
    price: 240,
    bedrooms: 2,
    bathrooms: 1,
    sleeps: 4,
    amenities: ["Waterfront", "Deck", "Fireplace", "Wifi", "Full Kitchen", "Hiking Trails"],
    images: images("riverside-cottage"),
    featured: false,
  },
  {
    name: "Tea Estate Villa",
    slug: "tea-estate-villa",
    shortDescription: "An elegant villa among rolling tea rows, with a heated pool terrace and estate walks.",
    description:
      "Surrounded by the emerald rows of a working tea estate, this colonial-style villa combines high ceilings, antique furniture and modern comforts. Mornings begin with estate tea on the terrace; afternoons with a walk through the plantation.\n\nFive bedrooms and a hot tub on the terrace make it ideal for larger groups. A private chef can be arranged, and stays of seven nights or more enjoy our long-stay discount.",
    location: "Tigoni, Kenya",
    price: 680,
    bedrooms: 5,
    bathrooms: 4,
    sleeps: 10,
    amenities: ["Hot Tub", "Fireplace", "Wifi", "Full Kitchen", "Hiking Trails", "Deck", "Private Chef"],
    images: images("tea-estate-villa"),
    featured: false,
  },
  {
    name: "Hilltop Lodge",
    slug: "hilltop-lodge",
    shortDescription: "A lodge on the highest hill of the estate, with a sauna cabin and a panoramic deck.",
    description:
      "Hilltop Lodge crowns the estate with views across the Rift Valley escarpment on clear days. The sauna cabin and the panoramic deck are the stars, with a fireplace lounge for cool highland evenings.\n\nThree bedrooms sleep six, and trails for walking and biking lead down through the forest. Stays of seven nights or more enjoy our long-stay discount.",
    location: "Tigoni, Kenya",
    price: 410,
    bedrooms: 3,
    bathrooms: 2,
    sleeps: 6,
    amenities: ["Sauna", "Mountain Views", "Deck", "Fireplace", "Wifi", "Full Kitchen", "Biking Trails"],
    images: images("hilltop-lodge"),
    featured: false,
  },
];

type SeedActivity = Omit<ActivityInput, "price"> & { price: number | null };

/**
 * Tours and experiences; one is free (no price) and one is currently unavailable. Priced per person in the
 * default currency (US dollars), in proportion to the nightly rates ($240 to $680).
 */
export const seedActivities: SeedActivity[] = [
  {
    name: "Tea Estate Tour",
    description: "Walk the plantation rows with a tea master, watch the leaf being processed and finish with a tasting of estate teas.",
    price: 35,
    duration: "3 hours",
    images: ["/images/activity-tea-tour.svg"],
    available: true,
  },
  {
    name: "Guided Nature Walk",
    description: "A gentle morning walk through indigenous forest with a local guide who knows every bird call and medicinal plant.",
    price: null,
    duration: "2 hours",
    images: ["/images/activity-nature-walk.svg"],
    available: true,
  },
  {
    name: "Mountain Bike Ride",
    description: "Ride estate roads and forest single-track on quality mountain bikes, with a guide, helmets and a picnic stop.",
    price: 45,
    duration: "4 hours",
    images: ["/images/activity-bike-ride.svg"],
    available: true,
  },
  {
    name: "Bird Watching",
    description: "Dawn bird watching by the dam with binoculars and a field guide; over 200 species have been seen nearby.",
    price: 25,
    duration: "2 hours",
    images: ["/images/activity-bird-watching.svg"],
    available: false,
  },
  {
    name: "Canoeing on the Lake",
    description: "Paddle the calm lake at sunset in stable two-person canoes, with life jackets and a guide on the water.",
    price: 30,
    duration: "90 minutes",
    images: ["/images/activity-canoe.svg"],
    available: true,
  },
  {
    name: "Kenyan Cooking Class",
    description: "Cook pilau, sukuma wiki and chapati with our chef using produce from the garden, then sit down to the feast.",
    price: 50,
    duration: "3 hours",
    images: ["/images/activity-cooking-class.svg"],
    available: true,
  },
];
