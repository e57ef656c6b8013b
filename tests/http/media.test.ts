import { execFile } from "node:child_process";
import { promisify } from "node:util";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { photoWithGps, png, pngDeclaring, svg } from "../support/images";
import { api, isIsoTimestamp, type MediaPost, postMedia, request, signIn } from "../support/http";
import { serverAddress } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";
import { testSessionSecret } from "../support/test-database";

/** The media library's API and files (docs/decisions/0027-media-library.md, docs/api.md#media). */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  cookie = await signIn(server, "10.9.0.1");
});
afterAll(async () => {
  await server.stop();
});

async function uploaded(file: Buffer, options: MediaPost = {}) {
  const response = await postMedia(server, cookie, file, options);
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: number;
    url: string;
    width: number;
    height: number;
    bytes: number;
    mime: string;
    altAr: string;
    altEn: string;
    fileName: string;
    createdAt: string;
    variants: { url: string; width: number; avifUrl?: string }[];
  };
}

async function bytesOf(path: string) {
  const response = await request(server, path);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("POST /api/admin/media", () => {
  it("stores a phone photo without its EXIF and GPS tags, in every width, as WebP and as AVIF", async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const media = await uploaded(original, { altAr: "صورة الفريق", altEn: "The team" });
    expect(media).toMatchObject({ width: 1600, height: 1200, mime: "image/jpeg", altAr: "صورة الفريق", altEn: "The team" });
    expect(media.url).toMatch(new RegExp(`^/media/${media.id}-[0-9a-f]{16}\\.jpg$`));
    expect(isIsoTimestamp(media.createdAt)).toBe(true);
    expect(media.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    for (const variant of media.variants) {
      expect(variant.url).toBe(`/media/${media.id}-${media.url.slice(-20, -4)}-${variant.width}.webp`);
      expect(variant.avifUrl).toBe(variant.url.replace(/\.webp$/, ".avif"));
    }
    const copies = media.variants.flatMap((variant) => [variant.url, variant.avifUrl!]);
    for (const path of [media.url, ...copies]) {
      const bytes = await bytesOf(path);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, path).toBeUndefined();
      expect(metadata.xmp, path).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneMaker")), path).toBe(false);
      // libvips reads AVIF as its HEIF family.
      if (path !== media.url) expect(metadata.format, path).toBe(path.endsWith(".avif") ? "heif" : "webp");
      if (path !== media.url) expect(metadata.width, path).toBe(Number(/-(\d+)\.\w+$/.exec(path)![1]));
    }
    expect((await bytesOf(media.url)).length).toBe(media.bytes);
  });

  it("keeps the file's name without its path or bidi controls, shows it in the library, and finds the image by it", async () => {
    const media = await uploaded(await png(40, 30), { name: "photos/2026/رحلة\u202E المدرسة  IMG_2034.png", type: "image/png" });
    expect(media.fileName).toBe("رحلة المدرسة IMG_2034.png");
    const listed = await api(server, "GET", "/api/admin/media", { cookie });
    expect(listed.body.find((item: { id: number }) => item.id === media.id)).toMatchObject({ fileName: "رحلة المدرسة IMG_2034.png" });
    for (const q of ["img_2034", "مدرسه"]) {
      const found = await api(server, "GET", `/api/admin/search?q=${encodeURIComponent(q)}&kind=media`, { cookie });
      expect(found.status, q).toBe(200);
      expect(found.body.items, q).toContainEqual(
        expect.objectContaining({ kind: "media", id: String(media.id), title: "رحلة المدرسة IMG_2034.png" }),
      );
    }
    const tab = await request(server, `/admin-dashboard/media?q=${encodeURIComponent("img_2034")}`, { headers: { Cookie: cookie } });
    const html = await tab.text();
    expect(html).toContain('<dd class="truncate" data-testid="media-file-name"><bdi>رحلة المدرسة IMG_2034.png</bdi></dd>');
    expect(html).toContain(`id="media-${media.id}"`);
    // An image stored before names were kept shows none.
    await execute(server, `update media set "fileName" = '' where id = ${media.id}`);
    const unnamed = await (await request(server, `/admin-dashboard/media#media-${media.id}`, { headers: { Cookie: cookie } })).text();
    expect(unnamed).not.toContain("رحلة المدرسة IMG_2034.png");
    const gone = await api(server, "GET", `/api/admin/search?q=img_2034&kind=media`, { cookie });
    expect(gone.body.items).toEqual([]);
  });

  it("takes PNG, WebP and AVIF, told from their bytes, and makes no copy wider than the original", async () => {
    const small = await uploaded(await png(500, 300), { name: "logo.png", type: "image/png" });
    expect(small).toMatchObject({ mime: "image/png", width: 500, height: 300 });
    expect(small.variants.map((variant) => variant.width)).toEqual([320]);
    const webp = await sharp(await png(200, 100))
      .webp()
      .toBuffer();
    // The name and declared type do not matter: the bytes do.
    expect(await uploaded(webp, { name: "x.jpg", type: "image/jpeg" })).toMatchObject({ mime: "image/webp", variants: [] });
    const avif = await sharp(await png(120, 80))
      .avif()
      .toBuffer();
    expect(await uploaded(avif, { name: "a.avif", type: "image/avif" })).toMatchObject({ mime: "image/avif", width: 120, height: 80 });
  });

  it("refuses SVG and a renamed text file with 415, in the request's language", async () => {
    const asSvg = await postMedia(server, cookie, svg, { name: "logo.svg", type: "image/svg+xml" });
    expect(asSvg.status).toBe(415);
    expect(await asSvg.json()).toEqual({
      message: "Choose a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.",
      errors: { file: ["Choose a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted."] },
    });
    const text = await postMedia(server, cookie, Buffer.from("just some notes, not a photo at all".repeat(10)), {
      name: "photo.jpg",
      type: "image/jpeg",
      language: "ar",
    });
    expect(text.status).toBe(415);
    expect((await text.json()).message).toBe("اختر صورة بصيغة JPEG أو PNG أو WebP أو AVIF. لا تُقبل الملفات الأخرى، ومنها SVG.");
    // A JSON body is not an upload.
    expect((await api(server, "POST", "/api/admin/media", { cookie, body: { file: "x" } })).status).toBe(415);
  });

  it("refuses an image declaring more than 40 megapixels with 400, before decoding it", async () => {
    const bomb = await pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const response = await postMedia(server, cookie, bomb, { name: "bomb.png", type: "image/png" });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.file).toEqual(["The image is larger than 40 megapixels. Choose a smaller image."]);
    // Just over the limit (8000 × 5001) is refused too.
    expect((await postMedia(server, cookie, await pngDeclaring(8000, 5001), { name: "b.png", type: "image/png" })).status).toBe(400);
  });

  it("answers 400 without a file and for a damaged image, never a 500", async () => {
    const none = await postMedia(server, cookie, undefined);
    expect(none.status).toBe(400);
    expect((await none.json()).errors.file).toEqual(["Please choose an image file."]);
    const truncated = (await photoWithGps(400, 300)).subarray(0, 300);
    expect((await postMedia(server, cookie, truncated)).status).toBe(400);
    const garbage = await request(server, "/api/admin/media", {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "multipart/form-data; boundary=zzz" },
      body: "--zzz\r\nnonsense",
    });
    expect(garbage.status).toBe(400);
  });

  it("refuses a file of 5 MiB + 1 byte with 413 before the body has been sent, and closes the connection", async () => {
    const boundary = "----mahami-test-boundary";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="altEn"\r\n\r\nkept\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const socket = net.connect(serverAddress(server).port, serverAddress(server).host);
    const answer = new Promise<string>((resolve) => {
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if (received.includes("\r\n\r\n")) resolve(received);
      });
      socket.on("error", () => resolve(received));
    });
    socket.write(
      `POST /api/admin/media HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nCookie: ${cookie}; mahami-language=en\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (data: Buffer | string) => {
      socket.write(`${Buffer.byteLength(data).toString(16)}\r\n`);
      socket.write(data);
      socket.write("\r\n");
    };
    chunk(head);
    const mebibyte = Buffer.alloc(1024 * 1024, 0xab);
    for (let index = 0; index < 5; index++) chunk(mebibyte);
    chunk(Buffer.alloc(1, 0xab));
    // The body never ends: the answer can only come from a server that stopped reading.
    const response = await answer;
    socket.destroy();
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    expect(response.toLowerCase()).toContain("connection: close");
    expect(response).toContain('"message":"The image is larger than 5 MB. Choose a smaller file."');
  });

  it("refuses a cross-site upload with 403, storing nothing", async () => {
    const before = await queryRow(server, "select count(*) as count from media");
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "a.png");
      const response = await request(server, "/api/admin/media", { method: "POST", headers: { Cookie: cookie, ...headers }, body: form });
      expect(response.status).toBe(403);
    }
    expect(await queryRow(server, "select count(*) as count from media")).toEqual(before);
  });

  it("needs a signed-in administrator", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "a.png");
    expect((await request(server, "/api/admin/media", { method: "POST", headers: { Origin: server.url }, body: form })).status).toBe(401);
    expect((await api(server, "GET", "/api/admin/media")).status).toBe(401);
  });

  it("leaves the 64 KiB limit on every other route, multipart or not", async () => {
    for (const path of ["/api/admin/team", "/admin-dashboard/users", "/api/contact"]) {
      const socket = net.connect(serverAddress(server).port, serverAddress(server).host);
      const answer = new Promise<string>((resolve) => socket.once("data", (chunk) => resolve(chunk.toString("latin1"))));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nCookie: ${cookie}\r\nOrigin: ${server.url}\r\n` +
          `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${70 * 1024}\r\n\r\n--b\r\n`,
      );
      expect(await answer, path).toMatch(/^HTTP\/1\.1 413/);
      socket.destroy();
    }
  });
});

