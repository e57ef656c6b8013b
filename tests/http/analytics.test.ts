import { createHash, createHmac, hkdfSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRow, queryRows } from "../support/database";
import { postForm, request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { rawRequest } from "../support/raw-http";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase, testDialect, testSessionSecret } from "../support/test-database";
import { dayOf } from "~/features/analytics/analytics";

/*
 * Cookie-free analytics (docs/decisions/0045-cookie-free-analytics.md) against the production
 * build: page views from simulated browsers (TRUST_PROXY=1, so X-Forwarded-For names each client),
 * flushed every 200 ms, read back through GET /api/admin/analytics and straight from the tables.
 */

const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 AnalyticsVisitor/1";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 AnalyticsVisitor/1";
const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 AnalyticsVisitor/1";
const day = 24 * 60 * 60 * 1000;
// Days are Qatar's (app/features/analytics/analytics.ts dayOf).
const today = dayOf(Date.now());
const tomorrow = dayOf(Date.now() + day);
const env = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: database.databaseUrl,
  TRUST_PROXY: "1",
  ANALYTICS_FLUSH_MS: "200",
  SMTP_URL: smtp.url,
  MAIL_FROM: "Mahami <no-reply@mahami.qa>",
  SESSION_SECRET: testSessionSecret,
  ...extra,
});

let database: TestDatabase;
let smtp: TestSmtpServer;
let node = {} as TestServer;
let cookie = "";
/** Every Set-Cookie a public page sent. */
const publicCookies: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  node = await startServer(env());
  cookie = await signIn(node, "203.0.113.1");
});

afterAll(async () => {
  await node.stop?.();
  await database?.drop();
  await smtp?.stop();
});

/** A browser's GET of a page from the client `ip` (198.51.100.x: used for page views only). */
async function visit(server: TestServer, path: string, ip: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await request(server, path, {
    method,
    headers: { Accept: "text/html,application/xhtml+xml", "User-Agent": desktop, "X-Forwarded-For": ip, ...headers },
  });
  publicCookies.push(...response.headers.getSetCookie());
  await response.arrayBuffer();
  return response.status;
}

type Report = {
  totals: { views: number; visitors: number; conversions: number };
  days: { date: string; views: number; visitors: number }[];
  pages: { page: string; views: number; visitors: number; conversions: number; conversionRate: number }[];
  referrers: { host: string; views: number }[];
  sources: { source: string; views: number }[];
  languages: { language: string; views: number }[];
  devices: { device: string; views: number }[];
  conversions: { kind: string; page: string; count: number }[];
};

