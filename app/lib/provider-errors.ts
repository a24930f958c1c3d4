/**
 * A payment provider did not answer, or answered with an error: nothing was charged or refunded, unless
 * `answerLost` says the request may have reached it (a timeout or a reset after it was sent), in which case
 * what happened is unknown until the provider is asked (docs/decisions/1128-payment-providers.md).
 */
export class ProviderUnavailable extends Error {
  readonly answerLost: boolean;
  constructor(message: string, options: { cause?: unknown; answerLost?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = "ProviderUnavailable";
    this.answerLost = options.answerLost ?? false;
  }
}

/** The signature did not match (or was missing): the request did not come from the provider. */
export class BadSignature extends Error {}

/**
 * Whether a failed request may have reached the server: it was sent and then the answer timed out or the
 * connection was cut. A refused connection or a failed name lookup never reached it.
 */
export function mayHaveArrived(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { name, code } = current as { name?: string; code?: string };
    if (name === "TimeoutError" || name === "AbortError") return true;
    if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "ETIMEDOUT" || code === "UND_ERR_HEADERS_TIMEOUT" || code === "EPIPE")
      return true;
    if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN") return false;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