describe("GET /media/<id>-<hash>.<ext>", () => {
  it("is cached for a year, has an ETag and answers 304 to it", async () => {
    const media = await uploaded(await png(700, 500), { name: "p.png", type: "image/png" });
    const etags = new Set<string>();
    for (const path of [media.url, media.variants[0].url, media.variants[0].avifUrl!]) {
      const response = await request(server, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toBe(`image/${path.split(".").at(-1)}`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]{16}(-\d+\.(webp|avif))?"$/);
      etags.add(etag);
      const again = await request(server, path, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
    }
    expect(etags.size, "one ETag per representation").toBe(3);
    // A copy in another format than its address names is not served: no AVIF bytes under .webp.
    expect((await request(server, media.variants[0].url.replace(".webp", ".png"))).status).toBe(404);
  });

  it("answers 404 for a wrong hash, width or extension", async () => {
    const media = await uploaded(await png(400, 400), { name: "p.png", type: "image/png" });
    const wrongHash = media.url.replace(/-[0-9a-f]{16}\./, "-0000000000000000.");
    for (const path of [
      wrongHash,
      media.url.replace(".png", ".jpg"),
      media.url.replace(".png", "-999.webp"),
      "/media/../etc/passwd",
      "/media/1-abc.png",
    ]) {
      expect((await request(server, path)).status, path).toBe(404);
    }
  });

  it("answers only an image's canonical address: a zero-padded id or width, or a .data suffix, is a 404, not a second URL", async () => {
    const media = await uploaded(await png(400, 400), { name: "q.png", type: "image/png" });
    const copy = media.variants[0].url;
    expect((await request(server, media.url)).status).toBe(200);
    expect((await request(server, copy)).status).toBe(200);
    for (const path of [media.url.replace("/media/", "/media/0"), copy.replace(/-(\d+)\.webp$/, "-0$1.webp"), `${media.url}.data`, `${copy}.data`]) {
      expect((await request(server, path)).status, path).toBe(404);
    }
  });
});

describe("PATCH and DELETE /api/admin/media/{id}", () => {
  it("edits the alt texts, validates them, and 404s an unknown image", async () => {
    const media = await uploaded(await png(100, 100), { name: "p.png", type: "image/png" });
    const patch = await api(server, "PATCH", `/api/admin/media/${media.id}`, { cookie, body: { altEn: "A child with a wallet" } });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ id: media.id, altEn: "A child with a wallet", altAr: "" });
    const tooLong = await api(server, "PATCH", `/api/admin/media/${media.id}`, { cookie, body: { altAr: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.altAr).toBeDefined();
    expect((await api(server, "PATCH", "/api/admin/media/999999", { cookie, body: { altEn: "x" } })).status).toBe(404);
    const list = await api(server, "GET", "/api/admin/media", { cookie });
    expect(list.status).toBe(200);
    expect(list.body.find((item: { id: number }) => item.id === media.id)).toMatchObject({ altEn: "A child with a wallet" });
  });

  it("refuses to delete an image in use with 409 naming every place, then deletes it once unused", async () => {
    const media = await uploaded(await png(700, 300), { name: "p.png", type: "image/png" });
    const member = await api(server, "POST", "/api/admin/team", { cookie, body: { name: "Sara Ahmed", position: "Founder", imageUrl: media.url } });
    expect(member.status).toBe(201);
    expect((await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { logoUrl: media.url } })).status).toBe(200);
    const heroId = (await queryRow<{ id: number }>(server, "select id from content_items where key = 'home.hero.image'")).id;
    expect((await api(server, "PATCH", `/api/admin/content/${heroId}`, { cookie, body: { valueEn: media.url } })).status).toBe(200);

    const refused = await api(server, "DELETE", `/api/admin/media/${media.id}`, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This image is in use and cannot be deleted: Team: Sara Ahmed; Header logo; Content item home.hero.image.");
    expect(refused.body.usedIn.map((use: { kind: string }) => use.kind)).toEqual(["team", "headerLogo", "content"]);
    expect((await request(server, media.url)).status).toBe(200);

    await api(server, "DELETE", `/api/admin/team/${member.body.id}`, { cookie });
    await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { logoUrl: "/logo.svg" } });
    await api(server, "PATCH", `/api/admin/content/${heroId}`, { cookie, body: { valueEn: "/images/hero-kids.svg" } });
    expect((await api(server, "DELETE", `/api/admin/media/${media.id}`, { cookie })).status).toBe(204);
    expect((await request(server, media.url)).status).toBe(404);
    expect((await request(server, media.variants[0].url)).status).toBe(404);
    expect(await queryRow(server, `select count(*) as count from media_variants where "mediaId" = ?`, media.id)).toEqual({ count: 0 });
  });
});