async function report(server: TestServer, from = today, to = today): Promise<Report> {
  const answer = await api(server, "GET", `/api/admin/analytics?from=${from}&to=${to}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.body as Report;
}

/** The report once `ready` holds (the counts land within a flush or two). */
async function reportWhen(ready: (report: Report) => boolean, server = node, from = today, to = today) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const current = await report(server, from, to);
    if (ready(current) || Date.now() > deadline) return current;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const pageRow = (current: Report, page: string) => current.pages.find((row) => row.page === page);

describe("counting page views", () => {
  it("counts N clients as N views and N visitors, a client's second view as a view only, on both doors", async () => {
    for (let client = 1; client <= 5; client++) expect(await visit(node, "/en/parents", `198.51.100.${client}`)).toBe(200);
    // The same client again (the stored page now answers), and on an Arabic page.
    expect(await visit(node, "/en/parents", "198.51.100.1")).toBe(200);
    expect(await visit(node, "/teachers", "198.51.100.1", { "User-Agent": iphone, Referer: "https://www.example.org/search?q=mahami" })).toBe(200);
    expect(await visit(node, "/teachers?utm_source=Instagram", "198.51.100.6", { "User-Agent": android })).toBe(200);

    const current = await reportWhen((r) => r.totals.views >= 8 && (pageRow(r, "/teachers")?.visitors ?? 0) >= 2);
    expect(current.totals).toMatchObject({ views: 8, visitors: 7 });
    expect(pageRow(current, "/en/parents")).toMatchObject({ views: 6, visitors: 5 });
    expect(pageRow(current, "/teachers")).toMatchObject({ views: 2, visitors: 2 });
    expect(current.days).toEqual([{ date: today, views: 8, visitors: 7 }]);
    expect(current.languages).toEqual(
      expect.arrayContaining([expect.objectContaining({ language: "en", views: 6 }), expect.objectContaining({ language: "ar", views: 2 })]),
    );
    expect(current.devices).toEqual(
      expect.arrayContaining([expect.objectContaining({ device: "desktop", views: 6 }), expect.objectContaining({ device: "phone", views: 2 })]),
    );
    expect(current.referrers).toEqual([expect.objectContaining({ host: "www.example.org", views: 1 })]);
    expect(current.sources).toEqual([expect.objectContaining({ source: "instagram", views: 1 })]);
  });

  it("counts no crawler, prefetch, HEAD, asset, API, dashboard, probe or missing page", async () => {
    const before = (await report(node)).totals.views;
    const ip = "198.51.100.20";
    await visit(node, "/en/sellers", ip, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(node, "/en/sellers", ip, { "Sec-Purpose": "prefetch" });
    await visit(node, "/en/sellers", ip, { "Sec-Purpose": "prefetch;prerender" });
    await visit(node, "/en/sellers", ip, { Purpose: "prefetch" });
    // fetch always sends an Accept: the request without one is written by hand.
    const { host } = new URL(node.url);
    const bare = await rawRequest(
      node,
      ["GET /en/sellers HTTP/1.1", `Host: ${host}`, `User-Agent: ${desktop}`, `X-Forwarded-For: ${ip}`, "Connection: close", "", ""].join("\r\n"),
    );
    expect(bare.status).toBe(200);
    expect(await visit(node, "/en/sellers", ip, {}, "HEAD")).toBe(200);
    for (const path of ["/favicon.ico", "/api/content", "/admin-login", "/healthz", "/sitemap.xml", "/robots.txt", "/en/no-such-page"])
      await visit(node, path, ip);
    // One real view after them all: once it is counted, everything before it has been flushed too.
    await visit(node, "/en/about-us", ip);
    const current = await reportWhen((r) => pageRow(r, "/en/about-us") !== undefined);
    expect(current.totals.views).toBe(before + 1);
    expect(pageRow(current, "/en/sellers")).toBeUndefined();
    expect(current.pages.map((row) => row.page).every((page) => page === "/" || page === "/en" || /^(\/en)?\/[a-z-]+$/.test(page))).toBe(true);
  });

  it("does not count an administrator's ?preview=1 of a page, signed in", async () => {
    const ip = "198.51.100.21";
    const preview = await visit(node, "/en/service-agreement?preview=1", ip, { Cookie: cookie });
    expect(preview).toBe(200);
    await visit(node, "/en/accessibility", ip);
    const current = await reportWhen((r) => pageRow(r, "/en/accessibility") !== undefined);
    expect(pageRow(current, "/en/accessibility")?.views).toBe(1);
    expect(pageRow(current, "/en/service-agreement")).toBeUndefined();
  });

  it("keys each visitor's hash with a secret the database does not hold: the day's salt alone does not give it back", async () => {
    const ip = "198.51.100.22";
    await visit(node, "/en/privacy-policy", ip);
    await reportWhen((r) => pageRow(r, "/en/privacy-policy") !== undefined);
    const { salt } = await queryRow<{ salt: string }>(node, "select salt from analytics_salts where day = ?", today);
    const hashes = (await queryRows<{ hash: string }>(node, "select distinct hash from analytics_visitors where day = ?", today)).map(
      (row) => row.hash,
    );
    const input = `${salt}\u0000${ip}\u0000${desktop}`;
    // What a copy of the database could compute for every IP address: no row holds it.
    expect(hashes).not.toContain(createHash("sha256").update(input).digest("base64url").slice(0, 22));
    // The HMAC under a key derived from SESSION_SECRET (HKDF, "analytics"), which only the server knows.
    const key = Buffer.from(hkdfSync("sha256", testSessionSecret, "mahami-analytics", "analytics v1", 32));
    expect(hashes).toContain(createHmac("sha256", key).update(input).digest("base64url").slice(0, 22));
  });

  it("sets no cookie on any public page", () => {
    expect(publicCookies).toEqual([]);
  });
});

describe("conversions", () => {
  it("counts a stored contact message, a confirmed newsletter sign-up and each store's download on the page they started on", async () => {
    const origin = node.url;
    const sent = await postForm(
      node,
      "/en/contact",
      { name: "Analytics Tester", email: "reader@example.com", subject: "Hello", message: "A message long enough to be accepted by the form." },
      { Referer: `${origin}/en/contact`, "X-Forwarded-For": "203.0.113.2" },
    );
    expect(sent.status).toBe(303);
    for (const [userAgent, referer] of [
      [iphone, `${origin}/en/parents`],
      [android, `${origin}/teachers`],
      [android, `${origin}/teachers`],
    ]) {
      const download = await request(node, "/download", { headers: { "User-Agent": userAgent, Referer: referer } });
      expect(download.status).toBe(302);
    }
    const crawler = await request(node, "/download", { headers: { "User-Agent": "Googlebot/2.1", Referer: `${origin}/teachers` } });
    expect(crawler.status).toBe(302);

    const signUp = await postForm(
      node,
      "/en/newsletter",
      { email: "analytics-reader@example.com", redirectTo: "/en/teachers" },
      { "X-Forwarded-For": "203.0.113.3" },
    );
    expect(signUp.status).toBe(303);
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes("analytics-reader@example.com"));
    const link = /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail.text ?? "")![0];
    const path = new URL(link).pathname + new URL(link).search;
    expect(path).toContain("from=%2Fen%2Fteachers");
    expect((await postForm(node, path, {})).status).toBe(200);

    const current = await reportWhen((r) => r.totals.conversions >= 5);
    expect(current.conversions).toEqual(
      expect.arrayContaining([
        { kind: "contact", page: "/en/contact", count: 1 },
        { kind: "appStore", page: "/en/parents", count: 1 },
        { kind: "googlePlay", page: "/teachers", count: 2 },
        { kind: "newsletter", page: "/en/teachers", count: 1 },
      ]),
    );
    expect(current.totals.conversions).toBe(5);
    // Conversion rate per page: conversions started there ÷ its visitors.
    expect(pageRow(current, "/teachers")).toMatchObject({ conversions: 2, conversionRate: 1 });
  });
});

describe("GET /api/admin/analytics", () => {
  it("refuses a malformed, reversed or over-two-years range with a 400 in the request's language", async () => {
    for (const query of ["from=2026-13-01&to=2026-12-01", "from=yesterday&to=2026-12-01", "to=2026-12-01", "from=2026-02-30&to=2026-03-01"]) {
      const answer = await api(node, "GET", `/api/admin/analytics?${query}`, { cookie });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Dates must be written as YYYY-MM-DD, e.g. 2026-11-27.");
    }
    const reversed = await api(node, "GET", "/api/admin/analytics?from=2026-12-02&to=2026-12-01", { cookie });
    expect([reversed.status, reversed.body.message]).toEqual([400, "The start date must not come after the end date."]);
    const long = await api(node, "GET", "/api/admin/analytics?from=2024-01-01&to=2026-01-02", { cookie });
    expect([long.status, long.body.message]).toEqual([400, "The period can be at most two years."]);
    const arabic = await request(node, "/api/admin/analytics?from=2026-12-02&to=2026-12-01", {
      headers: { Cookie: `${cookie}; mahami-language=ar` },
    });
    expect(arabic.status).toBe(400);
    expect((await arabic.json()).message).toBe("يجب ألا يأتي تاريخ البداية بعد تاريخ النهاية.");
    expect((await api(node, "GET", `/api/admin/analytics?from=${today}&to=${today}`)).status).toBe(401);
  });

  it("exports the same counts as a CSV with a byte-order mark and inert formula cells", async () => {
    await visit(node, "/en/parents?utm_source=-cmd", "198.51.100.30", { Referer: "https://=cmd.example/" });
    const response = await request(node, `/api/admin/analytics.csv?from=${today}&to=${today}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("section,name,views,visitors,conversions\r\n")).toBe(true);
    expect(text).toContain('"day","' + today + '"');
    expect(text).toContain('"page","/en/parents"');
    expect(text).toContain('"conversion:googlePlay","/teachers","","","2"');
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });
});

