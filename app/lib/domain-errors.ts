/**
 * What went wrong, in the business's terms: models and services throw these, never an HTTP status.
 * One place turns them into answers (`httpErrorOf` in errors.server.ts, used by the API wrapper and the
 * page-form helpers), so a new client (a job, a CLI, another transport) gets the same meaning without HTTP.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    /** Messages per form field, for the field the refusal is about. */
    public readonly errors?: Record<string, string[]>,
    /** More facts about the refusal that a client can act on (the stays a confirmation clashed with), answered beside the message. */
    public readonly facts?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not live any more). */
export class NotFoundError extends DomainError {}

/** The change clashes with the current state: a taken slug or username, overlapping nights, the last admin. */
export class ConflictError extends DomainError {}

/** The input is well-formed but refused by a business rule (too many guests, a wrong current password). */
export class ValidationError extends DomainError {}
