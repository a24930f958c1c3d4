import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as database from "~/db/db.server";
import { databasePath } from "~/lib/env.server";
import * as inquiryModel from "~/models/inquiry.server";
import { listInquiries } from "~/models/inquiry.server";
import { listContactMessages } from "~/models/message.server";
import * as homePage from "~/routes/_site.($lang)._index";
import * as contactPage from "~/routes/_site.($lang).contact";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as contactApi from "~/routes/api.v1.contact";
import { call, seedTestDb } from "../setup/api";
import { makeInquiry, makeInquiryForm } from "../setup/factories";
import { runPage } from "../setup/pages";

const TOO_MANY = { message: "Too many requests. Please try again later." };

// The suite's setup raises the limit for the other test files; here each test sets its own.
beforeAll(seedTestDb);
afterEach(() => {
  process.env.PUBLIC_FORM_LIMIT = "100000";
  vi.restoreAllMocks();
});

const contact = (n: number | string = 1) => ({
  name: "Baraka Otieno",
  email: "baraka@example.com",
  subject: `Question ${n}`,
  message: "Is the lake cabin free in May?",
});
const inquiryForm = () => makeInquiryForm({ requestChef: "off" });

const postContact = (clientAddress: string, body: unknown = contact()) =>
  call(contactApi, "/api/v1/contact", { method: "POST", body, clientAddress });
const postInquiry = (clientAddress: string) =>
  call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body: makeInquiry(), clientAddress });

describe("public forms are limited per client (PUBLIC_FORM_LIMIT)", () => {
  it("defaults to 30 requests per client per hour, pages and API together", async () => {
    delete process.env.PUBLIC_FORM_LIMIT;
    const client = "198.51.100.30";
    for (let i = 0; i < 15; i++) expect((await postContact(client)).status).toBe(201);
    for (let i = 0; i < 14; i++) expect((await postInquiry(client)).status).toBe(201);
    const page = await runPage(contactPage.action, "/contact", { form: contact(), client });
    expect(page.status).toBe(302);
    const refused = await postInquiry(client);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(TOO_MANY);
  });

  it("answers 429 with Retry-After and the exact message over the limit; other clients go on", async () => {
    process.env.PUBLIC_FORM_LIMIT = "3";
    const client = "198.51.100.1";
    for (let i = 0; i < 3; i++) expect((await postContact(client)).status).toBe(201);
    for (const res of [await postContact(client), await postInquiry(client)]) {
      expect(res.status).toBe(429);
      expect(res.json).toEqual(TOO_MANY);
      const retryAfter = Number(res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect((await postContact("198.51.100.2")).status).toBe(201);
  });

  it("invalid requests count too, and the limit holds under concurrency", async () => {
    process.env.PUBLIC_FORM_LIMIT = "4";
    const client = "198.51.100.3";
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => postContact(client, i % 2 ? contact(i) : {})));
    const refused = results.filter((r) => r.status === 429).length;
    expect(refused).toBe(16);
  });

  it("the booking API takes the slot in the inquiry's own transaction: every answer counts, and over the limit nothing is stored", async () => {
    process.env.PUBLIC_FORM_LIMIT = "4";
    const client = "198.51.100.5";
    const stored = async () => (await listInquiries()).total;
    const post = (body: unknown) => call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body, clientAddress: client });
    const before = await stored();
    expect((await post(makeInquiry())).status).toBe(201);
    // Refused inside the transaction (the property is gone): its writes roll back, the slot still counts.
    expect((await post({ ...makeInquiry(), propertyId: 999_999 })).status).toBe(404);
    expect((await post({})).status).toBe(400);
    expect((await post(makeInquiry())).status).toBe(201);
    expect(await stored()).toBe(before + 2);
    for (const body of [makeInquiry(), {}, { ...makeInquiry(), propertyId: 999_999 }]) {
      const refused = await post(body);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual(TOO_MANY);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(await stored()).toBe(before + 2);

    // Racing requests from one visitor: exactly the limit is stored, the rest refused.
    const racer = "198.51.100.6";
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body: makeInquiry(), clientAddress: racer }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 429)).toHaveLength(8);
    expect(await stored()).toBe(before + 6);
  });

  it("pages: over the limit the form comes back with 429, Retry-After and the message for the error toast, keeping what was typed", async () => {
    process.env.PUBLIC_FORM_LIMIT = "1";
    const client = "198.51.100.4";
    expect((await runPage(contactPage.action, "/contact", { form: contact(), client })).status).toBe(302);
    const before = (await listContactMessages()).total;
    const refused = await runPage(contactPage.action, "/contact", { form: contact("again"), client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.error[""]).toEqual([TOO_MANY.message]);
    expect(refused.data.initialValue.subject).toBe("Question again");
    expect((await listContactMessages()).total).toBe(before);
    const booking = await runPage(homePage.action, "/", { form: inquiryForm(), client });
    expect(booking.status).toBe(429);
    expect(booking.data.error[""]).toEqual([TOO_MANY.message]);
  });
});

