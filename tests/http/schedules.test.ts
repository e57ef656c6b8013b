import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItemId, execute, queryRow, queryRows } from "../support/database";
import { postForm, publicHtml, request as plainRequest, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { adminEmail, startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase, testDialect } from "../support/test-database";

/*
 * Scheduled publishing (docs/decisions/0044-scheduled-publishing.md): the API and
 * its refusals, a schedule a moment ahead publishing the drafts then present, a restart before the
 * time, a schedule that came due while no node ran, and two nodes on one database publishing once.
 * The nodes look for due schedules every 200 ms (SCHEDULE_CHECK_MS) so nothing waits long.
 */

const metricsToken = "schedules-metrics-token-0123456789";
const fast = { SCHEDULE_CHECK_MS: "200", METRICS_TOKEN: metricsToken };
let database: TestDatabase;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
  cookie = await signIn(server);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Schedule {
  id: number;
  at: string;
  status: string;
  published: number | null;
  publishedIds: number[] | null;
  reason: string | null;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function schedule(target: TestServer, body: unknown, call: { cookie?: string } = { cookie }) {
  return api(target, "POST", "/api/admin/schedules", { ...call, body });
}

async function listed(target: TestServer) {
  return (await api(target, "GET", "/api/admin/schedules", { cookie })).body as Schedule[];
}

/** Waits (polling the API) until the schedule is no longer pending; fails after `ms`. */
async function settled(target: TestServer, id: number, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = (await listed(target)).find((candidate) => candidate.id === id)!;
    if (found.status !== "pending" || Date.now() > until) return found;
    await sleep(150);
  }
}

async function pendingMetric(target: TestServer) {
  const text = await (await request(target, "/metrics", { headers: { Authorization: `Bearer ${metricsToken}` } })).text();
  return Number(/^mahami_publish_schedules_pending (\d+)$/m.exec(text)?.[1]);
}

describe("the schedules API", () => {
  it("creates, lists and cancels; only a pending schedule can be cancelled; the pending metric follows", async () => {
    expect((await schedule(server, { at: inSeconds(3600) }, {})).status).toBe(401);
    expect(await pendingMetric(server)).toBe(0);

    const at = new Date(Date.now() + 3_600_000);
    at.setUTCMilliseconds(0);
    // Given in Qatar time; answered in UTC.
    const qatar = new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(".000Z", "+03:00");
    const created = await schedule(server, { at: qatar, page: "home", languages: ["ar"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      at: at.toISOString(),
      page: "home",
      ids: null,
      languages: ["ar"],
      createdBy: adminEmail,
      status: "pending",
      published: null,
    });
    expect(await pendingMetric(server)).toBe(1);

    const everything = await schedule(server, { at: inSeconds(7200) });
    expect(everything.body).toMatchObject({ page: null, ids: null, languages: ["ar", "en"], status: "pending" });
    expect((await listed(server)).map((item) => item.id)).toEqual([created.body.id, everything.body.id]);

    expect((await api(server, "DELETE", `/api/admin/schedules/${created.body.id}`, { cookie })).status).toBe(204);
    const again = await api(server, "DELETE", `/api/admin/schedules/${created.body.id}`, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This schedule has already run or been cancelled.");
    expect((await api(server, "DELETE", "/api/admin/schedules/999999", { cookie })).status).toBe(404);
    expect((await api(server, "DELETE", `/api/admin/schedules/${everything.body.id}`, { cookie })).status).toBe(204);
    const list = await listed(server);
    expect(list.find((item) => item.id === created.body.id)).toMatchObject({ status: "cancelled", reason: adminEmail });
    expect(await pendingMetric(server)).toBe(0);
  });

  it("refuses a time that is not ISO-8601, past or more than a year ahead, unknown pages and items, with localized 400s; nothing is stored", async () => {
    const before = (await listed(server)).length;
    const refusals: [unknown, string][] = [
      [{ at: "tomorrow at eight" }, "Give the time in ISO-8601 with its offset, e.g. 2026-11-29T08:00:00+03:00."],
      [{ at: "2026-11-29T08:00:00" }, "Give the time in ISO-8601 with its offset, e.g. 2026-11-29T08:00:00+03:00."],
      [{ at: inSeconds(-60) }, "This time has already passed. Choose a time in the future."],
      [{ at: inSeconds(367 * 24 * 3600) }, "Choose a time within a year from now."],
    ];
    for (const [body, message] of refusals) {
      const refused = await schedule(server, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message, errors: { at: [message] } });
    }
    expect((await schedule(server, {})).status).toBe(400);
    expect((await schedule(server, { at: inSeconds(60), languages: ["de"] })).status).toBe(400);
    const page = await schedule(server, { at: inSeconds(60), page: "moon" });
    expect(page.body.message).toBe("There is no page “moon”.");
    const items = await schedule(server, { at: inSeconds(60), ids: [424_242] });
    expect(items.body).toEqual({
      message: "No content item has these ids: 424242.",
      errors: { ids: ["No content item has these ids: 424242."] },
    });

    const arabic = await request(server, "/api/admin/schedules", {
      method: "POST",
      headers: { Cookie: `mahami-language=ar; ${cookie}`, "Content-Type": "application/json" },
      body: JSON.stringify({ at: inSeconds(-60) }),
    });
    expect(arabic.status).toBe(400);
    expect(((await arabic.json()) as { message: string }).message).toBe("هذا الوقت قد مضى. اختر وقتاً في المستقبل.");
    expect((await listed(server)).length).toBe(before);
  });
});

describe("at the time", () => {
  it("publishes the drafts then present as one write, one revision each and one activity entry; a discarded draft is absent", async () => {
    const title = await contentItemId(server, "sellers.hero.title");
    const subtitle = await contentItemId(server, "sellers.hero.subtitle");
    await api(server, "PUT", `/api/admin/content/${title}/draft`, { cookie, body: { valueEn: "Sellers, published by a schedule" } });
    await api(server, "PUT", `/api/admin/content/${subtitle}/draft`, { cookie, body: { valueEn: "A draft discarded before the time" } });
    expect(await publicHtml(server, "/en/sellers")).not.toContain("Sellers, published by a schedule");

    const created = await schedule(server, { at: inSeconds(1.5), page: "sellers", languages: ["en"] });
    expect(created.status).toBe(201);
    expect((await api(server, "DELETE", `/api/admin/content/${subtitle}/draft`, { cookie })).status).toBe(204);

    const done = await settled(server, created.body.id);
    expect(done).toMatchObject({ status: "done", published: 1, publishedIds: [title], reason: null });
    expect(await publicHtml(server, "/en/sellers")).toContain("Sellers, published by a schedule");
    expect(await publicHtml(server, "/en/sellers")).not.toContain("A draft discarded before the time");

    const revisions = await queryRows(server, "select id from revisions where \"entityId\" = ? and action = 'update'", title);
    expect(revisions).toHaveLength(1);
    const entries = await queryRows<{ actorEmail: string; summary: string }>(
      server,
      "select \"actorEmail\", summary from activity where action = 'draft.publish' order by id",
    );
    expect(entries).toEqual([{ actorEmail: adminEmail, summary: `sellers [en]: 1 (schedule #${created.body.id})` }]);
  });

  it("runs after a restart before its time, and one whose time passed while no node ran runs at start-up", async () => {
    const about = await contentItemId(server, "about.hero.title");
    await api(server, "PUT", `/api/admin/content/${about}/draft`, { cookie, body: { valueAr: "نُشر بعد إعادة التشغيل" } });
    const missed = await schedule(server, { at: inSeconds(1), ids: [about], languages: ["ar"] });
    const later = await schedule(server, { at: inSeconds(8), page: "home" });
    // Stopped before either time, and kept down past the first.
    await server.stop();
    await sleep(1500);
    expect(await queryRow(database, "select status from publish_schedules where id = ?", missed.body.id)).toEqual({ status: "pending" });

    server = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
    cookie = await signIn(server);
    expect(await settled(server, missed.body.id)).toMatchObject({ status: "done", published: 1, publishedIds: [about] });
    expect(await publicHtml(server, "/about-us")).toContain("نُشر بعد إعادة التشغيل");
    // No draft of the home page: it runs and publishes nothing.
    expect(await settled(server, later.body.id)).toMatchObject({ status: "done", published: 0, publishedIds: [] });
  });
});

describe("a publish that fails", () => {
  /** The database refuses every write of one item, as a full disk or a broken constraint would. */
  const refusal =
    testDialect === "sqlite"
      ? {
          create: [
            "create trigger refuse_about_title before update on content_items when old.key = 'about.hero.title' begin select raise(abort, 'refused by the test'); end",
          ],
          drop: ["drop trigger refuse_about_title"],
        }
      : {
          create: [
            "create function refuse_about_title() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$",
            "create trigger refuse_about_title before update on content_items for each row when (old.key = 'about.hero.title') execute function refuse_about_title()",
          ],
          drop: ["drop trigger refuse_about_title on content_items", "drop function refuse_about_title()"],
        };

  it("marks the schedule failed with the reason, keeps nothing of its publish, and leaves every draft to publish later", async () => {
    const title = await contentItemId(server, "about.hero.title");
    const subtitle = await contentItemId(server, "about.hero.subtitle");
    for (const [id, valueEn] of [
      [title, "About us, not yet"],
      [subtitle, "Nor this one"],
    ] as const)
      expect((await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueEn } })).status).toBe(200);
    const revisionsBefore = await queryRow<{ n: number }>(server, "select count(*) as n from revisions");
    const pendingBefore = await pendingMetric(server);
    for (const statement of refusal.create) await execute(server, statement);
    let failed: Schedule;
    try {
      const created = await schedule(server, { at: inSeconds(1), ids: [subtitle, title] });
      expect(created.status).toBe(201);
      failed = await settled(server, created.body.id);
    } finally {
      for (const statement of refusal.drop) await execute(server, statement);
    }
    expect(failed).toMatchObject({ status: "failed", published: 0, publishedIds: null });
    expect(failed.reason).toContain("refused by the test");
    expect(await pendingMetric(server)).toBe(pendingBefore);
    // One transaction: the subtitle, published first, was rolled back with the title.
    const page = await publicHtml(server, "/en/about-us");
    expect(page).not.toContain("About us, not yet");
    expect(page).not.toContain("Nor this one");
    expect(Number((await queryRow<{ n: number }>(server, "select count(*) as n from revisions")).n)).toBe(Number(revisionsBefore.n));
    // The drafts wait: published by hand, they reach the page.
    const drafts = await queryRows(server, 'select "contentItemId" from content_drafts where "contentItemId" in (?, ?)', title, subtitle);
    expect(drafts).toHaveLength(2);
    expect((await api(server, "POST", "/api/admin/drafts/publish", { cookie, body: { ids: [title, subtitle] } })).status).toBe(200);
    expect(await publicHtml(server, "/en/about-us")).toContain("About us, not yet");
  });
});

