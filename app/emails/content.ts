import { translator } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

/**
 * What an e-mail says, as data: the React document (HTML part) and the plain-text part are both
 * rendered from one EmailContent, so the two parts can never say different things.
 * Everything here is plain text; nothing a guest typed is ever treated as markup.
 */
export type EmailBlock =
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: { label: string; value: string }[] }
  | { type: "quote"; label: string; text: string }
  | { type: "list"; title: string; items: string[] }
  | { type: "link"; label: string; href: string };

export interface EmailFooter {
  businessName: string;
  addressLines: string[];
  phone: string;
  email: string;
}

export interface EmailContent {
  subject: string;
  /** The line most mail apps show after the subject. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  footer: EmailFooter;
  /** The language it is written in, when not English (a guest's e-mail): the document's lang and the footer's words. */
  language?: Language;
}

const rule = (title: string) => `${title}\n${"-".repeat(Math.min(title.length, 60))}`;

/** The plain-text part. */
export function renderEmailText(content: EmailContent): string {
  const parts: string[] = [rule(content.heading)];
  for (const block of content.blocks) {
    switch (block.type) {
      case "paragraph":
        parts.push(block.text);
        break;
      case "details": {
        const width = Math.max(...block.rows.map((r) => r.label.length)) + 1;
        parts.push(block.rows.map((r) => `${`${r.label}:`.padEnd(width)} ${r.value}`).join("\n"));
        break;
      }
      case "quote":
        parts.push(
          `${block.label}:\n${block.text
            .split(/\r?\n/)
            .map((line) => `> ${line}`)
            .join("\n")}`,
        );
        break;
      case "list":
        parts.push(`${block.title}\n${block.items.map((item) => `- ${item}`).join("\n")}`);
        break;
      case "link":
        parts.push(`${block.label}: ${block.href}`);
        break;
    }
  }
  const f = content.footer;
  const t = translator(content.language ?? DEFAULT_LANGUAGE);
  parts.push(["--", f.businessName, ...f.addressLines, `${t("email.phone")}: ${f.phone}`, `${t("email.email")}: ${f.email}`].join("\n"));
  return parts.join("\n\n") + "\n";
}
