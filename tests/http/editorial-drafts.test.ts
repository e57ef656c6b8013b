import { beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { api, cookiesFrom, postForm, publicHtml, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/**
 * Drafts, preview and translation status (docs/decisions/0026-drafts-preview-translation-status.md):
 * the draft API, publishing, `?preview=1` for administrators only, and the status of each item.
 */
const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

interface Item {
  id: number;
  key: string;
  type: string;
  valueAr: string;
  valueEn: string;
  translationStatus: "missing" | "stale" | "current";
  outdatedLanguage: "ar" | "en" | null;
  draft: { valueAr: string; valueEn: string; updatedAt: string } | null;
}

async function itemByKey(key: string): Promise<Item> {
  const { body } = await api(server, "GET", "/api/admin/content", { cookie });
  return (body as Item[]).find((item) => item.key === key)!;
}

async function version() {
  return Number((await queryRow<{ version: number }>(server, "select version from content_version where id = 1")).version);
}

function putDraft(id: number | string, body: unknown, call: { cookie?: string } = { cookie }) {
  return api(server, "PUT", `/api/admin/content/${id}/draft`, { ...call, body });
}

describe("the draft API", () => {
  it("PUT saves a draft that no visitor sees and that moves no content version; DELETE discards it", async () => {
    const title = await itemByKey("about.hero.title");
    const before = await version();
    const saved = await putDraft(title.id, { valueAr: "مسودة عنوان من نحن", valueEn: "Draft about title" });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("no-store");
    expect(saved.body).toMatchObject({
      id: title.id,
      valueAr: title.valueAr,
      draft: { valueAr: "مسودة عنوان من نحن", valueEn: "Draft about title" },
    });
    expect(await version()).toBe(before);
    expect(await publicHtml(server, "/about-us")).not.toContain("مسودة عنوان من نحن");
    expect((await itemByKey("about.hero.title")).draft?.valueEn).toBe("Draft about title");

    const again = await putDraft(title.id, { valueEn: "Second draft" });
    expect(again.body.draft).toMatchObject({ valueAr: title.valueAr, valueEn: "Second draft" });

    const discarded = await api(server, "DELETE", `/api/admin/content/${title.id}/draft`, { cookie });
    expect(discarded.status).toBe(204);
    expect((await itemByKey("about.hero.title")).draft).toBeNull();
    expect((await api(server, "DELETE", `/api/admin/content/${title.id}/draft`, { cookie })).status).toBe(204);
  });

  it("checks a draft as a published value: the icon rule, the image URL rule and the field types are 400s", async () => {
    const icon = await itemByKey("home.main_features.1.icon");
    const badIcon = await putDraft(icon.id, { valueEn: "NoSuchIcon" });
    expect(badIcon.status).toBe(400);
    expect(badIcon.body.errors).toEqual({ valueEn: [expect.stringMatching(/icon/i)] });

    const image = await itemByKey("home.hero.image");
    const badImage = await putDraft(image.id, { valueAr: "javascript:alert(1)" });
    expect(badImage.status).toBe(400);
    expect(Object.keys(badImage.body.errors)).toEqual(["valueAr"]);

    const notText = await putDraft(icon.id, { valueAr: 7 });
    expect(notText.status).toBe(400);
    expect(notText.body.errors.valueAr).toHaveLength(1);
    expect((await putDraft(icon.id, "not json", { cookie })).status).toBe(400);
    expect((await itemByKey("home.main_features.1.icon")).draft).toBeNull();
  });

  it("answers 404 for an unknown item, 401 signed out, 405 for other methods", async () => {
    expect((await putDraft(999999, { valueAr: "x" })).status).toBe(404);
    expect((await putDraft("abc", { valueAr: "x" })).status).toBe(404);
    expect((await api(server, "DELETE", "/api/admin/content/999999/draft", { cookie })).status).toBe(404);
    const title = await itemByKey("home.hero.title");
    expect((await putDraft(title.id, { valueAr: "x" }, {})).status).toBe(401);
    expect((await api(server, "DELETE", `/api/admin/content/${title.id}/draft`)).status).toBe(401);
    const get = await api(server, "GET", `/api/admin/content/${title.id}/draft`, { cookie });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("PUT, DELETE");
    expect((await api(server, "POST", "/api/admin/drafts/publish", { body: {} })).status).toBe(401);
    expect((await api(server, "GET", "/api/admin/drafts/publish", { cookie })).status).toBe(405);
  });

  it("publishes one page's drafts, then all; the public pages and the content version follow", async () => {
    const home = await itemByKey("home.hero.subtitle");
    const about = await itemByKey("about.hero.subtitle");
    await putDraft(home.id, { valueEn: "Draft home subtitle" });
    await putDraft(about.id, { valueEn: "Draft about subtitle" });
    expect(await publicHtml(server, "/en")).not.toContain("Draft home subtitle");

    const before = await version();
    const one = await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: { page: "home" } });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ page: "home", languages: ["ar", "en"], published: 1, itemIds: [home.id] });
    expect(await version()).toBeGreaterThan(before);
    expect(await publicHtml(server, "/en")).toContain("Draft home subtitle");
    expect(await publicHtml(server, "/en/about-us")).not.toContain("Draft about subtitle");
    expect((await itemByKey("home.hero.subtitle")).draft).toBeNull();

    const all = await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: {} });
    expect(all.body).toEqual({ page: null, languages: ["ar", "en"], published: 1, itemIds: [about.id] });
    expect(await publicHtml(server, "/en/about-us")).toContain("Draft about subtitle");

    const unchanged = await version();
    expect((await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: {} })).body).toEqual({
      page: null,
      languages: ["ar", "en"],
      published: 0,
      itemIds: [],
    });
    expect(await version()).toBe(unchanged);
    const badPage = await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: { page: "moon" } });
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual({ page: ["There is no page “moon”."] });
  });

  it("PATCH still publishes at once and ends the item's draft", async () => {
    const item = await itemByKey("parents.hero.title");
    await putDraft(item.id, { valueEn: "A draft PATCH replaces" });
    const patched = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueEn: "Published by PATCH" } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ valueEn: "Published by PATCH", draft: null });
    expect(await publicHtml(server, "/en/parents")).toContain("Published by PATCH");
    expect((await itemByKey("parents.hero.title")).draft).toBeNull();
  });
});

