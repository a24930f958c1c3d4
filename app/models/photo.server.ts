import { getDb, type DB } from "~/db/db.server";

/**
 * The bytes of uploaded photos (table `photos`), one row per stored size, by its file name under
 * /uploads/ ("<32 hex>-480.webp"). Kept in the database so every app server answers every photo and a
 * backup of the database holds them (docs/decisions/0902-several-servers-share-the-database.md). A
 * name is never reused, so a row never changes once written.
 */

export interface PhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** The photo stored under `name`, or undefined. */
export async function getPhoto(name: string): Promise<(PhotoFile & { createdAt: string }) | undefined> {
  const db = await getDb();
  const row = await db.selectFrom("photos").select(["name", "contentType", "bytes", "createdAt"]).where("name", "=", name).executeTakeFirst();
  return row && { ...row, bytes: Buffer.from(row.bytes) };
}

/** Store the sizes of one upload (the caller's write transaction): all of them or none. */
export async function savePhotos(trx: DB, files: PhotoFile[]): Promise<void> {
  if (files.length === 0) return;
  await trx.insertInto("photos").values(files).execute();
}

/** Which of `names` are stored already. */
export async function storedPhotoNames(names: string[]): Promise<Set<string>> {
  const db = await getDb();
  const found = new Set<string>();
  // In slices, so a folder of thousands of files never makes one statement with thousands of parameters.
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .selectFrom("photos")
      .select("name")
      .where("name", "in", names.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.name);
  }
  return found;
}

/** Store a photo unless one of that name is already there (the start-up import of files; two servers may race). */
export async function addPhotoIfMissing(trx: DB, file: PhotoFile): Promise<void> {
  await trx
    .insertInto("photos")
    .values(file)
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}
