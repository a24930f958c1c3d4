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

/**
 * PUBLIC_FORM_LIMIT: booking-inquiry and contact requests (pages and API together) one client address
 * may send per hour. A whole number of at least 1; unset or invalid means 30. Read on every request,
 * so tests and operators can change it without a rebuild.
 */
export function publicFormLimit(): number {
  const raw = process.env.PUBLIC_FORM_LIMIT?.trim();
  const value = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value >= 1 ? value : 30;
}

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

/**
 * UPLOADS_DIR: where uploaded photos are stored (issue 13). Default: `uploads/` beside the database
 * (`data/uploads/` by default), so a backup of the data folder includes it.
 */
export function uploadsDir(): string {
  const configured = process.env.UPLOADS_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(path.dirname(databasePath()), "uploads");
}
