import { request as httpRequest } from "node:http";
import SQLite from "better-sqlite3";

/*
 * What `npm run bench` measures the dashboard with (tests/bench/throughput.ts, tests/bench/newsletter.ts):
 * a GET timed on the wire, the data at scale, and the views, each to answer in ≤ 50 ms (docs/decisions/0020-measured-performance-budgets.md).
 */

/** One GET as sent on the wire (no decompression), with its time. */
export function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers as Record<string, string>,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** The value below which `share` of the sorted times lie. */
export function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** 10,000 content items over the dashboard's pages, 100,000 messages (a tenth of them unread) and 500 campaign pages (the bench's SQLite file). */
export function seedDashboard(server: { databaseUrl: string }) {
  const pages = ["home", "parents", "sellers", "teachers", "about", "contact", "common", "privacy", "terms", "service"];
  const database = new SQLite(server.databaseUrl);
  try {
    database.pragma("busy_timeout = 5000");
    const existing = Number((database.prepare("select count(*) as count from content_items").get() as { count: number }).count);
    const item = database.prepare(
      "insert into content_items (key, type, valueAr, valueEn, category, page, description) values (?, 'text', ?, ?, ?, ?, '')",
    );
    const message = database.prepare(
      "insert into contact_messages (fullName, email, phone, subject, message, isRead, createdAt) values (?, ?, '', ?, ?, ?, ?)",
    );
    // 500 campaign pages of three blocks each (the Pages tab's figure, docs/decisions/0065-pages-tab.md).
    const campaign = database.prepare(`insert into pages (slug, "titleAr", "titleEn", blocks, "createdAt", "updatedAt") values (?, ?, ?, ?, ?, ?)`);
    const blocks = JSON.stringify(
      ["hero", "richText", "quote"].map((type, index) => ({
        id: `b-${index}`,
        type,
        text: {
          ar: { title: "عنوان", text: "نص", markdown: "نص", name: "اسم" },
          en: { title: "Title", text: "Text", markdown: "Text", name: "Name" },
        },
      })),
    );
    database.transaction(() => {
      for (let index = 0; index < 500; index++) {
        const at = new Date(Date.parse("2026-06-01T00:00:00Z") + index * 3_600_000).toISOString();
        campaign.run(`campaign-${index}`, `حملة ${index}`, `Campaign ${index}`, blocks, at, at);
      }
      for (let index = existing; index < 10_000; index++) {
        item.run(`bench.item.${index}`, `نص تجريبي ${index}`, `Sample text ${index}`, `bench${index % 7}`, pages[index % pages.length]);
      }
      const start = Date.parse("2026-01-01T00:00:00Z");
      for (let index = 0; index < 100_000; index++) {
        const at = new Date(start + index * 60_000).toISOString();
        message.run(
          `Parent ${index}`,
          `parent${index}@example.com`,
          "Rewards",
          `A question about rewards, number ${index}.`,
          index % 10 === 0 ? 0 : 1,
          at,
        );
      }
    })();
    database.pragma("optimize");
  } finally {
    database.close();
  }
}

/** The dashboard's views, timed signed in: every tab at scale, a long page's slices, the messages' deep pages. */
export const dashboardViews = [
  "/admin-dashboard",
  "/admin-dashboard?open=home",
  "/admin-dashboard?open=home&slice=5",
  "/admin-dashboard?missing=1",
  "/admin-dashboard?status=stale",
  "/admin-dashboard/header-footer",
  "/admin-dashboard/messages",
  "/admin-dashboard/messages?filter=unread",
  "/admin-dashboard/messages?page=4000",
  "/admin-dashboard/team",
  "/admin-dashboard/users",
  "/admin-dashboard/faq",
  "/admin-dashboard/pages",
  "/admin-dashboard/pages?page=20",
  "/api/admin/contacts?page=1&pageSize=50",
];