describe("the dashboard tab", () => {
  it("draws the chart on the server with its title, description and table, in both languages", async () => {
    const english = await request(node, "/admin-dashboard/analytics?days=7", { headers: { Cookie: `${cookie}; mahami-language=en` } });
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain("<desc");
    expect(html).toContain("Views and visitors per day");
    expect(html).toContain('aria-current="page"');
    expect(html).toContain(`/api/admin/analytics.csv?from=`);
    const arabic = await (await request(node, "/admin-dashboard/analytics?days=90", { headers: { Cookie: `${cookie}; mahami-language=ar` } })).text();
    expect(arabic).toContain("المشاهدات والزوّار في كل يوم");
    expect(arabic).toMatch(/<svg[^>]*direction="rtl"/);
    // The period's two dates, each isolated so it never reads backwards inside the sentence.
    expect(html).toMatch(/<bdi>[^<]+<\/bdi> to <bdi>[^<]+<\/bdi> \(Qatar time\)/);
    expect(arabic).toMatch(/من <bdi>[^<]+<\/bdi> إلى <bdi>[^<]+<\/bdi> \(بتوقيت قطر\)/);
  });
});

describe("privacy", () => {
  it("keeps no IP address or user agent in any table after a day of traffic", async () => {
    const tables =
      testDialect === "postgres"
        ? (
            await queryRows<{ name: string }>(node, "select table_name as name from information_schema.tables where table_schema = current_schema()")
          ).map((row) => row.name)
        : (await queryRows<{ name: string }>(node, "select name from sqlite_master where type = 'table'")).map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(["analytics_daily", "analytics_visitors", "analytics_salts"]));
    for (const table of tables) {
      const dump = JSON.stringify(await queryRows(node, `select * from "${table}"`));
      expect(dump, table).not.toContain("198.51.100.");
      expect(dump, table).not.toContain("AnalyticsVisitor");
      expect(dump, table).not.toContain("Googlebot");
    }
  });
});

