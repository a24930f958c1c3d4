import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { E2E_SERVER } from "../../playwright.config";
import { sendInquiry } from "./admin-helpers";
import { dayFromToday } from "./helpers";

/**
 * A stay that can be reviewed: an inquiry sent through the public API, then (straight in the e2e server's
 * database, as the Thank you message would leave it) confirmed, moved into the past and given its review link.
 * `validDays` below 0 makes the link expired. Returns the review page's path and the inquiry.
 */
export async function reviewableStay(options: { validDays?: number } = {}) {
  const inquiry = (await sendInquiry()) as { id: number; propertyId: number; name: string; propertyName: string };
  const db = new Database(E2E_SERVER.databasePath, { timeout: 10_000 });
  const token = randomBytes(24).toString("base64url");
  const startDate = dayFromToday(-9);
  try {
    db.prepare("update bookingInquiries set status = 'confirmed', startDate = ?, endDate = ? where id = ?").run(
      startDate,
      dayFromToday(-6),
      inquiry.id,
    );
    db.prepare("insert into reviews (inquiryId, propertyId, token, tokenExpiresAt, status, stayMonth) values (?, ?, ?, ?, 'invited', ?)").run(
      inquiry.id,
      inquiry.propertyId,
      token,
      new Date(Date.now() + (options.validDays ?? 25) * 24 * 3600_000).toISOString(),
      startDate.slice(0, 7),
    );
  } finally {
    db.close();
  }
  return { inquiry, token, path: `/review/${token}` };
}

/** The review row of a stay, as stored. */
export function storedReview(inquiryId: number): { id: number; status: string; overall: number | null; title: string | null } {
  const db = new Database(E2E_SERVER.databasePath, { readonly: true });
  try {
    return db.prepare("select id, status, overall, title from reviews where inquiryId = ?").get(inquiryId) as {
      id: number;
      status: string;
      overall: number | null;
      title: string | null;
    };
  } finally {
    db.close();
  }
}
