import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { postForm, publicHtml, request as plainRequest, signIn } from "../support/http";
import { api } from "../support/openapi";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/*
 * Scheduled publish and unpublish of campaign pages (docs/decisions/0060-campaign-pages.md): the
 * schedules API takes `pageId` and `action`, refuses what names no page (localized 400s, nothing
 * stored), publishes a page at its time and takes it down at another (a campaign ends by itself:
 * 410, out of the sitemap), exactly once on two nodes; deleting a page cancels its schedules; the
 * Scheduled tab lists them with the page's title and a link, and its form (no JavaScript) makes one.
 */

const fast = { SCHEDULE_CHECK_MS: "200" };
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
  status: string;
  published: number | null;
  reason: string | null;
  pageId: number | null;
  action: string;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listed(target: TestServer) {
  return (await api(target, "GET", "/api/admin/schedules", { cookie })).body as Schedule[];
}

async function settled(target: TestServer, id: number, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = (await listed(target)).find((candidate) => candidate.id === id)!;
    if (found.status !== "pending" || Date.now() > until) return found;
    await sleep(150);
  }
}

async function createPage(slug: string, titleEn = "Ramadan offers") {
  const created = await api(server, "POST", "/api/admin/pages", {
    cookie,
    body: {
      slug,
      titleAr: "عروض رمضان",
      titleEn,
      blocks: [{ type: "hero", text: { ar: { title: "رمضان مع مهامي" }, en: { title: "Ramadan with Mahami" } } }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number };
}

const status = async (path: string) => (await plainRequest(server, path)).status;

describe("the schedules API with campaign pages", () => {
  it("schedules a page's publish or unpublish (201 with pageId and action) and refuses what names no page, localized; nothing stored", async () => {
    const page = await createPage("eid-offers");
    const created = await api(server, "POST", "/api/admin/schedules", {
      cookie,
      body: { at: inSeconds(3600), pageId: page.id, action: "unpublish", languages: ["en"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pageId: page.id, action: "unpublish", languages: ["en"], page: null, ids: null, status: "pending" });
    const drafts = await api(server, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(3600), page: "home" } });
    expect(drafts.body).toMatchObject({ pageId: null, action: "publish" });

    const count = async () => Number((await queryRow<{ n: number }>(server, "select count(*) as n from publish_schedules")).n);
    const before = await count();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ pageId: 424_242 }, "pageId", "There is no campaign page with the id 424242."],
      [{ pageId: page.id, page: "home" }, "pageId", "A schedule is for either a campaign page or drafts, not both."],
      [{ action: "unpublish", page: "home" }, "action", "Only a campaign page can be unpublished at a set time: name it with pageId."],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await api(server, "POST", "/api/admin/schedules", {
        cookie: `${cookie}; mahami-language=en`,
        body: { at: inSeconds(60), ...body },
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ message, errors: { [field]: [message] } });
    }
    const arabic = await api(server, "POST", "/api/admin/schedules", {
      cookie: `${cookie}; mahami-language=ar`,
      body: { at: inSeconds(60), pageId: 424_242 },
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errors.pageId).toEqual(["لا توجد صفحة حملة بالمعرّف 424242."]);
    for (const body of [{ pageId: "x" }, { pageId: page.id, action: "delete" }]) {
      const refused = await api(server, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(60), ...body } });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const past = await api(server, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(-60), pageId: page.id } });
    expect(past.status).toBe(400);
    expect(past.body.errors.at).toEqual(["This time has already passed. Choose a time in the future."]);
    expect(await count()).toBe(before);

    // Deleting the page cancels its pending schedule in the same write, and the history says why.
    expect((await api(server, "DELETE", `/api/admin/pages/${page.id}`, { cookie })).status).toBe(204);
    expect((await listed(server)).find((one) => one.id === created.body.id)).toMatchObject({ status: "cancelled", reason: "page-removed" });
    await api(server, "DELETE", `/api/admin/schedules/${drafts.body.id}`, { cookie });
  });
});

