import type { EmailBusiness, InquiryEmailData } from "~/schemas/email-payload";
import type { EmailBlock, EmailContent } from "./content";
import { footer } from "./templates";
import { wordsFor, type Words } from "~/i18n/words";

/**
 * A scheduled guest message (Settings → Guest messages): staff's subject and body, filled in when it was
 * queued, as plain text. Paragraphs are split on blank lines; each address in it gets a link of its own under
 * its paragraph (the HTML part escapes all text, so nothing in a template is markup).
 */
const URL_RE = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

function linkLabel(href: string, { t }: Words): string {
  if (/\/stay\//.test(href)) return t("email.yourBookingPage");
  if (/\/review\//.test(href)) return t("review.eyebrow");
  return href;
}

export function guestMessageEmail(
  inquiry: InquiryEmailData,
  message: { subject: string; body: string },
  business: EmailBusiness,
  guestPageUrl?: string,
): EmailContent {
  // Staff's text is as they wrote it; the links' words and the frame follow the guest's language.
  const w = wordsFor(inquiry.language);
  const blocks: EmailBlock[] = [];
  for (const paragraph of message.body.split(/\r?\n\s*\r?\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    blocks.push({ type: "paragraph", text });
    for (const href of text.match(URL_RE) ?? []) blocks.push({ type: "link", label: linkLabel(href, w), href });
  }
  // Every guest e-mail about a booking links to the guest's page, whatever staff's template says.
  if (guestPageUrl && !blocks.some((b) => b.type === "link" && b.href === guestPageUrl))
    blocks.push({ type: "link", label: w.t("email.yourBookingPage"), href: guestPageUrl });
  return {
    subject: message.subject,
    preheader:
      (blocks.find((b) => b.type === "paragraph" && b !== blocks[0]) as { text?: string } | undefined)?.text?.slice(0, 120) ?? message.subject,
    heading: message.subject,
    blocks,
    footer: footer(business),
    ...(w.language !== "en" ? { language: w.language } : {}),
  };
}
