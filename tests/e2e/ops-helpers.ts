import { existsSync, statSync } from "node:fs";
import { SERVER_ADMIN } from "../../scripts/measure-server";

// The ops specs start a production server of their own (startServer of scripts/measure-server.ts) on
// its own SQLite file and this port, so a test can stop, restore and start it again without touching
// the shared e2e server.
export const OPS_PORT = Number(process.env.E2E_PORT || 3210) + 51;
export const OPS_BASE = `http://127.0.0.1:${OPS_PORT}`;
export const OPS_ADMIN = SERVER_ADMIN;

/** Bytes of the write-ahead log beside the database (0 when there is none). */
export function walBytes(databasePath: string): number {
  return existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0;
}

export const contactMessage = (subject: string) => ({
  name: "Ops Tester",
  email: "ops@example.com",
  subject,
  message: `A message about ${subject} that must survive.`,
});
