import type http from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as uploads from "~/routes/api.v1.admin.uploads";
import * as loginRoute from "~/routes/api.v1.auth.login";
import * as propertiesPage from "~/routes/admin.properties";
import * as propertyBySlug from "~/routes/api.v1.properties.$slug";
import * as auditApi from "~/routes/api.v1.admin.audit";
import { getDb } from "~/db/db.server";
import { uploadsDir } from "~/lib/env.server";
import { getPhoto } from "~/models/photo.server";
import { importUploadedFiles } from "~/services/uploads.server";
import { servePhotos } from "~/web/photos.server";
import { uploadedSources } from "~/lib/images";
import { requestGuards, PAGE_BODY_LIMIT } from "~/lib/request-guards.server";
import { API_MESSAGES, UPLOAD_MESSAGES } from "~/messages";
import { MAX_TEXT_FIELD_BYTES, MAX_TEXT_FIELDS } from "~/web/upload-form.server";
import { call, seedTestDb, TEST_ADMIN } from "../setup/api";

let cookie: string;
beforeAll(async () => {
  await seedTestDb();
  cookie = (await call(loginRoute, "/api/v1/auth/login", { method: "POST", body: TEST_ADMIN })).cookie!;
});

/** A JPEG with EXIF (camera, GPS-like text) and orientation 6 (taken with the phone turned). */
async function photo(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: "#4a7c59" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Jane Doe", Copyright: "GPS -1.1,36.7" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The same PNG with its header (IHDR, CRC fixed) claiming another size. */
async function claimSize(png: Buffer, width: number, height: number): Promise<Buffer> {
  const copy = Buffer.from(png);
  // Signature (8) + length (4) + "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function upload(file: Blob | null, name = "photo.jpg", options: { cookie?: string; field?: string } = {}) {
  const form = new FormData();
  if (file) form.append(options.field ?? "file", file, name);
  const request = new Request("http://localhost/api/v1/admin/uploads", {
    method: "POST",
    body: form,
    headers: { Cookie: options.cookie ?? cookie },
  });
  return (uploads.action as (args: unknown) => Promise<Response>)({ request, params: {}, context: {} });
}

describe("POST /api/v1/admin/uploads", () => {
  it("re-encodes a photo to WebP widths, upright, without EXIF; 201 { url, width, height }", async () => {
    const res = await upload(new Blob([new Uint8Array(await photo())], { type: "image/jpeg" }));
    expect(res.status).toBe(201);
    const body = await res.json();
    // Orientation 6: the 2000x1000 picture is stored upright, 1000 wide.
    expect(body).toMatchObject({ width: 1000, height: 2000 });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}(-avif)?-1000\.webp$/);
    const sources = uploadedSources(body.url)!;
    expect(sources.webpSrcSet).toContain("480w");
    expect(sources.webpSrcSet).toContain("960w");
    expect(sources.webpSrcSet).toContain("1000w");
    for (const entry of sources.webpSrcSet.split(", ")) {
      const name = path.basename(entry.split(" ")[0]);
      const photo = await getPhoto(name);
      expect(photo, name).toBeDefined();
      expect(photo!.contentType).toBe("image/webp");
      const meta = await sharp(photo!.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    const stored = (await getPhoto(path.basename(body.url)))!.bytes;
    expect(stored.includes(Buffer.from("Jane Doe"))).toBe(false);
  });

  it("accepts PNG, WebP and AVIF by content, whatever the file is called", async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: "#a33" } });
    for (const bytes of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer(), await base.clone().avif().toBuffer()]) {
      const res = await upload(new Blob([new Uint8Array(bytes)]), "no-extension");
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ width: 300, height: 200 });
    }
  });

  it("refuses anything that is not such an image with 415, by content not name", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [Buffer.from("just text, not a picture"), "photo.jpg"],
      [svg, "photo.png"],
      [gif, "photo.webp"],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), "broken.jpg"],
    ] as const) {
      const res = await upload(new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({ message: UPLOAD_MESSAGES.unsupported });
    }
  });

  it("refuses files over 10 MB (413) and decompression bombs", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    const res = await upload(new Blob([new Uint8Array(big)]), "big.jpg");
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(UPLOAD_MESSAGES.tooLarge);

    // A tiny PNG that claims 20000 x 20000 pixels (400 MP): refused from its header, never decoded.
    const bomb = await claimSize(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      20000,
      20000,
    );
    const refused = await upload(new Blob([new Uint8Array(bomb)]), "bomb.png");
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  }, 60_000);

  it("answers 400 without a file, 415 for a non-multipart body, 401 without a session", async () => {
    expect((await upload(null)).status).toBe(400);
    const json = await (uploads.action as (args: unknown) => Promise<Response>)({
      request: new Request("http://localhost/api/v1/admin/uploads", {
        method: "POST",
        body: "{}",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
      }),
      params: {},
      context: {},
    });
    expect(json.status).toBe(415);
    const anonymous = await upload(new Blob([new Uint8Array(await photo(100, 100))]), "a.jpg", { cookie: "" });
    expect(anonymous.status).toBe(401);
  });

  it("records uploads in the audit log", async () => {
    const res = await call(auditApi, "/api/v1/admin/audit?action=upload.", { cookie });
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json[0]).toMatchObject({ action: "upload.create", actor: { username: TEST_ADMIN.username } });
  });
});

