import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readEnvVar, type Env, type EnvName } from "../../server/env.js";

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

let cachedSecret: string | undefined;

/**
 * SESSION_SECRET when set; otherwise a random secret created once and kept beside the
 * database (mode 0600), so `npm start` needs no configuration and sessions survive restarts.
 */
export function sessionSecret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = env("SESSION_SECRET");
  if (fromEnv) return (cachedSecret = fromEnv);
  const file = path.join(path.dirname(databasePath()), ".session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored) return (cachedSecret = stored);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return (cachedSecret = secret);
}

/**
 * UPLOADS_DIR: where uploaded photos are stored. Default: `uploads/` beside the database
 * (`data/uploads/` by default), so a backup of the data folder includes it.
 */
export function uploadsDir(): string {
  const configured = env("UPLOADS_DIR");
  return configured ? path.resolve(configured) : path.join(path.dirname(databasePath()), "uploads");
}
