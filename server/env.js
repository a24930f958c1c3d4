// @ts-check
// Every environment variable the server, the app and the scripts read, described once with zod and
// checked once at start-up: a bad value stops the start with one line naming the variable, instead of
// quietly meaning the default or failing later in a request. Plain JavaScript, so server.js can use it
// before any build is loaded; app/lib/env.server.ts re-exports it, typed, for the app and the scripts.
// Defaults and meanings: the README's Configuration table.
import { isIP } from "node:net";
import { z } from "zod";

/** An empty or blank value means "unset" (the default applies), as in `SMTP_URL=` in an env file. */
const blankIsUnset = (/** @type {unknown} */ value) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const trimmed = (/** @type {unknown} */ value) => {
  const v = blankIsUnset(value);
  return typeof v === "string" ? v.trim() : v;
};

/** Text, trimmed; blank means unset. */
const text = () => z.preprocess(trimmed, z.string().optional());

/** `true` or `false` (any case); unset stays undefined so each reader applies its own default. */
const flag = () =>
  z.preprocess(
    (value) => (typeof trimmed(value) === "string" ? String(trimmed(value)).toLowerCase() : trimmed(value)),
    z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
  );

/** A whole number between `min` and `max`. */
const wholeNumber = (/** @type {number} */ min, /** @type {number} */ max) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^\d{1,15}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );
};

/** A number of at least `min` (fractions allowed). */
const numberAtLeast = (/** @type {number} */ min) => {
  const message = `must be a number of at least ${min}`;
  return z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^\d{1,15}(?:\.\d{1,6})?$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message))
      .optional(),
  );
};

/** An absolute URL whose scheme is one of `protocols` (e.g. ["http:", "https:"]). */
const url = (/** @type {string[]} */ protocols) => {
  const message = `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`;
  return z.preprocess(
    trimmed,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, message)
      .optional(),
  );
};

