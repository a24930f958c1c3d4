import { cancellationFaqAnswer, cancellationPerk, checkInOutFaqAnswer } from "~/policies";
import type { FaqItem, LongStayWording, Testimonial } from "./home-sections";

// The home page's longer texts, sent as loader data rather than built into its JavaScript: the page
// reads the same, and a first visit downloads less code (the budget is 100 KB on a phone).

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Waking up to mist over the tea fields and ending the day in the hot tub under the stars. Alpine Retreat was everything the photos promised and more.",
    name: "Wanjiru & David",
    from: "Nairobi, Kenya",
    rating: 5,
  },
  {
    quote:
      "We booked Lakeside Lodge for a family reunion. The private chef, the canoes, the sunsets from the deck: the kids are still talking about it.",
    name: "The Thompson Family",
    from: "London, United Kingdom",
    rating: 5,
  },
  {
    quote:
      "Forest Haven is the quietest place I have ever stayed. The team arranged a guided nature walk and a cooking class without us lifting a finger.",
    name: "Amara O.",
    from: "Lagos, Nigeria",
    rating: 5,
  },
];

/** The FAQ; its answers about times and cancelling are worded from app/policies. */
const faqItems = (): FaqItem[] => [
  {
    q: "What are the check-in and check-out times?",
    a: `${checkInOutFaqAnswer()} Need a different time? Mention it in your special requests and we will do our best to arrange it.`,
  },
  {
    q: "What is your cancellation policy?",
    a: cancellationFaqAnswer(),
  },
  {
    q: "Are pets allowed?",
    a: "Pets are welcome with prior approval: tell us about your companion in your inquiry. Please note that smoking, parties and events are not permitted at any of our properties.",
  },
];

/** The long-stay question, worded from Settings (none when the business offers no stay discount). */
function longStayFaq(longStay: LongStayWording | undefined): FaqItem[] {
  const { longStayMinNights: nights, longStayDiscountPercent: percent } = longStay ?? { longStayMinNights: 7, longStayDiscountPercent: 10 };
  if (percent <= 0) return [];
  return [
    {
      q: "Do you offer discounts for longer stays?",
      a: `Yes. Stays of ${nights} nights or more enjoy our long-stay discount, shown in the price as you choose your dates. It is the best way to settle into highland life.`,
    },
  ];
}

/**
 * What the home page's guest stories and FAQ say, the long-stay answer worded from Settings, and the booking
 * section's cancellation perk worded from app/policies.
 */
export function homeContent(longStay: LongStayWording | undefined): { testimonials: Testimonial[]; faq: FaqItem[]; cancellationPerk: string } {
  return { testimonials: TESTIMONIALS, faq: [...faqItems(), ...longStayFaq(longStay)], cancellationPerk: cancellationPerk() };
}