describe("a campaign at its times", () => {
  it("goes live at its publish time and ends by itself at its unpublish time: 410, out of the sitemap, the other language still live", async () => {
    const page = await createPage("ramadan-offers");
    expect(await status("/ramadan-offers")).toBe(404);
    const live = await api(server, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(1), pageId: page.id } });
    expect(live.status).toBe(201);
    expect(await settled(server, live.body.id)).toMatchObject({ status: "done", published: 2 });
    expect(await publicHtml(server, "/ramadan-offers")).toContain("رمضان مع مهامي");
    expect(await publicHtml(server, "/en/ramadan-offers")).toContain("Ramadan with Mahami");
    expect(await publicHtml(server, "/sitemap.xml")).toContain("/ramadan-offers");

    const end = await api(server, "POST", "/api/admin/schedules", {
      cookie,
      body: { at: inSeconds(1), pageId: page.id, action: "unpublish", languages: ["ar"] },
    });
    expect(await settled(server, end.body.id)).toMatchObject({ status: "done", published: 1, action: "unpublish" });
    expect(await status("/ramadan-offers")).toBe(410);
    expect(await status("/en/ramadan-offers")).toBe(200);
    const sitemap = await publicHtml(server, "/sitemap.xml");
    expect(sitemap).toContain("/en/ramadan-offers");
    expect(sitemap).not.toContain(`<loc>${server.url}/ramadan-offers</loc>`);
    expect((await api(server, "GET", `/api/admin/pages/${page.id}`, { cookie })).body.status).toEqual({ ar: "unpublished", en: "published" });
    const activity = await queryRows<{ action: string; summary: string }>(
      server,
      "select action, summary from activity where action in ('page.publish', 'page.unpublish') and \"entityId\" = ? order by id",
      page.id,
    );
    expect(activity.map((row) => row.action)).toEqual(["page.publish", "page.unpublish"]);
    expect(activity[1]!.summary).toContain(`(schedule #${end.body.id})`);
  });

  it("fails with the fields a language lacks and publishes nothing", async () => {
    const page = await createPage("back-to-school", "");
    const created = await api(server, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(1), pageId: page.id } });
    const failed = await settled(server, created.body.id);
    expect(failed).toMatchObject({ status: "failed", published: 0 });
    expect(failed.reason).toContain("titleEn");
    expect(await status("/back-to-school")).toBe(404);
  });
});

describe("the Scheduled tab", () => {
  it("lists a page's schedule with its title linking to its editor, and its form makes one with JavaScript off, keeping what was typed when refused", async () => {
    const page = await createPage("national-day", "National Day");
    const headers = { Cookie: `${cookie}; mahami-language=en` };
    const refused = await postForm(
      server,
      "/admin-dashboard/schedules",
      { intent: "create-schedule", date: "2030-01-02", time: "08:00", scope: "campaign", pageId: "", action: "unpublish", languages: "both" },
      headers,
    );
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Choose a campaign page.");
    expect(refusedHtml).toContain('value="2030-01-02"');

    const made = await postForm(
      server,
      "/admin-dashboard/schedules",
      {
        intent: "create-schedule",
        date: "2027-01-02",
        time: "08:00",
        scope: "campaign",
        pageId: String(page.id),
        action: "unpublish",
        languages: "en",
      },
      headers,
    );
    expect(made.status).toBe(302);
    const stored = await queryRow<{ pageId: number; action: string; languages: string }>(
      server,
      'select "pageId", action, languages from publish_schedules where "pageId" = ? and status = \'pending\'',
      page.id,
    );
    expect(stored).toEqual({ pageId: page.id, action: "unpublish", languages: '["en"]' });

    const english = await (await plainRequest(server, "/admin-dashboard/schedules", { headers })).text();
    expect(english).toContain(`href="/admin-dashboard/pages/${page.id}"`);
    expect(english).toContain("Unpublish the page “National Day”");
    const arabic = await (await plainRequest(server, "/admin-dashboard/schedules", { headers: { Cookie: `${cookie}; mahami-language=ar` } })).text();
    expect(arabic).toContain("إيقاف نشر صفحة «عروض رمضان»");
    // Chosen from the Pages tab: the form opens on that page and action.
    const chosen = await (await plainRequest(server, `/admin-dashboard/schedules?pageId=${page.id}&action=unpublish`, { headers })).text();
    expect(chosen).toMatch(new RegExp(`<option value="${page.id}" selected=""`));
    await execute(server, "update publish_schedules set status = 'cancelled', reason = 'test' where status = 'pending'");
  });
});

describe("two nodes on one database", () => {
  it("publish a page's schedule exactly once: one publish in the activity log", async () => {
    const other = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
    try {
      const page = await createPage("partner-school");
      const created = await api(other, "POST", "/api/admin/schedules", { cookie, body: { at: inSeconds(1), pageId: page.id } });
      expect(await settled(server, created.body.id)).toMatchObject({ status: "done", published: 2 });
      await sleep(1000);
      const publishes = await queryRows(database, "select id from activity where action = 'page.publish' and \"entityId\" = ?", page.id);
      expect(publishes).toHaveLength(1);
      const runs = await queryRows(database, "select id from activity where action = 'schedule.run' and \"entityId\" = ?", created.body.id);
      expect(runs).toHaveLength(1);
      expect(await publicHtml(other, "/partner-school")).toContain("رمضان مع مهامي");
    } finally {
      await other.stop();
    }
  });
});
