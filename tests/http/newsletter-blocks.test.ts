import { beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/accounts";
import { queryRow } from "../support/database";
import { api, postForm, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * An edition's blocks in the Newsletter editions tab over plain HTTP, as a browser without
 * JavaScript posts them (docs/decisions/0064-newsletters.md, the Pages tab's block fields of
 * docs/decisions/0065-pages-tab.md): a bad block is a 400 with the localized message at its field
 * and everything typed kept; add, move, duplicate and remove (after a confirm) save what was typed;
 * a send from the form with its blocks unchanged keeps the approval, a change withdraws it.
 */
const server = useServer();
let admin: string;

const arabic = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=ar` });
const english = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=en` });

const words = { subjectAr: "نشرة الربيع", subjectEn: "Spring news", preheaderAr: "جديد مهامي", preheaderEn: "What is new" };

/** A rich text block's fields as the editor's form names them. */
const richTextFields = (at: number, ar: string, en: string) => ({
  [`blocks.${at}.type`]: "richText",
  [`blocks.${at}.only`]: "",
  [`blocks.${at}.text.ar.markdown`]: ar,
  [`blocks.${at}.text.en.markdown`]: en,
});

/** A call to action's fields as the editor's form names them. */
const ctaFields = (at: number, url: string) => ({
  [`blocks.${at}.type`]: "cta",
  [`blocks.${at}.only`]: "",
  [`blocks.${at}.link.type`]: "external",
  [`blocks.${at}.link.page`]: "home",
  [`blocks.${at}.link.url`]: url,
  [`blocks.${at}.text.ar.title`]: "حمّل التطبيق",
  [`blocks.${at}.text.ar.text`]: "",
  [`blocks.${at}.text.ar.button`]: "حمّل الآن",
  [`blocks.${at}.text.en.title`]: "Get the app",
  [`blocks.${at}.text.en.text`]: "",
  [`blocks.${at}.text.en.button`]: "Download",
});

