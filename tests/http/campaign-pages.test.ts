import { beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/accounts";
import { api, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * Campaign pages from blocks (docs/decisions/0060-campaign-pages.md): the administration API (a
 * working copy with a version, the slug rules, a bad block named by its path), publishing one
 * language while the other is still being written, unpublishing (410), the public API, the
 * rendered page in each language and the access of an editor.
 */
const server = useServer();
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await signIn(server);
  editor = (await newAccount(server, "pages-editor", "a-long-editor-passphrase-42", "editor")).cookie;
});

/** A page with one block of every type: Arabic written throughout, English only where `english` says. */
function everyBlock(english = true) {
  const en = <T>(words: T) => (english ? words : {});
  return [
    {
      id: "top",
      type: "hero",
      buttons: [
        { type: "section", section: "ask" },
        { type: "internal", page: "parents" },
      ],
      text: {
        ar: { title: "رمضان مع مهامي", text: "عروض الشهر الكريم", buttons: ["اسأل", "لأولياء الأمور"] },
        en: en({ title: "Ramadan with Mahami", text: "The holy month's offers", buttons: ["Ask", "For parents"] }),
      },
    },
    {
      type: "richText",
      text: {
        ar: {
          markdown:
            "## عن الحملة\n\nنص **عريض** و*مائل* و[رابط](https://example.com) و[خطر](javascript:alert(1)).\n\n- أول\n- ثانٍ\n\n<script>alert(1)</script>",
        },
        en: en({
          markdown: "## About\n\nSome **bold** and *italic* text, a [link](/en/parents) and [bad](data:text/html,x).\n\n1. one\n2. two\n\n<b>raw</b>",
        }),
      },
    },
    {
      type: "cards",
      cards: [{ icon: "Star" }, { icon: "Heart" }],
      text: {
        ar: {
          title: "لماذا مهامي",
          intro: "",
          cards: [
            { title: "سهل", text: "" },
            { title: "آمن", text: "" },
          ],
        },
        en: en({ title: "Why Mahami", cards: [{ title: "Easy" }, { title: "Safe" }] }),
      },
    },
    {
      type: "cta",
      link: { type: "external", url: "https://example.com/offer" },
      text: { ar: { title: "انضم الآن", button: "سجّل" }, en: en({ title: "Join now", button: "Sign up" }) },
    },
    {
      type: "stats",
      items: [{ value: "5,000" }],
      text: { ar: { title: "", items: [{ label: "أسرة" }] }, en: en({ items: [{ label: "families" }] }) },
    },
    {
      type: "quote",
      text: { ar: { text: "تجربة رائعة", name: "مريم", role: "أم" }, en: en({ text: "A great experience", name: "Maryam", role: "Mother" }) },
    },
    { id: "ask", type: "contactForm", text: { ar: { title: "راسلنا" }, en: en({ title: "Write to us" }) } },
    { type: "newsletter", text: { ar: { title: "النشرة" }, en: en({ title: "Newsletter" }) } },
    { type: "download", text: { ar: { title: "حمّل التطبيق" }, en: en({ title: "Get the app" }) } },
    { type: "richText", only: "ar", text: { ar: { markdown: "فقرة للعربية فقط" } } },
  ];
}

