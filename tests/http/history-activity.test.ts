import { beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { api, cookiesFrom, postForm, request, signIn } from "../support/http";
import { adminEmail, adminPassword, useServer } from "../support/server";

/**
 * History with restore and the activity log (docs/decisions/0025-history-and-activity.md): a
 * revision for every write of every entity kind, from the API and from the dashboard's forms (as
 * a browser without JavaScript posts them), restores, their refusals, paging, and the log's entries,
 * filters and lack of any route that changes it.
 */
const server = useServer({ TRUST_PROXY: "1" });
/** The test administrator's address: TRUST_PROXY=1 takes it from X-Forwarded-For. */
const adminIp = "203.0.113.10";
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server, adminIp);
});

interface RevisionJson {
  id: number;
  number: number;
  restoredFromNumber: number | null;
  entity: string;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorEmail: string;
  restoredFrom: number | null;
  createdAt: string;
}

async function history(entity: string, entityId: number, page?: number) {
  const answer = await api(server, "GET", `/api/admin/revisions?entity=${entity}&entityId=${entityId}${page ? `&page=${page}` : ""}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.body as { items: RevisionJson[]; page: number; total: number };
}

const actions = async (entity: string, entityId: number) => (await history(entity, entityId)).items.map((revision) => revision.action);

const revisionCount = async () => (await queryRow<{ count: number }>(server, "select count(*) as count from revisions")).count;

/** A dashboard form post, as a browser without JavaScript sends it, in the given admin language. */
function dashboardPost(path: string, fields: Record<string, string>, language: "ar" | "en" = "ar") {
  return postForm(server, path, fields, { Cookie: `${cookie}; mahami-language=${language}`, "X-Forwarded-For": adminIp });
}

function dashboardPage(path: string, language: "ar" | "en" = "ar") {
  return request(server, path, { headers: { Cookie: `${cookie}; mahami-language=${language}` } });
}

const member = { name: "Maryam Al-Thani", position: "Founder", bio: "Mother of three.", isActive: true, order: 1 };

describe("revisions from the JSON API", () => {
  it("records create, update and delete of a content item, with the whole row before and after and the administrator", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "history.test.title", type: "text", valueAr: "عنوان قديم", valueEn: "Old title", page: "home", category: "hero" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueEn: "New title" } });
    const { items, total, page } = await history("content", id);
    expect(page).toBe(1);
    expect(total).toBe(2);
    expect(items.map((revision) => revision.action)).toEqual(["update", "create"]);
    const [update, create] = items;
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ id, key: "history.test.title", valueEn: "Old title", valueAr: "عنوان قديم" });
    expect(update.before).toMatchObject({ valueEn: "Old title" });
    expect(update.after).toMatchObject({ valueEn: "New title", valueAr: "عنوان قديم", page: "home" });
    expect(update.actorEmail).toBe(adminEmail);
    expect(update.id).toBeGreaterThan(create.id);

    expect((await api(server, "DELETE", `/api/admin/content/${id}`, { cookie })).status).toBe(204);
    const deleted = (await history("content", id)).items[0];
    expect(deleted).toMatchObject({ action: "delete", after: null, before: expect.objectContaining({ valueEn: "New title" }) });
  });

  it("records FAQ entries under faq, button links, header, footer and team members", async () => {
    const faq = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "faq.question.90", type: "text", valueAr: "سؤال؟", valueEn: "A question?", page: "faq", category: "faq" },
    });
    expect(await actions("faq", faq.body.id)).toEqual(["create"]);

    const link = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      body: { contentKey: "history.test.button", linkType: "external", externalUrl: "https://mahami.qa/a", isActive: true },
    });
    expect(link.status).toBe(201);
    await api(server, "PATCH", `/api/admin/button-links/${link.body.id}`, { cookie, body: { externalUrl: "https://mahami.qa/b" } });
    await api(server, "DELETE", `/api/admin/button-links/${link.body.id}`, { cookie });
    expect(await actions("button-link", link.body.id)).toEqual(["delete", "update", "create"]);

    await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { buttonTextEn: "Get Mahami" } });
    expect((await history("header", 1)).items[0]).toMatchObject({ action: "update", after: expect.objectContaining({ buttonTextEn: "Get Mahami" }) });
    await api(server, "PATCH", "/api/admin/footer-settings", { cookie, body: JSON.stringify({ contactAddressEn: "Lusail, Qatar" }) });
    const footer = (await history("footer", 1)).items[0];
    expect(footer.after).toMatchObject({ contactAddressEn: "Lusail, Qatar", showSocialLinks: true });

    const created = await api(server, "POST", "/api/admin/team", { cookie, body: member });
    await api(server, "PATCH", `/api/admin/team/${created.body.id}`, { cookie, body: { isActive: false } });
    const team = await history("team", created.body.id);
    expect(team.items.map((revision) => revision.action)).toEqual(["update", "create"]);
    // Flags read the same from both databases: booleans.
    expect(team.items[0].before).toMatchObject({ isActive: true });
    expect(team.items[0].after).toMatchObject({ isActive: false });
  });

  it("records nothing for a write that is refused", async () => {
    const before = await revisionCount();
    expect((await api(server, "PATCH", "/api/admin/team/999999", { cookie, body: { name: "Nobody" } })).status).toBe(404);
    expect((await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { logoUrl: "javascript:alert(1)" } })).status).toBe(400);
    expect(await revisionCount()).toBe(before);
  });
});

describe("revisions from the dashboard's forms", () => {
  it("records the content tab's text, icon and link forms, the FAQ, header, footer and team forms", async () => {
    const { id: titleId } = await queryRow<{ id: number }>(server, "select id from content_items where key = ?", "about.hero.title");
    const saved = await dashboardPost("/admin-dashboard?index", {
      intent: "values",
      id: String(titleId),
      valueAr: "قصتنا الجديدة",
      valueEn: "Our new story",
    });
    expect(saved.status).toBe(302);
    expect((await history("content", titleId)).items[0]).toMatchObject({
      action: "update",
      after: expect.objectContaining({ valueAr: "قصتنا الجديدة", valueEn: "Our new story" }),
    });

    const { id: buttonId } = await queryRow<{ id: number }>(server, "select id from content_items where key = ?", "home.hero.learn_more_button");
    const link = await queryRow<{ id: number }>(server, `select id from button_links where "contentKey" = ?`, "home.hero.learn_more_button");
    await dashboardPost("/admin-dashboard?index", {
      intent: "save-link",
      id: String(buttonId),
      linkId: String(link.id),
      contentKey: "home.hero.learn_more_button",
      linkType: "section",
      sectionId: "activities",
      isActive: "on",
    });
    expect((await history("button-link", link.id)).items[0]).toMatchObject({
      action: "update",
      after: expect.objectContaining({ sectionId: "activities" }),
    });

    await dashboardPost("/admin-dashboard/faq", {
      intent: "save",
      key: "faq.question.91",
      type: "text",
      valueAr: "كيف أبدأ؟",
      valueEn: "How do I start?",
    });
    const faq = await queryRow<{ id: number }>(server, "select id from content_items where key = ?", "faq.question.91");
    expect(await actions("faq", faq.id)).toEqual(["create"]);

    await dashboardPost("/admin-dashboard/header-footer", {
      intent: "header",
      logoUrl: "/images/logo.svg",
      logoSize: "large",
      buttonUrl: "/download",
      buttonTextAr: "حمّل مهامي",
      buttonTextEn: "Get it",
    });
    expect((await history("header", 1)).items[0].after).toMatchObject({ buttonTextAr: "حمّل مهامي", logoSize: "large" });
    await dashboardPost("/admin-dashboard/header-footer", {
      intent: "footer",
      logoUrl: "/images/logo.svg",
      logoSize: "small",
      contactEmail: "info@mahami.qa",
    });
    expect((await history("footer", 1)).items[0].after).toMatchObject({ contactEmail: "info@mahami.qa" });

    await dashboardPost("/admin-dashboard/team", { intent: "save", name: "خالد المهندي", position: "مطوّر", order: "2", isActive: "on" });
    const created = await queryRow<{ id: number }>(server, "select id from team_members where name = ?", "خالد المهندي");
    await dashboardPost("/admin-dashboard/team", { intent: "save", id: String(created.id), name: "خالد المهندي", position: "مهندس", order: "2" });
    await dashboardPost("/admin-dashboard/team", { intent: "delete", id: String(created.id) });
    expect(await actions("team", created.id)).toEqual(["delete", "update", "create"]);
  });
});

describe("restore", () => {
  it("brings an edited team member back to an earlier version, as a new revision, through the API", async () => {
    // Written in both languages, so the restored member is public again (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
    const created = await api(server, "POST", "/api/admin/team", {
      cookie,
      body: { ...member, name: "Noura", nameEn: "Noura", positionEn: "Founder", bioEn: "Mother of three." },
    });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/team/${id}`, { cookie, body: { position: "CEO", isActive: false } });
    const [, creation] = (await history("team", id)).items;
    const restored = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, name: "Noura", position: "Founder", isActive: true });
    const latest = (await history("team", id)).items[0];
    expect(latest).toMatchObject({ action: "restore", restoredFrom: creation.id, before: expect.objectContaining({ position: "CEO" }) });
    expect((await api(server, "GET", "/api/team")).body.map((entry: { name: string }) => entry.name)).toContain("Noura");
  });

  it("brings a content item back with the translation status its values had, and ends a draft made against what it replaces", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "history.test.status", type: "text", valueAr: "نص أول", valueEn: "First text", page: "home", category: "hero" },
    });
    const id = created.body.id;
    const listed = async () =>
      (
        (await api(server, "GET", "/api/admin/content?page=home", { cookie })).body as { id: number; translationStatus: string; draft: unknown }[]
      ).find((item) => item.id === id)!;
    // Arabic changes alone: the English is now behind. A draft is saved on top.
    await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueAr: "نص ثانٍ" } });
    expect(await listed()).toMatchObject({ translationStatus: "stale", outdatedLanguage: "en" });
    expect((await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueEn: "Second text" } })).status).toBe(200);

    const creation = (await history("content", id)).items.at(-1)!;
    expect(creation.action).toBe("create");
    const restored = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, valueAr: "نص أول", valueEn: "First text" });
    expect(await listed()).toMatchObject({ translationStatus: "current", outdatedLanguage: null, draft: null });
    expect(await queryRow(server, `select count(*) as count from content_drafts where "contentItemId" = ${id}`)).toMatchObject({ count: 0 });

    // A restore that writes the same values back leaves a draft alone.
    await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueEn: "Third text" } });
    const latest = (await history("content", id)).items[0];
    expect((await api(server, "POST", `/api/admin/revisions/${latest.id}/restore`, { cookie })).status).toBe(200);
    expect(await listed()).toMatchObject({ draft: expect.objectContaining({ valueEn: "Third text" }) });
  });

  it("restores a content item's version from the dashboard as a draft; the published text stays until it is published", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "history.test.draft", type: "text", valueAr: "نص أول", valueEn: "First text", page: "home", category: "hero" },
    });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueAr: "نص ثانٍ", valueEn: "Second text" } });
    const creation = (await history("content", id)).items.at(-1)!;
    const page = await dashboardPage(`/admin-dashboard/history?entity=content&entityId=${id}`, "en");
    expect(await page.text()).toContain("Restore as draft");
    const { version } = await queryRow<{ version: number }>(server, `select version from content_items where id = ${id}`);
    const answer = await dashboardPost(`/admin-dashboard/history?entity=content&entityId=${id}`, {
      intent: "restore-draft",
      id: String(creation.id),
      version: String(version),
    });
    expect(answer.status).toBe(302);
    expect(await queryRow(server, `select "valueAr", "valueEn" from content_items where id = ${id}`)).toEqual({
      valueAr: "نص ثانٍ",
      valueEn: "Second text",
    });
    expect(await queryRow(server, `select "valueAr", "valueEn" from content_drafts where "contentItemId" = ${id}`)).toEqual({
      valueAr: "نص أول",
      valueEn: "First text",
    });
    // A version read before another write is refused: nothing is drafted over it.
    const stale = await dashboardPost(`/admin-dashboard/history?entity=content&entityId=${id}`, {
      intent: "restore-draft",
      id: String(creation.id),
      version: String(version - 1),
    });
    expect(stale.status).toBe(302);
    expect(await queryRow(server, `select "valueAr" from content_drafts where "contentItemId" = ${id}`)).toEqual({ valueAr: "نص أول" });
  });

  it("brings a deleted team member back with the old id", async () => {
    const created = await api(server, "POST", "/api/admin/team", { cookie, body: { ...member, name: "Hessa" } });
    const id = created.body.id;
    await api(server, "DELETE", `/api/admin/team/${id}`, { cookie });
    const deletion = (await history("team", id)).items[0];
    expect(deletion.action).toBe("delete");
    const restored = await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, { cookie, body: { entity: "team", entityId: id } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, name: "Hessa" });
    expect(await queryRow(server, "select name from team_members where id = ?", id)).toEqual({ name: "Hessa" });
    // The database's own id sequence still moves past it.
    const next = await api(server, "POST", "/api/admin/team", { cookie, body: { ...member, name: "After" } });
    expect(next.body.id).toBeGreaterThan(id);
  });

  it("brings a deleted FAQ entry back from the dashboard without JavaScript, after a confirmation step", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "faq.question.92", type: "text", valueAr: "هل التطبيق مجاني؟", valueEn: "Is the app free?", page: "faq", category: "faq" },
    });
    const id = created.body.id;
    await dashboardPost("/admin-dashboard/faq", { intent: "delete", id: String(id) });
    expect(await queryRow(server, "select id from content_items where id = ?", id)).toBeUndefined();

    // The deleted entry is listed where its history can be opened.
    const deletedList = await (await dashboardPage("/admin-dashboard/history?entity=faq")).text();
    expect(deletedList).toContain(`/admin-dashboard/history?entity=faq&amp;entityId=${id}`);

    const deletion = (await history("faq", id)).items[0];
    const historyUrl = `/admin-dashboard/history?entity=faq&entityId=${id}`;
    const first = await (await dashboardPage(historyUrl)).text();
    expect(first).toContain(`confirm=restore-${deletion.id}`);
    const confirmPage = await (await dashboardPage(`${historyUrl}&confirm=restore-${deletion.id}`)).text();
    expect(confirmPage).toContain("تأكيد الاستعادة");
    const restored = await dashboardPost(historyUrl, { intent: "restore", id: String(deletion.id) });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(historyUrl);
    expect(await queryRow(server, `select key, "valueEn" from content_items where id = ?`, id)).toEqual({
      key: "faq.question.92",
      valueEn: "Is the app free?",
    });
    expect(await publicHtmlOf("/en/contact")).toContain("Is the app free?");
  });

  it("writes back only what today's rules accept: a stored version they refuse is a 400 naming the field, and nothing changes", async () => {
    const created = await api(server, "POST", "/api/admin/team", { cookie, body: { ...member, name: "Aisha", email: "aisha@mahami.qa" } });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/team/${id}`, { cookie, body: { position: "CEO" } });
    const [, creation] = (await history("team", id)).items;
    // A version saved under older rules: an email today's schema refuses.
    const stored = JSON.parse((await queryRow<{ after: string }>(server, "select after from revisions where id = ?", creation.id)).after);
    await execute(server, "update revisions set after = ? where id = ?", JSON.stringify({ ...stored, email: "not an email" }), creation.id);
    const before = await revisionCount();

    const refused = await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This version no longer meets today's rules for this item, so it was not restored.");
    expect(refused.body.errors.email).toEqual(["Please enter a valid email address."]);
    expect(await queryRow(server, "select position, email from team_members where id = ?", id)).toEqual({
      position: "CEO",
      email: "aisha@mahami.qa",
    });
    expect(await revisionCount()).toBe(before);

    const historyUrl = `/admin-dashboard/history?entity=team&entityId=${id}`;
    const fromDashboard = await dashboardPost(historyUrl, { intent: "restore", id: String(creation.id) });
    expect(fromDashboard.status).toBe(302);
    const notice = await (
      await request(server, historyUrl, { headers: { Cookie: `${cookie}; mahami-language=ar; ${cookiesFrom(fromDashboard)}` } })
    ).text();
    expect(notice).toContain("لم تعُد هذه النسخة تستوفي قواعد التحقق الحالية لهذا العنصر، لذا لم تُستعَد.");
    expect(await revisionCount()).toBe(before);
  });

  it("refuses, changing nothing: an unknown revision (404), one of another item (400), a key now taken (409)", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "history.test.unique", type: "text", valueAr: "أ", valueEn: "A", page: "home", category: "hero" },
    });
    await api(server, "DELETE", `/api/admin/content/${created.body.id}`, { cookie });
    const deletion = (await history("content", created.body.id)).items[0];
    const taken = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "history.test.unique", type: "text", valueAr: "ب", valueEn: "B", page: "home", category: "hero" },
    });
    const before = await revisionCount();

    const conflict = await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, { cookie });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ message: "This version cannot be restored: its key is now used by another item." });
    expect(await queryRow(server, "select id from content_items where id = ?", created.body.id)).toBeUndefined();

    const unknown = await api(server, "POST", "/api/admin/revisions/99999999/restore", { cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This revision does not exist.");

    const other = await api(server, "POST", `/api/admin/revisions/${deletion.id}/restore`, {
      cookie,
      body: { entity: "team", entityId: taken.body.id },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("This revision belongs to another item.");

    const arabic = await request(server, `/api/admin/revisions/${deletion.id}/restore`, {
      method: "POST",
      headers: { Cookie: `${cookie}; mahami-language=ar` },
    });
    expect(arabic.status).toBe(409);
    expect((await arabic.json()).message).toBe("تعذّرت استعادة هذه النسخة لأن عنصراً آخر يحمل مفتاحها الآن.");

    // The dashboard says the same in a toast and changes nothing either.
    const fromDashboard = await dashboardPost(`/admin-dashboard/history?entity=content&entityId=${taken.body.id}`, {
      intent: "restore",
      id: String(deletion.id),
    });
    expect(fromDashboard.status).toBe(302);
    expect(await revisionCount()).toBe(before);
    expect(await queryRow(server, `select "valueEn" from content_items where id = ?`, taken.body.id)).toEqual({ valueEn: "B" });
  });

  it("answers bad history queries with a 400 that names the field, and needs a signed-in administrator", async () => {
    for (const [query, field] of [
      ["entity=carousel&entityId=1", "entity"],
      ["entity=team&entityId=x", "entityId"],
      ["entity=team&entityId=1&page=0", "page"],
    ]) {
      const answer = await api(server, "GET", `/api/admin/revisions?${query}`, { cookie });
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
    expect((await api(server, "GET", "/api/admin/revisions?entity=team&entityId=1")).status).toBe(401);
    expect((await api(server, "POST", "/api/admin/revisions/1/restore")).status).toBe(401);
  });
});

describe("history paging", () => {
  it("pages an item's history 50 at a time, newest first", async () => {
    const entityId = 424242;
    for (let index = 1; index <= 120; index++) {
      await execute(
        server,
        `insert into revisions (entity, "entityId", action, before, after, "actorEmail", "createdAt") values ('team', ?, 'update', null, ?, 'admin@mahami.qa', ?)`,
        entityId,
        JSON.stringify({ id: entityId, name: `Version ${index}` }),
        new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      );
    }
    const first = await history("team", entityId);
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].after).toEqual({ id: entityId, name: "Version 120" });
    const third = await history("team", entityId, 3);
    expect(third.page).toBe(3);
    expect(third.items.map((revision) => revision.after?.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Version ${20 - index}`));
    // Numbered per item in SQL, whatever the page: 120 the newest, 1 the oldest.
    expect(first.items.map((revision) => revision.number)).toEqual(Array.from({ length: 50 }, (_, index) => 120 - index));
    expect(third.items.map((revision) => revision.number)).toEqual(Array.from({ length: 20 }, (_, index) => 20 - index));

    const html = await (await dashboardPage(`/admin-dashboard/history?entity=team&entityId=${entityId}&page=2`, "en")).text();
    expect(html).toContain("Page 2 of 3");
    expect(html.match(/data-testid="revision"/g)).toHaveLength(50);
    expect([...html.matchAll(/data-number="(\d+)"/g)].map((match) => Number(match[1]))).toEqual(Array.from({ length: 50 }, (_, index) => 70 - index));
    expect(html).toContain("Version 70");
  });
});

