import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteTables } from "#db/site-copy.server";
import { sendContactLoad } from "../resilience/load";
import { queryRow, queryRows } from "../support/database";
import { photoWithGps, png, realisticPhoto } from "../support/images";
import { api, imageUrls, request, sha256, signIn, uploadImage } from "../support/http";
import { adminEmail, startServer, type TestServer } from "../support/server";
import { createTestDatabase, testDialect } from "../support/test-database";

/*
 * `npm run db:copy -- <from> <to>` between the suite's database and SQLite files: on the
 * PostgreSQL pass that is PostgreSQL → SQLite → PostgreSQL, both directions.
 */

const folder = mkdtempSync(join(tmpdir(), "mahami-copy-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function dbCopy(...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "db:copy", "--", ...args], { encoding: "utf8", env: { ...process.env } });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** The tables compared row by row (the media tables by their files, below). */
const tables = siteTables.filter((table) => table !== "media" && table !== "media_variants");

/** Every row of every table, ids included, as comparable text. */
async function everyRow(databaseUrl: string) {
  const rows: Record<string, unknown> = {};
  for (const table of tables) rows[table] = await queryRows({ databaseUrl }, `select * from ${table} order by 1, 2`);
  return rows;
}

// Three runs of the command (tsx compiles it each time) and two servers: more than the default minute.
describe(`npm run db:copy (${testDialect} → SQLite → ${testDialect})`, { timeout: 240_000 }, () => {
  it("copies a whole site there and back, keeping every row and id, and the copy runs", async () => {
    const source = await createTestDatabase();
    const back = await createTestDatabase();
    const middle = join(folder, "middle.db");
    const site = await startServer({ DATABASE_URL: source.databaseUrl, TRUST_PROXY: "1" });
    let cookie = "";
    try {
      cookie = await signIn(site, "192.0.2.10");
      const items = (await api(site, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
      const title = items.find((item) => item.key === "home.hero.title")!;
      expect((await api(site, "PATCH", `/api/admin/content/${title.id}`, { cookie, body: { valueEn: "Copied hero" } })).status).toBe(200);
      const member = { name: "Maryam", position: "Founder", bio: "", imageUrl: "", email: "", phone: "", isActive: false, order: 3 };
      expect((await api(site, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
      expect((await api(site, "POST", "/api/newsletter", { ip: "192.0.2.11", body: { email: "Parent@Example.com" } })).status).toBe(202);
      const sent = await sendContactLoad(site, { total: 30, concurrency: 5, runId: "copy" });
      expect(sent.every((submission) => submission.status === 201)).toBe(true);
      // A gap in the ids, which the copy must keep.
      const [, second] = sent;
      expect((await api(site, "DELETE", `/api/admin/contacts/${second.id}`, { cookie })).status).toBe(204);
    } finally {
      await site.stop();
    }

    const there = dbCopy(source.databaseUrl, middle);
    expect(there.status, there.output).toBe(0);
    expect(there.output).toContain("contact_messages: 29 rows");
    const refused = dbCopy(middle, source.databaseUrl);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("already holds a site");
    const again = dbCopy(middle, back.databaseUrl);
    expect(again.status, again.output).toBe(0);

    const original = await everyRow(source.databaseUrl);
    expect(await everyRow(middle)).toEqual(original);
    expect(await everyRow(back.databaseUrl)).toEqual(original);
    const versions = await Promise.all(
      [source.databaseUrl, back.databaseUrl].map((databaseUrl) =>
        queryRow<{ version: number }>({ databaseUrl }, "select version from content_version"),
      ),
    );
    expect(versions[1].version).toBeGreaterThan(versions[0].version);

    const copy = await startServer({ DATABASE_URL: back.databaseUrl, TRUST_PROXY: "1" });
    try {
      // The session, the edit and the ids came along; new rows get ids after the copied ones.
      expect((await api(copy, "GET", "/api/auth/user", { cookie })).body).toMatchObject({ email: adminEmail });
      expect(await (await fetch(`${copy.url}/en`)).text()).toContain("Copied hero");
      const { max } = await queryRow<{ max: number }>(back, "select max(id) as max from contact_messages");
      const [next] = await sendContactLoad(copy, { total: 1, concurrency: 1, runId: "after-copy" });
      expect(next).toMatchObject({ status: 201, id: max + 1 });
      const newMember = await api(copy, "POST", "/api/admin/team", { cookie, body: { name: "Next", position: "Role" } });
      expect(newMember.status).toBe(201);
    } finally {
      await copy.stop();
      await source.drop();
      await back.drop();
    }
  });
});

interface Served {
  status: number;
  type: string | null;
  etag: string | null;
  sha256: string;
  length: number;
}

/** What a server answers for each address: status, type, ETag and the bytes' digest. */
async function served(server: TestServer, urls: string[]) {
  const answers: Record<string, Served> = {};
  for (const url of urls) {
    const response = await request(server, url);
    const bytes = Buffer.from(await response.arrayBuffer());
    answers[url] = {
      status: response.status,
      type: response.headers.get("content-type"),
      etag: response.headers.get("etag"),
      sha256: sha256(bytes),
      length: bytes.length,
    };
  }
  return answers;
}

/** Every stored image, original and copies, with its bytes (Buffers from either database). */
async function storedMedia(databaseUrl: string) {
  const media = await queryRows<Record<string, unknown>>(
    { databaseUrl },
    `select id, hash, mime, width, height, bytes, "altAr", "altEn", data from media order by id`,
  );
  const variants = await queryRows<Record<string, unknown>>(
    { databaseUrl },
    `select "mediaId", width, height, mime, bytes, data from media_variants order by "mediaId", width, mime`,
  );
  for (const row of [...media, ...variants]) expect(Buffer.isBuffer(row.data), "a blob comes back as bytes").toBe(true);
  return { media, variants };
}

/*
 * The media library travels with the site: SQLite → the suite's database → SQLite, so on the
 * PostgreSQL pass the blobs go into bytea and back out.
 */
describe(`npm run db:copy with the media library (SQLite → ${testDialect} → SQLite)`, { timeout: 300_000 }, () => {
  it("copies every image byte for byte, the copies serve the same bytes and ETags, and the uses survive", async () => {
    const source = join(folder, "media-source.db");
    const middle = await createTestDatabase();
    const back = join(folder, "media-back.db");
    const site = await startServer({ DATABASE_URL: source, TRUST_PROXY: "1" });
    let cookie = "";
    const urls: string[] = [];
    let photoId = 0;
    let logoUrl = "";
    let heroUrl = "";
    let original: Record<string, Served> = {};
    try {
      cookie = await signIn(site, "192.0.2.20");
      const gpsPhoto = await photoWithGps(1600, 1200);
      const photo = await uploadImage(site, cookie, gpsPhoto, {
        name: "phone.jpg",
        type: "image/jpeg",
        altAr: "مريم في المكتب",
        altEn: "Maryam at the office",
      });
      const hero = await uploadImage(site, cookie, await realisticPhoto(2000, 1500), { name: "hero.jpg", type: "image/jpeg", altAr: "", altEn: "" });
      const logo = await uploadImage(site, cookie, await png(500, 300), { name: "logo.png", type: "image/png", altAr: "مهامي", altEn: "Mahami" });
      urls.push(...imageUrls(photo), ...imageUrls(hero), ...imageUrls(logo));
      // Each original and its copies, every copy in WebP and AVIF.
      expect(urls).toHaveLength(9 + 9 + 3);
      photoId = photo.id;
      logoUrl = logo.url;
      heroUrl = hero.url;
      const member = { name: "Maryam", position: "Founder", nameEn: "Maryam", positionEn: "Founder", imageUrl: photo.url };
      expect((await api(site, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
      expect((await api(site, "PATCH", "/api/admin/header-settings", { cookie, body: { logoUrl } })).status).toBe(200);
      const heroItem = await queryRow<{ id: number }>({ databaseUrl: source }, "select id from content_items where key = 'home.hero.image'");
      const heroValues = { valueAr: hero.url, valueEn: hero.url };
      expect((await api(site, "PATCH", `/api/admin/content/${heroItem.id}`, { cookie, body: heroValues })).status).toBe(200);
      original = await served(site, urls);
      expect(Object.values(original).every((answer) => answer.status === 200 && answer.etag)).toBe(true);
    } finally {
      await site.stop();
    }

    const there = dbCopy(source, middle.databaseUrl);
    expect(there.status, there.output).toBe(0);
    expect(there.output).toContain("media: 3 rows");
    expect(there.output).toContain("media_variants: 18 rows");
    const again = dbCopy(middle.databaseUrl, back);
    expect(again.status, again.output).toBe(0);

    const stored = await storedMedia(source);
    expect(stored.media).toHaveLength(3);
    expect(stored.variants).toHaveLength(18);
    expect(await storedMedia(middle.databaseUrl)).toEqual(stored);
    expect(await storedMedia(back)).toEqual(stored);

    for (const databaseUrl of [middle.databaseUrl, back]) {
      const copy = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
      try {
        expect(await served(copy, urls), databaseUrl).toEqual(original);
        for (const url of urls) {
          const again304 = await request(copy, url, { headers: { "If-None-Match": original[url].etag! } });
          expect(again304.status, url).toBe(304);
        }
        // The uses came along: the team photo, the logo and the hero render, and a delete in use is refused.
        const about = await (await request(copy, "/en/about-us")).text();
        expect(about).toMatch(new RegExp(`<img[^>]*src="${urls[0]}"[^>]*srcSet="[^"]*-320\\.webp 320w[^>]*alt="Maryam at the office"`));
        const home = await (await request(copy, "/")).text();
        expect(home).toContain(`src="${logoUrl}"`);
        expect(home).toMatch(new RegExp(`<img src="${heroUrl}"[^>]*srcSet="[^"]*-1280\\.webp 1280w`));
        const refused = await api(copy, "DELETE", `/api/admin/media/${photoId}`, { cookie });
        expect(refused.status).toBe(409);
        expect(refused.body.usedIn).toEqual([{ kind: "team", label: "Maryam", place: "Team: Maryam" }]);
        // A new upload on the copy takes the next id.
        const next = await uploadImage(copy, cookie, await png(40, 40), { name: "next.png", type: "image/png", altAr: "", altEn: "" });
        expect(next.id).toBe(Math.max(...stored.media.map((row) => Number(row.id))) + 1);
      } finally {
        await copy.stop();
      }
    }
    await middle.drop();
  });
});
