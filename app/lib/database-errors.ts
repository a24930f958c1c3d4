/*
 * Telling "the database cannot be reached" apart from "a statement failed": the first is answered with
 * 503 (pages, API, page forms) and a start that meets it stops with one line; the second is a bug or a
 * refused write and keeps its usual handling. Infrastructure only, so the HTTP edge (errors.server.ts)
 * can classify failures without importing the database layer, which re-exports both.
 */

/** The database could not be reached or opened: the start stops with this one line, no stack trace. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * Whether an error means the database cannot be reached or refuses this client (down, restarting, wrong
 * host, password or database name), as opposed to a statement that failed: pages answer 503 for these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : "";
  return (
    ["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "EPIPE"].includes(code) ||
    /^(08|28|3D|57P)/.test(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}

/** A unique index refused the write (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505), optionally naming the index. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const { code, message, constraint } = (error ?? {}) as { code?: string; message?: string; constraint?: string };
  if (code !== "SQLITE_CONSTRAINT_UNIQUE" && code !== "23505") return false;
  return index === undefined || constraint === index || (message ?? "").includes(index) || code === "SQLITE_CONSTRAINT_UNIQUE";
}