describe("a team photo from the library on /about-us", () => {
  it("renders srcset, sizes, width, height and the alt text of the page's language, and follows alt edits", async () => {
    await execute(server, "delete from team_members");
    const media = await uploaded(await photoWithGps(900, 900), { altAr: "سارة تبتسم", altEn: "Sara smiling" });
    expect(
      (
        await api(server, "POST", "/api/admin/team", {
          cookie,
          body: { name: "سارة", position: "المؤسسة", nameEn: "Sara", positionEn: "Founder", imageUrl: media.url },
        })
      ).status,
    ).toBe(201);
    const srcset = `${media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}, ${media.url} 900w`;
    const avifSrcset = `${media.variants.map((variant) => `${variant.avifUrl} ${variant.width}w`).join(", ")}, ${media.url} 900w`;
    for (const [path, alt] of [
      ["/en/about-us", "Sara smiling"],
      ["/about-us", "سارة تبتسم"],
    ]) {
      const html = await (await request(server, path)).text();
      const image = html.match(/<img[^>]*srcSet="[^"]*"[^>]*>/i)?.[0] ?? "";
      expect(image, path).toContain(`src="${media.url}"`);
      // Inside a <picture> whose AVIF source comes first: the browsers that read AVIF take it.
      const picture = html.match(/<picture[^>]*>([\s\S]*?)<\/picture>/)?.[1] ?? "";
      expect(picture, path).toContain(image);
      expect(picture.replaceAll("&amp;", "&")).toMatch(new RegExp(`^<source type="image/avif" srcSet="${avifSrcset}" sizes="8rem"/>`));
      expect(image.replaceAll("&amp;", "&")).toContain(`srcSet="${srcset}"`);
      expect(image).toContain('sizes="8rem"');
      expect(image).toContain('width="900"');
      expect(image).toContain('height="900"');
      expect(image).toContain(`alt="${alt}"`);
    }
    // An alt edit is content: the stored page changes at once.
    expect((await api(server, "PATCH", `/api/admin/media/${media.id}`, { cookie, body: { altEn: "Sara at work" } })).status).toBe(200);
    expect(await (await request(server, "/en/about-us")).text()).toContain('alt="Sara at work"');
  });
});

