import { API_MESSAGES } from "~/messages";
import { isDatabaseUnavailable } from "./database-errors";
import { ConflictError, DomainError, NotFoundError, ValidationError } from "./domain-errors";

/**
 * A refusal at the HTTP edge (no session, a body too large, an unsupported upload, a bad query value):
 * thrown by routes and the request helpers, never by models or use cases (they throw domain errors).
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Facts a domain error carried (answered beside the message in JSON). */
    public readonly facts?: Record<string, unknown>,
    /** Headers the answer carries (a 429's Retry-After), JSON and page alike. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** A 429 that says when to come back: Retry-After in whole seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

const STATUS_OF_DOMAIN_ERROR: [new (...args: never[]) => DomainError, number][] = [
  [NotFoundError, 404],
  [ConflictError, 409],
  [ValidationError, 400],
];

/**
 * The one mapping of failures to HTTP: an HttpError as it is, a domain error as its status (404 not
 * found, 409 conflict, 400 refused input) with its message and field errors, a database that cannot be
 * reached (stopped, restarting) as 503; anything else (a bug) is undefined: the caller logs it and
 * answers with its generic text.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return new HttpError(503, API_MESSAGES.unavailable);
  if (!(error instanceof DomainError)) return undefined;
  const status = STATUS_OF_DOMAIN_ERROR.find(([type]) => error instanceof type)?.[1] ?? 400;
  return new HttpError(status, error.message, error.errors, error.facts);
}
