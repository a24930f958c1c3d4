import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { restoreUploads, uploadsBackupDir } from "../../scripts/uploads-backup";

describe("uploaded photos in backups", () => {
  it("sit beside the database backup and are added back on restore, keeping newer photos", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "uploads-backup-"));
    const backup = path.join(dir, "app-1.db");
    expect(uploadsBackupDir(backup)).toBe(path.join(dir, "app-1.uploads"));
    mkdirSync(uploadsBackupDir(backup));
    writeFileSync(path.join(uploadsBackupDir(backup), "a-480.webp"), "old photo");
    const live = path.join(dir, "live-uploads");
    mkdirSync(live);
    writeFileSync(path.join(live, "b-480.webp"), "newer photo");
    expect(restoreUploads(backup, live)).toBe(true);
    expect(readdirSync(live).sort()).toEqual(["a-480.webp", "b-480.webp"]);
    expect(restoreUploads(path.join(dir, "none.db"), live)).toBe(false);
  });
});