describe("npm run media:copies", () => {
  it("gives an image stored before AVIF copies existed its AVIF copies, and the pages then offer them", async () => {
    await execute(server, "delete from team_members");
    const media = await uploaded(await photoWithGps(900, 900), { altAr: "ليلى", altEn: "Layla" });
    // As an image uploaded before the AVIF copies: its WebP copies only.
    await execute(server, `delete from media_variants where "mediaId" = ? and mime = 'image/avif'`, media.id);
    expect(
      (
        await api(server, "POST", "/api/admin/team", {
          cookie,
          body: { name: "ليلى", position: "مصممة", nameEn: "Layla", positionEn: "Designer", imageUrl: media.url },
        })
      ).status,
    ).toBe(201);
    const before = await (await request(server, "/en/about-us")).text();
    expect(before).toContain(`src="${media.url}"`);
    expect(before).not.toContain("<picture");
    expect((await request(server, media.variants[0].avifUrl!)).status).toBe(404);

    // Run without blocking this process: a blocked event loop would miss the server closing an idle
    // kept-alive connection, and the next request would be sent down the closed socket.
    const copies = async () => {
      const result = await promisify(execFile)("npm", ["run", "--silent", "media:copies"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: testSessionSecret },
      });
      return result.stdout;
    };
    expect(await copies()).toContain(`image ${media.id}: 320 avif, 640 avif`);
    // A content write: the stored page is rendered again, with the <picture>.
    const after = await (await request(server, "/en/about-us")).text();
    expect(after).toMatch(
      new RegExp(
        `<picture class="contents"><source type="image/avif" srcSet="${media.variants[0].avifUrl} 320w, ${media.variants[1].avifUrl} 640w, ${media.url} 900w"`,
      ),
    );
    const avif = await request(server, media.variants[1].avifUrl!);
    expect(avif.status).toBe(200);
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe("heif");
    // Run again, it has nothing to do.
    expect(await copies()).toContain("Every image has all its copies.");
  });
});

