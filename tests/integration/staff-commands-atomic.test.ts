import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { databaseEngine, type DB } from "~/db/db.server";
import { getPropertyBySlug } from "~/models/property.server";
import { changeInquiry } from "~/services/inquiries.server";
import { editProperty } from "~/services/properties.server";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

// A staff command's change, its audit row and its queued e-mails commit together or not at all. The
// failure is forced AFTER the change: a trigger refuses the audit row of one action, as a full disk or
// a crash between the two statements would.

let db: DB;
let actor: { id: number; username: string };

const refuseAudit = async (action: string) => {
  if (databaseEngine() === "postgres") {
    await sql`CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'audit row refused'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON "auditLog" FOR EACH ROW
      WHEN (NEW.action = ${sql.lit(action)}) EXECUTE FUNCTION refuse_audit()`.execute(db);
  } else {
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON auditLog WHEN NEW.action = ${sql.lit(action)}
      BEGIN SELECT RAISE(ABORT, 'audit row refused'); END`.execute(db);
  }
};

const dropRefusal = () =>
  (databaseEngine() === "postgres" ? sql`DROP TRIGGER IF EXISTS refuse_audit ON "auditLog"` : sql`DROP TRIGGER IF EXISTS refuse_audit`).execute(db);

const auditRows = async (action: string, targetId: number) =>
  (await db.selectFrom("auditLog").select("id").where("action", "=", action).where("targetId", "=", String(targetId)).execute()).length;

const emailCount = async () =>
  Number(
    (
      await db
        .selectFrom("emails")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  db = await seedTestDb();
  const admin = await db.selectFrom("users").select(["id", "username"]).where("username", "=", TEST_ADMIN.username).executeTakeFirstOrThrow();
  actor = admin;
});

afterEach(async () => {
  await dropRefusal();
});

describe("a staff command and its audit row", () => {
  it("confirming an inquiry: status, decision e-mail and audit row roll back together, and commit together", async () => {
    const property = (await getPropertyBySlug("forest-haven"))!;
    const inquiry = await createInquiry({
      propertyId: property.id,
      name: "Atomic Guest",
      email: "atomic@example.com",
      startDate: dayFromToday(400),
      endDate: dayFromToday(403),
    });
    const emailsBefore = await emailCount();

    await refuseAudit("inquiry.status");
    await expect(changeInquiry(actor, inquiry.id, { status: "confirmed" })).rejects.toThrow(/audit row refused/);
    const after = await db
      .selectFrom("bookingInquiries")
      .select(["status", "statusChangedBy"])
      .where("id", "=", inquiry.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "pending", statusChangedBy: null });
    expect(await emailCount()).toBe(emailsBefore);
    expect(await auditRows("inquiry.status", inquiry.id)).toBe(0);

    await dropRefusal();
    await changeInquiry(actor, inquiry.id, { status: "confirmed" });
    const confirmed = await db.selectFrom("bookingInquiries").select("status").where("id", "=", inquiry.id).executeTakeFirstOrThrow();
    expect(confirmed.status).toBe("confirmed");
    expect(await emailCount()).toBe(emailsBefore + 1);
    expect(await auditRows("inquiry.status", inquiry.id)).toBe(1);
  });

  it("a status and a note sent together: a refused note audit keeps the status as it was too", async () => {
    const property = (await getPropertyBySlug("forest-haven"))!;
    const inquiry = await createInquiry({
      propertyId: property.id,
      name: "Both Changes",
      email: "both@example.com",
      startDate: dayFromToday(410),
      endDate: dayFromToday(412),
    });
    await refuseAudit("inquiry.note");
    await expect(changeInquiry(actor, inquiry.id, { status: "cancelled", note: "Guest called" })).rejects.toThrow();
    const row = await db.selectFrom("bookingInquiries").select(["status", "note"]).where("id", "=", inquiry.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "pending", note: null });
    expect(await auditRows("inquiry.status", inquiry.id)).toBe(0);
  });

  it("editing a property through the JSON twin: a failed audit row is a 500 and the property is unchanged", async () => {
    const login = await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN, clientAddress: "198.51.100.77" });
    const cookie = login.cookie!;
    const alpine = (await getPropertyBySlug("alpine-retreat"))!;
    const { id, createdAt: _c, updatedAt: _u, ...input } = alpine;
    const put = (name: string) =>
      call(propertyById, `/api/v1/admin/properties/${id}`, { method: "PUT", params: { id: String(id) }, cookie, body: { ...input, name } });

    await refuseAudit("property.update");
    const refused = await put("Alpine Retreat (never saved)");
    expect(refused.status).toBe(500);
    expect((await getPropertyBySlug("alpine-retreat"))!.name).toBe(alpine.name);
    expect(await auditRows("property.update", id)).toBe(0);

    await dropRefusal();
    const saved = await put("Alpine Retreat Saved");
    expect(saved.status).toBe(200);
    expect((await getPropertyBySlug("alpine-retreat"))!.name).toBe("Alpine Retreat Saved");
    expect(await auditRows("property.update", id)).toBe(1);
  });

  it("a command the model refuses (a missing property) writes no audit row", async () => {
    await expect(editProperty(actor, 999_999, (await getPropertyBySlug("alpine-retreat"))!)).rejects.toThrow("Property not found");
    expect(await auditRows("property.update", 999_999)).toBe(0);
  });
});