describe("the activity log", () => {
  it("records each schedule made, cancelled, run and failed, and the tab says what and when in the reader's language", async () => {
    const title = await contentItemId(server, "contact.hero.title");
    await api(server, "PUT", `/api/admin/content/${title}/draft`, { cookie, body: { valueAr: "عنوان نشرته جدولة في السجل" } });
    const run = await schedule(server, { at: inSeconds(1), ids: [title], languages: ["ar"] });
    const cancelled = await schedule(server, { at: inSeconds(30 * 24 * 3600), page: "parents" });
    expect((await api(server, "DELETE", `/api/admin/schedules/${cancelled.body.id}`, { cookie })).status).toBe(204);
    const { id: failed } = await queryRow<{ id: number }>(
      server,
      `insert into publish_schedules (at, page, ids, languages, "createdById", "createdByEmail", "createdAt") values (?, 'parents', null, '["en"]', null, 'gone@mahami.qa', ?) returning id`,
      new Date(Date.now() - 1000).toISOString(),
      new Date().toISOString(),
    );
    expect(await settled(server, run.body.id)).toMatchObject({ status: "done", published: 1 });
    expect(await settled(server, failed)).toMatchObject({ status: "failed" });

    const entries = await queryRows<{ action: string; entityId: number; actorEmail: string; summary: string }>(
      server,
      `select action, "entityId", "actorEmail", summary from activity where entity = 'schedule' and "entityId" in (?, ?, ?) order by id`,
      run.body.id,
      cancelled.body.id,
      failed,
    );
    const steps = entries.map(({ action, entityId, actorEmail }) => `${action} #${entityId} ${actorEmail}`);
    expect([...steps].sort()).toEqual(
      [
        `schedule.create #${run.body.id} ${adminEmail}`,
        `schedule.run #${run.body.id} ${adminEmail}`,
        `schedule.create #${cancelled.body.id} ${adminEmail}`,
        `schedule.cancel #${cancelled.body.id} ${adminEmail}`,
        `schedule.fail #${failed} gone@mahami.qa`,
      ].sort(),
    );
    expect(steps.indexOf(`schedule.create #${cancelled.body.id} ${adminEmail}`)).toBeLessThan(
      steps.indexOf(`schedule.cancel #${cancelled.body.id} ${adminEmail}`),
    );
    expect(entries.find((entry) => entry.action === "schedule.run")!.summary).toBe(`${run.body.at}||1|ar|1`);
    expect(entries.find((entry) => entry.action === "schedule.cancel")!.summary).toBe(`${cancelled.body.at}|parents||ar,en|`);
    expect(entries.find((entry) => entry.action === "schedule.fail")!.summary).toMatch(/\|parents\|\|en\|author-removed$/);

    for (const [language, sentences] of [
      [
        "en",
        [
          "Publish scheduled",
          "Schedule cancelled",
          "Scheduled publish done",
          "Scheduled publish failed",
          "(Qatar time) · 1 chosen item · Arabic only · Published 1 item",
          "Page: Parents · Arabic and English",
          "Not published: the account that scheduled it no longer exists",
        ],
      ],
      [
        "ar",
        [
          "جدولة نشر",
          "إلغاء جدولة",
          "تنفيذ نشر مجدول",
          "تعذّر نشر مجدول",
          "بتوقيت قطر · عنصر واحد مختار · العربية فقط · نُشر عنصر واحد",
          "الصفحة: أولياء الأمور · العربية والإنجليزية",
          "لم تُنشر: الحساب الذي جدولها لم يعد موجوداً",
        ],
      ],
    ] as const) {
      const tab = await plainRequest(server, "/admin-dashboard/activity?action=schedule", {
        headers: { Cookie: `${cookie}; mahami-language=${language}` },
      });
      expect(tab.status).toBe(200);
      const html = await tab.text();
      for (const sentence of sentences) expect(html, `${language}: ${sentence}`).toContain(sentence);
    }
  });
});