/** The page action as Remix calls it, with a multipart body. */
async function postPage(fields: [string, string | Blob, string?][]) {
  const form = new FormData();
  for (const [name, value, filename] of fields) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const request = new Request("http://localhost/admin/properties?dialog=add", { method: "POST", body: form, headers: { Cookie: cookie } });
  try {
    const result = await (propertiesPage.action as (args: unknown) => Promise<unknown>)({ request, params: {}, context: {} });
    if (result instanceof Response) return { status: result.status, data: undefined };
    const r = result as { data: { initialValue: Record<string, unknown>; error?: Record<string, string[]> }; init: ResponseInit | null };
    return { status: r.init?.status ?? 200, data: r.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: undefined };
    throw error;
  }
}

const propertyFields = (name: string): [string, string][] => [
  ["intent", "create"],
  ["name", name],
  ["shortDescription", "Quiet and green."],
  ["description", "A cottage by the tea fields."],
  ["location", "Tigoni, Kenya"],
  ["price", "150"],
  ["bedrooms", "1"],
  ["bathrooms", "1"],
  ["sleeps", "2"],
  ["amenities", "Wifi"],
];

describe("the property dialog (page action, also without JavaScript)", () => {
  it("stores uploaded files after the typed images, with alt texts, in order", async () => {
    const res = await postPage([
      ...propertyFields("Upload Cottage"),
      ["images", "/images/forest-haven-2.svg"],
      ["imageAlts", "The deck, at dusk"],
      ["imageUrls", "https://example.com/a.jpg"],
      ["uploads", new Blob([new Uint8Array(await photo(800, 600))], { type: "image/jpeg" }), "one.jpg"],
      ["uploads", new Blob([new Uint8Array(await photo(700, 500))], { type: "image/jpeg" }), "two.jpg"],
    ]);
    expect(res.data?.error).toBeUndefined();
    expect(res.status).toBe(302);
    const property = (await call(propertyBySlug, "/api/v1/properties/upload-cottage", { params: { slug: "upload-cottage" } })).json;
    expect(property.images).toHaveLength(4);
    expect(property.images.slice(0, 2)).toEqual(["/images/forest-haven-2.svg", "https://example.com/a.jpg"]);
    expect(property.images[2]).toMatch(/^\/uploads\/.*-600\.webp$/);
    expect(property.images[3]).toMatch(/^\/uploads\/.*-500\.webp$/);
    expect(property.imageAlts).toEqual(["The deck, at dusk", "", "", ""]);
  });

  it("moves an image up without saving when the arrow is pressed without JavaScript", async () => {
    const res = await postPage([
      ...propertyFields("Reorder Cottage"),
      ["images", "/images/a.svg"],
      ["imageAlts", "first"],
      ["images", "/images/b.svg"],
      ["imageAlts", "second"],
      ["imageAction", "up:1"],
    ]);
    expect(res.status).toBe(200);
    expect(res.data!.initialValue.images).toBe("/images/b.svg, /images/a.svg");
    expect(res.data!.initialValue.imageAlts).toEqual(["second", "first"]);
    expect((await call(propertyBySlug, "/api/v1/properties/reorder-cottage", { params: { slug: "reorder-cottage" } })).status).toBe(404);
  });

  it("keeps what was typed and shows the upload's error when a file is refused", async () => {
    const res = await postPage([...propertyFields("Refused Cottage"), ["uploads", new Blob([Buffer.from("not an image")]), "x.jpg"]]);
    expect(res.status).toBe(415);
    expect(res.data!.error!.uploads).toEqual([UPLOAD_MESSAGES.unsupported]);
    expect(res.data!.initialValue.name).toBe("Refused Cottage");
  });
});