describe("preview", () => {
  const draftText = "نص مسودة للمعاينة فقط";

  it("shows an administrator the drafts in place, private and not indexed, with the banner", async () => {
    const item = await itemByKey("teachers.hero.title");
    await putDraft(item.id, { valueAr: draftText, valueEn: "Preview-only draft" });
    const response = await request(server, "/teachers?preview=1", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain(draftText);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain("data-preview-banner");
    expect(html).toContain("مسودة واحدة في هذه الصفحة");

    const english = await request(server, "/en/teachers?preview=1", { headers: { Cookie: cookie } });
    const englishHtml = await english.text();
    expect(englishHtml).toContain("Preview-only draft");
    expect(englishHtml).toContain("1 draft on this page");
  });

  it("never shows a draft to a visitor: ?preview=1 redirects to the plain URL, whose stored page has none", async () => {
    for (const [path, plain] of [
      ["/teachers?preview=1", "/teachers"],
      ["/en/teachers?preview=1&x=2", "/en/teachers?x=2"],
      ["/teachers?preview=yes", "/teachers"],
    ]) {
      const visitor = await request(server, path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(plain);
      expect(visitor.headers.get("cache-control")).toBe("private, no-store");
      expect(await visitor.text()).not.toContain(draftText);
    }
    // A made-up or expired session is a visitor too.
    const forged = await request(server, "/teachers?preview=1", { headers: { Cookie: "__Host-mahami-session=forged; mahami-session=forged" } });
    expect(forged.status).toBe(302);

    // The administrator previewed it above: the public page, stored or fresh, has the published text.
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await request(server, "/teachers");
      expect(page.headers.get("cache-control")).toContain("public");
      expect(await page.text()).not.toContain(draftText);
    }
    // The administrator's own plain visit is the public page as well.
    expect(await (await request(server, "/teachers", { headers: { Cookie: cookie } })).text()).not.toContain(draftText);
  });

  it("the banner's forms publish or discard this page's drafts and come back to the preview with a notice", async () => {
    const item = await itemByKey("teachers.hero.title");
    const discard = await postForm(server, "/admin-preview", { intent: "discard", page: "teachers", return: "/teachers" }, { Cookie: cookie });
    expect(discard.status).toBe(302);
    expect(discard.headers.get("location")).toBe("/teachers?preview=1");
    expect((await itemByKey("teachers.hero.title")).draft).toBeNull();
    const notice = await request(server, "/teachers?preview=1", { headers: { Cookie: `${cookie}; ${cookiesFrom(discard)}` } });
    expect(await notice.text()).toContain("حُذفت مسودة واحدة");

    await putDraft(item.id, { valueAr: draftText });
    const publish = await postForm(server, "/admin-preview", { intent: "publish", page: "teachers", return: "/en/teachers" }, { Cookie: cookie });
    expect(publish.headers.get("location")).toBe("/en/teachers?preview=1");
    expect(await publicHtml(server, "/teachers")).toContain(draftText);

    // Signed out: to the login page, nothing changes. Elsewhere than this site: back to the home page.
    await putDraft(item.id, { valueAr: "لن تُنشر" });
    const signedOut = await postForm(server, "/admin-preview", { intent: "publish", page: "teachers", return: "/teachers" });
    expect(signedOut.headers.get("location")).toMatch(/^\/admin-login/);
    expect((await itemByKey("teachers.hero.title")).draft?.valueAr).toBe("لن تُنشر");
    const elsewhere = await postForm(
      server,
      "/admin-preview",
      { intent: "discard", page: "teachers", return: "//evil.example/x" },
      { Cookie: cookie },
    );
    expect(elsewhere.headers.get("location")).toBe("/?preview=1");
    const unknown = await postForm(server, "/admin-preview", { intent: "burn", page: "teachers", return: "/teachers" }, { Cookie: cookie });
    expect(unknown.status).toBe(400);
  });
});

describe("translation status", () => {
  it("starts current for seeded items, turns stale when one language changes, and current when the other catches up", async () => {
    const all = (await api(server, "GET", "/api/admin/content", { cookie })).body as Item[];
    const seeded = all.find((item) => item.key === "sellers.hero.title")!;
    expect(seeded).toMatchObject({ translationStatus: "current", outdatedLanguage: null });

    const arabicOnly = await api(server, "PATCH", `/api/admin/content/${seeded.id}`, { cookie, body: { valueAr: "عنوان جديد للتجّار" } });
    expect(arabicOnly.body).toMatchObject({ translationStatus: "stale", outdatedLanguage: "en" });
    const stale = await api(server, "GET", "/api/admin/content?status=stale", { cookie });
    expect(stale.body.map((item: Item) => item.key)).toContain("sellers.hero.title");
    expect(stale.body.every((item: Item) => item.translationStatus === "stale")).toBe(true);

    // Saving the same values again changes no language.
    const same = await api(server, "PATCH", `/api/admin/content/${seeded.id}`, {
      cookie,
      body: { valueAr: "عنوان جديد للتجّار", valueEn: seeded.valueEn },
    });
    expect(same.body.translationStatus).toBe("stale");

    const caughtUp = await api(server, "PATCH", `/api/admin/content/${seeded.id}`, { cookie, body: { valueEn: "A new title for sellers" } });
    expect(caughtUp.body).toMatchObject({ translationStatus: "current", outdatedLanguage: null });
    const current = await api(server, "GET", "/api/admin/content?status=current&page=sellers", { cookie });
    expect(current.body.map((item: Item) => item.key)).toContain("sellers.hero.title");
  });

  it("is missing when a language is blank, through creation and publishing a draft too; a bad ?status= is a 400", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.extra.status", type: "text", page: "home", valueAr: "نص" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ translationStatus: "missing", outdatedLanguage: null, draft: null });
    const missing = await api(server, "GET", "/api/admin/content?status=missing", { cookie });
    expect(missing.body.map((item: Item) => item.key)).toContain("home.extra.status");

    await putDraft(created.body.id, { valueEn: "Text" });
    await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: { page: "home" } });
    expect(await itemByKey("home.extra.status")).toMatchObject({ translationStatus: "current", valueEn: "Text" });

    const bad = await api(server, "GET", "/api/admin/content?status=old", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: ["This value is not valid."] });
  });
});
