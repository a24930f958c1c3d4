import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { renderStoredEmail } from "~/emails/render.server";
import { createContactMessage } from "~/services/messages.server";
import { csvCell, toCsv } from "~/lib/csv";
import * as inquiryExport from "~/routes/admin.booking-inquiries_.export[.]csv";
import * as messageExport from "~/routes/admin.contact-messages_.export[.]csv";
import * as inquiriesPage from "~/routes/admin.booking-inquiries/route";
import * as inquiryList from "~/routes/api.v1.admin.booking-inquiries._index";
import * as inquiryPatch from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as messageList from "~/routes/api.v1.admin.contact-messages._index";
import * as loginRoute from "~/routes/api.v1.auth.login";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

let cookie: string;
const ids: Record<string, number> = {};

const inquiry = (name: string, propertyId: number, start: number, nights: number, extra: { phone?: string; message?: string } = {}) =>
  createInquiry({
    propertyId,
    name,
    email: `${name.split(" ")[0].toLowerCase()}@example.com`,
    startDate: dayFromToday(start),
    endDate: dayFromToday(start + nights),
    ...extra,
  });

async function get(route: { loader?: unknown }, path: string) {
  const response = await (route.loader as (args: unknown) => Promise<Response>)({
    request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  });
  return response;
}

