import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import * as propertyRestore from "~/routes/api.v1.admin.properties.$id.restore";
import * as propertiesArchived from "~/routes/api.v1.admin.properties.archived";
import * as propertyById from "~/routes/api.v1.admin.properties.$id";
import * as propertiesAdmin from "~/routes/api.v1.admin.properties._index";
import * as activitiesAdmin from "~/routes/api.v1.admin.activities._index";
import * as activityToggle from "~/routes/api.v1.admin.activities.$id.toggle";
import * as inquiryById from "~/routes/api.v1.admin.booking-inquiries.$id";
import * as messageById from "~/routes/api.v1.admin.contact-messages.$id";
import * as settingsApi from "~/routes/api.v1.admin.settings";
import * as blocksApi from "~/routes/api.v1.admin.properties.$id.calendar.blocks._index";
import * as usersAdmin from "~/routes/api.v1.admin.users._index";
import * as userById from "~/routes/api.v1.admin.users.$id._index";
import * as passwordReset from "~/routes/api.v1.admin.users.$id.password-reset";
import * as auditApi from "~/routes/api.v1.admin.audit";
import * as me from "~/routes/api.v1.auth.me";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as inquiries from "~/routes/api.v1.booking-inquiries";
import * as contact from "~/routes/api.v1.contact";
import * as usersPage from "~/routes/admin.users";
import * as archivedPage from "~/routes/admin.properties_.archived";
import * as auditPage from "~/routes/admin.audit";
import { getDb, writeTransaction } from "~/db/db.server";
import { listAudit, pruneAudit, recordAudit } from "~/models/audit.server";
import { deleteUser, updateUserAccess } from "~/models/user.server";
import { USER_LIFECYCLE_MESSAGES } from "~/messages";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";
import { runPage } from "../setup/pages";
import { dayFromToday } from "../setup/days";
import { makeInquiry } from "../setup/factories";
import { ConflictError } from "~/lib/domain-errors";

let admin: string;
let adminId: number;
const login = async (username: string, password: string) =>
  call(loginRoute, "/api/v1/auth/login", {
    method: "POST",
    body: { username, password },
    clientAddress: `198.51.100.${Math.floor(Math.random() * 200)}`,
  });

async function createUser(username: string, role: "admin" | "user" = "user") {
  const res = await call(usersAdmin, "/api/v1/admin/users", {
    method: "POST",
    cookie: admin,
    body: { username, password: "a-long-password-123", role },
  });
  expect(res.status).toBe(201);
  return res.json as { id: number; username: string };
}

beforeAll(async () => {
  await seedTestDb();
  const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
  admin = res.cookie!;
  adminId = (await call(me, "/api/v1/auth/me", { cookie: admin })).json.id;
});

