import { randomBytes } from "node:crypto";

/**
 * A booking inquiry's reference, e.g. "TR-7K3M9Q": what a guest quotes on the phone or in an e-mail.
 * 32 symbols without the pairs people confuse (0/O, 1/I) and six of them: about a billion references,
 * each symbol one of 32, so five random bits pick it with no bias. docs/decisions/1001-inquiry-reference.md.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "TR-";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = /^TR-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** A random reference; the caller makes sure no other inquiry has it (see insertInquiry). */
export function newInquiryReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte & 31];
  return REFERENCE_PREFIX + code;
}

/** The n-th reference in a fixed order (n below 32^6): unique by construction, for bulk test data only. */
export function sequentialInquiryReference(n: number): string {
  let code = "";
  for (let i = 0, rest = n; i < REFERENCE_LENGTH; i++, rest = Math.floor(rest / 32)) code = REFERENCE_ALPHABET[rest % 32] + code;
  return REFERENCE_PREFIX + code;
}

/**
 * The secret in the guest's own page address (/stay/{token}): 192 random bits as 32 base64url
 * characters. Whoever has it can see and cancel the request, so it only ever goes to the guest.
 */
export function newGuestToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The guest's own page, as a path (absolute links put publicUrl() in front). */
export function guestPagePath(token: string): string {
  return `/stay/${encodeURIComponent(token)}`;
}
