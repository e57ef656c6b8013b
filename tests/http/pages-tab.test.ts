import { beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/accounts";
import { queryRow, queryRows } from "../support/database";
import { api, postForm, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * The Pages tab over plain HTTP, as a browser without JavaScript posts it (docs/decisions/0065-pages-tab.md):
 * bad input is a 4xx with a localized message and the typed values in the form, a stale version is
 * the conflict view, editors reach the tab but only administrators delete.
 */
const server = useServer();
let admin: string;

const arabic = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=ar` });
const english = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=en` });

async function newPage(cookie: string, slug: string) {
  const created = await api(server, "POST", "/api/admin/pages", { cookie, body: { slug, titleAr: "صفحة", titleEn: "A page" } });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

beforeAll(async () => {
  admin = await signIn(server);
});

describe("the list", () => {
  it("refuses a reserved or taken address in the dashboard's language, keeping what was typed", async () => {
    const reserved = await postForm(
      server,
      "/admin-dashboard/pages",
      { intent: "create", slug: "parents", titleAr: "عيد الفطر", titleEn: "Eid" },
      arabic(admin),
    );
    expect(reserved.status).toBe(400);
    const html = await reserved.text();
    expect(html).toContain("هذا العنوان محجوز لصفحة من صفحات الموقع. اختر عنواناً آخر.");
    expect(html).toContain('value="عيد الفطر"');

    await newPage(admin, "eid-2027");
    const taken = await postForm(
      server,
      "/admin-dashboard/pages",
      { intent: "create", slug: "eid-2027", titleAr: "", titleEn: "Eid again" },
      english(admin),
    );
    expect(taken.status).toBe(400);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain("Another page already has this address. Choose another one.");
    expect(takenHtml).toContain('value="Eid again"');

    const created = await postForm(
      server,
      "/admin-dashboard/pages",
      { intent: "create", slug: "eid-2028", titleAr: "العيد", titleEn: "Eid" },
      english(admin),
    );
    expect(created.status).toBe(302);
    const { id } = await queryRow<{ id: number }>(server, `select id from pages where slug = 'eid-2028'`);
    expect(created.headers.get("location")).toBe(`/admin-dashboard/pages/${id}`);
  });

  it("opens to editors, who may not delete a page", async () => {
    const editor = await newAccount(server, "pages-editor", "an-editor-passphrase-for-pages", "editor");
    const { id } = await newPage(admin, "editors-see-this");
    const list = await request(server, "/admin-dashboard/pages", { headers: english(editor.cookie) });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("/editors-see-this");
    expect(html).not.toContain('value="delete"');
    expect((await request(server, `/admin-dashboard/pages/${id}`, { headers: english(editor.cookie) })).status).toBe(200);
    const refused = await postForm(server, "/admin-dashboard/pages", { intent: "delete", id: String(id) }, english(editor.cookie));
    expect(refused.status).toBe(403);
    expect(await queryRows(server, `select id from pages where id = ${id}`)).toHaveLength(1);

    const deleted = await postForm(server, "/admin-dashboard/pages", { intent: "delete", id: String(id) }, english(admin));
    expect(deleted.status).toBe(302);
    expect(await queryRows(server, `select id from pages where id = ${id}`)).toHaveLength(0);
  });
});

describe("the editor", () => {
  it("refuses a javascript: link and an unknown intent, keeping what was typed", async () => {
    const { id, version } = await newPage(admin, "links-checked");
    const fields = {
      version: String(version),
      slug: "links-checked",
      titleAr: "صفحة",
      titleEn: "A page",
      descriptionAr: "",
      descriptionEn: "",
      "blocks.0.type": "cta",
      "blocks.0.link.type": "external",
      "blocks.0.link.url": "javascript:alert(1)",
      "blocks.0.text.ar.title": "انضم إلينا اليوم",
      "blocks.0.text.en.title": "Join us today",
      intent: "save",
    };
    const refused = await postForm(server, `/admin-dashboard/pages/${id}`, fields, arabic(admin));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("لم يُحفظ شيء");
    expect(html).toContain('value="انضم إلينا اليوم"');
    expect(html).toContain('value="javascript:alert(1)"');
    expect((await queryRow<{ blocks: string }>(server, `select blocks from pages where id = ${id}`)).blocks).toBe("[]");

    const unknown = await postForm(server, `/admin-dashboard/pages/${id}`, { ...fields, intent: "explode" }, arabic(admin));
    expect(unknown.status).toBe(400);
    const badType = await postForm(server, `/admin-dashboard/pages/${id}`, { ...fields, intent: "add", addType: "marquee" }, arabic(admin));
    expect(badType.status).toBe(400);
  });

  it("answers a stale version with the conflict view, what was typed kept for 'save mine'", async () => {
    const { id, version } = await newPage(admin, "two-editors");
    const theirs = await api(server, "PATCH", `/api/admin/pages/${id}`, {
      cookie: admin,
      body: { titleEn: "Their title" },
      headers: { "If-Match": `"${version}"` },
    });
    expect(theirs.status).toBe(200);
    const mine = await postForm(
      server,
      `/admin-dashboard/pages/${id}`,
      { version: String(version), slug: "two-editors", titleAr: "صفحة", titleEn: "My title", descriptionAr: "", descriptionEn: "", intent: "save" },
      english(admin),
    );
    expect(mine.status).toBe(200);
    const html = await mine.text();
    expect(html).toContain('data-conflict="page"');
    expect(html).toContain("Their title");
    expect(html).toContain('value="My title"');
    expect((await queryRow<{ titleEn: string }>(server, `select "titleEn" from pages where id = ${id}`)).titleEn).toBe("Their title");
  });

  it("moves, duplicates and removes blocks, and publishes a language only when its words are written", async () => {
    const { id, version } = await newPage(admin, "blocks-moved");
    const base = { slug: "blocks-moved", titleAr: "صفحة", titleEn: "A page", descriptionAr: "", descriptionEn: "" };
    const added = await postForm(
      server,
      `/admin-dashboard/pages/${id}`,
      { ...base, version: String(version), intent: "add", addType: "richText" },
      english(admin),
    );
    expect(added.status).toBe(302);
    const read = async () => {
      const row = await queryRow<{ blocks: string; version: number }>(server, `select blocks, version from pages where id = ${id}`);
      return { version: row.version, blocks: JSON.parse(row.blocks) as { id: string; type: string; text: Record<string, Record<string, string>> }[] };
    };
    let page = await read();
    expect(page.blocks.map((one) => one.type)).toEqual(["richText"]);
    const blockFields = (blocks: typeof page.blocks) =>
      Object.fromEntries(
        blocks.flatMap((one, index) => [
          [`blocks.${index}.type`, one.type],
          [`blocks.${index}.id`, one.id],
          ...(["ar", "en"] as const).flatMap((language) =>
            Object.entries(one.text[language] ?? {}).map(([name, value]) => [`blocks.${index}.text.${language}.${name}`, String(value)]),
          ),
        ]),
      );
    const post = async (intent: string, extra: Record<string, string> = {}) => {
      const current = await read();
      return postForm(
        server,
        `/admin-dashboard/pages/${id}`,
        { ...base, version: String(current.version), ...blockFields(current.blocks), ...extra, intent },
        english(admin),
      );
    };
    expect((await post("add", { addType: "quote", "blocks.0.text.ar.markdown": "## أهلاً" })).status).toBe(302);
    page = await read();
    expect(page.blocks.map((one) => one.type)).toEqual(["richText", "quote"]);
    expect(page.blocks[0].text.ar.markdown).toBe("## أهلاً");

    expect((await post("up:1")).status).toBe(302);
    expect((await read()).blocks.map((one) => one.type)).toEqual(["quote", "richText"]);
    expect((await post("duplicate:1")).status).toBe(302);
    page = await read();
    expect(page.blocks.map((one) => one.type)).toEqual(["quote", "richText", "richText"]);
    expect(page.blocks[2].text.ar.markdown).toBe("## أهلاً");
    expect(page.blocks[2].id).not.toBe(page.blocks[1].id);

    // A removal asks first: the first step saves and names the block to confirm.
    const asked = await post("remove:0");
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toMatch(new RegExp(`^/admin-dashboard/pages/${id}\\?remove=0#block-`));
    expect((await read()).blocks).toHaveLength(3);
    expect((await post("removeConfirmed:0")).status).toBe(302);
    expect((await read()).blocks.map((one) => one.type)).toEqual(["richText", "richText"]);

    // English lacks its words: not published, and the status says what is missing.
    const refused = await post("publish:en");
    expect(refused.status).toBe(302);
    expect(await queryRows(server, `select language from page_copies where "pageId" = ${id}`)).toEqual([]);
    const editor = await (await request(server, `/admin-dashboard/pages/${id}`, { headers: english(admin) })).text();
    expect(editor).toContain(`href="#field-blocks.0.text.en.markdown"`);

    expect((await post("publish:ar")).status).toBe(302);
    expect(await queryRows(server, `select language from page_copies where "pageId" = ${id} and "unpublishedAt" is null`)).toEqual([
      { language: "ar" },
    ]);
    expect((await request(server, "/blocks-moved")).status).toBe(200);
    expect((await post("unpublish:ar")).status).toBe(302);
    expect((await request(server, "/blocks-moved")).status).toBe(410);
  });
});