/** proxy-addr's names for address ranges (what Express's "trust proxy" setting understands). */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, an IP/prefix CIDR range, or one of PROXY_RANGE_NAMES. */
function isProxyAddress(/** @type {string} */ value) {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split("/");
  const family = address.includes("%") ? 0 : isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peers are proxies whose X-Forwarded-* headers count. Off (`false`, unset), a number
 * of proxies in front (`true` means 1), or a comma-separated list of the proxies' addresses, CIDR ranges
 * or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). The client is then the right-most
 * address of X-Forwarded-For that is not one of those proxies (Express's "trust proxy" setting).
 */
const trustProxy = () => {
  const message = 'must be "true", "false", a number of proxies, or a comma-separated list of proxy addresses or CIDR ranges';
  return z.preprocess(
    trimmed,
    z
      .string()
      .transform((value, ctx) => {
        const lower = value.toLowerCase();
        if (lower === "false") return false;
        if (lower === "true") return 1;
        if (/^\d{1,3}$/.test(value)) return Number(value) === 0 ? false : Number(value);
        const list = value.split(",").map((part) => part.trim());
        if (list.every((part) => isProxyAddress(part))) return list;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      })
      .optional()
      .transform((value) => value ?? false),
  );
};

/**
 * Each variable as it is read: `undefined` when unset, so the defaults below (and the few that depend
 * on another variable, such as PUBLIC_URL's port or UPLOADS_DIR's database folder) apply in one place.
 */
export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    trimmed,
    z.enum(["development", "production", "test"], { error: 'must be "development", "production" or "test"' }).optional(),
  ),
  PORT: wholeNumber(0, 65535).default(3000),
  /** This machine only by default: serving others (0.0.0.0) needs PUBLIC_URL in production (serverEnvProblem). */
  HOST: text().default("127.0.0.1"),
  /** Where server.js finds the production build (two builds can live side by side in tests). */
  BUILD_DIR: text().default("build"),
  DATABASE_PATH: text().default("data/app.db"),
  /** Unset: SQLite at DATABASE_PATH. Set: PostgreSQL 15+ at this URL, for several app servers over one database. */
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  /** Connections each server process keeps to PostgreSQL at most. */
  DATABASE_POOL_MAX: wholeNumber(1, 1000).default(10),
  SESSION_SECRET: text(),
  ADMIN_USERNAME: text().default("admin"),
  /** Kept as given (a password may start or end with a space); blank means generated. */
  ADMIN_PASSWORD: z.preprocess(blankIsUnset, z.string().optional()),
  SECURE_COOKIES: flag(),
  TRUST_PROXY: trustProxy(),
  SMTP_URL: url(["smtp:", "smtps:"]),
  MAIL_FROM: text().default("Tigoni Retreats <no-reply@localhost>"),
  MAIL_DIR: text().default("data/mail"),
  PUBLIC_URL: url(["http:", "https:"]),
  PUBLIC_FORM_LIMIT: wholeNumber(1, 1_000_000_000).default(30),
  ICAL_SYNC_MINUTES: numberAtLeast(1).default(30),
  ICAL_ALLOW_PRIVATE_HOSTS: flag().default(false),
  UPLOADS_DIR: text(),
  WEB_CONCURRENCY: wholeNumber(1, 1024),
  /** Heap limit (MB) of each cluster worker and the e-mail sender; unset: from the machine's memory (server/worker-heap.js); 0: Node's default. */
  WORKER_HEAP_MB: z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^\d{1,6}$/, "must be 0 or a whole number of MB from 64 to 65536")
      .transform(Number)
      .pipe(z.number().refine((mb) => mb === 0 || (mb >= 64 && mb <= 65536), "must be 0 or a whole number of MB from 64 to 65536"))
      .optional(),
  ),
  PAGE_CACHE_MB: numberAtLeast(0).default(64),
  /**
   * The languages offered besides English, comma-separated, each under its own prefix (/sw/…, /de/…). Unset: both
   * (`sw,de`); `en`: English only.
   */
  SITE_LANGUAGES: z.preprocess(
    trimmed,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const list = (value ?? "sw,de")
          .split(",")
          .map((part) => part.trim().toLowerCase())
          .filter((part) => part && part !== "en");
        if (list.some((part) => part !== "sw" && part !== "de")) {
          ctx.addIssue({ code: "custom", message: 'must be "en" (English only) or list languages from "sw" and "de", comma-separated' });
          return z.NEVER;
        }
        return /** @type {("sw" | "de")[]} */ (["sw", "de"].filter((language) => list.includes(language)));
      }),
  ),
  REQUESTS_IN_FLIGHT: wholeNumber(1, 100_000).default(64),
  ACCESS_LOG: flag().default(false),
  /** Set by server.js on the cluster's worker processes, never by an operator. */
  TIGONI_WORKER: flag(),
  /** Set by server.js on the cluster worker that sends e-mail ("sender"), never by an operator. */
  TIGONI_ROLE: z.enum(["sender"]).optional(),
  /** Card payments through Stripe Checkout: offered only when both the secret key and the webhook secret are set. */
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  /** Stripe's API; tests point it at a fake on loopback (mapped onto the SDK's host, port and protocol). */
  STRIPE_API_URL: url(["http:", "https:"]).default("https://api.stripe.com"),
  /** M-Pesa (Safaricom Daraja, Lipa na M-Pesa Online): offered only when all four are set. */
  MPESA_CONSUMER_KEY: text(),
  MPESA_CONSUMER_SECRET: text(),
  MPESA_SHORTCODE: z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^\d{5,7}$/, "must be the paybill or till number (5 to 7 digits)")
      .optional(),
  ),
  MPESA_PASSKEY: text(),
  /** Daraja's API: https://api.safaricom.co.ke, or https://sandbox.safaricom.co.ke to try it; tests use a fake on loopback. */
  MPESA_API_URL: url(["http:", "https:"]).default("https://api.safaricom.co.ke"),
});

/** Values never echoed in an error message. */
const SECRET = new Set([
  "SESSION_SECRET",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "DATABASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "MPESA_CONSUMER_KEY",
  "MPESA_CONSUMER_SECRET",
  "MPESA_PASSKEY",
]);