describe("every draft at once", () => {
  it("is for administrators: an editor's schedule names a page or items, by the API (403) and the tab's form (400, what was typed kept)", async () => {
    const created = await api(server, "POST", "/api/admin/users", {
      cookie,
      body: { email: "scope-editor@mahami.qa", password: "a-long-editor-passphrase-42", role: "editor" },
    });
    expect(created.status).toBe(201);
    const editor = await signIn(server, "10.77.0.3", "scope-editor@mahami.qa", "a-long-editor-passphrase-42");
    const count = async () => Number((await queryRow<{ n: number }>(server, "select count(*) as n from publish_schedules")).n);
    const before = await count();

    const english = await api(server, "POST", "/api/admin/schedules", { cookie: `${editor}; mahami-language=en`, body: { at: inSeconds(3600) } });
    expect(english.status).toBe(403);
    expect(english.body.message).toBe("Scheduling every draft at once is for administrators. Choose a page or the items to publish.");
    const arabic = await api(server, "POST", "/api/admin/schedules", { cookie: `${editor}; mahami-language=ar`, body: { at: inSeconds(3600) } });
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toBe("جدولة نشر جميع المسودات دفعة واحدة للمسؤولين وحدهم. اختر صفحة أو العناصر التي تريد نشرها.");

    // The tab offers an editor no "All drafts" choice; a form that sends it anyway is refused on the scope.
    const tab = await (await plainRequest(server, "/admin-dashboard/schedules", { headers: { Cookie: `${editor}; mahami-language=en` } })).text();
    expect(tab).toContain('value="page"');
    expect(tab).not.toContain('value="all"');
    const form = await postForm(
      server,
      "/admin-dashboard/schedules",
      { intent: "create-schedule", date: "2030-01-02", time: "08:00", scope: "all", page: "", languages: "both" },
      { Cookie: `${editor}; mahami-language=en` },
    );
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain("Scheduling every draft at once is for administrators.");
    expect(page).toContain('value="2030-01-02"');
    expect(await count()).toBe(before);

    // An administrator's tab offers it, and the API takes it.
    const adminTab = await (await plainRequest(server, "/admin-dashboard/schedules", { headers: { Cookie: cookie } })).text();
    expect(adminTab).toContain('value="all"');
    const mine = await schedule(server, { at: inSeconds(3600) });
    expect(mine.status).toBe(201);
    await execute(server, "update publish_schedules set status = 'cancelled', reason = 'test' where status = 'pending'");
  });
});

