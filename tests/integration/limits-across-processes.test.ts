import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, it } from "vitest";
import { THROTTLE } from "~/models/login-attempt.server";
import { seedTestDb } from "../setup/api";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

beforeAll(seedTestDb);

it("the login throttle and the public-form limit hold across server processes (one SQLite IMMEDIATE transaction each)", async () => {
  const workers = 3;
  const tries = 10;
  const formLimit = 7;
  const goAt = Date.now() + 4000;
  const outputs = await Promise.all(
    Array.from({ length: workers }, (_, worker) =>
      run(tsx, ["tests/setup/limits-worker.ts"], {
        env: { ...process.env, WORKER: String(worker), TRIES: String(tries), GO_AT: String(goAt), FORM_LIMIT: String(formLimit) },
        timeout: 30_000,
      }),
    ),
  );
  const results = outputs.map(({ stdout }) => JSON.parse(stdout) as { logins: number; forms: number });
  expect(results.reduce((n, r) => n + r.logins, 0)).toBe(THROTTLE.perUsername);
  expect(results.reduce((n, r) => n + r.forms, 0)).toBe(formLimit);
}, 40_000);