describe("the History view", () => {
  it("numbers an item's versions 1, 2, 3, marks the current one, shows each whole without bookkeeping fields, each language in its direction", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: {
        key: "history.test.diff",
        type: "text",
        valueAr: "مهام يومية للأطفال",
        valueEn: "Daily tasks for children",
        page: "home",
        category: "hero",
        description: "Hero line",
      },
    });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/content/${id}`, {
      cookie,
      body: { valueAr: "مهام أسبوعية للأطفال", valueEn: "Weekly tasks for children" },
    });
    await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueEn: "Weekly tasks for kids" } });
    // Another item's revisions in between do not move this item's numbers.
    await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { buttonTextEn: "Download" } });
    await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueAr: "مهام أسبوعية لأطفالكم" } });
    const { items } = await history("content", id);
    expect(items.map((revision) => revision.number)).toEqual([4, 3, 2, 1]);
    expect(items.every((revision) => revision.restoredFromNumber === null)).toBe(true);
    // Every field the API answered with before is still there.
    expect(Object.keys(items[0]).sort()).toEqual(
      ["id", "number", "entity", "entityId", "action", "before", "after", "actorEmail", "restoredFrom", "restoredFromNumber", "createdAt"].sort(),
    );
    const url = `/admin-dashboard/history?entity=content&entityId=${id}`;
    for (const language of ["ar", "en"] as const) {
      const response = await dashboardPage(url, language);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect([...html.matchAll(/data-number="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([4, 3, 2, 1]);
      // The newest, which reads as the item does now, is marked, once, and has no restore.
      expect(html.match(/data-current="true"/g)).toHaveLength(1);
      expect(html).toMatch(/data-number="4" data-current="true"/);
      expect(html).toContain(language === "ar" ? ">الحالية<" : ">Current<");
      expect(html).toContain(language === "ar" ? "النسخة 1" : "Version 1");
      expect(html).not.toContain(`confirm=restore-${items[0].id}`);
      expect(html).toContain(`confirm=restore-${items[3].id}`);
      // The revision's id is in its links only, never in the text; bookkeeping fields are hidden.
      expect(html).not.toMatch(new RegExp(`>[^<]*#${items[3].id}[^<]*<`));
      for (const hidden of ["valueArUpdatedAt", "updatedAt", 'data-field="key"', 'data-field="page"', 'data-field="version"']) {
        expect(html, hidden).not.toContain(hidden);
      }
      // Each version whole: version 1's texts in both languages, each in its direction, and its notes.
      expect(html).toMatch(/<p lang="ar" dir="rtl"[^>]*>مهام يومية للأطفال<\/p>/);
      expect(html).toMatch(/<p lang="en" dir="ltr"[^>]*>Daily tasks for children<\/p>/);
      expect(html).toContain(language === "ar" ? "ملاحظات للمسؤولين" : "Notes for administrators");
      expect(html).toContain(`compare=${items[3].id}#compare`);
      expect(html).not.toContain(`compare=${items[0].id}`);
      expect(html).toContain(`<time dateTime="${items[0].createdAt}">`);
      // Named in the dashboard's language (a word without a label shows as itself), the key beside it.
      expect(html).toContain(language === "ar" ? "سجل التعديلات: diff</h2>" : "History: diff</h2>");
      expect(html).toMatch(/<code dir="ltr"[^>]*>history\.test\.diff<\/code>/);
    }
    const tab = await (await dashboardPage("/admin-dashboard/team")).text();
    expect(tab).toContain("/admin-dashboard/history?entity=team&amp;entityId=");
  });

  it("compares a version with the current one field by field, by a GET link, and answers a bad one with a 4xx", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: {
        key: "history.test.compare",
        type: "text",
        valueAr: "مهام يومية للأطفال",
        valueEn: "Daily tasks for children",
        page: "home",
        category: "hero",
      },
    });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/content/${id}`, {
      cookie,
      body: { valueAr: "مهام أسبوعية للأطفال", valueEn: "Weekly tasks for children" },
    });
    const [, first] = (await history("content", id)).items;
    const url = `/admin-dashboard/history?entity=content&entityId=${id}&compare=${first.id}`;
    for (const language of ["ar", "en"] as const) {
      const response = await dashboardPage(url, language);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="compare"');
      expect(html).toContain(language === "ar" ? "مقارنة النسخة 1 بالنسخة الحالية" : "Version 1 compared with the current version");
      expect(html).toContain(language === "ar" ? "حقلان مختلفان عن النسخة الحالية." : "2 fields differ from the current version.");
      // Removed words struck through, added ones underlined, each language in its direction.
      expect(html).toMatch(/<p lang="ar" dir="rtl"[^>]*>.*<del[^>]*>يومية<\/del><ins[^>]*>أسبوعية<\/ins>/);
      expect(html).toMatch(/<p lang="en" dir="ltr"[^>]*>.*<del[^>]*>Daily<\/del><ins[^>]*>Weekly<\/ins>/);
      expect(html).toMatch(/data-field="valueAr" data-changed="true"/);
      // A field that reads the same says so in words.
      expect(html).toMatch(/data-field="description" data-changed="false"/);
      expect(html).toContain(language === "ar" ? "بلا تغيير" : "Unchanged");
    }
    const base = `/admin-dashboard/history?entity=content&entityId=${id}`;
    expect((await dashboardPage(`${base}&compare=abc`)).status).toBe(400);
    expect((await dashboardPage(`${base}&compare=99999999`)).status).toBe(404);
    const other = (await history("header", 1)).items[0];
    const refused = await dashboardPage(`${base}&compare=${other.id}`, "en");
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('data-testid="compare"');
  });

  it("numbers a restore as the next version, naming the version it brought back, and marks it current", async () => {
    const created = await api(server, "POST", "/api/admin/team", { cookie, body: { ...member, name: "Noora" } });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/team/${id}`, { cookie, body: { position: "CEO" } });
    const [, first] = (await history("team", id)).items;
    expect((await api(server, "POST", `/api/admin/revisions/${first.id}/restore`, { cookie, body: {} })).status).toBe(200);
    const { items } = await history("team", id);
    expect(items.map((revision) => [revision.number, revision.action, revision.restoredFromNumber])).toEqual([
      [3, "restore", 1],
      [2, "update", null],
      [1, "create", null],
    ]);
    const html = await (await dashboardPage(`/admin-dashboard/history?entity=team&entityId=${id}`)).text();
    expect(html).toMatch(/data-number="3" data-current="true"/);
    expect(html).toContain("مستعادة من النسخة 1");
    // Written straight into the table, without a revision: no version reads as the item now, none is marked.
    await execute(server, "update team_members set position = 'Chair' where id = ?", id);
    const changed = await (await dashboardPage(`/admin-dashboard/history?entity=team&entityId=${id}`)).text();
    expect(changed).not.toContain('data-current="true"');
    expect(changed).toContain(`confirm=restore-${items[0].id}`);
  });

  it("answers an incomplete address with the tab's 400 page", async () => {
    expect((await dashboardPage("/admin-dashboard/history?entity=nothing")).status).toBe(400);
  });
});