describe("text fields of an upload form are capped in number and in total size", () => {
  const storedFiles = async () =>
    Number(
      (
        await (
          await getDb()
        )
          .selectFrom("photos")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const many = (count: number, size: number): [string, string][] => Array.from({ length: count }, (_, i) => [`f${i}`, "x".repeat(size)]);

  it("the API upload answers 413 to too many fields, or to fields over 64 KiB together, and stores nothing", async () => {
    const before = await storedFiles();
    const jpeg = () => new Blob([new Uint8Array(Buffer.from("x"))], { type: "image/jpeg" });
    for (const fields of [many(MAX_TEXT_FIELDS + 1, 1), many(2, MAX_TEXT_FIELD_BYTES / 2 + 1)]) {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      form.append("file", jpeg(), "late.jpg"); // after the refusal: read and dropped, never stored
      const request = new Request("http://localhost/api/v1/admin/uploads", { method: "POST", body: form, headers: { Cookie: cookie } });
      const res = await (uploads.action as (args: unknown) => Promise<Response>)({ request, params: {}, context: {} });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: API_MESSAGES.bodyTooLarge });
    }
    expect(await storedFiles()).toBe(before);
  });

  it("the property dialog answers 413 the same way and saves nothing; a form within the caps still saves", async () => {
    const photoPart = async (): Promise<[string, Blob, string]> => [
      "uploads",
      new Blob([new Uint8Array(await photo(300, 200))], { type: "image/jpeg" }),
      "p.jpg",
    ];
    const before = await storedFiles();
    const tooMany = await postPage([...propertyFields("Field Flood Cottage"), ...many(MAX_TEXT_FIELDS, 1), await photoPart()]);
    expect(tooMany.status).toBe(413);
    const tooLarge = await postPage([...propertyFields("Field Flood Cottage"), ["description", "d".repeat(MAX_TEXT_FIELD_BYTES)], await photoPart()]);
    expect(tooLarge.status).toBe(413);
    expect(await storedFiles()).toBe(before);
    expect((await call(propertyBySlug, "/api/v1/properties/field-flood-cottage", { params: { slug: "field-flood-cottage" } })).status).toBe(404);
    expect((await postPage([...propertyFields("Within Caps Cottage"), ...many(100, 10), await photoPart()])).status).toBe(302);
  });
});

describe("request guard exception for the upload dialogs", () => {
  let base: string;
  let server: http.Server;
  beforeAll(async () => {
    const app = express();
    app.use(requestGuards());
    app.all("*", (_req, res) => void res.json({ reached: true }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("lets a multipart body over 64 KiB through to /admin/properties only", async () => {
    const form = () => {
      const f = new FormData();
      f.append("uploads", new Blob([Buffer.alloc(PAGE_BODY_LIMIT * 2, 1)]), "a.jpg");
      return f;
    };
    expect((await fetch(`${base}/admin/properties`, { method: "POST", body: form() })).status).toBe(200);
    expect((await fetch(`${base}/admin/activities`, { method: "POST", body: form() })).status).toBe(200);
    expect((await fetch(`${base}/admin/settings`, { method: "POST", body: form() })).status).toBe(413);
    // The JSON API's upload too; every other API body stays capped at 64 KiB.
    expect((await fetch(`${base}/api/v1/admin/uploads`, { method: "POST", body: form() })).status).toBe(200);
    expect((await fetch(`${base}/api/v1/admin/users`, { method: "POST", body: form() })).status).toBe(413);
    // A small broken multipart body is still checked (400) on the upload pages too.
    const broken = await fetch(`${base}/admin/properties`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
    });
    expect(broken.status).toBe(400);
  });
});

describe("photos are kept in the database and served at /uploads/ by any server", () => {
  let base: string;
  let server: http.Server;
  beforeAll(async () => {
    const app = express();
    app.use("/uploads", servePhotos);
    app.use((_req, res) => void res.status(404).send("the site's 404"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("writes no file: every size is a row", () => {
    expect(existsSync(uploadsDir())).toBe(false);
  });

  it("answers a stored size with the bytes, its type and a year's immutable caching; 304 when the browser has it", async () => {
    const res = await upload(new Blob([new Uint8Array(await photo(640, 480))], { type: "image/jpeg" }));
    const { url } = await res.json();
    const stored = (await getPhoto(path.basename(url)))!;
    const answer = await fetch(base + url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await answer.arrayBuffer()).equals(stored.bytes)).toBe(true);
    const etag = answer.headers.get("etag")!;
    expect((await fetch(base + url, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const head = await fetch(base + url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(stored.bytes.length));
  });

  it("lets an unknown or odd name through to the 404 page", async () => {
    for (const name of [`${"0".repeat(32)}-480.webp`, "..%2Fapp.db", ".session-secret", "a%20b.png"]) {
      const res = await fetch(`${base}/uploads/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.text()).toBe("the site's 404");
    }
  });

  it("moves photos an earlier version left as files in UPLOADS_DIR into the database once, leaving the files", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "tigoni-old-uploads-"));
    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#123" } })
      .webp()
      .toBuffer();
    const name = `${"ab".repeat(16)}-480.webp`;
    writeFileSync(path.join(dir, name), webp);
    writeFileSync(path.join(dir, "notes.txt"), "not a photo");
    expect(await importUploadedFiles(dir)).toBe(1);
    expect(await importUploadedFiles(dir)).toBe(0);
    expect((await getPhoto(name))!.bytes.equals(webp)).toBe(true);
    expect(await getPhoto("notes.txt")).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual([name, "notes.txt"]);
    const answer = await fetch(`${base}/uploads/${name}`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(webp)).toBe(true);
  });
});
