import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { dayOf } from "~/features/analytics/analytics";

/*
 * Analytics by campaign page (docs/decisions/0045-cookie-free-analytics.md, docs/decisions/0060-campaign-pages.md):
 * a published page's `/slug` and `/en/slug` are counted by their path, shown with the page's title in
 * that language; an unknown slug, a language never published or taken down (404, 410) and a preview
 * add no row, so the paths stored are never whatever a visitor types.
 */

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 CampaignVisitor/1";
const today = dayOf(Date.now());
let database: TestDatabase;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.databaseUrl, TRUST_PROXY: "1", ANALYTICS_FLUSH_MS: "200" });
  cookie = await signIn(server, "203.0.113.1");
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function visit(path: string, ip: string, headers: Record<string, string> = {}) {
  const response = await request(server, path, {
    headers: { Accept: "text/html,application/xhtml+xml", "User-Agent": browser, "X-Forwarded-For": ip, ...headers },
  });
  await response.arrayBuffer();
  return response.status;
}

interface PageRow {
  page: string;
  title: string | null;
  views: number;
  visitors: number;
}

async function pagesWhen(ready: (pages: PageRow[]) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await api(server, "GET", `/api/admin/analytics?from=${today}&to=${today}`, { cookie });
    expect(answer.status).toBe(200);
    const pages = answer.body.pages as PageRow[];
    if (ready(pages) || Date.now() > deadline) return pages;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("analytics by campaign page", () => {
  it("counts a published page's Arabic and English paths, with its title, and nothing for unknown, unpublished or previewed ones", async () => {
    const created = await api(server, "POST", "/api/admin/pages", {
      cookie,
      body: {
        slug: "summer-camp",
        titleAr: "المخيم الصيفي",
        titleEn: "Summer camp",
        blocks: [{ type: "hero", text: { ar: { title: "تعال" }, en: { title: "Come along" } } }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await api(server, "POST", `/api/admin/pages/${id}/publish`, { cookie, body: { languages: ["ar"] } })).status).toBe(200);

    expect(await visit("/summer-camp", "198.51.100.1")).toBe(200);
    expect(await visit("/summer-camp?utm_source=instagram", "198.51.100.2")).toBe(200);
    expect(await visit("/summer-camp", "198.51.100.1")).toBe(200);
    // Not counted: English never published, an unknown slug, a previewing editor.
    expect(await visit("/en/summer-camp", "198.51.100.3")).toBe(404);
    expect(await visit("/no-such-campaign", "198.51.100.3")).toBe(404);
    expect(await visit("/en/summer-camp?preview=1", "198.51.100.3", { Cookie: cookie })).toBe(200);

    const pages = await pagesWhen((rows) => rows.some((row) => row.page === "/summer-camp" && row.views === 3));
    expect(pages.find((row) => row.page === "/summer-camp")).toMatchObject({ title: "المخيم الصيفي", views: 3, visitors: 2 });
    expect(pages.map((row) => row.page)).not.toContain("/en/summer-camp");
    expect(pages.map((row) => row.page)).not.toContain("/no-such-campaign");
    expect(pages.map((row) => row.page)).not.toContain("/:slug");

    // English goes live: counted under its own path with the English title; the Arabic taken down (410) counts no more.
    await api(server, "POST", `/api/admin/pages/${id}/publish`, { cookie, body: { languages: ["en"] } });
    await api(server, "POST", `/api/admin/pages/${id}/unpublish`, { cookie, body: { languages: ["ar"] } });
    expect(await visit("/summer-camp", "198.51.100.4")).toBe(410);
    expect(await visit("/en/summer-camp", "198.51.100.4")).toBe(200);
    const later = await pagesWhen((rows) => rows.some((row) => row.page === "/en/summer-camp"));
    expect(later.find((row) => row.page === "/en/summer-camp")).toMatchObject({ title: "Summer camp", views: 1, visitors: 1 });
    expect(later.find((row) => row.page === "/summer-camp")).toMatchObject({ views: 3 });
    // A fixed page has no title of its own.
    expect(await visit("/en/parents", "198.51.100.4")).toBe(200);
    const fixed = await pagesWhen((rows) => rows.some((row) => row.page === "/en/parents"));
    expect(fixed.find((row) => row.page === "/en/parents")).toMatchObject({ title: null });

    // The analytics tab shows the title beside the path, in the reader's language.
    const html = await (await request(server, "/admin-dashboard/analytics?days=7", { headers: { Cookie: `${cookie}; mahami-language=en` } })).text();
    expect(html).toContain("Summer camp");
    expect(html).toContain("المخيم الصيفي");
  });
});