async function publicHtmlOf(path: string) {
  return (await request(server, path)).text();
}

interface ActivityJson {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: number | null;
  ip: string;
  summary: string;
}

async function activity(query = "") {
  const answer = await api(server, "GET", `/api/admin/activity${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.body as { items: ActivityJson[]; page: number; total: number };
}

describe("the activity log", () => {
  it("records sign-ins from the form and the API, failed ones with the email tried, throttled ones and sign-outs", async () => {
    const form = await postForm(server, "/admin-login", { email: adminEmail, password: adminPassword }, { "X-Forwarded-For": "198.51.100.7" });
    expect(form.status).toBe(302);
    await postForm(server, "/admin-logout", {}, { Cookie: cookiesFrom(form), "X-Forwarded-For": "198.51.100.7" });
    const apiCookie = await signIn(server, "198.51.100.8");
    await api(server, "POST", "/api/logout", { cookie: apiCookie, ip: "198.51.100.8" });
    for (let attempt = 0; attempt < 6; attempt++) {
      await api(server, "POST", "/api/login", { body: { email: "Intruder@Example.com", password: "wrong-password-here" }, ip: "198.51.100.9" });
    }

    const fromForm = await activity("?actor=admin@mahami.qa&action=auth");
    expect(fromForm.items.find((item) => item.ip === "198.51.100.7" && item.action === "auth.login")).toMatchObject({
      summary: "form",
      entity: "user",
    });
    expect(fromForm.items.find((item) => item.ip === "198.51.100.7" && item.action === "auth.logout")).toMatchObject({ summary: "form" });
    expect(fromForm.items.find((item) => item.ip === "198.51.100.8" && item.action === "auth.login")).toMatchObject({ summary: "api" });
    expect(fromForm.items.find((item) => item.ip === "198.51.100.8" && item.action === "auth.logout")).toMatchObject({ summary: "api" });

    const intruder = await activity("?actor=intruder@example.com");
    expect(intruder.items.map((item) => item.action)).toEqual([
      "auth.login-throttled",
      "auth.login-failed",
      "auth.login-failed",
      "auth.login-failed",
      "auth.login-failed",
      "auth.login-failed",
    ]);
    expect(intruder.items[0]).toMatchObject({ ip: "198.51.100.9", entityId: null, summary: "api", actorEmail: "intruder@example.com" });
  });

  it("records messages, administrators, passwords, sessions and restores with actor, IP and a one-line summary", async () => {
    const { id: messageId } = await queryRow<{ id: number }>(
      server,
      `insert into contact_messages ("fullName", email, subject, message) values ('Aisha', 'aisha@example.com', 'Hello', 'A question.') returning id`,
    );
    await dashboardPost("/admin-dashboard/messages", { intent: "read", id: String(messageId) });
    await api(server, "PATCH", `/api/admin/contacts/${messageId}/reply`, { cookie, ip: adminIp, body: { notes: "Called back." } });
    await api(server, "DELETE", `/api/admin/contacts/${messageId}`, { cookie, ip: adminIp });
    const messages = await activity("?action=message");
    expect(messages.items.slice(0, 3).map((item) => [item.action, item.entityId, item.summary])).toEqual([
      ["message.delete", messageId, "Aisha — Hello"],
      ["message.notes", messageId, "Aisha — Hello"],
      ["message.read", messageId, "Aisha — Hello"],
    ]);
    expect(messages.items[0]).toMatchObject({ actorEmail: adminEmail, ip: adminIp });

    const user = await api(server, "POST", "/api/admin/users", {
      cookie,
      body: { email: "second@mahami.qa", password: "a-long-unusual-passphrase" },
    });
    await api(server, "PATCH", `/api/admin/users/${user.body.id}/password`, { cookie, body: { password: "another-long-passphrase" } });
    await api(server, "DELETE", "/api/admin/sessions", { cookie });
    await api(server, "DELETE", `/api/admin/users/${user.body.id}`, { cookie });
    const users = (await activity()).items.filter((item) => item.action.startsWith("user.") || item.action.startsWith("session."));
    expect(users.slice(0, 4).map((item) => [item.action, item.summary])).toEqual([
      ["user.delete", "second@mahami.qa"],
      ["session.end-others", expect.any(String)],
      ["user.password", "second@mahami.qa"],
      ["user.create", "second@mahami.qa"],
    ]);

    const restores = await activity("?action=team.restore");
    expect(restores.total).toBeGreaterThanOrEqual(2);
    expect(restores.items.every((item) => item.action === "team.restore" && item.entity === "team")).toBe(true);
    const edits = await activity("?action=content.update");
    expect(edits.items[0]).toMatchObject({ actorEmail: adminEmail, entity: "content" });
    expect(Date.parse(edits.items[0].at)).not.toBeNaN();
  });

  it("writes the entry in the action's transaction: a refused write leaves no entry", async () => {
    const before = (await activity()).total;
    await api(server, "DELETE", "/api/admin/team/99999999", { cookie });
    await api(server, "PATCH", "/api/admin/contacts/99999999/read", { cookie });
    expect((await activity()).total).toBe(before);
  });

  it("pages 50 entries at a time, newest first, and filters by actor and action", async () => {
    for (let index = 0; index < 60; index++) {
      await execute(
        server,
        `insert into activity (at, "actorEmail", action, ip, summary) values (?, 'bulk@mahami.qa', 'team.update', '10.0.0.1', ?)`,
        new Date().toISOString(),
        `bulk ${index}`,
      );
    }
    const first = await activity("?actor=BULK@mahami.qa");
    expect(first).toMatchObject({ page: 1, total: 60 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].summary).toBe("bulk 59");
    const second = await activity("?actor=bulk@mahami.qa&action=team.update&page=2");
    expect(second.items.map((item) => item.summary)).toEqual(Array.from({ length: 10 }, (_, index) => `bulk ${9 - index}`));
    expect(Object.keys(first.items[0]).sort()).toEqual(["action", "actorEmail", "at", "entity", "entityId", "id", "ip", "summary"]);

    for (const query of ["?page=0", "?page=x", "?action=drop.table"]) {
      const answer = await api(server, "GET", `/api/admin/activity${query}`, { cookie });
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe("Some fields are missing or not valid.");
    }
    expect((await api(server, "GET", "/api/admin/activity")).status).toBe(401);
  });

  it("has no route that edits or deletes an entry", async () => {
    const before = await queryRows(server, "select * from activity order by id");
    const entryId = (before[0] as { id: number }).id;
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const list = await api(server, method, "/api/admin/activity", { cookie, body: method === "DELETE" ? undefined : { summary: "rewritten" } });
      expect(list.status, method).toBe(405);
      expect(list.headers.get("allow")).toBe("GET");
      const one = await api(server, method, `/api/admin/activity/${entryId}`, {
        cookie,
        body: method === "DELETE" ? undefined : { summary: "rewritten" },
      });
      expect(one.status, method).toBe(404);
    }
    const dashboard = await dashboardPost("/admin-dashboard/activity", { intent: "delete", id: String(entryId) });
    expect(dashboard.status).toBe(405);
    expect(await queryRows(server, "select * from activity order by id")).toEqual(before);
  });

  it("shows the log in the dashboard tab with a GET filter form and paging, in Arabic and English", async () => {
    const arabic = await (await dashboardPage("/admin-dashboard/activity?actor=intruder%40example.com&action=auth.login-failed")).text();
    expect(arabic).toMatch(/<form[^>]*action="\/admin-dashboard\/activity[^"]*" method="get">/);
    expect(arabic).toContain("محاولة دخول فاشلة");
    expect(arabic.match(/data-testid="activity-row"/g)).toHaveLength(5);
    expect(arabic).not.toContain('data-action="auth.login-throttled"');
    expect(arabic).toContain('href="/admin-dashboard/activity"');
    // Each time isolated, so its digits never read backwards beside Arabic.
    expect(arabic.match(/<bdi><time dateTime="[^"]+">/g)).toHaveLength(5);

    const english = await (await dashboardPage("/admin-dashboard/activity?actor=bulk%40mahami.qa&page=2", "en")).text();
    expect(english).toContain("Activity log");
    expect(english).toContain("Page 2 of 2");
    expect(english.match(/data-testid="activity-row"/g)).toHaveLength(10);
    const tabs = await (await dashboardPage("/admin-dashboard")).text();
    expect(tabs).toMatch(/<a[^>]*href="\/admin-dashboard\/activity"[^>]*>سجل النشاط/);
  });
});
