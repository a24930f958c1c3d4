import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import SQLite from "better-sqlite3";
import { hashPassword } from "../../app/lib/password.server";
import { baseURL, E2E_SERVER } from "../../playwright.config";
import { ADMIN } from "./helpers";

export interface Account {
  username: string;
  password: string;
  /** For an account the fixture has to create: "user" unless said. */
  role?: "admin" | "user";
}

const SESSION_DAYS = 7;

/**
 * A staff session for `account`, written straight into the e2e server's database as its login would
 * write it (the user too, if it does not exist yet), and the signed `__session` cookie value that
 * carries its id. What the login form itself does is tested once, in admin-auth.spec.ts.
 */
async function sessionCookieValue(account: Account): Promise<string> {
  const db = new SQLite(E2E_SERVER.databasePath, { timeout: 10_000 });
  const id = randomBytes(32).toString("base64url");
  try {
    let user = db.prepare("select id from users where username = ? collate nocase").get(account.username) as { id: number } | undefined;
    if (!user) {
      const password = await hashPassword(account.password);
      user = db
        .prepare("insert into users (username, password, role) values (?, ?, ?) returning id")
        .get(account.username, password, account.role ?? "user") as { id: number };
    }
    const now = new Date();
    const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 3600_000);
    db.prepare("insert into sessions (id, userId, data, createdAt, expiresAt) values (?, ?, ?, ?, ?)").run(
      id,
      user.id,
      JSON.stringify({ userId: user.id }),
      now.toISOString(),
      expires.toISOString(),
    );
  } finally {
    db.close();
  }
  const header = await createCookie("__session", { secrets: [E2E_SERVER.sessionSecret] }).serialize(id);
  return header.slice("__session=".length, header.indexOf(";"));
}

/**
 * The one way specs sign in: `signIn()` as the seeded admin, or `signIn(account)`; the browser gets a
 * session made in the database (no trip through the login page) and opens `path` (the dashboard unless
 * said), as a signed-in member of staff.
 */
export const test = base.extend<{ signIn: (account?: Account, options?: { path?: string }) => Promise<void> }>({
  // Playwright's fixture callback (usually named `use`; not a React hook).
  signIn: async ({ page, context }, provide) => {
    await provide(async (account = ADMIN, { path = "/admin/dashboard" } = {}) => {
      const value = await sessionCookieValue(account);
      // As the server sets it (a production server: Secure, which Chromium allows on 127.0.0.1).
      await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, secure: true, sameSite: "Lax" }]);
      await page.goto(path);
      if (new URL(page.url()).pathname.startsWith("/admin/login")) throw new Error(`signIn(${account.username}): the session was not accepted`);
    });
  },
});

/** The same sign-in for an API client (request context), through the login API: it keeps the session cookie. */
export async function signInApi(api: APIRequestContext, account: Account = ADMIN) {
  const res = await api.post("/api/v1/auth/login", { data: account });
  expect(res.status()).toBe(200);
}

export { expect };
