import { beforeAll, describe, expect, it } from "vitest";
import { contentItemId, queryRow, queryRows } from "../support/database";
import { cookiesFrom, postForm, publicHtml, request as plainRequest, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { adminEmail, useServer } from "../support/server";

/*
 * "Publish all drafts" (docs/decisions/0026-drafts-preview-translation-status.md, amendment): administrators only — an editor neither sees the button nor
 * reaches the review, its form or `POST /api/admin/drafts/publish` without a page or ids (403,
 * nothing published) — and the review publishes exactly the drafts it listed: a draft saved again
 * after the list was shown, or added since, stays a draft and the review says so and lists it again.
 */
const server = useServer({ TRUST_PROXY: "1" });
const editorEmail = "publish-editor@mahami.qa";
const password = "an-editor-passphrase-for-publishing";
const reviewPath = "/admin-dashboard/publish-drafts";
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await signIn(server, "198.51.100.31");
  const created = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: editorEmail, password, role: "editor" } });
  expect(created.status).toBe(201);
  editor = await signIn(server, "198.51.100.32", editorEmail, password);
});

async function saveDraft(cookie: string, key: string, values: { valueAr?: string; valueEn?: string }) {
  const saved = await api(server, "PUT", `/api/admin/content/${await contentItemId(server, key)}/draft`, { cookie, body: values });
  expect(saved.status).toBe(200);
}

async function draftKeys() {
  const rows = await queryRows<{ key: string }>(
    server,
    `select i.key from content_drafts d join content_items i on i.id = d."contentItemId" order by i.key`,
  );
  return rows.map((row) => row.key);
}

async function page(path: string, cookie: string, language: "ar" | "en" = "en") {
  const response = await plainRequest(server, path, { headers: { Cookie: `mahami-language=${language}; ${cookie}` } });
  return { status: response.status, html: await response.text() };
}

/** The fingerprints the review's confirm form sends back, in the page's order. */
const fingerprintsIn = (html: string) => [...html.matchAll(/name="draft" value="([^"]+)"/g)].map((match) => match[1]);

function confirm(cookie: string, fingerprints: string[], language: "ar" | "en" = "en") {
  const body = new URLSearchParams([["intent", "publish-all"], ...fingerprints.map((value) => ["draft", value])]);
  return plainRequest(server, reviewPath, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: `mahami-language=${language}; ${cookie}` },
    body: body.toString(),
  });
}

describe("publish all drafts, as an editor", () => {
  it("shows no button, and refuses the review, its form, the content tab's form and the API's every-draft publish with 403, publishing nothing", async () => {
    await saveDraft(editor, "home.hero.badge", { valueEn: "Editor's badge draft" });
    const before = await draftKeys();
    expect(before).toEqual(["home.hero.badge"]);

    const tab = await page("/admin-dashboard", editor);
    expect(tab.status).toBe(200);
    expect(tab.html).not.toContain("Publish all drafts");
    expect(tab.html).not.toContain(reviewPath);

    expect((await page(reviewPath, editor)).status).toBe(403);
    const listedByAdmin = fingerprintsIn((await page(reviewPath, admin)).html);
    expect(listedByAdmin).toHaveLength(1);
    expect((await confirm(editor, listedByAdmin)).status).toBe(403);
    const tabForm = await postForm(server, "/admin-dashboard?index", { intent: "publish-drafts", languages: "both" }, { Cookie: editor });
    expect(tabForm.status).toBe(403);
    expect(await tabForm.text()).toContain("دورك لا يسمح بهذا. اطلبه من أحد المسؤولين.");

    const english = await api(server, "POST", "/api/admin/drafts/publish", { cookie: editor, body: {} });
    expect(english.status).toBe(403);
    expect(english.body).toEqual({ message: "Publishing every draft at once is for administrators. Name a page or the items to publish." });
    const arabic = await request(server, "/api/admin/drafts/publish", {
      method: "POST",
      headers: { Cookie: `mahami-language=ar; ${editor}`, "Content-Type": "application/json" },
      body: JSON.stringify({ languages: ["ar"] }),
    });
    expect(arabic.status).toBe(403);
    expect(await arabic.json()).toEqual({ message: "نشر جميع المسودات دفعة واحدة للمسؤولين وحدهم. حدّد صفحة أو العناصر التي تريد نشرها." });
    expect((await api(server, "POST", "/api/admin/drafts/publish", { cookie: editor })).status).toBe(403);

    expect(await draftKeys()).toEqual(before);
    expect(await publicHtml(server, "/en")).not.toContain("Editor's badge draft");

    // An editor still publishes one page's drafts, or some items'.
    const onePage = await api(server, "POST", "/api/admin/drafts/publish", { cookie: editor, body: { page: "home" } });
    expect(onePage.body).toMatchObject({ page: "home", published: 1 });
    expect(await draftKeys()).toEqual([]);
  });
});

