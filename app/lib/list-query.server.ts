import type { ZodType, z } from "zod";
import { fieldErrors } from "./api.server";

/**
 * A list filter from an admin page's GET form, parsed leniently: a value the schema refuses is
 * dropped (the list shows as if it were not set) and its message comes back for the field, so a
 * mistyped or old bookmark never breaks the page. The CSV export and the JSON twin use the same
 * schema strictly (400).
 */
export function lenientQuery<S extends ZodType>(
  schema: S,
  values: Record<string, string | undefined>,
): { query: z.output<S>; errors: Record<string, string[]> } {
  const first = schema.safeParse(values);
  if (first.success) return { query: first.data, errors: {} };
  const errors = fieldErrors(first.error);
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !errors[key]));
  const second = schema.safeParse(kept);
  return { query: second.success ? second.data : schema.parse({}), errors };
}
