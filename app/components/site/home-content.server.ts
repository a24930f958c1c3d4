import { cancellationFaqAnswer, cancellationPerk, checkInOutFaqAnswer, STAY_POLICY } from "~/policies";
import { translator, type Translate } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";
import type { FaqItem, LongStayWording, Testimonial } from "./home-sections";

// The home page's longer texts, sent as loader data rather than built into its JavaScript: the page
// reads the same, and a first visit downloads less code (the budget is 100 KB on a phone). In the page's language.

const testimonials = (t: Translate): Testimonial[] => [
  { quote: t("story.alpineQuote"), name: "Wanjiru & David", from: t("story.alpineFrom"), rating: 5 },
  { quote: t("story.lakesideQuote"), name: "The Thompson Family", from: t("story.lakesideFrom"), rating: 5 },
  { quote: t("story.forestQuote"), name: "Amara O.", from: t("story.forestFrom"), rating: 5 },
];

/** The FAQ; its answers about times and cancelling are worded from app/policies. */
const faqItems = (t: Translate, language: Language): FaqItem[] => [
  {
    q: t("faq.checkInQuestion"),
    a: `${checkInOutFaqAnswer(STAY_POLICY, t, LOCALES[language])} ${t("faq.checkInSuffix")}`,
  },
  {
    q: t("faq.cancellationQuestion"),
    a: cancellationFaqAnswer(STAY_POLICY, t),
  },
  {
    q: t("faq.petsQuestion"),
    a: t("faq.petsAnswer"),
  },
];

/** The long-stay question, worded from Settings (none when the business offers no stay discount). */
function longStayFaq(t: Translate, longStay: LongStayWording | undefined): FaqItem[] {
  const { longStayMinNights: nights, longStayDiscountPercent: percent } = longStay ?? { longStayMinNights: 7, longStayDiscountPercent: 10 };
  if (percent <= 0) return [];
  return [{ q: t("faq.longStayQuestion"), a: t("faq.longStayAnswer", { nights }) }];
}

/**
 * What the home page's guest stories and FAQ say, the long-stay answer worded from Settings, and the booking
 * section's cancellation perk worded from app/policies, in `language`.
 */
export function homeContent(
  longStay: LongStayWording | undefined,
  language: Language = DEFAULT_LANGUAGE,
): { testimonials: Testimonial[]; faq: FaqItem[]; cancellationPerk: string } {
  const t = translator(language);
  return {
    testimonials: testimonials(t),
    faq: [...faqItems(t, language), ...longStayFaq(t, longStay)],
    cancellationPerk: cancellationPerk(STAY_POLICY, t),
  };
}
