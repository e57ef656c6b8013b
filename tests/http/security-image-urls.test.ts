import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { api, cookiesFrom, postForm, request, signIn } from "../support/http";
import { startServer, type TestServer } from "../support/server";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: image content items take the URL rule of every admin-editable URL, in the API
 * and in the dashboard, and a public page never emits an unsafe src even if the database has one.
 */
let server: TestServer;
let cookie: string;
let heroImageId: number;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  cookie = await signIn(server, "10.7.0.1");
  heroImageId = (await queryRow<{ id: number }>(server, "select id from content_items where key = 'home.hero.image'")).id;
});
afterAll(async () => {
  await server.stop();
});

const defaultImage = "/images/hero-kids.svg";
const unsafeUrls = [
  "//evil.example/track.png",
  "javascript:alert(1)",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "/\\evil.example/x.png",
  "vbscript:x",
  "https://",
  "evil.example/x.png",
];
const unsafeUrlMessage = "Use an http(s), mailto: or tel: link, or a path on this site starting with /.";

const storedHeroImage = () =>
  queryRow<{ valueAr: string; valueEn: string }>(server, `select "valueAr", "valueEn" from content_items where key = 'home.hero.image'`);

/** The src of the home page's hero image. */
async function heroSrc(path: "/" | "/en") {
  const html = await (await request(server, path)).text();
  return html.match(/<img src="([^"]*)" alt="[^"]*" width="560"/)?.[1];
}

describe("PATCH /api/admin/content/{id} of an image item", () => {
  it("refuses an unsafe URL in either language with a localized 400 and keeps the stored one", async () => {
    for (const url of unsafeUrls) {
      for (const field of ["valueEn", "valueAr"] as const) {
        const { status, body } = await api(server, "PATCH", `/api/admin/content/${heroImageId}`, { cookie, body: { [field]: url } });
        expect(status, `${field} ${url}`).toBe(400);
        expect(body.errors, url).toEqual({ [field]: [unsafeUrlMessage] });
      }
    }
    // The old client's body, a JSON string of the object, is checked the same way.
    const asString = await api(server, "PATCH", `/api/admin/content/${heroImageId}`, {
      cookie,
      body: JSON.stringify({ valueEn: "//evil.example/track.png" }),
    });
    expect(asString.status).toBe(400);
    const arabic = await request(server, `/api/admin/content/${heroImageId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ valueEn: "//evil.example/track.png" }),
    });
    expect((await arabic.json()).errors.valueEn).toEqual(["استخدم رابطاً يبدأ بـ http(s) أو mailto: أو tel:، أو مساراً في الموقع يبدأ بـ /."]);
    expect(await storedHeroImage()).toEqual({ valueAr: defaultImage, valueEn: defaultImage });
    expect(await heroSrc("/en")).toBe(defaultImage);
  });

  it("takes https URLs and site paths, which the page then shows", async () => {
    const patch = await api(server, "PATCH", `/api/admin/content/${heroImageId}`, {
      cookie,
      body: { valueEn: "https://cdn.mahami.qa/hero-en.png", valueAr: "/images/hero-ar.png" },
    });
    expect(patch.status).toBe(200);
    expect(await heroSrc("/en")).toBe("https://cdn.mahami.qa/hero-en.png");
    expect(await heroSrc("/")).toBe("/images/hero-ar.png");
    // Empty shows the default image again.
    expect((await api(server, "PATCH", `/api/admin/content/${heroImageId}`, { cookie, body: { valueEn: "", valueAr: defaultImage } })).status).toBe(
      200,
    );
    expect(await heroSrc("/en")).toBe(defaultImage);
  });

  it("checks the item as it will be stored: turning a text with a non-URL into an image is refused", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.hero.note", type: "text", page: "home", valueAr: "نص عادي", valueEn: "//not-a-link" },
    });
    expect(created.status).toBe(201);
    const retyped = await api(server, "PATCH", `/api/admin/content/${created.body.id}`, { cookie, body: { type: "image" } });
    expect(retyped.status).toBe(400);
    expect(retyped.body.errors).toEqual({ valueAr: [unsafeUrlMessage], valueEn: [unsafeUrlMessage] });
    expect((await queryRow<{ type: string }>(server, "select type from content_items where id = ?", created.body.id)).type).toBe("text");
  });
});

describe("POST /api/admin/content of an image item", () => {
  it("refuses an unsafe URL and stores nothing; a safe one is created", async () => {
    for (const url of unsafeUrls) {
      const { status, body } = await api(server, "POST", "/api/admin/content", {
        cookie,
        body: { key: "about.hero.image", type: "image", page: "about", valueAr: defaultImage, valueEn: url },
      });
      expect(status, url).toBe(400);
      expect(body.errors, url).toEqual({ valueEn: [unsafeUrlMessage] });
    }
    expect(await queryRow(server, "select id from content_items where key = 'about.hero.image'")).toBeUndefined();
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "about.hero.image", type: "image", page: "about", valueAr: "https://cdn.mahami.qa/a.png", valueEn: "" },
    });
    expect(created.status).toBe(201);
  });
});

describe("the dashboard's inline edit of an image item (without JavaScript)", () => {
  it("shows the localized error beside the field and keeps the stored URL", async () => {
    const login = await postForm(
      server,
      "/admin-login",
      { email: "admin@mahami.qa", password: "correct-horse-battery" },
      { "X-Forwarded-For": "10.7.0.2" },
    );
    const session = cookiesFrom(login);
    const before = await storedHeroImage();
    const response = await postForm(
      server,
      `/admin-dashboard?index&edit=${heroImageId}`,
      { intent: "values", id: String(heroImageId), valueAr: defaultImage, valueEn: "//evil.example/track.png" },
      { Cookie: `${session}; mahami-language=en` },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(unsafeUrlMessage);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*>/);
    expect(await storedHeroImage()).toEqual(before);

    const saved = await postForm(
      server,
      `/admin-dashboard?index&edit=${heroImageId}`,
      { intent: "values", id: String(heroImageId), valueAr: "/images/hero-ar.png", valueEn: "https://cdn.mahami.qa/hero.png" },
      { Cookie: `${session}; mahami-language=en` },
    );
    expect(saved.status).toBe(302);
    expect(await storedHeroImage()).toEqual({ valueAr: "/images/hero-ar.png", valueEn: "https://cdn.mahami.qa/hero.png" });
  });
});

describe("an unsafe image URL already in the database", () => {
  it("is never emitted as a src: the page shows the default image", async () => {
    await execute(
      server,
      `update content_items set "valueAr" = ?, "valueEn" = ? where key = 'home.hero.image'`,
      "javascript:alert(1)",
      "//evil.example/track.png",
    );
    expect(await heroSrc("/en")).toBe(defaultImage);
    expect(await heroSrc("/")).toBe(defaultImage);
    const html = await (await request(server, "/en")).text();
    expect(html).not.toContain("evil.example");
  });
});