describe("logos and image content items from the library", () => {
  it("take an upload in place from the dashboard's plain forms, and the pages render srcset with the library's size and alt", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "header",
      logoUrl: "/images/logo.svg",
      logoSize: "medium",
      showLanguageSwitcher: "on",
      buttonUrl: "/download",
      buttonTextAr: "حمّل التطبيق",
      buttonTextEn: "Download the app",
      libraryUrl: "",
    }))
      form.append(name, value);
    form.append("file", new Blob([new Uint8Array(await png(800, 240))], { type: "image/png" }), "logo.png");
    const saved = await request(server, "/admin-dashboard/header-footer", {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(saved.status).toBe(302);
    const { logoUrl } = await queryRow<{ logoUrl: string }>(server, `select "logoUrl" from header_settings`);
    expect(logoUrl).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/);
    const header = (await (await request(server, "/en")).text()).match(/<header[\s\S]*?<img[^>]*>/)?.[0] ?? "";
    expect(header).toContain(`src="${logoUrl}"`);
    expect(header).toMatch(/srcSet="[^"]*-320\.webp 320w, [^"]*-640\.webp 640w, [^"]* 800w"/);
    expect(header).toContain('width="800"');
    expect(header).toContain('height="240"');
    expect(header).toContain('alt="Mahami"');

    const hero = await uploaded(await png(1400, 1100), { name: "hero.png", type: "image/png", altAr: "أطفال يتعلّمون", altEn: "Children learning" });
    const heroId = (await queryRow<{ id: number }>(server, "select id from content_items where key = 'home.hero.image'")).id;
    expect((await api(server, "PATCH", `/api/admin/content/${heroId}`, { cookie, body: { valueAr: hero.url, valueEn: hero.url } })).status).toBe(200);
    for (const [path, alt] of [
      ["/", "أطفال يتعلّمون"],
      ["/en", "Children learning"],
    ]) {
      const image = (await (await request(server, path)).text()).match(new RegExp(`<img src="${hero.url}"[^>]*>`))?.[0] ?? "";
      expect(image, path).toContain(`alt="${alt}"`);
      expect(image).toContain('width="1400"');
      expect(image).toContain('height="1100"');
      expect(image).toContain(
        'sizes="(min-width: 1280px) 36rem, (min-width: 1024px) calc(50vw - 3.5rem), (min-width: 38rem) 36rem, calc(100vw - 2rem)"',
      );
      expect(image).toMatch(/srcSet="[^"]*-1280\.webp 1280w, [^"]*\.png 1400w"/);
    }
    // The footer's form, every page ticked (over twenty fields), picks the same image from the library.
    const footer = new FormData();
    const pages = ["home", "parents", "sellers", "teachers", "about", "contact", "privacy", "terms", "service"];
    for (const [name, value] of Object.entries({
      intent: "footer",
      logoUrl: "/images/logo.svg",
      logoSize: "medium",
      showSocialLinks: "on",
      ...Object.fromEntries(pages.map((id) => [`showPages.${id}`, "on"])),
      copyrightTextAr: "© مهامي",
      copyrightTextEn: "© Mahami",
      contactPhone: "+974 5555 5555",
      contactEmail: "info@mahami.qa",
      contactAddressAr: "الدوحة",
      contactAddressEn: "Doha",
      libraryUrl: logoUrl,
    }))
      footer.append(name, value);
    footer.append("file", new Blob([], { type: "application/octet-stream" }), "");
    const footerSaved = await request(server, "/admin-dashboard/header-footer", {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: footer,
    });
    expect(footerSaved.status).toBe(302);
    expect(await queryRow(server, `select "logoUrl" from footer_settings`)).toEqual({ logoUrl });
    expect((await (await request(server, "/en")).text()).match(/<footer[\s\S]*?<img[^>]*>/)?.[0]).toContain(`src="${logoUrl}"`);

    // A picked library image from the content tab's plain form sets both languages.
    const picked = new FormData();
    for (const [name, value] of Object.entries({
      intent: "values",
      id: String(heroId),
      valueAr: "/images/hero-kids.svg",
      valueEn: "/images/hero-kids.svg",
      libraryUrl: logoUrl,
    }))
      picked.append(name, value);
    const response = await request(server, "/admin-dashboard?index", {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: picked,
    });
    expect(response.status).toBe(302);
    expect(await queryRow(server, `select "valueAr", "valueEn" from content_items where id = ?`, heroId)).toEqual({
      valueAr: logoUrl,
      valueEn: logoUrl,
    });
  });
});