describe("staff lifecycle (JSON)", () => {
  it("changes a role, and a deactivated user is signed out at once and cannot sign in", async () => {
    const sam = await createUser("sam");
    const samCookie = (await login("sam", "a-long-password-123")).cookie!;
    expect((await call(me, "/api/v1/auth/me", { cookie: samCookie })).status).toBe(200);

    const promoted = await call(userById, `/api/v1/admin/users/${sam.id}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(sam.id) },
      body: { role: "admin" },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ role: "admin", active: true });
    expect(promoted.json).not.toHaveProperty("password");

    const off = await call(userById, `/api/v1/admin/users/${sam.id}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(sam.id) },
      body: { active: false },
    });
    expect(off.json).toMatchObject({ active: false });
    expect((await call(me, "/api/v1/auth/me", { cookie: samCookie })).status).toBe(401);
    expect((await login("sam", "a-long-password-123")).status).toBe(401);

    await call(userById, `/api/v1/admin/users/${sam.id}`, { method: "PATCH", cookie: admin, params: { id: String(sam.id) }, body: { active: true } });
    expect((await login("sam", "a-long-password-123")).status).toBe(200);
  });

  it("refuses to change, demote or delete oneself (409)", async () => {
    const self = { cookie: admin, params: { id: String(adminId) } };
    const demote = await call(userById, `/api/v1/admin/users/${adminId}`, { method: "PATCH", ...self, body: { role: "user" } });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toBe(USER_LIFECYCLE_MESSAGES.notYourself);
    expect((await call(userById, `/api/v1/admin/users/${adminId}`, { method: "DELETE", ...self })).status).toBe(409);
    expect((await call(userById, `/api/v1/admin/users/${adminId}`, { method: "PATCH", ...self, body: { active: false } })).status).toBe(409);
    expect((await call(me, "/api/v1/auth/me", { cookie: admin })).json).toMatchObject({ role: "admin" });
  });

  it("keeps the last active admin: two admins demoting each other at once leave one admin (the other refused)", async () => {
    const db = await getDb();
    await db.updateTable("users").set({ role: "user" }).where("id", "!=", adminId).execute();
    const other = await createUser("co-admin", "admin");
    const otherCookie = (await login("co-admin", "a-long-password-123")).cookie!;
    const [a, b] = await Promise.all([
      call(userById, `/api/v1/admin/users/${other.id}`, { method: "PATCH", cookie: admin, params: { id: String(other.id) }, body: { role: "user" } }),
      call(userById, `/api/v1/admin/users/${adminId}`, {
        method: "PATCH",
        cookie: otherCookie,
        params: { id: String(adminId) },
        body: { role: "user" },
      }),
    ]);
    // One wins. The other is refused: 409 when both were still admins as their requests were checked, or
    // 403 when the winner's demotion committed before the loser's request was even authorised (on
    // PostgreSQL the two requests interleave that way too).
    const winner = [a, b].filter((r) => r.status === 200);
    const loser = [a, b].find((r) => r.status !== 200)!;
    expect(winner).toHaveLength(1);
    expect([403, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.json.message).toBe(USER_LIFECYCLE_MESSAGES.lastAdmin);
    const admins = await db.selectFrom("users").select("id").where("role", "=", "admin").where("active", "=", 1).execute();
    expect(admins).toHaveLength(1);
    // Put the seed admin back for the rest of the file.
    await db.updateTable("users").set({ role: "admin" }).where("id", "=", adminId).execute();
  });

  it("refuses to delete or deactivate the last active admin whoever asks (model rule)", async () => {
    const db = await getDb();
    await db.updateTable("users").set({ role: "user" }).where("id", "!=", adminId).execute();
    await expect(writeTransaction((trx) => deleteUser(trx, -1, adminId))).rejects.toThrow(new ConflictError(USER_LIFECYCLE_MESSAGES.lastAdmin));
    await expect(writeTransaction((trx) => updateUserAccess(trx, -1, adminId, { active: false }))).rejects.toBeInstanceOf(ConflictError);
    // A deactivated admin does not count: deleting one is allowed.
    const idle = await createUser("idle-admin", "admin");
    await db.updateTable("users").set({ active: 0 }).where("id", "=", idle.id).execute();
    await expect(writeTransaction((trx) => deleteUser(trx, adminId, idle.id))).resolves.toMatchObject({ username: "idle-admin" });
  });

  it("resets a password once: the old one stops working and the user's sessions end", async () => {
    const kim = await createUser("kim");
    const kimCookie = (await login("kim", "a-long-password-123")).cookie!;
    const res = await call(passwordReset, `/api/v1/admin/users/${kim.id}/password-reset`, {
      method: "POST",
      cookie: admin,
      params: { id: String(kim.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json.password).toMatch(/^[\w-]{20}$/);
    expect((await call(me, "/api/v1/auth/me", { cookie: kimCookie })).status).toBe(401);
    expect((await login("kim", "a-long-password-123")).status).toBe(401);
    expect((await login("kim", res.json.password)).status).toBe(200);
    const own = await call(passwordReset, `/api/v1/admin/users/${adminId}/password-reset`, {
      method: "POST",
      cookie: admin,
      params: { id: String(adminId) },
    });
    expect(own.status).toBe(409);
  });

  it("deletes a user; bad input and unknown ids are 4xx, never 500", async () => {
    const lee = await createUser("lee");
    const del = await call(userById, `/api/v1/admin/users/${lee.id}`, { method: "DELETE", cookie: admin, params: { id: String(lee.id) } });
    expect(del.status).toBe(200);
    expect((await login("lee", "a-long-password-123")).status).toBe(401);
    expect((await call(userById, "/api/v1/admin/users/999", { method: "DELETE", cookie: admin, params: { id: "999" } })).status).toBe(404);
    const bad = await call(userById, `/api/v1/admin/users/${adminId}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(adminId) },
      body: { role: "owner" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.role).toBeDefined();
    const empty = await call(userById, `/api/v1/admin/users/${adminId}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(adminId) },
      body: {},
    });
    expect(empty.status).toBe(400);
  });

  it("is for administrators only", async () => {
    await createUser("plain");
    const plain = (await login("plain", "a-long-password-123")).cookie!;
    expect(
      (await call(userById, `/api/v1/admin/users/${adminId}`, { method: "DELETE", cookie: plain, params: { id: String(adminId) } })).status,
    ).toBe(403);
    expect((await call(auditApi, "/api/v1/admin/audit", { cookie: plain })).status).toBe(403);
    expect((await call(userById, `/api/v1/admin/users/${adminId}`, { method: "DELETE", params: { id: String(adminId) } })).status).toBe(401);
  });
});

