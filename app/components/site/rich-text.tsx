import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with marked-up words in it: `<b>Payments</b>: …` or `see our <terms>Terms of Service</terms>`.
 * Each `<name>…</name>` (not nested) is drawn by `tags[name]`; everything else is text, so a message can never inject
 * HTML. Messages keep their links and emphasis in one piece, and each language places them where its grammar wants.
 */
export function RichText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z0-9]+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = "", inner = ""] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const render = tags[name];
    parts.push(<Fragment key={index}>{render ? render(inner) : inner}</Fragment>);
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
