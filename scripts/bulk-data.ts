// The large data set the admin lists are checked against, 1,000 properties, 100,000
// inquiries (stays spread over four years), 100,000 contact messages and 20,000 e-mails, inserted straight
// into SQLite in one transaction, then ANALYZE. Used by tests/integration/admin-lists-at-scale.test.ts
// (query plans) and `npm run bench` (admin pages before and after).
import type SQLite from "better-sqlite3";

export function insertBulkAdminData(sqlite: SQLite.Database): void {
  const iso = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  sqlite.transaction(() => {
    const property = sqlite.prepare(
      `INSERT INTO properties (name, slug, description, shortDescription, price, location, bedrooms, bathrooms, sleeps, featured, updatedAt)
       VALUES (?, ?, 'A cabin.', 'A cabin.', 20000, ?, 2, 1, 4, 0, ?)`,
    );
    for (let i = 0; i < 1_000; i++) property.run(`Bulk Cabin ${i}`, `bulk-cabin-${i}`, i % 2 ? "Limuru, Kenya" : "Tigoni, Kenya", iso(i));
    const ids = (sqlite.prepare("SELECT id FROM properties").all() as { id: number }[]).map((r) => r.id);
    const statuses = ["pending", "confirmed", "cancelled"];
    const inquiry = sqlite.prepare(
      `INSERT INTO bookingInquiries (propertyId, name, email, phone, startDate, endDate, guests, createdAt, status)
       VALUES (?, 'Guest', 'guest@example.com', '0712345678', ?, ?, 2, ?, ?)`,
    );
    // Stays spread over four years of check-in dates, three nights each.
    const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 100_000; i++) inquiry.run(ids[i % ids.length], day(i % 1460), day((i % 1460) + 3), iso(i), statuses[i % 3]);
    const message = sqlite.prepare(
      `INSERT INTO contactMessages (name, email, subject, message, createdAt, resolved) VALUES ('Guest', 'guest@example.com', 'Hello', 'A message.', ?, ?)`,
    );
    for (let i = 0; i < 100_000; i++) message.run(iso(i), i % 4 === 0 ? 0 : 1);
    const email = sqlite.prepare(
      `INSERT INTO emails (kind, toAddress, subject, html, text, status, createdAt, queuedAt, nextAttemptAt) VALUES ('staffInquiry', 'a@example.com', 's', 'h', 't', ?, ?, ?, ?)`,
    );
    for (let i = 0; i < 20_000; i++) email.run(i % 10 === 0 ? "failed" : "sent", iso(i), iso(i), iso(i));
  })();
  sqlite.exec("ANALYZE");
}
