import { getDb, type DB } from "~/db/db.server";
import { nowIso } from "~/lib/clock";
import { DEFAULT_GUEST_MESSAGES, GUEST_MESSAGE_KINDS, type GuestMessageKind, type GuestMessageSetting } from "~/schemas/guest-messages";

/**
 * Staff's edits of the four guest messages (Settings → Guest messages): a kind with no row is its default
 * (app/schemas/guest-messages.ts), so restoring the default text deletes the row.
 */

const isKind = (kind: string): kind is GuestMessageKind => (GUEST_MESSAGE_KINDS as readonly string[]).includes(kind);

/** Every message as it is now (defaults for those staff have not edited), in schedule order. */
export async function getGuestMessageSettings(executor?: DB): Promise<Record<GuestMessageKind, GuestMessageSetting>> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("guestMessageSettings").selectAll().execute();
  const settings = { ...DEFAULT_GUEST_MESSAGES };
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    settings[row.kind] = {
      kind: row.kind,
      enabled: Number(row.enabled) === 1,
      offsetDays: Number(row.offsetDays),
      timeOfDay: row.timeOfDay,
      subject: row.subject,
      body: row.body,
      subjectSw: row.subjectSw,
      bodySw: row.bodySw,
      subjectDe: row.subjectDe,
      bodyDe: row.bodyDe,
    };
  }
  return settings;
}

/** Save one message (the write transaction `db`). */
export async function saveGuestMessageSetting(db: DB, setting: GuestMessageSetting): Promise<void> {
  const values = {
    enabled: setting.enabled ? 1 : 0,
    offsetDays: setting.offsetDays,
    timeOfDay: setting.timeOfDay,
    subject: setting.subject,
    body: setting.body,
    subjectSw: setting.subjectSw,
    bodySw: setting.bodySw,
    subjectDe: setting.subjectDe,
    bodyDe: setting.bodyDe,
    updatedAt: nowIso(),
  };
  await db
    .insertInto("guestMessageSettings")
    .values({ kind: setting.kind, ...values })
    .onConflict((oc) => oc.column("kind").doUpdateSet(values))
    .execute();
}

/** Forget staff's edit of a message: it is its default again. */
export async function deleteGuestMessageSetting(db: DB, kind: GuestMessageKind): Promise<void> {
  await db.deleteFrom("guestMessageSettings").where("kind", "=", kind).execute();
}
