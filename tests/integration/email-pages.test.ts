import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { listEmails } from "~/models/email.server";
import { getEmailSettings } from "~/models/settings.server";
import { createStaff } from "~/services/staff.server";
import * as emailsPage from "~/routes/admin.emails";
import * as settingsPage from "~/routes/admin.settings";
import * as loginPage from "~/routes/admin_.login";
import * as contactApi from "~/routes/api.v1.contact";
import { drainOutbox } from "~/services/mailer.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";

type Handler = (args: never) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Outcome = { status: number; headers: Headers; data?: any };

/** A page loader or action called as Remix would, with a form body (what a browser without JavaScript sends). */
async function run(handler: Handler, path: string, options: { form?: Record<string, string>; cookie?: string } = {}): Promise<Outcome> {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  const body = options.form ? new URLSearchParams(options.form) : undefined;
  if (body) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(`http://localhost${path}`, { method: body ? "POST" : "GET", headers, body });
  try {
    const result = await (handler as (args: unknown) => Promise<unknown>)({ request, params: {}, context: { clientAddress: "203.0.113.9" } });
    if (result instanceof Response) return { status: result.status, headers: result.headers };
    const r = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (r?.type === "DataWithResponseInit") return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), data: r.data };
    return { status: 200, headers: new Headers(), data: result };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, headers: error.headers };
    throw error;
  }
}

const sessionOf = (o: Outcome) =>
  o.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="))!;
/** The toast the flash cookie carries to the next page. */
function toastOf(o: Outcome) {
  const flash = o.headers
    .getSetCookie()
    .find((c) => c.startsWith("__flash="))!
    .split(";")[0]
    .slice("__flash=".length);
  const payload = JSON.parse(Buffer.from(decodeURIComponent(flash).split(".")[0], "base64").toString("utf8"));
  return Object.values(payload)[0] as { variant: string; description: string };
}
const login = async (username: string, password: string) =>
  sessionOf(await run(loginPage.action, "/admin/login", { form: { username, password, redirectTo: "/admin/emails" } }));

const STAFF = { username: "wanjiru", password: "wanjiru-staff-password" };
let admin: string;
let staff: string;

beforeAll(async () => {
  await seedTestDb();
  await createStaff(null, { ...STAFF, role: "user", firstName: null, lastName: null, email: null });
  admin = await login(TEST_ADMIN.username, TEST_ADMIN.password);
  staff = await login(STAFF.username, STAFF.password);
});

describe("the Email page", () => {
  it("needs a session and is open to every staff role", async () => {
    const anonymous = await run(emailsPage.loader, "/admin/emails");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await run(emailsPage.action, "/admin/emails", { form: { intent: "retry", id: "1" } })).status).toBe(302);
    expect((await run(emailsPage.loader, "/admin/emails", { cookie: staff })).status).toBe(200);
  });

  it("lists recent e-mails with status and attempts, and Retry (a plain form post) queues a failed one again", async () => {
    await call(contactApi, "/api/v1/contact", {
      method: "POST",
      body: { name: "Brian Kamau", email: "brian@example.com", subject: "Group booking", message: "Twelve of us in March." },
    });
    const refusing = {
      description: "refusing",
      send: () => Promise.reject(Object.assign(new Error("550 No such user"), { responseCode: 550 })),
      close: () => undefined,
    };
    await drainOutbox(refusing);

    const page = await run(emailsPage.loader, "/admin/emails?status=failed", { cookie: staff });
    expect(page.data.counts).toEqual({ queued: 0, sent: 0, failed: 2 });
    expect(page.data.emails.map((e: { to: string }) => e.to).sort()).toEqual(["brian@example.com", "info@tigoniretreats.com"]);
    expect(page.data.emails[0]).toMatchObject({ status: "failed", attempts: 1, lastError: "550 No such user" });

    const id = String(page.data.emails[0].id);
    const retried = await run(emailsPage.action, "/admin/emails?status=failed&page=1", { cookie: staff, form: { intent: "retry", id } });
    expect(retried.status).toBe(302);
    expect(retried.headers.get("Location")).toBe("/admin/emails?status=failed&page=1");
    expect(toastOf(retried)).toMatchObject({ variant: "success", description: "The e-mail has been queued again" });
    const after = (await listEmails()).items.find((e) => String(e.id) === id)!;
    expect(after.status).toBe("queued");

    // Retrying something that has not failed, or a bad id, comes back with an error toast, never a 500.
    for (const [bad, message] of [
      [id, "Only a failed e-mail can be retried"],
      ["abc", "E-mail not found"],
      ["999999", "E-mail not found"],
    ]) {
      const res = await run(emailsPage.action, "/admin/emails", { cookie: staff, form: { intent: "retry", id: bad } });
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ variant: "error", description: message });
    }
    await (await getDb()).deleteFrom("emails").execute();
  });
});

describe("the e-mail switches on the Settings page", () => {
  it("an admin turns kinds off and on without JavaScript (an unticked switch sends nothing)", async () => {
    const res = await run(settingsPage.action, "/admin/settings", {
      cookie: admin,
      form: { intent: "email-settings", emailStaffInquiry: "on", emailGuestDecision: "on", emailStaffMessage: "on" },
    });
    expect(res.status).toBe(302);
    expect(await getEmailSettings()).toEqual({
      emailStaffInquiry: true,
      emailGuestInquiry: false,
      emailGuestDecision: true,
      emailStaffMessage: true,
      emailSenderMessage: false,
    });
    const page = await run(settingsPage.loader, "/admin/settings", { cookie: admin });
    expect(page.data.emailSettings.emailGuestInquiry).toBe(false);
  });

  it("role 'user' cannot change them", async () => {
    const res = await run(settingsPage.action, "/admin/settings", { cookie: staff, form: { intent: "email-settings" } });
    expect(res.status).toBe(403);
  });
});