async function createPage(slug: string, extra: Record<string, unknown> = {}) {
  const created = await api(server, "POST", "/api/admin/pages", {
    cookie: admin,
    body: {
      slug,
      titleAr: "رمضان",
      titleEn: "Ramadan",
      descriptionAr: "حملة رمضان",
      descriptionEn: "The Ramadan campaign",
      blocks: everyBlock(),
      ...extra,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; version: number; blocks: { id: string }[]; status: { ar: string; en: string } };
}

describe("the administration API of campaign pages", () => {
  it("creates a page (201, both languages drafts, every block given an id) and reads it with its version as ETag", async () => {
    const page = await createPage("ramadan");
    expect(page.status).toEqual({ ar: "draft", en: "draft" });
    expect(page.blocks.map((block) => block.id)).toEqual(expect.arrayContaining(["top", "ask"]));
    expect(page.blocks.every((block) => /^[a-z0-9][a-z0-9-]*$/.test(block.id))).toBe(true);
    const read = await api(server, "GET", `/api/admin/pages/${page.id}`, { cookie: admin });
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe(`"${page.version}"`);
    expect((await api(server, "GET", "/api/admin/pages", { cookie: admin })).body.map((one: { slug: string }) => one.slug)).toContain("ramadan");
  });

  it("refuses a malformed, reserved or taken slug with 400 on `slug`, in the request's language", async () => {
    for (const slug of [
      "Ramadan",
      "a--b",
      "-a",
      "x".repeat(61),
      "parents",
      "admin-panel",
      "api",
      "en",
      "media",
      "favicon-x",
      "sitemap",
      "newsletter",
    ]) {
      const answer = await api(server, "POST", "/api/admin/pages", { cookie: admin, body: { slug } });
      expect(answer.status, slug).toBe(400);
      expect(Object.keys(answer.body.errors), slug).toEqual(["slug"]);
    }
    await createPage("national-day");
    const taken = await api(server, "POST", "/api/admin/pages", { cookie: admin, body: { slug: "national-day" } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ slug: ["Another page already has this address. Choose another one."] });
    const arabic = await api(server, "POST", "/api/admin/pages", { cookie: `${admin}; mahami-language=ar`, body: { slug: "national-day" } });
    expect(arabic.body.errors.slug[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("names a bad block's field by its path (blocks.N.…), and refuses an unknown type, a javascript: link and a section no block has", async () => {
    const blocks = everyBlock();
    blocks[2] = { ...blocks[2], text: { ar: { title: "x".repeat(200) }, en: { title: "ok" } } } as never;
    const long = await api(server, "POST", "/api/admin/pages", { cookie: admin, body: { slug: "bad-blocks", blocks } });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(["blocks.2.text.ar.title"]);
    const unknown = await api(server, "POST", "/api/admin/pages", { cookie: admin, body: { slug: "bad-blocks", blocks: [{ type: "carousel" }] } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)[0]).toMatch(/^blocks\.0/);
    const script = await api(server, "POST", "/api/admin/pages", {
      cookie: admin,
      body: { slug: "bad-blocks", blocks: [{ type: "cta", link: { type: "external", url: "javascript:alert(1)" } }] },
    });
    expect(script.status).toBe(400);
    expect(Object.keys(script.body.errors)).toEqual(["blocks.0.link.url"]);
    const section = await api(server, "POST", "/api/admin/pages", {
      cookie: admin,
      body: { slug: "bad-blocks", blocks: [{ type: "cta", link: { type: "section", section: "nowhere" } }] },
    });
    expect(section.status).toBe(400);
    expect(Object.keys(section.body.errors)).toEqual(["blocks.0.link.section"]);
    const words = await api(server, "POST", "/api/admin/pages", {
      cookie: admin,
      body: { slug: "bad-blocks", blocks: [{ type: "stats", items: [{ value: "1" }], text: { en: { items: [{ label: "x", extra: 1 }] } } }] },
    });
    expect(words.status).toBe(400);
    expect(Object.keys(words.body.errors)[0]).toMatch(/^blocks\.0\.text\.en\.items\.0/);
    expect((await api(server, "GET", "/api/pages/bad-blocks")).status).toBe(404);
  });

  it("keeps the working copy versioned: a PATCH with a stale If-Match is 409 {message, current}, nothing written; a changed slug names the old one", async () => {
    const page = await createPage("back-to-school");
    const first = await api(server, "PATCH", `/api/admin/pages/${page.id}`, {
      cookie: admin,
      headers: { "If-Match": `"${page.version}"` },
      body: { titleEn: "Back to school" },
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(page.version + 1);
    const stale = await api(server, "PATCH", `/api/admin/pages/${page.id}`, {
      cookie: admin,
      headers: { "If-Match": `"${page.version}"` },
      body: { titleEn: "Lost" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: page.id, titleEn: "Back to school", version: page.version + 1 });
    const renamed = await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { slug: "school-2027" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: "school-2027", previousSlug: "back-to-school" });
    const badBlock = await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { blocks: [{ type: "image" }] } });
    expect(badBlock.status).toBe(400);
    expect(Object.keys(badBlock.body.errors)).toEqual(["blocks.0.image"]);
  });

  it("answers a published page's old address with a 301 to the new one when its slug changes, a rule the Redirects tab lists", async () => {
    const page = await createPage("summer-camp", { blocks: everyBlock() });
    expect((await api(server, "POST", `/api/admin/pages/${page.id}/publish`, { cookie: admin, body: { languages: ["ar"] } })).status).toBe(200);
    const renamed = await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { slug: "summer-camp-2027" } });
    expect(renamed.body).toMatchObject({ slug: "summer-camp-2027", previousSlug: "summer-camp" });
    const old = await request(server, "/summer-camp");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/summer-camp-2027");
    expect((await request(server, "/summer-camp-2027")).status).toBe(200);
    // English was never published: no rule for its address.
    expect((await request(server, "/en/summer-camp")).status).toBe(404);
    const rules = (await api(server, "GET", "/api/admin/redirects", { cookie: admin })).body;
    expect(JSON.stringify(rules)).toContain("/summer-camp-2027");
    expect(JSON.stringify(rules)).not.toContain("/en/summer-camp");
  });

  it("publishes Arabic while English is still being written: English's missing words named, Arabic live at /{slug}, English 404", async () => {
    const page = await createPage("eid", { titleEn: "", blocks: everyBlock(false) });
    expect((await api(server, "GET", `/api/admin/pages/${page.id}`, { cookie: admin })).body.missing.en).toEqual(
      expect.arrayContaining([
        "titleEn",
        "blocks.0.text.en.title",
        "blocks.0.text.en.buttons.0",
        "blocks.2.text.en.cards.1.title",
        "blocks.4.text.en.items.0.label",
      ]),
    );
    const english = await api(server, "POST", `/api/admin/pages/${page.id}/publish`, { cookie: admin, body: { languages: ["en"] } });
    expect(english.status).toBe(400);
    expect(english.body.errors).toHaveProperty(["blocks.0.text.en.title"]);
    expect(english.body.errors).not.toHaveProperty(["blocks.9.text.en.markdown"]);
    const arabic = await api(server, "POST", `/api/admin/pages/${page.id}/publish`, { cookie: admin, body: { languages: ["ar"] } });
    expect(arabic.status).toBe(200);
    expect(arabic.body.status).toEqual({ ar: "published", en: "draft" });
    const one = await api(server, "GET", "/api/pages/eid?lang=ar");
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: "eid", language: "ar", title: "رمضان", languages: ["ar"] });
    expect(one.body.blocks).toHaveLength(10);
    expect(one.body.blocks[0]).toMatchObject({ type: "hero", words: { title: "رمضان مع مهامي" } });
    expect(one.body.blocks[0]).not.toHaveProperty("text");
    expect((await api(server, "GET", "/api/pages/eid?lang=en")).status).toBe(404);
    expect((await api(server, "GET", "/api/pages/eid?lang=fr")).status).toBe(400);
    expect((await request(server, "/eid")).status).toBe(200);
    expect((await request(server, "/en/eid")).status).toBe(404);
    const list = (await api(server, "GET", "/api/pages")).body;
    expect(list.items).toContainEqual({ slug: "eid", titles: { ar: "رمضان" }, languages: ["ar"] });

    // Edits of the working copy stay off the site until published again.
    await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { titleAr: "عيد سعيد" } });
    expect((await api(server, "GET", "/api/pages/eid?lang=ar")).body.title).toBe("رمضان");
  });

  it("unpublishes one language: 410 on its page and API, the other language still live, out of the list", async () => {
    const page = await createPage("summer");
    expect((await api(server, "POST", `/api/admin/pages/${page.id}/publish`, { cookie: admin })).body.status).toEqual({
      ar: "published",
      en: "published",
    });
    expect((await request(server, "/en/summer")).status).toBe(200);
    const down = await api(server, "POST", `/api/admin/pages/${page.id}/unpublish`, { cookie: admin, body: { languages: ["en"] } });
    expect(down.status).toBe(200);
    expect(down.body.status).toEqual({ ar: "published", en: "unpublished" });
    expect((await request(server, "/en/summer")).status).toBe(410);
    expect((await api(server, "GET", "/api/pages/summer?lang=en")).status).toBe(410);
    expect((await request(server, "/summer")).status).toBe(200);
    expect((await api(server, "GET", "/api/pages")).body.items).toContainEqual({ slug: "summer", titles: { ar: "رمضان" }, languages: ["ar"] });
    expect((await request(server, "/no-such-page")).status).toBe(404);
  });

  it("lets an editor create, edit and publish, but only an administrator delete (403 for the editor, 204 then 404)", async () => {
    const created = await api(server, "POST", "/api/admin/pages", { cookie: editor, body: { slug: "editors-page", titleAr: "صفحة", blocks: [] } });
    expect(created.status).toBe(201);
    expect((await api(server, "POST", `/api/admin/pages/${created.body.id}/publish`, { cookie: editor, body: { languages: ["ar"] } })).status).toBe(
      200,
    );
    expect((await api(server, "DELETE", `/api/admin/pages/${created.body.id}`, { cookie: editor })).status).toBe(403);
    expect((await api(server, "DELETE", `/api/admin/pages/${created.body.id}`, { cookie: admin })).status).toBe(204);
    expect((await api(server, "GET", `/api/admin/pages/${created.body.id}`, { cookie: admin })).status).toBe(404);
    expect((await request(server, "/editors-page")).status).toBe(404);
    expect((await api(server, "GET", "/api/admin/pages")).status).toBe(401);
  });

  it("keeps a history: each write a revision, publishing in the activity log", async () => {
    const page = await createPage("history-page");
    await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { titleEn: "Changed" } });
    await api(server, "POST", `/api/admin/pages/${page.id}/publish`, { cookie: admin, body: { languages: ["ar"] } });
    const revisions = await api(server, "GET", `/api/admin/revisions?entity=page&entityId=${page.id}`, { cookie: admin });
    expect(revisions.status).toBe(200);
    expect(revisions.body.items.map((item: { action: string }) => item.action)).toEqual(["update", "create"]);
    const activity = await api(server, "GET", "/api/admin/activity?action=page", { cookie: admin });
    expect(activity.body.items.map((item: { action: string }) => item.action)).toEqual(
      expect.arrayContaining(["page.publish", "page.update", "page.create"]),
    );
  });

  it("restores an earlier working copy (blocks and all) as a new version, and brings back a deleted page", async () => {
    const page = await createPage("restore-page");
    await api(server, "PATCH", `/api/admin/pages/${page.id}`, { cookie: admin, body: { titleEn: "Changed", blocks: [] } });
    const revisions = (await api(server, "GET", `/api/admin/revisions?entity=page&entityId=${page.id}`, { cookie: admin })).body.items as {
      id: number;
      action: string;
    }[];
    const creation = revisions.find((revision) => revision.action === "create")!;
    const restored = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie: admin });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const now = (await api(server, "GET", `/api/admin/pages/${page.id}`, { cookie: admin })).body;
    expect(now).toMatchObject({ titleEn: "Ramadan", version: page.version + 2 });
    expect(now.blocks).toHaveLength(10);
    expect((await api(server, "DELETE", `/api/admin/pages/${page.id}`, { cookie: admin })).status).toBe(204);
    const deletion = (await api(server, "GET", `/api/admin/revisions?entity=page&entityId=${page.id}`, { cookie: admin })).body.items[0] as {
      id: number;
      action: string;
    };
    expect(deletion.action).toBe("delete");
    expect((await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, { cookie: admin })).status).toBe(200);
    expect((await api(server, "GET", `/api/admin/pages/${page.id}`, { cookie: admin })).body).toMatchObject({
      slug: "restore-page",
      status: { ar: "draft", en: "draft" },
    });
  });
});