beforeAll(async () => {
  await seedTestDb();
  const login = await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN });
  cookie = login.cookie!;
  ids.wanjiru = (await inquiry("Wanjiru Kamau", 1, 40, 3, { phone: "0722 111 222" })).id;
  ids.formula = (await inquiry('=HYPERLINK("http://evil")', 2, 60, 2, { message: 'He said "hi", then\nleft' })).id;
  ids.otieno = (await inquiry("Otieno Baraka", 1, 50, 4)).id;
  await createContactMessage({ name: "Peter Mwangi", email: "peter@example.com", subject: "Dogs welcome?", message: "Can we bring a dog?" });
  await createContactMessage({ name: "Amina Yusuf", email: "amina@example.com", subject: "@ the lake", message: "Is there a boat?" });
  const db = await getDb();
  await db
    .updateTable("contactMessages")
    .set({ resolved: 1, resolvedAt: new Date().toISOString(), resolvedBy: "admin" })
    .where("name", "=", "Amina Yusuf")
    .execute();
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks (RFC 4180) and defuses formulas", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    for (const start of ["=", "+", "-", "@"]) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["a", "b"], [[1, true]])).toBe("a,b\r\n1,Yes\r\n");
  });

  it("quotes a semicolon, so a spreadsheet that splits on ';' never starts a cell with a live formula", () => {
    expect(csvCell("Zoë; Nairobi")).toBe('"Zoë; Nairobi"');
    expect(csvCell('x;=HYPERLINK("http://evil")')).toBe(`"x;'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("=1;+2;-3;@4")).toBe(`"'=1;'+2;'-3;'@4"`);
    // Read the way such a spreadsheet reads it: split on every ';' (a quote that does not open its cell is
    // only a character), and no cell starts a formula.
    const line = toCsv(["Id", "Name", "Message"], [[7, "Zoë", "thanks;=cmd|' /C calc'!A0"]]).split("\r\n")[1];
    expect(line.split(";").some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });
});

describe("booking inquiries: find", () => {
  it("the JSON twin searches name, e-mail and phone (also typed as digits)", async () => {
    const byName = await call(inquiryList, "/api/v1/admin/booking-inquiries?q=wanjiru", { cookie });
    expect(byName.status).toBe(200);
    expect(byName.json.map((i: { id: number }) => i.id)).toEqual([ids.wanjiru]);
    const byEmail = await call(inquiryList, "/api/v1/admin/booking-inquiries?q=otieno%40example", { cookie });
    expect(byEmail.json.map((i: { id: number }) => i.id)).toEqual([ids.otieno]);
    const byPhone = await call(inquiryList, "/api/v1/admin/booking-inquiries?q=0722111222", { cookie });
    expect(byPhone.json.map((i: { id: number }) => i.id)).toEqual([ids.wanjiru]);
    const literal = await call(inquiryList, "/api/v1/admin/booking-inquiries?q=%25", { cookie });
    expect(literal.json).toEqual([]);
  });

  it("filters by property and by stay dates overlapping the range, and sorts by check-in", async () => {
    const property1 = await call(inquiryList, "/api/v1/admin/booking-inquiries?propertyId=1&sort=checkin", { cookie });
    expect(property1.json.map((i: { id: number }) => i.id)).toEqual([ids.wanjiru, ids.otieno]);
    // Wanjiru stays nights 40-42 (leaves on 43): a range starting on 43 does not include her.
    const range = await call(inquiryList, `/api/v1/admin/booking-inquiries?from=${dayFromToday(43)}&to=${dayFromToday(50)}`, { cookie });
    expect(range.json.map((i: { id: number }) => i.id)).toEqual([ids.otieno]);
    const newest = await call(inquiryList, "/api/v1/admin/booking-inquiries", { cookie });
    expect(newest.json.map((i: { id: number }) => i.id).slice(0, 3)).toEqual([ids.otieno, ids.formula, ids.wanjiru]);
  });

  it("filters by property name: the whole name (any case) or part of it; the page and the CSV too", async () => {
    const db = await getDb();
    const name1 = (await db.selectFrom("properties").select("name").where("id", "=", 1).executeTakeFirstOrThrow()).name;
    const byName = await call(inquiryList, `/api/v1/admin/booking-inquiries?property=${encodeURIComponent(name1.toUpperCase())}&sort=checkin`, {
      cookie,
    });
    expect(byName.json.map((i: { id: number }) => i.id)).toEqual([ids.wanjiru, ids.otieno]);
    const part = name1.slice(1, 5).toLowerCase();
    const byPart = await call(inquiryList, `/api/v1/admin/booking-inquiries?property=${encodeURIComponent(part)}`, { cookie });
    expect(byPart.json.every((i: { propertyName: string }) => i.propertyName.toLowerCase().includes(part))).toBe(true);
    expect(byPart.json.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([ids.wanjiru, ids.otieno]));
    const none = await call(inquiryList, "/api/v1/admin/booking-inquiries?property=No%20Such%20Lodge", { cookie });
    expect(none.json).toEqual([]);
    expect(none.headers.get("X-Total-Count")).toBe("0");

    const page = await get(inquiriesPage, `/admin/booking-inquiries?property=${encodeURIComponent(name1)}`);
    const data = page instanceof Response ? await page.json() : page;
    expect(data.inquiries.map((i: { id: number }) => i.id).sort()).toEqual([ids.wanjiru, ids.otieno].sort());
    // A handful of properties: the filter still lists them.
    expect(data.properties.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 2]));
    const csv = await (await get(inquiryExport, `/admin/booking-inquiries/export.csv?property=${encodeURIComponent(name1)}`)).text();
    expect(csv).toContain("Wanjiru Kamau");
    expect(csv).not.toContain("HYPERLINK");
  });

  it("answers 400 { message } for a filter it does not understand", async () => {
    for (const query of [
      "status=maybe",
      "propertyId=abc",
      `property=${"x".repeat(101)}`,
      "from=tomorrow",
      "sort=name",
      `from=${dayFromToday(9)}&to=${dayFromToday(2)}`,
    ]) {
      const res = await call(inquiryList, `/api/v1/admin/booking-inquiries?${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
    const messages = await call(messageList, "/api/v1/admin/contact-messages?status=maybe", { cookie });
    expect(messages.status).toBe(400);
    expect(messages.json.message).toBe("Status must be resolved or unresolved");
  });

  it("the page keeps working with a bad bookmark: the value is ignored and shown on its field", async () => {
    const res = await get(inquiriesPage, "/admin/booking-inquiries?status=maybe&q=wanjiru");
    const data = res instanceof Response ? await res.json() : res;
    expect(data.errors.status).toBe("Status must be pending, confirmed or cancelled");
    expect(data.inquiries.map((i: { id: number }) => i.id)).toEqual([ids.wanjiru]);
  });
});

