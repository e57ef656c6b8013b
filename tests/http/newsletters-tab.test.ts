import { beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/accounts";
import { execute, queryRow } from "../support/database";
import { api, postForm, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * The Newsletter editions tab over plain HTTP, as a browser without JavaScript posts it
 * (docs/decisions/0064-newsletters.md): bad input is a 400 keeping what was typed, editors write
 * and test drafts but a hand-made approve, send or cancel is a 403, four eyes is a localized
 * refusal, an incomplete language lists its missing fields, a stale version is the conflict view.
 */
const server = useServer();
let admin: string;

const arabic = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=ar` });
const english = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=en` });

const words = { subjectAr: "نشرة الشتاء", subjectEn: "Winter news", preheaderAr: "مهام منزلية", preheaderEn: "Household tasks" };
const richText = (en: string) => ({ type: "richText", text: { ar: { markdown: "مرحباً بكم" }, en: { markdown: en } } });

async function newEdition(cookie: string, blocks = [richText("Hello")]) {
  const created = await api(server, "POST", "/api/admin/newsletters", { cookie, body: { ...words, blocks } });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

async function confirmedReader(email: string, locale: "ar" | "en") {
  const now = new Date().toISOString();
  await execute(
    server,
    `insert into newsletter_subscribers (email, locale, status, "createdAt", "consentAt", "unsubscribeToken") values (?, ?, 'confirmed', ?, ?, ?)`,
    email,
    locale,
    now,
    now,
    `tok-${Math.random().toString(36).slice(2)}`,
  );
}

beforeAll(async () => {
  admin = await signIn(server);
});

describe("the list", () => {
  it("refuses an edition without a subject in the dashboard's language, keeping what was typed, and opens a new one in the editor", async () => {
    const empty = await postForm(server, "/admin-dashboard/newsletters", { intent: "create", subjectAr: "", subjectEn: "" }, arabic(admin));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("هذا الحقل مطلوب");

    const long = await postForm(
      server,
      "/admin-dashboard/newsletters",
      { intent: "create", subjectAr: "عيد", subjectEn: "x".repeat(151) },
      english(admin),
    );
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('value="عيد"');

    const created = await postForm(
      server,
      "/admin-dashboard/newsletters",
      { intent: "create", subjectAr: "عدد ديسمبر", subjectEn: "" },
      english(admin),
    );
    expect(created.status).toBe(302);
    const { id } = await queryRow<{ id: number }>(server, `select id from newsletter_editions where "subjectAr" = 'عدد ديسمبر'`);
    expect(created.headers.get("location")).toBe(`/admin-dashboard/newsletters/${id}`);

    const list = await request(server, "/admin-dashboard/newsletters", { headers: english(admin) });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("عدد ديسمبر");
    expect(html).toContain("Recipients 0");
    expect(html).toContain(">draft<");
  });
});

describe("the editor", () => {
  it("keeps what was typed on a 400 and shows the conflict view on a stale version", async () => {
    const { id, version } = await newEdition(admin);
    const path = `/admin-dashboard/newsletters/${id}`;
    const tooLong = await postForm(
      server,
      path,
      { intent: "save", version: String(version), ...words, subjectAr: "عنوان جديد", preheaderEn: "y".repeat(201) },
      english(admin),
    );
    expect(tooLong.status).toBe(400);
    const tooLongHtml = await tooLong.text();
    expect(tooLongHtml).toContain('value="عنوان جديد"');
    expect(tooLongHtml).toContain("Some fields need correcting");

    const saved = await postForm(
      server,
      path,
      { intent: "save", version: String(version), ...words, subjectEn: "Winter news, again" },
      english(admin),
    );
    expect(saved.status).toBe(302);
    const stale = await postForm(server, path, { intent: "save", version: String(version), ...words, subjectEn: "Mine" }, arabic(admin));
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("حفظ شخص آخر هذا العدد");
    expect(staleHtml).toContain('value="Mine"');
    expect(staleHtml).toContain("Winter news, again");
    expect(staleHtml).toContain(`name="version" value="${version + 1}"`);
  });

  it("lets editors save and test drafts but answers a hand-made approve, send or cancel with 403", async () => {
    const editor = await newAccount(server, "nltab-editor", "an-editor-passphrase-for-newsletters", "editor");
    const { id, version } = await newEdition(editor.cookie);
    const path = `/admin-dashboard/newsletters/${id}`;
    const page = await request(server, path, { headers: english(editor.cookie) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="test"');
    expect(html).not.toContain('value="approve"');
    expect(html).toContain("<iframe");
    expect(html).toContain(`<iframe title="The email in Arabic" sandbox="allow-same-origin" src="${path}/preview/ar?version=${version}"`);
    // The preview is a document of its own: the email's inline styles allowed, no script, framed by the dashboard only.
    const preview = await request(server, `${path}/preview/ar?version=${version}`, { headers: english(editor.cookie) });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-same-origin",
    );
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const email = await preview.text();
    expect(email).toContain('dir="rtl"');
    expect(email).not.toContain("<script");
    expect((await request(server, `${path}/preview/fr`, { headers: english(editor.cookie) })).status).toBe(404);
    expect((await request(server, `/admin-dashboard/newsletters/999999/preview/ar`, { headers: english(editor.cookie) })).status).toBe(404);

    const test = await postForm(server, path, { intent: "test", version: String(version), ...words }, english(editor.cookie));
    expect(test.status).toBe(302);
    for (const intent of ["approve", "send", "cancel"]) {
      expect((await postForm(server, path, { intent, version: String(version), ...words }, english(editor.cookie))).status).toBe(403);
    }
    expect(await queryRow(server, "select status from newsletter_editions where id = ?", id)).toEqual({ status: "draft" });
  });

  it("refuses the author's approval while another administrator exists, and a send while a language is incomplete, listing the fields", async () => {
    const colleague = await newAccount(server, "nltab-approver", "a-colleague-passphrase-for-newsletters");
    const { id, version } = await newEdition(admin, [richText("")]);
    const path = `/admin-dashboard/newsletters/${id}`;
    const own = await postForm(server, path, { intent: "approve", version: String(version), ...words }, arabic(admin));
    expect(own.status).toBe(403);
    expect(await own.text()).toContain("لا يعتمده من كتبه");

    const approved = await postForm(server, path, { intent: "approve", version: String(version), ...words }, english(colleague.cookie));
    expect(approved.status).toBe(302);
    await confirmedReader("nltab-reader@example.com", "en");
    const incomplete = await postForm(
      server,
      path,
      { intent: "send", when: "now", version: String(version + 1), ...words },
      english(colleague.cookie),
    );
    expect(incomplete.status).toBe(400);
    const html = await incomplete.text();
    expect(html).toContain("Some subscribers read English");
    expect(html).toContain('href="#field-blocks.0.text.en.markdown"');
    expect(html).toContain("blocks.0.text.en.markdown");

    const past = await postForm(
      server,
      path,
      { intent: "send", when: "at", at: "2020-01-01T08:00", version: String(version + 1), ...words },
      english(colleague.cookie),
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("This time has passed");
    await execute(server, "delete from newsletter_subscribers where email = ?", "nltab-reader@example.com");
  });

  it("schedules an approved edition at a Qatar time and cancels it", async () => {
    const { id, version } = await newEdition(admin);
    const path = `/admin-dashboard/newsletters/${id}`;
    const colleague = await newAccount(server, "nltab-sender", "a-sender-passphrase-for-newsletters");
    expect((await postForm(server, path, { intent: "approve", version: String(version), ...words }, english(colleague.cookie))).status).toBe(302);
    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await postForm(
      server,
      path,
      { intent: "send", when: "at", at: `${year}-01-15T08:30`, version: String(version + 1), ...words },
      english(admin),
    );
    expect(scheduled.status).toBe(302);
    const row = await queryRow<{ status: string; at: string }>(server, "select status, at from newsletter_editions where id = ?", id);
    expect(row.status).toBe("scheduled");
    expect(new Date(row.at).toISOString()).toBe(`${year}-01-15T05:30:00.000Z`);
    const page = await (await request(server, path, { headers: english(admin) })).text();
    expect(page).toContain(`${year}-01-15 08:30`);
    const cancelled = await postForm(server, path, { intent: "cancel", version: String(version + 2), ...words }, english(admin));
    expect(cancelled.status).toBe(302);
    expect(await queryRow(server, "select status from newsletter_editions where id = ?", id)).toEqual({ status: "cancelled" });
  });
});
