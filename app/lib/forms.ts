/**
 * An unticked checkbox sends nothing, which a schema with a default cannot tell from "not sent".
 * Page actions call this for the boxes their form always shows, so unticked reads as false.
 */
export function withUnchecked(formData: FormData, names: string[]): FormData {
  for (const name of names) if (!formData.has(name)) formData.set(name, "off");
  return formData;
}

/**
 * The public forms' honeypot: a text field people never see or reach (off-screen, aria-hidden, not in
 * the tab order, no autofill). Bots that fill every field fill it; such a submission is answered like a
 * success and nothing is stored. The name is one browsers' autofill does not recognise.
 */
export const HONEYPOT_FIELD = "referralCode";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
