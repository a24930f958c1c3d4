import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { legacySessionSecretFile, sessionSecret } from "~/lib/env.server";
import { loadSessionSecret } from "~/services/startup.server";

// Without SESSION_SECRET every app server over the database must sign cookies with one secret: it is
// generated once and kept in the database, not in a file on one machine.

const stored = async () => (await (await getDb()).selectFrom("appSecrets").select("value").where("name", "=", "session").executeTakeFirst())?.value;

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "");
  await getDb();
  mkdirSync(path.dirname(legacySessionSecretFile()), { recursive: true });
});
afterAll(() => vi.unstubAllEnvs());

it("adopts an existing .session-secret on the first start, so the sessions it signed stay valid", async () => {
  const file = legacySessionSecretFile();
  writeFileSync(file, "secret-from-an-earlier-version\n", { mode: 0o600 });
  await loadSessionSecret();
  expect(sessionSecret()).toBe("secret-from-an-earlier-version");
  expect(await stored()).toBe("secret-from-an-earlier-version");

  // Later starts (this server or another) read the database; the file no longer matters.
  writeFileSync(file, "something-else\n");
  await loadSessionSecret();
  expect(sessionSecret()).toBe("secret-from-an-earlier-version");
  rmSync(file);
  await loadSessionSecret();
  expect(sessionSecret()).toBe("secret-from-an-earlier-version");
});

it("without a file, generates one random secret, keeps it in the database and writes no file", async () => {
  await (await getDb()).deleteFrom("appSecrets").execute();
  await Promise.all([loadSessionSecret(), loadSessionSecret(), loadSessionSecret()]);
  const secret = sessionSecret();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(await stored()).toBe(secret);
  expect(existsSync(legacySessionSecretFile())).toBe(false);
  await loadSessionSecret();
  expect(sessionSecret()).toBe(secret);
});

it("SESSION_SECRET, when set, wins and is never stored", async () => {
  vi.stubEnv("SESSION_SECRET", "from-the-environment");
  const before = await stored();
  await loadSessionSecret();
  expect(sessionSecret()).toBe("from-the-environment");
  expect(await stored()).toBe(before);
  vi.stubEnv("SESSION_SECRET", "");
});
