import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { EnvError, readEnv, readEnvVar } from "~/lib/env.server";
import { serverEnvProblem } from "../../server/env.js";

describe("session secret", () => {
  it("is refused before start-up has read the generated one from the database when SESSION_SECRET is unset", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.resetModules();
    const { sessionSecret } = await import("~/lib/env.server");
    expect(() => sessionSecret()).toThrow(/read from the database at start-up/);
    vi.unstubAllEnvs();
  });

  it("uses SESSION_SECRET when set", async () => {
    vi.stubEnv("SESSION_SECRET", "from-the-environment");
    vi.resetModules();
    expect((await import("~/lib/env.server")).sessionSecret()).toBe("from-the-environment");
    vi.unstubAllEnvs();
  });
});

/** The EnvError a source makes, or a failure when it is accepted. */
function refusal(source: Record<string, string>): EnvError {
  try {
    readEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(source)}`);
}

describe("the environment schema", () => {
  it("gives the README's defaults when nothing is set, and treats a blank value as unset", () => {
    for (const source of [{}, { PORT: "", PUBLIC_FORM_LIMIT: "  ", SMTP_URL: "", TRUST_PROXY: "" }]) {
      expect(readEnv(source)).toMatchObject({
        PORT: 3000,
        HOST: "127.0.0.1",
        DATABASE_PATH: "data/app.db",
        ADMIN_USERNAME: "admin",
        MAIL_FROM: "Tigoni Retreats <no-reply@localhost>",
        MAIL_DIR: "data/mail",
        PUBLIC_FORM_LIMIT: 30,
        ICAL_SYNC_MINUTES: 30,
        PAGE_CACHE_MB: 64,
        TRUST_PROXY: false,
        ACCESS_LOG: false,
        ICAL_ALLOW_PRIVATE_HOSTS: false,
      });
      const env = readEnv(source);
      for (const unset of [
        "SESSION_SECRET",
        "ADMIN_PASSWORD",
        "SMTP_URL",
        "PUBLIC_URL",
        "UPLOADS_DIR",
        "WEB_CONCURRENCY",
        "SECURE_COOKIES",
      ] as const) {
        expect(env[unset], unset).toBeUndefined();
      }
    }
  });

  it("accepts every value of .env.example", () => {
    const lines = readFileSync(".env.example", "utf8").split("\n");
    const source = Object.fromEntries(lines.filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
    expect(Object.keys(source)).toContain("PUBLIC_FORM_LIMIT");
    expect(readEnv(source)).toMatchObject({ PORT: 3000, NODE_ENV: "production", PUBLIC_FORM_LIMIT: 30, PAGE_CACHE_MB: 64 });
  });

  it("offers Swahili and German unless told otherwise; en is English only", () => {
    expect(readEnvVar("SITE_LANGUAGES", {})).toEqual(["sw", "de"]);
    expect(readEnvVar("SITE_LANGUAGES", { SITE_LANGUAGES: "" })).toEqual(["sw", "de"]);
    expect(readEnvVar("SITE_LANGUAGES", { SITE_LANGUAGES: "en" })).toEqual([]);
    expect(readEnvVar("SITE_LANGUAGES", { SITE_LANGUAGES: " DE " })).toEqual(["de"]);
    expect(readEnvVar("SITE_LANGUAGES", { SITE_LANGUAGES: "de,sw" })).toEqual(["sw", "de"]);
  });

  it("reads good values as typed values", () => {
    const env = readEnv({
      PORT: "8080",
      PUBLIC_FORM_LIMIT: " 5 ",
      WEB_CONCURRENCY: "2",
      PAGE_CACHE_MB: "0",
      ICAL_SYNC_MINUTES: "1.5",
      SECURE_COOKIES: "false",
      TRUST_PROXY: "TRUE",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      PUBLIC_URL: "https://stay.example.com/",
      NODE_ENV: "production",
      ADMIN_PASSWORD: " spaced ",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      PUBLIC_FORM_LIMIT: 5,
      WEB_CONCURRENCY: 2,
      PAGE_CACHE_MB: 0,
      ICAL_SYNC_MINUTES: 1.5,
      SECURE_COOKIES: false,
      TRUST_PROXY: 1,
      NODE_ENV: "production",
      ADMIN_PASSWORD: " spaced ",
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PUBLIC_FORM_LIMIT", "-1"],
    ["PUBLIC_FORM_LIMIT", "0"],
    ["PUBLIC_FORM_LIMIT", "2.5"],
    ["WEB_CONCURRENCY", "0"],
    ["PAGE_CACHE_MB", "-5"],
    ["ICAL_SYNC_MINUTES", "zero"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1, nginx"],
    ["TRUST_PROXY", "-1"],
    ["ACCESS_LOG", "1"],
    ["SECURE_COOKIES", "off"],
    ["PUBLIC_URL", "stay.example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["NODE_ENV", "prod"],
    ["SITE_LANGUAGES", "fr"],
  ])("refuses %s=%s with one line naming it", (name, value) => {
    const error = refusal({ [name]: value });
    expect(error.names).toEqual([name]);
    expect(error.message).toMatch(new RegExp(`^Invalid environment: ${name} must `));
    expect(error.message).not.toContain("\n");
    expect(() => readEnvVar(name as "PORT", { [name]: value })).toThrow(EnvError);
  });

  it("names every bad variable in the one line, and never echoes a secret", () => {
    const error = refusal({ PORT: "abc", PUBLIC_FORM_LIMIT: "-1", SMTP_URL: "ftp://user:hunter2@mail.example.com" });
    expect(error.names.sort()).toEqual(["PORT", "PUBLIC_FORM_LIMIT", "SMTP_URL"]);
    expect(error.message.split("\n")).toHaveLength(1);
    expect(error.message).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(error.message).toContain('PUBLIC_FORM_LIMIT must be a whole number from 1 to 1000000000 (got "-1")');
    expect(error.message).not.toContain("hunter2");
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["true", 1],
    ["TRUE", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    ["loopback, 10.0.0.0/8, fd00::/8", ["loopback", "10.0.0.0/8", "fd00::/8"]],
  ])("%j means %j (a hop count, or the proxies' addresses)", (value, expected) => {
    expect(readEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
});

describe("PUBLIC_URL in production", () => {
  it("is required when the server listens beyond this machine, with one line saying so", () => {
    expect(serverEnvProblem(readEnv({ NODE_ENV: "production" }))).toBeUndefined(); // the default HOST is 127.0.0.1
    const problem = serverEnvProblem(readEnv({ NODE_ENV: "production", HOST: "0.0.0.0" }));
    expect(problem?.names).toEqual(["PUBLIC_URL"]);
    expect(problem?.message).toMatch(/^Invalid environment: PUBLIC_URL is required in production when HOST is not a loopback address/);
    expect(problem?.message).not.toContain("\n");
    expect(serverEnvProblem(readEnv({ NODE_ENV: "production", HOST: "192.168.1.5" }))).toBeDefined();
  });

  it("is not required on loopback, outside production, or when set", () => {
    for (const source of [
      { NODE_ENV: "production", HOST: "127.0.0.1" },
      { NODE_ENV: "production", HOST: "localhost" },
      { NODE_ENV: "production", HOST: "::1" },
      { NODE_ENV: "production", PUBLIC_URL: "https://tigoni.example" },
      { NODE_ENV: "development" },
      {},
    ]) {
      expect(serverEnvProblem(readEnv(source)), JSON.stringify(source)).toBeUndefined();
    }
  });
});