describe("staff lifecycle (page, no JavaScript)", () => {
  it("resets a password and shows it once in the answer; deactivates with a redirect", async () => {
    const ann = await createUser("ann");
    const reset = await runPage(usersPage.action, "/admin/users", { cookie: admin, form: { intent: "reset", id: String(ann.id) } });
    expect(reset.status).toBe(200);
    expect(reset.data.passwordReset).toMatchObject({ username: "ann" });
    expect(reset.data.passwordReset.password.length).toBeGreaterThanOrEqual(20);
    const off = await runPage(usersPage.action, "/admin/users", { cookie: admin, form: { intent: "active", id: String(ann.id), active: "false" } });
    expect(off.status).toBe(302);
    expect((await login("ann", reset.data.passwordReset.password)).status).toBe(401);
    const self = await runPage(usersPage.action, "/admin/users", { cookie: admin, form: { intent: "delete", id: String(adminId) } });
    expect(self.status).toBe(302); // back with an error toast; the admin still exists
    expect((await call(me, "/api/v1/auth/me", { cookie: admin })).status).toBe(200);
  });
});

const newProperty = (name: string) => ({
  name,
  description: "A cottage by the tea fields.",
  shortDescription: "Quiet and green.",
  location: "Tigoni, Kenya",
  price: 150,
  bedrooms: 1,
  bathrooms: 1,
  sleeps: 2,
  amenities: ["Wifi"],
  images: ["/images/forest-haven-2.svg"],
  featured: false,
});