describe("an image's history and activity (docs/decisions/0025-history-and-activity.md)", () => {
  it("records the upload, an alt-text edit and the delete; restores alt texts, never a deleted image", async () => {
    const image = await uploaded(await png(40, 30), { name: "history.png", type: "image/png", altAr: "قبل", altEn: "Before" });
    const edited = await api(server, "PATCH", `/api/admin/media/${image.id}`, { cookie, body: { altAr: "بعد", altEn: "After" } });
    expect(edited.status).toBe(200);

    const history = await api(server, "GET", `/api/admin/revisions?entity=media&entityId=${image.id}`, { cookie });
    expect(history.status).toBe(200);
    const revisions = (history.body.items ?? history.body) as { id: number; action: string; after: Record<string, unknown> | null }[];
    expect(revisions.map((revision) => revision.action)).toEqual(["update", "create"]);
    expect(JSON.stringify(revisions)).not.toContain('"data"');

    const restored = await api(server, "POST", `/api/admin/revisions/${revisions[1].id}/restore`, { cookie });
    expect(restored.status).toBe(200);
    expect(await queryRow(server, `select "altAr", "altEn" from media where id = ?`, image.id)).toEqual({ altAr: "قبل", altEn: "Before" });
    // The History page is named after the file, not its hash.
    const page = await (await request(server, `/admin-dashboard/history?entity=media&entityId=${image.id}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("سجل التعديلات: history.png</h2>");

    expect((await api(server, "DELETE", `/api/admin/media/${image.id}`, { cookie })).status).toBe(204);
    const afterDelete = await api(server, "GET", `/api/admin/revisions?entity=media&entityId=${image.id}`, { cookie });
    const deletion = ((afterDelete.body.items ?? afterDelete.body) as { id: number; action: string }[])[0];
    expect(deletion.action).toBe("delete");
    expect((await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, { cookie })).status).toBe(404);
    expect(await queryRow(server, "select id from media where id = ?", image.id)).toBeUndefined();

    const activity = await api(server, "GET", "/api/admin/activity?action=media", { cookie });
    const actions = (activity.body.items as { action: string; entityId: number | null }[])
      .filter((entry) => entry.entityId === image.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(["media.delete", "media.restore", "media.update", "media.create"]);
  });
});