describe("scheduling from the draft itself", () => {
  it("links Schedule… beside an item's and a page's Publish to the tab with that item or page chosen, whose form takes a day-first date", async () => {
    const id = await contentItemId(server, "parents.hero.title");
    await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie, body: { valueEn: "Parents, scheduled from the row" } });
    const content = await (
      await plainRequest(server, "/admin-dashboard?open=parents", { headers: { Cookie: `${cookie}; mahami-language=en` } })
    ).text();
    expect(content).toContain(`href="/admin-dashboard/schedules?ids=${id}#schedule-new"`);
    expect(content).toContain('href="/admin-dashboard/schedules?page=parents#schedule-new"');
    expect(content).toContain("Schedule…");

    // The item chosen, named in the dashboard's language (not by its key), with its page.
    const chosen = await (
      await plainRequest(server, `/admin-dashboard/schedules?ids=${id}`, { headers: { Cookie: `${cookie}; mahami-language=ar` } })
    ).text();
    expect(chosen).toMatch(new RegExp(`value="items"[^>]*checked|checked[^>]*value="items"`));
    expect(chosen).toMatch(new RegExp(`value="${id}"[^>]*checked|checked[^>]*value="${id}"`));
    expect(chosen).toContain("(أولياء الأمور)");
    const page = await (await plainRequest(server, "/admin-dashboard/schedules?page=parents", { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<option[^>]*value="parents"[^>]*selected|<option selected[^>]*value="parents"/);
    // Nonsense in the address chooses nothing.
    const odd = await (await plainRequest(server, "/admin-dashboard/schedules?page=nowhere&ids=x", { headers: { Cookie: cookie } })).text();
    expect(odd).toMatch(/value="all"[^>]*checked|checked[^>]*value="all"/);

    // Day first, in Arabic-Indic digits, as a Qatari editor writes it.
    const next = new Date(Date.now() + 3 * 24 * 3600_000 + 3 * 3600_000);
    const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]);
    const dayFirst = `${next.getUTCDate()}/${next.getUTCMonth() + 1}/${next.getUTCFullYear()}`;
    const made = await postForm(
      server,
      "/admin-dashboard/schedules",
      { intent: "create-schedule", date: arabicDigits(dayFirst), time: "٠٩:١٥", scope: "items", ids: String(id), languages: "en" },
      { Cookie: cookie },
    );
    expect(made.status).toBe(302);
    const stored = await queryRow<{ at: string; ids: string | number[] }>(server, "select at, ids from publish_schedules order by id desc");
    const day = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, "0")}-${String(next.getUTCDate()).padStart(2, "0")}`;
    expect(new Date(stored.at).toISOString()).toBe(new Date(`${day}T06:15:00.000Z`).toISOString());
    expect(typeof stored.ids === "string" ? JSON.parse(stored.ids) : stored.ids).toEqual([id]);
    await execute(server, "update publish_schedules set status = 'cancelled', reason = 'test' where status = 'pending'");
    await api(server, "DELETE", `/api/admin/content/${id}/draft`, { cookie });
  });
});

describe("limits", () => {
  it("keeps at most 20 pending schedules per person and 100 in all: past them a localized 409, nothing stored", async () => {
    const created = await api(server, "POST", "/api/admin/users", {
      cookie,
      body: { email: "busy-editor@mahami.qa", password: "a-long-editor-passphrase-42", role: "editor" },
    });
    expect(created.status).toBe(201);
    const editor = await signIn(server, "10.77.0.2", "busy-editor@mahami.qa", "a-long-editor-passphrase-42");
    for (let index = 0; index < 20; index++)
      expect((await schedule(server, { at: inSeconds(3600 + index), page: "home" }, { cookie: editor })).status).toBe(201);
    const refused = await api(server, "POST", "/api/admin/schedules", {
      cookie: `${editor}; mahami-language=en`,
      body: { at: inSeconds(7200), page: "home" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "You already have 20 schedules waiting, the most one person may have: cancel one, or wait until one runs.",
    });
    const arabic = await api(server, "POST", "/api/admin/schedules", {
      cookie: `${editor}; mahami-language=ar`,
      body: { at: inSeconds(7200), page: "home" },
    });
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toBe("لديك 20 جدولة بانتظار موعدها، وهو الحد الأقصى لكل حساب. ألغِ إحداها أو انتظر حتى تُنفَّذ إحداها.");
    const pending = async () =>
      Number((await queryRow<{ n: number }>(server, "select count(*) as n from publish_schedules where status = 'pending'")).n);
    const before = await pending();
    // The site-wide bound, past the per-person one: each schedule the administrator adds is handed to no one.
    for (let index = before; index < 100; index++) {
      expect((await schedule(server, { at: inSeconds(3600 + index) })).status).toBe(201);
      await execute(
        server,
        `update publish_schedules set "createdById" = null where "createdById" = (select id from users where email = ?)`,
        adminEmail,
      );
    }
    const full = await api(server, "POST", "/api/admin/schedules", { cookie: `${cookie}; mahami-language=en`, body: { at: inSeconds(7200) } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("The site already has 100 schedules waiting, the most it keeps: cancel one, or wait until one runs.");
    expect(await pending()).toBe(100);
    await execute(server, "update publish_schedules set status = 'cancelled', reason = 'test' where status = 'pending'");
  });
});

describe("a schedule whose author is deleted", () => {
  it("is cancelled with the account, in the same transaction, and says why in the history", async () => {
    const created = await api(server, "POST", "/api/admin/users", {
      cookie,
      body: { email: "leaving-editor@mahami.qa", password: "a-long-editor-passphrase-42", role: "editor" },
    });
    expect(created.status).toBe(201);
    const editor = await signIn(server, "10.77.0.1", "leaving-editor@mahami.qa", "a-long-editor-passphrase-42");
    const ids: number[] = [];
    for (const seconds of [60, 120]) {
      const made = await schedule(server, { at: inSeconds(seconds), page: "parents" }, { cookie: editor });
      expect(made.status).toBe(201);
      ids.push(made.body.id);
    }
    expect((await api(server, "DELETE", `/api/admin/users/${created.body.id}`, { cookie })).status).toBe(204);
    for (const id of ids) {
      expect(await queryRow(server, "select status, reason from publish_schedules where id = ?", id)).toEqual({
        status: "cancelled",
        reason: "author-removed",
      });
    }
    const { summary } = await queryRow<{ summary: string }>(server, "select summary from activity where action = 'user.delete' order by id desc");
    expect(summary).toBe("leaving-editor@mahami.qa (2 pending schedules cancelled)");
    for (const [language, sentence] of [
      ["en", "Cancelled: the account that scheduled it was deleted"],
      ["ar", "أُلغيت: حُذف الحساب الذي جدولها"],
    ]) {
      const tab = await plainRequest(server, "/admin-dashboard/schedules", { headers: { Cookie: `${cookie}; mahami-language=${language}` } });
      expect(await tab.text()).toContain(sentence);
    }
  });

  it("fails at its time instead of publishing when its author no longer exists", async () => {
    const title = await contentItemId(server, "teachers.hero.title");
    await api(server, "PUT", `/api/admin/content/${title}/draft`, { cookie, body: { valueEn: "Published by nobody" } });
    // A row from before this rule, its author deleted since (the key set to null).
    const { id } = await queryRow<{ id: number }>(
      server,
      `insert into publish_schedules (at, page, ids, languages, "createdById", "createdByEmail", "createdAt") values (?, 'teachers', null, '["en"]', null, 'gone@mahami.qa', ?) returning id`,
      new Date(Date.now() - 1000).toISOString(),
      new Date().toISOString(),
    );
    expect(await settled(server, id)).toMatchObject({ status: "failed", published: 0, reason: "author-removed" });
    expect(await publicHtml(server, "/en/teachers")).not.toContain("Published by nobody");
    expect(await queryRow(server, 'select count(*) as count from content_drafts where "contentItemId" = ?', title)).toEqual({ count: 1 });
    await api(server, "DELETE", `/api/admin/content/${title}/draft`, { cookie });
  });
});

describe("two nodes on one database", () => {
  it("publish a schedule exactly once: one revision per item, one activity entry", async () => {
    const other = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
    try {
      const parents = await contentItemId(server, "parents.hero.title");
      const teachers = await contentItemId(server, "teachers.hero.title");
      await api(server, "PUT", `/api/admin/content/${parents}/draft`, { cookie, body: { valueEn: "Parents, once" } });
      await api(other, "PUT", `/api/admin/content/${teachers}/draft`, { cookie, body: { valueEn: "Teachers, once" } });
      const activityBefore = await queryRow<{ count: number }>(database, "select count(*) as count from activity where action = 'draft.publish'");
      const created = await schedule(other, { at: inSeconds(1), ids: [parents, teachers] });

      const done = await settled(server, created.body.id);
      expect(done).toMatchObject({ status: "done", published: 2, publishedIds: [parents, teachers] });
      // Both nodes keep looking a little longer: neither publishes again.
      await sleep(1000);
      for (const id of [parents, teachers]) {
        expect(await queryRows(database, "select id from revisions where \"entityId\" = ? and action = 'update'", id)).toHaveLength(1);
      }
      const activityAfter = await queryRow<{ count: number }>(database, "select count(*) as count from activity where action = 'draft.publish'");
      expect(Number(activityAfter.count) - Number(activityBefore.count)).toBe(1);
      expect(await publicHtml(other, "/en/parents")).toContain("Parents, once");
      expect(await publicHtml(server, "/en/teachers")).toContain("Teachers, once");
    } finally {
      await other.stop();
    }
  });
});