describe("exports", () => {
  it("booking inquiries: text/csv, a header row, exactly what the filter shows, formulas defused", async () => {
    const res = await get(inquiryExport, "/admin/booking-inquiries/export.csv?propertyId=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(/^Id,Reference,Received,Status,Property,Guest name,Email,Phone,Check-in,Check-out/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"He said ""hi"", then\nleft"');
    expect(text).not.toContain("Wanjiru");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("starts with a UTF-8 byte order mark, so Excel shows 'Zoë' and not 'ZoÃ«'", async () => {
    await inquiry("Zoë Wanjiku", 3, 90, 2);
    for (const route of [inquiryExport, messageExport]) {
      const bytes = Buffer.from(await (await get(route, "/admin/x/export.csv")).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3, 5).toString("utf8")).toBe("Id");
    }
    const bytes = Buffer.from(await (await get(inquiryExport, "/admin/booking-inquiries/export.csv?q=wanjiku")).arrayBuffer());
    expect(bytes.includes(Buffer.from("Zoë", "utf8"))).toBe(true);
  });

  it("exports every page, not only the first", async () => {
    const text = await (await get(inquiryExport, "/admin/booking-inquiries/export.csv")).text();
    const db = await getDb();
    const { n } = await db
      .selectFrom("bookingInquiries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(
      text
        .trim()
        .split("\r\n")
        .filter((l) => /^\d+,/.test(l)),
    ).toHaveLength(Number(n));
  });

  it("contact messages: search and resolved filter, phones and @ cells prefixed", async () => {
    const res = await get(messageExport, "/admin/contact-messages/export.csv?status=resolved");
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("Id,Received,Status,Name,Email,Subject,Message,Resolved by,Resolved at");
    expect(text).toContain("'@ the lake");
    expect(text).not.toContain("Peter Mwangi");
    const search = await call(messageList, "/api/v1/admin/contact-messages?q=dogs", { cookie });
    expect(search.json.map((m: { name: string }) => m.name)).toEqual(["Peter Mwangi"]);
    const bad = await get(messageExport, "/admin/contact-messages/export.csv?status=maybe");
    expect(bad.status).toBe(400);
  });
});

describe("internal notes", () => {
  it("PATCH { note } saves it with who and when; it is in the staff list and CSV; an empty note clears it", async () => {
    const res = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${ids.wanjiru}`, {
      method: "PATCH",
      params: { id: String(ids.wanjiru) },
      body: { note: "  Called back, wants airport pickup  " },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: ids.wanjiru, note: "Called back, wants airport pickup", noteUpdatedBy: "admin", status: "pending" });
    const csv = await (await get(inquiryExport, "/admin/booking-inquiries/export.csv?q=wanjiru")).text();
    expect(csv).toContain("Called back, wants airport pickup");

    const tooLong = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${ids.wanjiru}`, {
      method: "PATCH",
      params: { id: String(ids.wanjiru) },
      body: { note: "x".repeat(2001) },
      cookie,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe("Note must be at most 2000 characters");

    const cleared = await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${ids.wanjiru}`, {
      method: "PATCH",
      params: { id: String(ids.wanjiru) },
      body: { note: "" },
      cookie,
    });
    expect(cleared.json.note).toBeNull();
  });

  it("the note never reaches a guest e-mail", async () => {
    await call(inquiryPatch, `/api/v1/admin/booking-inquiries/${ids.otieno}`, {
      method: "PATCH",
      params: { id: String(ids.otieno) },
      body: { note: "VIP: secret staff remark", status: "confirmed" },
      cookie,
    });
    const db = await getDb();
    const emails = await db.selectFrom("emails").select(["toAddress", "kind", "payload", "subject", "html", "text"]).execute();
    expect(emails.some((e) => e.toAddress.includes("otieno@example.com"))).toBe(true);
    // Neither what is stored for the sender nor what it will send.
    expect(emails.some((e) => e.payload?.includes("secret staff remark"))).toBe(false);
    const sent = emails.map(renderStoredEmail);
    expect(sent.some((e) => e.html.includes("secret staff remark") || e.text.includes("secret staff remark"))).toBe(false);
  });

  it("the page's note form saves, and a too-long note comes back to its field with 400", async () => {
    const post = (note: string) =>
      (inquiriesPage.action as (args: unknown) => Promise<unknown>)({
        request: new Request("http://localhost/admin/booking-inquiries?q=wanjiru", {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "note", id: String(ids.wanjiru), note }),
        }),
        params: {},
        context: {},
      });
    const ok = (await post("Deposit received")) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin/booking-inquiries?q=wanjiru");
    type Reply = { data: { error: Record<string, string[]>; initialValue: Record<string, string> }; init: { status: number } };
    const bad = (await post("y".repeat(2001))) as Reply;
    expect(bad.init.status).toBe(400);
    expect(bad.data.error).toEqual({ note: ["Note must be at most 2000 characters"] });
    // What was typed comes back to the field of this inquiry's card (the form is found by its intent and id).
    expect(bad.data.initialValue).toMatchObject({ intent: "note", id: String(ids.wanjiru), note: "y".repeat(2001) });
  });
});