/** @typedef {z.output<typeof envSchema>} Env */
/** @typedef {keyof Env} EnvName */

/** A variable with a value its schema refuses; `message` is one line naming it. */
export class EnvError extends Error {
  /** @param {string} message @param {string[]} names */
  constructor(message, names) {
    super(message);
    this.name = "EnvError";
    this.names = names;
  }
}

/**
 * @param {string} name
 * @param {unknown} value
 * @param {z.ZodError} error
 */
function describe(name, value, error) {
  const shown = SECRET.has(name) ? "" : ` (got ${JSON.stringify(value)})`;
  return `${name} ${error.issues[0]?.message ?? "is invalid"}${shown}`;
}

/**
 * Every variable, checked: the typed values, or an EnvError naming each bad one (one line).
 * @param {Record<string, string | undefined>} [source]
 * @returns {Env}
 */
export function readEnv(source = process.env) {
  /** @type {Record<string, unknown>} */
  const values = {};
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const names = [];
  for (const [name, schema] of Object.entries(envSchema.shape)) {
    const result = schema.safeParse(source[name]);
    if (result.success) values[name] = result.data;
    else {
      names.push(name);
      problems.push(describe(name, source[name], result.error));
    }
  }
  if (problems.length) throw new EnvError(`Invalid environment: ${problems.join("; ")}.`, names);
  return /** @type {Env} */ (values);
}

/**
 * One variable, read now (tests change some between calls; parsing one value costs next to nothing).
 * Throws an EnvError naming it when its value is refused.
 * @template {EnvName} K
 * @param {K} name
 * @param {Record<string, string | undefined>} [source]
 * @returns {Env[K]}
 */
export function readEnvVar(name, source = process.env) {
  const raw = source[name];
  const known = source === process.env ? checked.get(name) : undefined;
  if (known && known.raw === raw) return /** @type {Env[K]} */ (known.value);
  const result = envSchema.shape[name].safeParse(raw);
  if (!result.success) throw new EnvError(`Invalid environment: ${describe(name, raw, result.error)}.`, [name]);
  // A list (TRUST_PROXY's addresses) is shared by every later read: frozen, so no caller changes it for the others.
  const value = Array.isArray(result.data) ? Object.freeze(result.data) : result.data;
  if (source === process.env) checked.set(name, { raw, value });
  return /** @type {Env[K]} */ (value);
}

/**
 * The last checked value of each variable with the text it came from: some are read on every request (the
 * public forms' limit, the worker role), and a changed value (a test setting another) is checked again.
 * @type {Map<string, { raw: string | undefined, value: unknown }>}
 */
const checked = new Map();

/** Is HOST (the address the server listens on) this machine only? */
export function isLoopbackHost(/** @type {string} */ host) {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/**
 * What the production server needs beyond each variable's own check: absolute URLs (page metadata,
 * feeds, e-mails) come from PUBLIC_URL alone, never from a request's Host, so a server reachable from
 * elsewhere must be told its public address.
 * @param {Env} env
 * @returns {EnvError | undefined}
 */
export function serverEnvProblem(env) {
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL && !isLoopbackHost(env.HOST)) {
    return new EnvError(
      `Invalid environment: PUBLIC_URL is required in production when HOST is not a loopback address (got HOST ${JSON.stringify(env.HOST)}); set it to the site's public address, e.g. https://tigoni.example.`,
      ["PUBLIC_URL"],
    );
  }
  return undefined;
}

/**
 * The start-up check (server.js, the scripts): the checked variables, or one line on stderr naming
 * what is wrong and exit code 1 — no stack trace. `server`: also what the production server needs
 * (serverEnvProblem).
 * @param {{ server?: boolean }} [options]
 * @returns {Env}
 */
export function requireValidEnv(options = {}) {
  try {
    const env = readEnv();
    const problem = options.server ? serverEnvProblem(env) : undefined;
    if (problem) throw problem;
    return env;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