/** The client's counted requests as the app's own connection reads them. */
async function slotsOf(client: string): Promise<number> {
  const db = await database.getDb();
  const { n } = await db
    .selectFrom("formRateLimits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("clientAddress", "=", client)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The client's counted requests as another server process reads them: its own connection, committed rows only. */
async function slotsSeenElsewhere(client: string): Promise<number> {
  if (database.databaseEngine() === "sqlite") {
    const other = new SQLite(databasePath(), { readonly: true });
    try {
      return Number((other.prepare("SELECT count(*) AS n FROM formRateLimits WHERE clientAddress = ?").get(client) as { n: number }).n);
    } finally {
      other.close();
    }
  }
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    const { rows } = await other.query('SELECT count(*) AS n FROM "formRateLimits" WHERE "clientAddress" = $1', [client]);
    return Number(rows[0].n);
  } finally {
    await other.end();
  }
}

describe("the booking form, page and API, takes the limit slot in the inquiry's own transaction", () => {
  const stored = async () => (await listInquiries()).total;

  it("page form: every answer counts, over the limit nothing is stored and what was typed comes back", async () => {
    process.env.PUBLIC_FORM_LIMIT = "4";
    const client = "198.51.100.7";
    const post = (form: Record<string, string>) => runPage(homePage.action, "/", { form, client });
    const before = await stored();
    expect((await post(inquiryForm())).status).toBe(302);
    // Refused inside the transaction (the property is gone): its writes roll back, the slot still counts.
    expect((await post({ ...inquiryForm(), propertyId: "999999" })).status).toBe(404);
    expect((await post({ name: "Only a name" })).status).toBe(400);
    expect((await post(inquiryForm())).status).toBe(302);
    expect(await stored()).toBe(before + 2);
    expect(await slotsOf(client)).toBe(4);
    for (const form of [inquiryForm(), { name: "Only a name" }, { ...inquiryForm(), propertyId: "999999" }]) {
      const refused = await post({ ...form, message: "Typed before the limit" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused.data.error[""]).toEqual([TOO_MANY.message]);
      expect(refused.data.initialValue.message).toBe("Typed before the limit");
    }
    expect(await stored()).toBe(before + 2);
    expect(await slotsOf(client)).toBe(4);
  });

  it("a valid inquiry from the page form takes the write lock once, as the API's does", async () => {
    const writes = vi.spyOn(database, "writeTransaction");
    expect((await runPage(homePage.action, "/", { form: inquiryForm(), client: "198.51.100.8" })).status).toBe(302);
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockClear();
    expect((await postInquiry("198.51.100.8")).status).toBe(201);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  const sends = {
    "page form": async (client: string) => {
      const page = await runPage(homePage.action, "/", { form: { ...inquiryForm(), name: "Kept Name" }, client });
      expect(page.status).toBe(500);
      expect(page.data.error[""]).toEqual(["There was an error submitting your inquiry. Please try again."]);
      expect(page.data.initialValue.name).toBe("Kept Name");
    },
    API: async (client: string) => {
      const api = await postInquiry(client);
      expect(api.status).toBe(500);
      expect(api.json).toEqual({ message: "Something went wrong on our side. Please try again." });
    },
  };
  for (const [path, send] of Object.entries(sends)) {
    it(`${path}: the inquiry's write fails after the slot is taken: no other server ever saw the slot, and the answer counts once`, async () => {
      const client = path === "API" ? "198.51.100.9" : "198.51.100.10";
      const before = await stored();
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      let seenDuringWrite: number | undefined;
      vi.spyOn(inquiryModel, "storeInquiry").mockImplementationOnce(async () => {
        seenDuringWrite = await slotsSeenElsewhere(client);
        throw new Error("disk I/O error");
      });
      await send(client);
      expect(logged).toHaveBeenCalled();
      // While the inquiry was being written its slot was not committed: the two are one write.
      expect(seenDuringWrite).toBe(0);
      expect(await stored()).toBe(before);
      // Every request counts (decision 0301): the failed one once, taken again on its own after the rollback.
      expect(await slotsOf(client)).toBe(1);
      expect(await slotsSeenElsewhere(client)).toBe(1);
    });
  }
});

describe("honeypot on both public forms", () => {
  it("contact: a filled honeypot is answered like a success and nothing is stored", async () => {
    const before = (await listContactMessages()).total;
    const real = await runPage(contactPage.action, "/contact", { form: contact("real"), client: "198.51.100.50" });
    const bot = await runPage(contactPage.action, "/contact", {
      form: { ...contact("bot"), referralCode: "https://spam.example" },
      client: "198.51.100.51",
    });
    expect(bot.status).toBe(real.status);
    expect(bot.headers.get("Location")).toBe(real.headers.get("Location"));
    expect(bot.headers.getSetCookie().some((c) => c.startsWith("__flash="))).toBe(true);
    const after = await listContactMessages();
    expect(after.total).toBe(before + 1);
    expect(after.items.some((m) => m.subject === "Question bot")).toBe(false);
  });

  it("booking inquiry: a filled honeypot is answered like a success and nothing is stored", async () => {
    const before = (await listInquiries()).total;
    const real = await runPage(homePage.action, "/", { form: inquiryForm(), client: "198.51.100.52" });
    expect(real.status).toBe(302);
    const bot = await runPage(homePage.action, "/", { form: { ...inquiryForm(), referralCode: "x" }, client: "198.51.100.53" });
    expect(bot.status).toBe(302);
    expect(bot.headers.get("Location")).toBe(real.headers.get("Location"));
    expect((await listInquiries()).total).toBe(before + 1);
    // Even an invalid submission with the honeypot filled looks like a success to the bot.
    const junk = await runPage(homePage.action, "/", { form: { name: "x", referralCode: "x" }, client: "198.51.100.54" });
    expect(junk.status).toBe(302);
    expect((await listInquiries()).total).toBe(before + 1);
  });
});

describe("over-long fields are never echoed back", () => {
  it("a 60 KB message gets its error but is not sent back into the page", async () => {
    const huge = "x".repeat(60_000);
    const res = await runPage(contactPage.action, "/contact", { form: { ...contact(), message: huge }, client: "198.51.100.60" });
    expect(res.status).toBe(400);
    expect(res.data.error.message).toEqual(["Must be at most 5000 characters"]);
    expect(res.data.initialValue.message).toBeUndefined();
    expect(res.data.initialValue.subject).toBe("Question 1");
    expect(JSON.stringify(res.data).length).toBeLessThan(5000);
  });
});
