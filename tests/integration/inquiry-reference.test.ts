import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import {
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  newGuestToken,
  newInquiryReference,
  sequentialInquiryReference,
} from "~/lib/inquiry-reference.server";
import type * as referenceModule from "~/lib/inquiry-reference.server";
import { getToast } from "~/lib/toast.server";
import { findGuestPageUrl, findInquiry } from "~/models/inquiry.server";
import * as inquiryExport from "~/routes/admin.booking-inquiries_.export[.]csv";
import * as homePage from "~/routes/_site.($lang)._index";
import * as inquiryList from "~/routes/api.v1.admin.booking-inquiries._index";
import * as inquiryPatch from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as inquiriesApi from "~/routes/api.v1.booking-inquiries";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry, makeInquiry, makeInquiryForm } from "../setup/factories";
import { runPage } from "../setup/pages";

// References the generator is made to draw first (then it draws at random again), to force a clash.
const forced = vi.hoisted(() => [] as string[]);
vi.mock("~/lib/inquiry-reference.server", async (importOriginal) => {
  const actual = await importOriginal<typeof referenceModule>();
  return { ...actual, newInquiryReference: () => forced.shift() ?? actual.newInquiryReference() };
});

const PUBLIC_URL = "https://stay.example.com";
let cookie: string;

beforeAll(async () => {
  process.env.PUBLIC_URL = `${PUBLIC_URL}/`;
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

const postInquiry = (body: unknown = makeInquiry()) => call(inquiriesApi, "/api/v1/booking-inquiries", { method: "POST", body });

async function storedToken(id: number): Promise<string> {
  const db = await getDb();
  return (await db.selectFrom("bookingInquiries").select("guestToken").where("id", "=", id).executeTakeFirstOrThrow()).guestToken;
}

/** Every e-mail queued about inquiry `id`, rendered as the sender would send it. */
async function emailsAbout(id: number) {
  const db = await getDb();
  const rows = await db.selectFrom("emails").selectAll().orderBy("id").execute();
  return rows
    .filter((row) => row.payload && JSON.parse(row.payload).inquiry?.id === id)
    .map((row) => ({ kind: row.kind, to: row.toAddress, ...renderStoredEmail(row) }));
}

describe("the reference's format", () => {
  it("is TR- and six symbols of an alphabet without 0/O or 1/I, every symbol used", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const reference = newInquiryReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      for (const symbol of reference.slice(3)) seen.add(symbol);
    }
    expect([...seen].sort().join("")).toBe([...REFERENCE_ALPHABET].sort().join(""));
  });

  it("bulk data's references are distinct and well formed; guest tokens carry at least 128 random bits", () => {
    const bulk = Array.from({ length: 100_000 }, (_, i) => sequentialInquiryReference(i));
    expect(new Set(bulk).size).toBe(bulk.length);
    expect(bulk.every((r) => REFERENCE_PATTERN.test(r))).toBe(true);
    const token = newGuestToken();
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe("every inquiry gets a reference and a guest token", () => {
  it("POST /api/v1/booking-inquiries answers 201 with the reference beside the fields it always had, never the token", async () => {
    const res = await postInquiry(makeInquiry({ name: "Reference Guest", startDate: dayFromToday(200), endDate: dayFromToday(203) }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(Number), name: "Reference Guest", status: "pending", propertyId: 1, guests: 2 });
    expect(res.json.reference).toMatch(REFERENCE_PATTERN);
    expect(res.json).not.toHaveProperty("guestToken");
    expect(JSON.stringify(res.json)).not.toContain(await storedToken(res.json.id));
    expect((await findInquiry(res.json.id))?.reference).toBe(res.json.reference);
  });

  it("many inquiries: no two share a reference or a token", async () => {
    const made = [];
    for (let i = 0; i < 60; i++) made.push(await createInquiry({ startDate: dayFromToday(300 + i), endDate: dayFromToday(302 + i) }));
    const db = await getDb();
    const rows = await db.selectFrom("bookingInquiries").select(["reference", "guestToken"]).execute();
    expect(rows.length).toBeGreaterThanOrEqual(made.length);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.guestToken)).size).toBe(rows.length);
    expect(rows.every((r) => REFERENCE_PATTERN.test(r.reference) && r.guestToken.length >= 22)).toBe(true);
  });

  it("a reference drawn twice is drawn again, inside the same write", async () => {
    const first = await createInquiry({ startDate: dayFromToday(400), endDate: dayFromToday(402) });
    forced.push(first.reference, first.reference, "TR-CLASH2");
    const second = await createInquiry({ startDate: dayFromToday(410), endDate: dayFromToday(412) });
    expect(second.reference).toBe("TR-CLASH2");
    expect(forced).toEqual([]);
  });

  it("the database refuses an inquiry written without a reference or token, or with one already taken", async () => {
    const db = await getDb();
    const existing = await createInquiry({ startDate: dayFromToday(420), endDate: dayFromToday(422) });
    const row = {
      propertyId: 1,
      name: "Direct Row",
      email: "direct@example.com",
      phone: "0712345678",
      startDate: dayFromToday(430),
      endDate: dayFromToday(432),
      guests: 2,
      createdAt: new Date().toISOString(),
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const insert = (values: any) => db.insertInto("bookingInquiries").values(values).execute();
    await expect(insert({ ...row, guestToken: newGuestToken() })).rejects.toThrow();
    await expect(insert({ ...row, reference: "TR-NOTOKN" })).rejects.toThrow();
    await expect(insert({ ...row, reference: existing.reference, guestToken: newGuestToken() })).rejects.toThrow();
    await expect(insert({ ...row, reference: "TR-FRESH2", guestToken: await storedToken(existing.id) })).rejects.toThrow();
    const count = await db.selectFrom("bookingInquiries").select(db.fn.countAll().as("n")).where("name", "=", "Direct Row").executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("the page form's success toast keeps the spec's words and adds the reference", async () => {
    const page = await runPage(homePage.action, "/", {
      form: makeInquiryForm({ name: "Toast Guest", requestChef: "off", startDate: dayFromToday(500), endDate: dayFromToday(503) }),
    });
    expect(page.status).toBe(302);
    const flash = page.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__flash="));
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: flash! } }));
    const db = await getDb();
    const stored = await db.selectFrom("bookingInquiries").select("reference").where("name", "=", "Toast Guest").executeTakeFirstOrThrow();
    expect(toast?.title).toBe("Booking inquiry submitted");
    expect(toast?.description).toBe(`We'll get back to you as soon as possible. Your reference is ${stored.reference}.`);
  });
});

