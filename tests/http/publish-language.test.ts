import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../support/database";
import { postForm, publicHtml, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";

/**
 * Publishing one language of drafts (docs/decisions/0044-scheduled-publishing.md):
 * `languages: ["ar"]` or `["en"]` publishes that half; the other half stays a draft; the
 * translation status follows; bad input is a localized 400 that changes nothing.
 */
const server = useServer();
let cookie: string;
let english: string;
let arabic: string;
beforeAll(async () => {
  cookie = await signIn(server);
  english = `mahami-language=en; ${cookie}`;
  arabic = `mahami-language=ar; ${cookie}`;
});

interface Item {
  id: number;
  key: string;
  valueAr: string;
  valueEn: string;
  translationStatus: "missing" | "stale" | "current";
  outdatedLanguage: "ar" | "en" | null;
  draft: { valueAr: string; valueEn: string } | null;
}

async function itemByKey(key: string): Promise<Item> {
  const { body } = await api(server, "GET", "/api/admin/content", { cookie });
  return (body as Item[]).find((item) => item.key === key)!;
}

function publish(body: unknown) {
  return api(server, "POST", "/api/admin/drafts/publish", { cookie, body });
}

describe("publishing one language", () => {
  it("Arabic first: the English stays a draft and becomes stale; then English: the draft goes and both are current", async () => {
    const title = await itemByKey("teachers.hero.title");
    expect(title.translationStatus).toBe("current");
    await api(server, "PUT", `/api/admin/content/${title.id}/draft`, {
      cookie,
      body: { valueAr: "عنوان المعلمين الجديد", valueEn: "New teachers title" },
    });

    const arabicOnly = await publish({ ids: [title.id], languages: ["ar"] });
    expect(arabicOnly.status).toBe(200);
    expect(arabicOnly.body).toEqual({ page: null, languages: ["ar"], published: 1, itemIds: [title.id] });
    const halfway = await itemByKey("teachers.hero.title");
    expect(halfway).toMatchObject({ valueAr: "عنوان المعلمين الجديد", valueEn: title.valueEn, translationStatus: "stale", outdatedLanguage: "en" });
    expect(halfway.draft).toMatchObject({ valueAr: "عنوان المعلمين الجديد", valueEn: "New teachers title" });
    expect(await publicHtml(server, "/teachers")).toContain("عنوان المعلمين الجديد");
    expect(await publicHtml(server, "/en/teachers")).not.toContain("New teachers title");

    // The Arabic half is published: publishing Arabic again has nothing to do.
    expect((await publish({ ids: [title.id], languages: ["ar"] })).body).toMatchObject({ published: 0, itemIds: [] });

    const englishToo = await publish({ page: "teachers", languages: ["en"] });
    expect(englishToo.body).toEqual({ page: "teachers", languages: ["en"], published: 1, itemIds: [title.id] });
    const done = await itemByKey("teachers.hero.title");
    expect(done).toMatchObject({ valueEn: "New teachers title", translationStatus: "current", outdatedLanguage: null, draft: null });
    expect(await publicHtml(server, "/en/teachers")).toContain("New teachers title");

    // One revision per publish, its activity line naming the language; one publish entry each.
    const revisions = await queryRows<{ id: number }>(server, "select id from revisions where \"entityId\" = ? and action = 'update'", title.id);
    expect(revisions).toHaveLength(2);
    const updates = await queryRows<{ summary: string }>(
      server,
      "select summary from activity where action = 'content.update' and \"entityId\" = ? order by id",
      title.id,
    );
    expect(updates.map((entry) => entry.summary)).toEqual(["teachers.hero.title [ar]", "teachers.hero.title [en]"]);
    const activity = await queryRows<{ summary: string }>(server, "select summary from activity where action = 'draft.publish' order by id");
    expect(activity.map((entry) => entry.summary).slice(-2)).toEqual([`#${title.id} [ar]: 1`, "teachers [en]: 1"]);
  });

  it("a draft whose other half was never changed goes when its changed half is published; both (the default) as before", async () => {
    const subtitle = await itemByKey("teachers.hero.subtitle");
    await api(server, "PUT", `/api/admin/content/${subtitle.id}/draft`, { cookie, body: { valueEn: "Only the English changes" } });
    expect((await publish({ ids: [subtitle.id], languages: ["ar"] })).body).toMatchObject({ published: 0 });
    expect((await publish({ ids: [subtitle.id], languages: ["en"] })).body).toMatchObject({ published: 1 });
    const after = await itemByKey("teachers.hero.subtitle");
    expect(after).toMatchObject({ valueEn: "Only the English changes", draft: null, translationStatus: "stale", outdatedLanguage: "ar" });

    await api(server, "PUT", `/api/admin/content/${subtitle.id}/draft`, { cookie, body: { valueAr: "العربية تلحق" } });
    const both = await publish({ page: "teachers" });
    expect(both.body).toEqual({ page: "teachers", languages: ["ar", "en"], published: 1, itemIds: [subtitle.id] });
    expect(await itemByKey("teachers.hero.subtitle")).toMatchObject({ valueAr: "العربية تلحق", translationStatus: "current", draft: null });
  });

  it("refuses bad languages, unknown pages and unknown ids with localized 400s naming them, and changes nothing", async () => {
    const title = await itemByKey("about.hero.title");
    await api(server, "PUT", `/api/admin/content/${title.id}/draft`, { cookie, body: { valueAr: "مسودة باقية" } });

    const badLanguage = await publish({ languages: ["fr"] });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.errors).toHaveProperty(["languages.0"]);
    expect((await publish({ languages: [] })).status).toBe(400);
    expect((await publish({ languages: "ar" })).status).toBe(400);

    const unknownPage = await publish({ page: "moon" });
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.body).toEqual({ message: "There is no page “moon”.", errors: { page: ["There is no page “moon”."] } });
    // `api` sends English first; Arabic, the administrators' default, is asked for by its cookie alone.
    const unknownPageAr = await request(server, "/api/admin/drafts/publish", {
      method: "POST",
      headers: { Cookie: arabic, "Content-Type": "application/json" },
      body: JSON.stringify({ page: "moon" }),
    });
    expect(unknownPageAr.status).toBe(400);
    expect(((await unknownPageAr.json()) as { message: string }).message).toBe("لا توجد صفحة باسم «moon».");

    const unknownIds = await publish({ ids: [title.id, 999_999, 999_998] });
    expect(unknownIds.status).toBe(400);
    expect(unknownIds.body.message).toBe("No content item has these ids: 999999, 999998.");
    expect(unknownIds.body.errors).toEqual({ ids: [unknownIds.body.message] });

    expect((await itemByKey("about.hero.title")).draft?.valueAr).toBe("مسودة باقية");
    await api(server, "DELETE", `/api/admin/content/${title.id}/draft`, { cookie });
  });

  it("the dashboard's buttons and the preview banner publish one language, with JavaScript off", async () => {
    const title = await itemByKey("parents.hero.title");
    await api(server, "PUT", `/api/admin/content/${title.id}/draft`, {
      cookie,
      body: { valueAr: "عنوان الآباء من اللوحة", valueEn: "Parents title from the dashboard" },
    });

    const item = await postForm(
      server,
      "/admin-dashboard?index",
      { intent: "publish-drafts", id: String(title.id), languages: "en" },
      { Cookie: english },
    );
    expect(item.status).toBe(302);
    const halfway = await itemByKey("parents.hero.title");
    expect(halfway).toMatchObject({
      valueEn: "Parents title from the dashboard",
      valueAr: title.valueAr,
      translationStatus: "stale",
      outdatedLanguage: "ar",
    });
    expect(halfway.draft?.valueAr).toBe("عنوان الآباء من اللوحة");

    const banner = await postForm(
      server,
      "/admin-preview",
      { intent: "publish", page: "parents", languages: "ar", return: "/parents" },
      { Cookie: cookie },
    );
    expect(banner.headers.get("location")).toBe("/parents?preview=1");
    expect(await itemByKey("parents.hero.title")).toMatchObject({ valueAr: "عنوان الآباء من اللوحة", translationStatus: "current", draft: null });

    await api(server, "PUT", `/api/admin/content/${title.id}/draft`, { cookie, body: { valueAr: "مسودة أخرى" } });
    const html = await (await fetch(`${server.url}/admin-dashboard?open=parents`, { headers: { Cookie: english } })).text();
    for (const label of ["Publish Arabic", "Publish English", "Publish both"]) expect(html).toContain(label);
    const preview = await (await fetch(`${server.url}/parents?preview=1`, { headers: { Cookie: arabic } })).text();
    for (const label of ["نشر العربية", "نشر الإنجليزية"]) expect(preview).toContain(label);
  });
});
