import { renderToStaticMarkup } from "react-dom/server";
import { renderEmailText, type EmailContent } from "./content";
import { EmailDocument } from "./email-document";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Both parts of an e-mail from the same content: HTML through React (which escapes all text), and plain text. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    subject: content.subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument content={content} />)}`,
    text: renderEmailText(content),
  };
}