describe("e-mails name the reference", () => {
  it("the acknowledgement shows it and links to the guest's page; every e-mail's subject carries it; only the guest's e-mails have the token", async () => {
    const inquiry = await createInquiry({ name: "Mail Guest", startDate: dayFromToday(600), endDate: dayFromToday(603) });
    const token = await storedToken(inquiry.id);
    const pageUrl = `${PUBLIC_URL}/stay/${token}`;
    expect(await findGuestPageUrl(inquiry.id)).toBe(pageUrl);

    const [staff, guest] = await emailsAbout(inquiry.id);
    expect(staff.kind).toBe("staffInquiry");
    expect(staff.subject).toMatch(new RegExp(`^New booking inquiry: .*\\(${inquiry.reference}\\)$`));
    expect(staff.text).toContain(`Reference:`);
    expect(staff.text).not.toContain(token);
    expect(staff.html).not.toContain(token);
    expect(guest.kind).toBe("guestInquiry");
    expect(guest.subject).toMatch(new RegExp(`^We received your booking inquiry for .* \\(${inquiry.reference}\\)$`));
    expect(guest.text).toMatch(new RegExp(`Reference:\\s+${inquiry.reference}`));
    expect(guest.text).toContain(pageUrl);
    expect(guest.html).toContain(`href="${pageUrl}"`);

    const confirm = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${inquiry.id}`, {
      method: "PATCH",
      params: { id: String(inquiry.id) },
      body: { status: "confirmed" },
      cookie,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.json.reference).toBe(inquiry.reference);
    expect(confirm.json).not.toHaveProperty("guestToken");
    expect(confirm.json.cancelledBy).toBeNull();
    const cancel = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${inquiry.id}`, {
      method: "PATCH",
      params: { id: String(inquiry.id) },
      body: { status: "cancelled" },
      cookie,
    });
    expect(cancel.json.cancelledBy).toBe("staff");
    const decisions = (await emailsAbout(inquiry.id)).slice(2);
    expect(decisions.map((e) => e.subject)).toEqual([
      expect.stringMatching(new RegExp(`is confirmed \\(${inquiry.reference}\\)$`)),
      expect.stringMatching(new RegExp(`has been cancelled \\(${inquiry.reference}\\)$`)),
    ]);
    // Every e-mail to the guest about their booking links to their page (issue 36 item 9); staff's never do.
    for (const e of decisions) {
      expect(e.text).toMatch(new RegExp(`Reference:\\s+${inquiry.reference}`));
      expect(e.text).toContain(pageUrl);
    }
    // Reopened: no longer cancelled by anyone.
    const reopened = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${inquiry.id}`, {
      method: "PATCH",
      params: { id: String(inquiry.id) },
      body: { status: "pending" },
      cookie,
    });
    expect(reopened.json.cancelledBy).toBeNull();
  });
});

describe("staff find and export it", () => {
  it("the admin JSON carries each inquiry's reference and never a guest token", async () => {
    const res = await call(inquiryList, "/api/v1/admin/booking-inquiries?limit=500", { cookie });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    const db = await getDb();
    const tokens = (await db.selectFrom("bookingInquiries").select("guestToken").execute()).map((r) => r.guestToken);
    const body = JSON.stringify(res.json);
    for (const item of res.json) {
      expect(item.reference).toMatch(REFERENCE_PATTERN);
      expect(item).not.toHaveProperty("guestToken");
    }
    expect(tokens.some((t) => body.includes(t))).toBe(false);
  });

  it("searching for a reference finds that inquiry, in any case and without the prefix", async () => {
    const inquiry = await createInquiry({ name: "Search Guest", startDate: dayFromToday(700), endDate: dayFromToday(702) });
    for (const q of [inquiry.reference, inquiry.reference.toLowerCase(), inquiry.reference.slice(3).toLowerCase()]) {
      const res = await call(inquiryList, `/api/v1/admin/booking-inquiries?q=${encodeURIComponent(q)}`, { cookie });
      expect(
        res.json.map((i: { id: number }) => i.id),
        q,
      ).toEqual([inquiry.id]);
    }
  });

  it("the CSV has a Reference column beside the id, and no guest token", async () => {
    const inquiry = await createInquiry({ name: "Csv Guest", startDate: dayFromToday(800), endDate: dayFromToday(802) });
    const response = await (inquiryExport.loader as (args: unknown) => Promise<Response>)({
      request: new Request(`http://localhost/admin/booking-inquiries/export.csv?q=${inquiry.reference}`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    });
    const [header, line] = (await response.text()).split("\r\n");
    expect(header.split(",").slice(0, 3)).toEqual(["Id", "Reference", "Received"]);
    expect(line.split(",").slice(0, 2)).toEqual([String(inquiry.id), inquiry.reference]);
    expect(line).not.toContain(await storedToken(inquiry.id));
  });
});