describe("archive lifecycle", () => {
  async function archivedProperty(name: string) {
    const created = await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie: admin,
      body: newProperty(name),
    });
    expect(created.json).toMatchObject({ name });
    const property = created.json as { id: number; slug: string };
    const inquiry = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      body: makeInquiry({ propertyId: property.id, startDate: dayFromToday(5 + property.id), endDate: dayFromToday(7 + property.id) }),
    });
    expect(inquiry.status).toBe(201);
    const del = await call(propertyById, `/api/v1/admin/properties/${property.id}`, {
      method: "DELETE",
      cookie: admin,
      params: { id: String(property.id) },
    });
    expect(del.json.archived).toBe(true);
    return property;
  }

  it("lists archived properties and restores one (JSON)", async () => {
    const p = await archivedProperty("Old Mill Cottage");
    const list = await call(propertiesArchived, "/api/v1/admin/properties/archived", { cookie: admin });
    expect(list.json.map((x: { id: number }) => x.id)).toContain(p.id);
    const res = await call(propertyRestore, `/api/v1/admin/properties/${p.id}/restore`, {
      method: "POST",
      cookie: admin,
      params: { id: String(p.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: p.id, slug: p.slug });
    const again = await call(propertyRestore, `/api/v1/admin/properties/${p.id}/restore`, {
      method: "POST",
      cookie: admin,
      params: { id: String(p.id) },
    });
    expect(again.status).toBe(404);
  });

  it("answers 409 when a live property took the slug, and restores from the page", async () => {
    const p = await archivedProperty("River Bend Lodge");
    await call(propertiesAdmin, "/api/v1/admin/properties", {
      method: "POST",
      cookie: admin,
      body: newProperty("River Bend Lodge"),
    });
    const res = await call(propertyRestore, `/api/v1/admin/properties/${p.id}/restore`, {
      method: "POST",
      cookie: admin,
      params: { id: String(p.id) },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain(p.slug);

    const q = await archivedProperty("Hilltop Barn Stay");
    const page = await runPage(archivedPage.loader, "/admin/properties/archived", { cookie: admin });
    expect(page.data.properties.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(["Hilltop Barn Stay", "River Bend Lodge"]));
    const restored = await runPage(archivedPage.action, "/admin/properties/archived", {
      cookie: admin,
      form: { intent: "restore", id: String(q.id) },
    });
    expect(restored.status).toBe(302);
    const after = await runPage(archivedPage.loader, "/admin/properties/archived", { cookie: admin });
    expect(after.data.properties.map((x: { name: string }) => x.name)).not.toContain("Hilltop Barn Stay");
  });
});

describe("audit log", () => {
  it("records each kind of staff action, newest first, with who did it", async () => {
    const db = await getDb();
    const property = (await db.selectFrom("properties").select("id").where("archivedAt", "is", null).executeTakeFirstOrThrow()).id;
    await call(activitiesAdmin, "/api/v1/admin/activities", {
      method: "POST",
      cookie: admin,
      body: {
        name: "Tea tasting",
        description: "Taste the estate teas.",
        price: 1500,
        duration: "1 hour",
        images: ["/images/activity-nature-walk.svg"],
        available: true,
      },
    });
    const activity = (await db.selectFrom("activities").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    await call(activityToggle, `/api/v1/admin/activities/${activity}/toggle`, { method: "PATCH", cookie: admin, params: { id: String(activity) } });
    const inquiry = await call(inquiries, "/api/v1/booking-inquiries", {
      method: "POST",
      clientAddress: "203.0.113.99",
      body: makeInquiry({ propertyId: property, startDate: dayFromToday(40), endDate: dayFromToday(42) }),
    });
    await call(inquiryById, `/api/v1/admin/booking-inquiries/${inquiry.json.id}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(inquiry.json.id) },
      body: { status: "confirmed" },
    });
    const message = await call(contact, "/api/v1/contact", {
      method: "POST",
      body: { name: "Carol", email: "c@example.com", subject: "A question", message: "Hello there, is the lodge free in May?" },
    });
    expect(message.json).toMatchObject({ id: expect.any(Number) });
    await call(messageById, `/api/v1/admin/contact-messages/${message.json.id}`, {
      method: "PATCH",
      cookie: admin,
      params: { id: String(message.json.id) },
      body: { resolved: true },
    });
    const settings = (await call(settingsApi, "/api/v1/admin/settings", { cookie: admin })).json;
    await call(settingsApi, "/api/v1/admin/settings", { method: "PUT", cookie: admin, body: settings });
    await call(blocksApi, `/api/v1/admin/properties/${property}/calendar/blocks`, {
      method: "POST",
      cookie: admin,
      params: { id: String(property) },
      body: { startDate: dayFromToday(60), endDate: dayFromToday(62) },
    });

    const res = await call(auditApi, "/api/v1/admin/audit?limit=200", { cookie: admin });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThan(10);
    const actions = new Set(res.json.map((e: { action: string }) => e.action));
    for (const action of [
      "auth.sign-in",
      "user.create",
      "user.update",
      "user.delete",
      "user.password-reset",
      "property.create",
      "property.delete",
      "property.restore",
      "activity.create",
      "activity.toggle",
      "inquiry.status",
      "message.resolve",
      "settings.update",
      "calendar.block-add",
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(res.json[0].action).toBe("calendar.block-add");
    expect(res.json[0].actor.username).toBe(TEST_ADMIN.username);
    const times = res.json.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Never a password in the log.
    expect(JSON.stringify(res.json)).not.toMatch(/a-long-password-123|integration-admin-password/);

    const page = await runPage(auditPage.loader, "/admin/audit", { cookie: admin });
    expect(page.data.items.length).toBeGreaterThan(0);
    expect(page.data.items[0].summary).toMatch(/^admin blocked .+ at /);
  });

  it("keeps a year: older entries are pruned", async () => {
    await writeTransaction((trx) => recordAudit(trx, { id: adminId, username: "admin" }, "test.old", null));
    const db = await getDb();
    const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await sql`UPDATE ${sql.table("auditLog")} SET ${sql.ref("createdAt")} = ${longAgo} WHERE action = 'test.old'`.execute(db);
    expect(await pruneAudit()).toBe(1);
    expect((await listAudit({ action: "test.old" })).total).toBe(0);
  });
});
