import "~/lib/zod-config";
import { z } from "zod";
import { maxLengthMessage } from "./form-messages";

/** Required text, trimmed; the same message for missing, wrong type and empty. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, maxLengthMessage(max));
}

/** Text of at least `min` characters, trimmed, with one message for missing and too short. */
export function minText(min: number, message: string, max: number) {
  return z.string({ error: message }).trim().min(min, message).max(max, maxLengthMessage(max));
}

/**
 * Optional text, trimmed: missing, null or blank is null ("Directions must be at most 2,000 characters" beyond `max`).
 * An API PUT that leaves it out clears it, as a PUT replaces the record.
 */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((v) => v || null);
}

export function emailField(message = "Please enter a valid email address") {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));
}

/**
 * A number as people write it in a field or a JSON string: digits with an optional decimal point ("120",
 * "120.50"), spaces around allowed. "" is none (undefined); anything else ("0x10", "1e2", "-5", "12abc",
 * "Infinity") is NaN, which the number schema after it refuses with its own message. Values that are not
 * text pass through unchanged (a JSON number is already a number).
 */
export function numberAsTyped(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A whole number with one message when missing and a minimum. Forms send strings; Conform
 * turns them into numbers before this runs, and the JSON API must send real numbers.
 */
export function wholeNumber(opts: { required: string; min: number; minMessage: string; max?: number; maxMessage?: string; label: string }) {
  let schema = z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? opts.required : `${opts.label} must be a number`) })
    .int(`${opts.label} must be a whole number`)
    .min(opts.min, opts.minMessage);
  schema = schema.max(opts.max ?? 1_000_000_000, opts.maxMessage ?? `${opts.label} is too large`);
  return schema;
}

/**
 * A checkbox or switch: accepts JSON booleans and the form values "on"/"off"/"true"/"false".
 * Page actions send "off" for an unticked box (see `withUnchecked` in lib/forms).
 */
export function checkbox(defaultValue: boolean, label: string) {
  return z.preprocess(
    (v) => (v === "on" || v === "true" ? true : v === "off" || v === "false" ? false : v),
    z.boolean({ error: `${label} must be true or false` }).default(defaultValue),
  );
}

/**
 * A list of text entered as comma-separated text in a form (or sent as a JSON array by the API):
 * split on commas, trimmed, empty entries dropped.
 */
export function commaList(itemSchema: z.ZodType<string>, label: string, maxItems = 50) {
  return z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v === undefined || v === null
          ? []
          : v,
    z.array(itemSchema, { error: `${label} must be a list of text` }).max(maxItems, `At most ${maxItems} ${label.toLowerCase()} are allowed`),
  );
}

/** RFC 3986 path characters (pchar); a site path must start with one after its single leading "/". */
const PATH_CHAR = "A-Za-z0-9\\-._~!$&'()*+,;=:@%";
const SITE_PATH = new RegExp(`^/[${PATH_CHAR}][${PATH_CHAR}/?#]*$`);

/**
 * A link to an image: an https: URL or a site path (/images/x.svg). Anything a browser could read
 * as another host is refused: "//host", "/\\host", tabs or spaces, "http:", "javascript:", etc.
 */
export function isSafeImageUrl(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const imageUrl = z
  .string({ error: "Each image must be a URL" })
  .trim()
  .max(2000, "Each image URL must be at most 2000 characters")
  .refine(isSafeImageUrl, {
    error: "Each image must be a secure web address (https://...) or a site path starting with /",
  });

export const listItem = (label: string) =>
  z
    .string({ error: `Each ${label} must be text` })
    .trim()
    .min(1)
    .max(100, `Each ${label} must be at most 100 characters`);

/**
 * The alt text of each image, in the order of `images`. Never split on commas (an alt text
 * may contain one): a form sends one `imageAlts` field per image, the API a JSON array.
 */
export const imageAltList = z
  .preprocess(
    (v) => (typeof v === "string" ? [v] : v === undefined || v === null ? [] : v),
    z
      .array(
        // A form's empty alt text arrives as undefined (Conform turns "" into undefined): it means none.
        z
          .string({ error: "Each alt text must be text" })
          .trim()
          .max(300, "Each alt text must be at most 300 characters")
          .optional()
          .transform((v) => v ?? ""),
        { error: "Alt texts must be a list of text" },
      )
      .max(30, "At most 30 alt texts are allowed"),
  )
  .optional();
