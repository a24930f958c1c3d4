import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the SQLite file lives; its folder is created when missing. */
export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH || "data/app.db");
}

export const isProduction = process.env.NODE_ENV === "production";

/** Secure cookies in production unless the operator explicitly serves over plain HTTP. */
export const secureCookies = isProduction && process.env.SECURE_COOKIES !== "false";

let cachedSecret: string | undefined;

/**
 * SESSION_SECRET when set; otherwise a random secret created once and kept beside the
 * database (mode 0600), so `npm start` needs no configuration and sessions survive restarts.
 */
export function sessionSecret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = process.env.SESSION_SECRET?.trim();
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
