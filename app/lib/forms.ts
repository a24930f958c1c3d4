import "~/lib/zod-config";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * An unticked checkbox sends nothing, which a schema with a default cannot tell from "not sent".
 * Page actions call this for the boxes their form always shows, so unticked reads as false.
 */
export function withUnchecked(formData: FormData, names: string[]): FormData {
  for (const name of names) if (!formData.has(name)) formData.set(name, "off");
  return formData;
}

/**
 * The HTML input limits (required, minLength, maxLength, min, max) of a form, derived from its zod
 * schema, never written by hand. A schema wrapped in a preprocess or a transform is read from its
 * object side.
 * Lists are typed as comma-separated text in one input: no `multiple`, and an empty list is allowed
 * unless the schema itself says otherwise.
 */
export function formConstraint(schema: $ZodType) {
  const def = schema._zod.def as { type: string; in?: $ZodType; out?: $ZodType };
  const side = def.type === "pipe" && def.in && def.out ? (def.out._zod.def.type === "transform" ? def.in : def.out) : schema;
  const constraint = getZodConstraint(side);
  for (const field of Object.values(constraint)) {
    if (field?.multiple) {
      delete field.multiple;
      field.required = false;
    }
  }
  return constraint;
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

/**
 * Marks fields as not required in a form's constraint: fields a schema makes optional through a
 * preprocess ("empty means none" or "empty means the default") read as required to Conform.
 */
export function withOptional<C extends Record<string, { required?: boolean } | undefined>>(constraint: C, names: string[]): C {
  for (const name of names) {
    const field = constraint[name];
    if (field) field.required = false;
  }
  return constraint;
}
