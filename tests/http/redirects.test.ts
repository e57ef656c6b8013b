import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/*
 * Redirects and the 404 log (docs/decisions/0062-redirects-and-not-found-log.md), over real HTTP on
 * the production build: 301/302/410 answered before the stored pages, exact and prefix rules,
 * loops, chains and reserved paths refused with the other rule named, the CSV export and an
 * all-or-nothing import, a rule written on one node answered by another within its refresh, and
 * the 404 log batched, free of query strings and bounded.
 */

const fast = { REDIRECTS_REFRESH_MS: "200", ANALYTICS_FLUSH_MS: "200" };
let database: TestDatabase;
let nodeA: TestServer;
let nodeB: TestServer;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  nodeA = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
  nodeB = await startServer({ DATABASE_URL: database.databaseUrl, ...fast });
  cookie = await signIn(nodeA);
});

afterAll(async () => {
  await nodeA?.stop();
  await nodeB?.stop();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function add(body: unknown, headers: Record<string, string> = {}) {
  return api(nodeA, "POST", "/api/admin/redirects", { cookie, body, headers });
}

async function removeAll() {
  const rules = (await api(nodeA, "GET", "/api/admin/redirects", { cookie })).body as { id: number }[];
  for (const rule of rules) expect((await api(nodeA, "DELETE", `/api/admin/redirects/${rule.id}`, { cookie })).status).toBe(204);
}

describe("redirect rules", () => {
  it("answers 301 with the target, the query kept, whatever the case or trailing slash", async () => {
    const created = await add({ from: "/Old-Parents/", to: "/parents", status: 301 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ from: "/old-parents", to: "/parents", status: 301, origin: "manual" });
    for (const path of ["/old-parents", "/OLD-parents/", "/old-parents?utm_source=flyer"]) {
      const response = await request(nodeA, path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(path.includes("?") ? "/parents?utm_source=flyer" : "/parents");
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(response.headers.get("x-request-id")).toBeTruthy();
    }
    expect((await request(nodeA, "/old-parents-2")).status).toBe(404);
  });

  it("answers 302 to an https URL, and 410 with a page in the path's language", async () => {
    expect((await add({ from: "/store", to: "https://apps.apple.com/qa/app/mahami", status: 302 })).status).toBe(201);
    const temporary = await request(nodeA, "/store");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("https://apps.apple.com/qa/app/mahami");
    expect((await add({ from: "/summer-2025", status: 410 })).body).toMatchObject({ to: "", status: 410 });
    expect((await add({ from: "/en/summer-2025", to: "/ignored", status: 410 })).body).toMatchObject({ to: "", status: 410 });
    const arabic = await request(nodeA, "/summer-2025");
    expect(arabic.status).toBe(410);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('lang="ar" dir="rtl"');
    expect(arabicHtml).toContain("حُذفت هذه الصفحة");
    const english = await (await request(nodeA, "/en/summer-2025")).text();
    expect(english).toContain('lang="en" dir="ltr"');
    expect(english).toContain("This page has been removed");
    expect(english).not.toContain("<script");
  });

  it("carries the rest of the path under a prefix rule, and an exact rule wins over it", async () => {
    expect((await add({ from: "/campaigns/*", to: "/landing/*", status: 301 })).status).toBe(201);
    expect((await add({ from: "/campaigns/eid", to: "/teachers", status: 302 })).status).toBe(201);
    const cases: [string, number, string][] = [
      ["/campaigns/parents", 301, "/landing/parents"],
      ["/campaigns/Parents/Extra/", 301, "/landing/Parents/Extra"],
      ["/campaigns", 301, "/landing"],
      ["/campaigns/eid", 302, "/teachers"],
    ];
    for (const [path, status, location] of cases) {
      const response = await request(nodeA, path);
      expect([response.status, response.headers.get("location")], path).toEqual([status, location]);
    }
    expect((await request(nodeA, "/campaignsx")).status).toBe(404);
  });

  it("answers before a stored page, and the page comes back once the rule is deleted", async () => {
    expect((await request(nodeA, "/en/about-us")).status).toBe(200);
    expect((await request(nodeA, "/en/about-us")).status).toBe(200);
    const rule = await add({ from: "/en/about-us", to: "/en/contact", status: 302 });
    expect((await request(nodeA, "/en/about-us")).status).toBe(302);
    const changed = await api(nodeA, "PATCH", `/api/admin/redirects/${rule.body.id}`, { cookie, body: { to: "/en/teachers" } });
    expect(changed.status).toBe(200);
    expect((await request(nodeA, "/en/about-us")).headers.get("location")).toBe("/en/teachers");
    expect((await api(nodeA, "DELETE", `/api/admin/redirects/${rule.body.id}`, { cookie })).status).toBe(204);
    expect((await request(nodeA, "/en/about-us")).status).toBe(200);
    expect((await api(nodeA, "DELETE", `/api/admin/redirects/${rule.body.id}`, { cookie })).status).toBe(404);
  });

  it("refuses loops, chains, duplicates and reserved paths with a message naming the other rule", async () => {
    await add({ from: "/a", to: "/b", status: 301 });
    const chainTo = await add({ from: "/b-source", to: "/a", status: 301 });
    expect(chainTo.status).toBe(400);
    expect(chainTo.body.message).toContain("/a → /b (301)");
    expect(chainTo.body.errors.to[0]).toContain("redirected twice");
    const chainFrom = await add({ from: "/b", to: "/c", status: 301 });
    expect(chainFrom.status).toBe(400);
    expect(chainFrom.body.errors.from[0]).toContain("/a → /b (301)");
    const prefixChain = await add({ from: "/old/*", to: "/campaigns/*", status: 301 });
    expect(prefixChain.status).toBe(400);
    expect(prefixChain.body.message).toContain("/campaigns/*");
    const loop = await add({ from: "/loop/*", to: "/loop/inner/*", status: 301 });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.to[0]).toContain("back to its own path");
    const duplicate = await add({ from: "/A/", to: "/parents", status: 302 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain("/a → /b (301)");
    const arabic = await add({ from: "/b", to: "/c", status: 301 }, { Cookie: `${cookie}; mahami-language=ar` });
    expect(arabic.status).toBe(400);
    for (const from of ["/admin-dashboard", "/admin/x", "/api/content", "/assets/app.js", "/healthz", "/sitemap.xml", "/parents.data", "/*"]) {
      const refused = await add({ from, to: "/parents", status: 301 });
      expect(refused.status, from).toBe(400);
      expect(refused.body.errors.from, from).toHaveLength(1);
    }
    for (const [to, field] of [
      ["http://example.com/", "to"],
      ["//evil.example", "to"],
      ["javascript:alert(1)", "to"],
      ["/x/*", "to"],
      ["", "to"],
    ] as const) {
      const refused = await add({ from: "/fresh", to, status: 301 });
      expect(refused.status, to).toBe(400);
      expect(Object.keys(refused.body.errors), to).toEqual([field]);
    }
    expect((await add({ from: "/fresh", to: "/parents", status: 307 })).status).toBe(400);
    expect((await add({ from: "no-slash", to: "/parents", status: 301 })).status).toBe(400);
    expect((await api(nodeA, "GET", "/api/admin/redirects")).status).toBe(401);
  });

  it("answers a rule written on node A on node B within its refresh", async () => {
    const path = `/from-node-a-${Date.now()}`;
    expect((await request(nodeB, path)).status).toBe(404);
    expect((await add({ from: path, to: "/about", status: 301 })).status).toBe(201);
    const until = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < until && status !== 301) {
      status = (await request(nodeB, path)).status;
      if (status !== 301) await sleep(50);
    }
    expect(status).toBe(301);
    expect((await request(nodeB, path)).headers.get("location")).toBe("/about");
  });
});

describe("CSV export and import", () => {
  it("exports every rule and imports all lines or none, each refused line named", async () => {
    await removeAll();
    await add({ from: "/kept", to: "/parents", status: 301 });
    const exported = await request(nodeA, "/api/admin/redirects.csv", { headers: { Cookie: cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(Buffer.from(await exported.arrayBuffer()).toString("utf8")).toBe('\uFEFFfrom,to,status\r\n"/kept","/parents","301"\r\n');

    const bad = [
      "from,to,status",
      "/one,/parents,301",
      '"/two, quoted",/x,301',
      "/kept,/teachers,302",
      "/admin,/x,301",
      "/three,/one,301",
      "/four,/about,999",
    ].join("\r\n");
    const refused = await api(nodeA, "POST", "/api/admin/redirects.csv", { cookie, rawBody: bad, contentType: "text/csv" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Nothing was imported: 4 lines have a problem.");
    expect(Object.keys(refused.body.errors)).toEqual(["3", "5", "6", "7"]);
    expect(refused.body.errors["6"][0]).toContain("/one → /parents (301)");
    expect(await queryRow(database, "select count(*) as n from redirects")).toMatchObject({ n: expect.anything() });
    expect(Number((await queryRow<{ n: number }>(database, "select count(*) as n from redirects")).n)).toBe(1);

    const good = [
      "\uFEFFfrom,to,status",
      "/one,/parents,301",
      "/kept,/teachers,302",
      '"/quoted-path","https://example.com/a?b=1,2",302',
      "/gone-line,,410",
      "",
    ].join("\n");
    const imported = await api(nodeA, "POST", "/api/admin/redirects.csv", { cookie, rawBody: good, contentType: "text/csv" });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ imported: 4 });
    expect((await request(nodeA, "/kept")).headers.get("location")).toBe("/teachers");
    expect((await request(nodeA, "/quoted-path")).headers.get("location")).toBe("https://example.com/a?b=1,2");
    expect((await request(nodeA, "/gone-line")).status).toBe(410);
    const rows = await queryRows<{ fromPath: string; origin: string }>(database, `select "fromPath", origin from redirects order by "fromPath"`);
    expect(rows.map((row) => `${row.fromPath}:${row.origin}`)).toEqual(["/gone-line:import", "/kept:import", "/one:import", "/quoted-path:import"]);

    for (const [body, message] of [
      ["to,from,status\n/x,/y,301", "The file’s first line must be from,to,status."],
      ['from,to,status\n"/open,/x,301', "Could not read the file: it is not a valid CSV file (a quote left open, for example)."],
      ["from,to,status\n", "The file holds no redirect."],
    ]) {
      const answer = await api(nodeA, "POST", "/api/admin/redirects.csv", { cookie, rawBody: body, contentType: "text/csv" });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await api(nodeA, "POST", "/api/admin/redirects.csv", { cookie, rawBody: "from,to,status", contentType: "text/plain" })).status).toBe(415);
  });
});

describe("the 404 log", () => {
  it("counts 404s by path without query strings or addresses, with the referrer host, batched", async () => {
    const path = `/no-such-page-${Date.now()}`;
    for (let index = 0; index < 3; index++) {
      const answer = await request(nodeA, `${path}?secret=token-${index}`, { headers: { Referer: "https://news.example.qa/story?id=9" } });
      expect(answer.status).toBe(404);
    }
    // A path no rule could take (the API's) is not kept.
    expect((await request(nodeA, "/api/admin/nothing-here", { headers: { Cookie: cookie } })).status).toBe(404);
    let hit: { path: string; count: number; referrerHost: string | null; lastSeenAt: string } | undefined;
    const until = Date.now() + 5_000;
    while (hit?.count !== 3 && Date.now() < until) {
      await sleep(100);
      const log = await api(nodeA, "GET", "/api/admin/not-found", { cookie });
      expect(log.status).toBe(200);
      hit = (log.body as (typeof hit)[]).find((row) => row?.path === path);
    }
    expect(hit).toMatchObject({ path, count: 3, referrerHost: "news.example.qa" });
    const stored = JSON.stringify(await queryRows(database, "select * from not_found_paths"));
    expect(stored).not.toContain("secret");
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("/api/");
  });

  it("keeps at most 1,000 paths, none older than 90 days", async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString();
    for (let start = 0; start < 1_100; start += 100) {
      const values = Array.from({ length: 100 }, (_, index) => `('/filler-${start + index}', 1, '${start + index < 50 ? old : recent}', null)`).join(
        ", ",
      );
      await execute(database, `insert into not_found_paths (path, count, "lastSeenAt", "referrerHost") values ${values}`);
    }
    const path = `/newest-${Date.now()}`;
    expect((await request(nodeA, path)).status).toBe(404);
    const until = Date.now() + 5_000;
    let count = Infinity;
    let seen = false;
    while ((count > 1_000 || !seen) && Date.now() < until) {
      await sleep(100);
      count = Number((await queryRow<{ n: number }>(database, "select count(*) as n from not_found_paths")).n);
      seen = (await queryRows(database, "select path from not_found_paths where path = ?", path)).length === 1;
    }
    expect(count).toBe(1_000);
    expect(
      await queryRows(
        database,
        `select path from not_found_paths where "lastSeenAt" < ?`,
        new Date(Date.now() - 90 * 24 * 60 * 60 * 1000).toISOString(),
      ),
    ).toEqual([]);
    const log = (await api(nodeA, "GET", "/api/admin/not-found", { cookie })).body as { path: string }[];
    expect(log).toHaveLength(1_000);
    expect(log[0].path).toBe(path);
  });
});