describe("days and nodes", () => {
  it("adds the counts of two nodes on one database, a client seen on both counted once", async () => {
    const second = await startServer(env());
    try {
      await visit(node, "/privacy-policy", "198.51.100.40");
      await visit(second, "/privacy-policy", "198.51.100.40");
      await visit(second, "/privacy-policy", "198.51.100.41");
      const current = await reportWhen(
        (r) => (pageRow(r, "/privacy-policy")?.views ?? 0) >= 3 && (pageRow(r, "/privacy-policy")?.visitors ?? 0) >= 2,
        second,
      );
      expect(pageRow(current, "/privacy-policy")).toMatchObject({ views: 3, visitors: 2 });
    } finally {
      await second.stop();
    }
  });

  it("flushes at SIGTERM, then counts the same client as a new visitor the next day and deletes the past day's salt and hashes", async () => {
    await visit(node, "/en/terms-of-service", "198.51.100.50");
    expect(await node.stop()).toBe(0);
    // No flush interval went by: the view reached the database with the stop.
    expect(
      await queryRow(node, `select views from analytics_daily where day = ? and dimension = 'page' and value = '/en/terms-of-service'`, today),
    ).toEqual({ views: 1 });
    node = await startServer(env({ ANALYTICS_CLOCK_OFFSET_MS: String(day) }));
    cookie = await signIn(node, "203.0.113.4");
    await visit(node, "/en/terms-of-service", "198.51.100.50");
    const next = await reportWhen((r) => r.totals.visitors >= 1, node, tomorrow, tomorrow);
    expect(next.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(await queryRows(node, "select day from analytics_salts where day < ?", tomorrow)).toEqual([]);
    expect(await queryRows(node, "select day from analytics_visitors where day < ?", tomorrow)).toEqual([]);
    // The closed day keeps its counts.
    const past = await report(node, today, today);
    expect(pageRow(past, "/en/terms-of-service")).toMatchObject({ views: 1, visitors: 1 });
    expect(past.totals.visitors).toBeGreaterThanOrEqual(7);
  });
});
