/**
 * An unticked checkbox sends nothing, which a schema with a default cannot tell from "not sent".
 * Page actions call this for the boxes their form always shows, so unticked reads as false.
 */
export function withUnchecked(formData: FormData, names: string[]): FormData {
  for (const name of names) if (!formData.has(name)) formData.set(name, "off");
  return formData;
}
