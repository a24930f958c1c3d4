import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "~/lib/inquiry-reference.server";
import { findInquiry } from "~/models/inquiry.server";
import * as migration from "../../migrations/20261124T010000-inquiry-reference";
import { seedTestDb } from "../setup/api";
import { dayFromToday } from "../setup/days";
import { createInquiry } from "../setup/factories";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;

beforeAll(async () => {
  db = await seedTestDb();
});

const oldRow = (name: string, day: number) => ({
  propertyId: 1,
  name,
  email: "old@example.com",
  phone: "0712345678",
  startDate: dayFromToday(day),
  endDate: dayFromToday(day + 2),
  guests: 2,
  status: "cancelled",
  createdAt: new Date().toISOString(),
});

describe("the inquiry-reference migration", () => {
  it("gives every inquiry stored before it a distinct reference and guest token, and the database requires both afterwards", async () => {
    for (let i = 0; i < 3; i++) await createInquiry({ startDate: dayFromToday(20 + 3 * i), endDate: dayFromToday(22 + 3 * i) });
    // Back to the shape before the migration, with rows written in that shape.
    await migration.down(db);
    const before = await db.selectFrom("bookingInquiries").selectAll().limit(1).executeTakeFirstOrThrow();
    expect(before).not.toHaveProperty("reference");
    expect(before).not.toHaveProperty("guestToken");
    await db
      .insertInto("bookingInquiries")
      .values([oldRow("Old Guest A", 60), oldRow("Old Guest B", 70)])
      .execute();

    await migration.up(db);
    const rows = await db.selectFrom("bookingInquiries").select(["id", "name", "reference", "guestToken", "cancelledBy"]).execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.reference).toMatch(REFERENCE_PATTERN);
      expect(Buffer.from(row.guestToken, "base64url").length).toBeGreaterThanOrEqual(16);
      expect(row.cancelledBy).toBeNull();
    }
    expect(new Set(rows.map((r) => r.reference)).size).toBe(5);
    expect(new Set(rows.map((r) => r.guestToken)).size).toBe(5);
    const old = rows.find((r) => r.name === "Old Guest A")!;
    expect((await findInquiry(old.id))?.reference).toBe(old.reference);

    // Afterwards: a row without either is refused, and the app's own inserts carry on.
    await expect(db.insertInto("bookingInquiries").values(oldRow("No Reference", 80)).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto("bookingInquiries")
        .values({ ...oldRow("No Token", 80), reference: "TR-22222A" })
        .execute(),
    ).rejects.toThrow();
    await expect(db.updateTable("bookingInquiries").set({ reference: rows[1].reference }).where("id", "=", rows[0].id).execute()).rejects.toThrow();
    const fresh = await createInquiry({ startDate: dayFromToday(90), endDate: dayFromToday(92) });
    expect(fresh.reference).toMatch(REFERENCE_PATTERN);
  });
});
