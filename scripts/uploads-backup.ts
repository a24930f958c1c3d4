import { cpSync, existsSync, mkdirSync } from "node:fs";

/** Where a database backup's uploaded photos are kept: `backups/app-X.db` (or `.dump`) → `backups/app-X.uploads/`. */
export function uploadsBackupDir(backupFile: string): string {
  return backupFile.replace(/\.(db|dump)$/i, "") + ".uploads";
}

/**
 * Put a backup's photos back into UPLOADS_DIR. Files are only added (names are unique and never
 * reused), so photos uploaded after the backup stay in place. Returns whether there was anything.
 */
export function restoreUploads(backupFile: string, uploadsDir: string): boolean {
  const source = uploadsBackupDir(backupFile);
  if (!existsSync(source)) return false;
  mkdirSync(uploadsDir, { recursive: true });
  cpSync(source, uploadsDir, { recursive: true, force: false, errorOnExist: false });
  return true;
}
