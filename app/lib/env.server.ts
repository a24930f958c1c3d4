import path from "node:path";
import { readEnvVar, type Env, type EnvName } from "../../server/env.js";
import { singleton } from "./singleton.server";

// Every environment variable is described once, in server/env.js (plain JavaScript, so server.js checks
// them before it loads anything); the app and the scripts read them only through this module.
export { EnvError, readEnv, readEnvVar, requireValidEnv } from "../../server/env.js";
export type { Env, EnvName };

/**
 * The checked value of one variable, read when asked: server.js and the scripts check them all at
 * start-up, and tests that change one between calls see the new value.
 */
export function env<K extends EnvName>(name: K): Env[K] {
  return readEnvVar(name);
}

/** Where the SQLite file lives; its folder is created when missing. */
export function databasePath(): string {
  return path.resolve(env("DATABASE_PATH"));
}

export const isProduction = env("NODE_ENV") === "production";

/** Secure cookies in production unless the operator explicitly serves over plain HTTP. */
export const secureCookies = isProduction && env("SECURE_COOKIES") !== false;

/**
 * PUBLIC_FORM_LIMIT: booking-inquiry and contact requests (pages and API together) one client address
 * may send per hour. A whole number of at least 1; unset means 30. Read on every request, so tests can
 * change it without a restart.
 */
export function publicFormLimit(): number {
  return env("PUBLIC_FORM_LIMIT");
}

// The generated secret, once start-up has read it from the database (kept across dev-server reloads).
const generatedSecret = singleton("session secret", (): { value?: string } => ({}));

/**
 * SESSION_SECRET when set; otherwise the secret start-up read from the database (generated once and
 * kept there, so every app server signs and checks cookies with the same one and sessions survive
 * restarts; see app/services/startup.server.ts). Asking before start-up has read it is a bug.
 */
export function sessionSecret(): string {
  const fromEnv = env("SESSION_SECRET");
  if (fromEnv) return fromEnv;
  if (generatedSecret.value) return generatedSecret.value;
  throw new Error("The session secret is read from the database at start-up: call startup() or startWorker() first.");
}

/** The generated secret start-up read from the database (when SESSION_SECRET is unset). */
export function adoptGeneratedSessionSecret(value: string): void {
  generatedSecret.value = value;
}

/**
 * Where versions before the secret moved into the database kept the generated one: beside the SQLite
 * file. Start-up adopts it into the database once, so the sessions it signed stay valid.
 */
export function legacySessionSecretFile(): string {
  return path.join(path.dirname(databasePath()), ".session-secret");
}

/**
 * UPLOADS_DIR: where uploaded photos are stored. Default: `uploads/` beside the database
 * (`data/uploads/` by default), so a backup of the data folder includes it.
 */
export function uploadsDir(): string {
  const configured = env("UPLOADS_DIR");
  return configured ? path.resolve(configured) : path.join(path.dirname(databasePath()), "uploads");
}