async function newEdition(cookie: string) {
  const blocks = [{ type: "richText", text: { ar: { markdown: "أهلاً" }, en: { markdown: "Hello" } } }];
  const created = await api(server, "POST", "/api/admin/newsletters", { cookie, body: { ...words, blocks } });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

async function storedBlocks(id: number) {
  const row = await queryRow<{ blocks: string; status: string; version: number }>(
    server,
    "select blocks, status, version from newsletter_editions where id = ?",
    id,
  );
  return { ...row, blocks: JSON.parse(row.blocks) as { type: string; text: Record<string, Record<string, unknown>> }[] };
}

beforeAll(async () => {
  admin = await signIn(server);
});

describe("an edition's blocks in the editor's form", () => {
  it("answers a bad block with a 400, the message at its field in the dashboard's language, and keeps what was typed", async () => {
    const { id, version } = await newEdition(admin);
    const path = `/admin-dashboard/newsletters/${id}`;
    const form = {
      intent: "save",
      version: String(version),
      blocksShown: "1",
      ...words,
      subjectEn: "Spring news, revised",
      ...richTextFields(0, "أهلاً بكم", "Welcome"),
      ...ctaFields(1, "javascript:alert(1)"),
    };
    for (const [headers, message] of [
      [english(admin), "Use an http(s), mailto: or tel: link"],
      [arabic(admin), "استخدم رابط"],
    ] as const) {
      const refused = await postForm(server, path, form, headers);
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toMatch(/id="field-blocks\.1\.link\.url"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-blocks\.1\.link\.url"/);
      const error = /id="field-blocks\.1\.link\.url-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
      expect(error).toContain(message);
      // Listed above the form as a link to its field.
      expect(html).toMatch(/data-testid="edition-errors"[\s\S]*href="#field-blocks\.1\.link\.url"/);
      expect(html).toContain('value="javascript:alert(1)"');
      expect(html).toContain('value="Spring news, revised"');
      expect(html).toContain("أهلاً بكم");
      expect(html).toContain('value="Get the app"');
    }
    expect((await storedBlocks(id)).blocks.map((one) => one.type)).toEqual(["richText"]);

    const unknown = await postForm(server, path, { ...form, intent: "add", addType: "hero" }, english(admin));
    expect(unknown.status).toBe(400);
  });

  it("adds, moves, duplicates and removes blocks after a confirm, saving what was typed with each", async () => {
    const { id, version } = await newEdition(admin);
    const path = `/admin-dashboard/newsletters/${id}`;
    const added = await postForm(
      server,
      path,
      { intent: "add", addType: "cta", version: String(version), blocksShown: "1", ...words, ...richTextFields(0, "أهلاً وسهلاً", "Hi there") },
      english(admin),
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`${path}#block-new-1`);
    let stored = await storedBlocks(id);
    expect(stored.blocks.map((one) => one.type)).toEqual(["richText", "cta"]);
    expect(stored.blocks[0].text.ar.markdown).toBe("أهلاً وسهلاً");

    const up = {
      version: String(stored.version),
      blocksShown: "1",
      ...words,
      ...richTextFields(0, "أهلاً وسهلاً", "Hi there"),
      ...ctaFields(1, "https://mahami.app"),
    };
    expect((await postForm(server, path, { ...up, intent: "up:1" }, english(admin))).status).toBe(302);
    stored = await storedBlocks(id);
    expect(stored.blocks.map((one) => one.type)).toEqual(["cta", "richText"]);

    const both = {
      version: String(stored.version),
      blocksShown: "1",
      ...words,
      ...ctaFields(0, "https://mahami.app"),
      ...richTextFields(1, "أهلاً وسهلاً", "Hi again"),
    };
    expect((await postForm(server, path, { ...both, intent: "duplicate:1" }, english(admin))).status).toBe(302);
    stored = await storedBlocks(id);
    expect(stored.blocks.map((one) => one.type)).toEqual(["cta", "richText", "richText"]);
    expect(stored.blocks[2].text.en.markdown).toBe("Hi again");

    const three = {
      version: String(stored.version),
      blocksShown: "1",
      ...words,
      ...ctaFields(0, "https://mahami.app"),
      ...richTextFields(1, "أهلاً وسهلاً", "Hi again"),
      ...richTextFields(2, "نسخة", "Copy"),
    };
    const asked = await postForm(server, path, { ...three, intent: "remove:2" }, arabic(admin));
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`${path}?remove=2#block-new-2`);
    stored = await storedBlocks(id);
    expect(stored.blocks.map((one) => one.type)).toEqual(["cta", "richText", "richText"]);
    const confirm = await (await request(server, `${path}?remove=2`, { headers: arabic(admin) })).text();
    expect(confirm).toContain('value="removeConfirmed:2"');
    expect((await postForm(server, path, { ...three, version: String(stored.version), intent: "removeConfirmed:2" }, arabic(admin))).status).toBe(
      302,
    );
    stored = await storedBlocks(id);
    expect(stored.blocks.map((one) => one.type)).toEqual(["cta", "richText"]);

    // "Show the choices" of an image without JavaScript: saved, then back with that field open.
    const pick = await postForm(
      server,
      path,
      {
        intent: "pick:blocks.0.image",
        version: String(stored.version),
        blocksShown: "1",
        ...words,
        ...ctaFields(0, "https://mahami.app"),
        ...richTextFields(1, "أ", "b"),
      },
      english(admin),
    );
    expect(pick.status).toBe(302);
    expect(pick.headers.get("location")).toBe(`${path}?pick=blocks.0.image#field-blocks.0.image`);
  });

  it("sends an approved edition from the form with its blocks unchanged; a changed block withdraws the approval", async () => {
    const colleague = await newAccount(server, "nlblocks-approver", "a-colleague-passphrase-for-blocks");
    const { id, version } = await newEdition(admin);
    const path = `/admin-dashboard/newsletters/${id}`;
    const form = { version: String(version), blocksShown: "1", ...words, ...richTextFields(0, "أهلاً", "Hello") };
    expect((await postForm(server, path, { ...form, intent: "approve" }, english(colleague.cookie))).status).toBe(302);
    expect((await storedBlocks(id)).status).toBe("approved");
    const changed = await postForm(
      server,
      path,
      { ...form, version: String(version + 1), ...richTextFields(0, "أهلاً", "Hello, changed"), intent: "save" },
      english(admin),
    );
    expect(changed.status).toBe(302);
    expect((await storedBlocks(id)).status).toBe("draft");
    const approved = await postForm(
      server,
      path,
      { ...form, ...richTextFields(0, "أهلاً", "Hello, changed"), version: String(version + 2), intent: "approve" },
      english(colleague.cookie),
    );
    expect(approved.status).toBe(302);
    expect((await storedBlocks(id)).status).toBe("approved");
    const sent = await postForm(
      server,
      path,
      { ...form, ...richTextFields(0, "أهلاً", "Hello, changed"), version: String(version + 3), intent: "send", when: "now" },
      english(admin),
    );
    expect(sent.status).toBe(302);
    expect(["sending", "sent"]).toContain((await storedBlocks(id)).status);
  });
});