describe("publish all drafts, as an administrator", () => {
  it("labels the button with the count, lists each draft (page, changes, who saved it and when, its schedule) in both languages", async () => {
    await saveDraft(admin, "about.hero.badge", { valueAr: "شارة من نحن في مسودة" });
    await saveDraft(editor, "sellers.hero.badge", { valueAr: "شارة التجّار في مسودة", valueEn: "Sellers badge draft" });
    const at = new Date(Date.now() + 24 * 3_600_000);
    const scheduled = await api(server, "POST", "/api/admin/schedules", {
      cookie: admin,
      body: { at: at.toISOString(), ids: [await contentItemId(server, "sellers.hero.badge")] },
    });
    expect(scheduled.status).toBe(201);

    const tab = await page("/admin-dashboard", admin);
    expect(tab.html).toContain(`href="${reviewPath}"`);
    expect(tab.html).toContain("Publish all drafts (2)");
    expect((await page("/admin-dashboard", admin, "ar")).html).toContain("نشر المسودتين (2)");

    const english = await page(reviewPath, admin);
    expect(english.status).toBe(200);
    const cards = english.html.split('data-draft="').slice(1);
    // In the content tab's order of pages.
    const [sellers, about] = cards;
    expect(cards.map((card) => card.slice(0, card.indexOf('"')))).toEqual(["sellers.hero.badge", "about.hero.badge"]);
    expect(sellers).toContain("Sellers");
    expect(sellers).toContain("Arabic and English");
    expect(sellers).toContain(editorEmail);
    expect(sellers).toContain("Scheduled for");
    expect(about).toContain("About us");
    expect(about).toContain(">Arabic<");
    expect(about).toContain(adminEmail);
    expect(about).toContain("Not scheduled");
    expect(english.html).toContain("Some of these drafts are scheduled for later.");
    expect(english.html).toContain("Publish these 2 drafts");
    expect(fingerprintsIn(english.html)).toHaveLength(2);

    const arabic = await page(reviewPath, admin, "ar");
    expect(arabic.html).toContain("نشر هاتين المسودتين");
    expect(arabic.html).toContain("موعد نشرها المجدول");
    expect(arabic.html).toContain("غير مجدولة");
    expect(arabic.html).not.toMatch(/[\u0660-\u0669]/);
    expect((await api(server, "DELETE", `/api/admin/schedules/${scheduled.body.id}`, { cookie: admin })).status).toBe(204);
  });

  it("publishes only the listed drafts: one saved again and one added after the list was shown stay drafts, and the review says so", async () => {
    const listed = fingerprintsIn((await page(reviewPath, admin)).html);
    expect(listed).toHaveLength(2);
    // After the list was shown: the sellers draft is saved again, and a new draft appears.
    await saveDraft(editor, "sellers.hero.badge", { valueAr: "شارة التجّار بعد القائمة", valueEn: "Sellers badge after the list" });
    await saveDraft(editor, "teachers.hero.badge", { valueEn: "Teachers badge after the list" });

    const confirmed = await confirm(admin, listed);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(reviewPath);
    expect(await draftKeys()).toEqual(["sellers.hero.badge", "teachers.hero.badge"]);
    expect(await queryRow(server, "select \"valueAr\" from content_items where key = 'about.hero.badge'")).toEqual({
      valueAr: "شارة من نحن في مسودة",
    });
    expect(await publicHtml(server, "/sellers")).not.toContain("شارة التجّار بعد القائمة");
    expect(await publicHtml(server, "/en/teachers")).not.toContain("Teachers badge after the list");

    const after = await page(reviewPath, `${admin}; ${cookiesFrom(confirmed)}`);
    expect(after.html).toContain("1 draft published");
    expect(after.html).toContain("2 drafts were saved after the list was opened, so they were not published. Review them below.");
    const again = fingerprintsIn(after.html);
    expect(again).toHaveLength(2);
    expect(again).not.toContain(listed[0]);

    const done = await confirm(admin, again, "ar");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin-dashboard");
    expect(await draftKeys()).toEqual([]);
    expect(await publicHtml(server, "/en/teachers")).toContain("Teachers badge after the list");
    expect((await page("/admin-dashboard", `${admin}; ${cookiesFrom(done)}`, "ar")).html).toContain("نُشرت مسودتان");
    const entry = await queryRow<{ actorEmail: string; summary: string }>(
      server,
      `select "actorEmail", summary from activity where action = 'draft.publish' order by id desc limit 1`,
    );
    expect(entry.actorEmail).toBe(adminEmail);
    expect(entry.summary).toMatch(/^#\d+,#\d+ \[ar\+en\]: 2$/);

    // An empty review says so and offers no confirm.
    const empty = await page(reviewPath, admin);
    expect(empty.html).toContain("There are no drafts to publish.");
    expect(fingerprintsIn(empty.html)).toEqual([]);
  });

  it("refuses a confirm without drafts or with a forged one (400, localized, nothing published), and sends the content tab's old every-draft form to the review", async () => {
    await saveDraft(admin, "contact.hero.title", { valueEn: "Contact title draft" });
    for (const [fingerprints, language, text] of [
      [[], "en", "The list that was sent could not be read. Review the drafts below, then confirm."],
      [["1.not-a-fingerprint"], "ar", "تعذّرت قراءة القائمة المرسلة. راجع المسودات أدناه ثم أكّد النشر."],
      [["<script>"], "en", "The list that was sent could not be read."],
    ] as const) {
      const refused = await confirm(admin, [...fingerprints], language);
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(text);
      expect(fingerprintsIn(html)).toHaveLength(1);
    }
    // A well-formed fingerprint of no listed draft publishes nothing.
    const stranger = await confirm(admin, [`${await contentItemId(server, "contact.hero.title")}.0123456789abcdef`]);
    expect(stranger.headers.get("location")).toBe(reviewPath);
    expect(await draftKeys()).toEqual(["contact.hero.title"]);

    const oldForm = await postForm(server, "/admin-dashboard?index", { intent: "publish-drafts", languages: "both" }, { Cookie: admin });
    expect(oldForm.status).toBe(302);
    expect(oldForm.headers.get("location")).toBe(reviewPath);
    expect(await draftKeys()).toEqual(["contact.hero.title"]);
    expect((await api(server, "POST", "/api/admin/drafts/publish", { cookie: admin, body: {} })).body).toMatchObject({ published: 1 });
  });
});
