import { beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "~/domain/formats";
import { execute, queryRow } from "../support/database";
import { publicHtml, request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";
import { defaultCopy, englishPath } from "../support/site";

/**
 * The legal pages as documents (docs/product.md#legal-pages): each part a section with its id and
 * heading in both languages, a last-updated date computed from the page's items that moves when an
 * administrator edits one (docs/decisions/0048-legal-last-updated.md), and the accessibility
 * statement registered like every public page.
 */
const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

/** Each legal page, its path and the section ids (and so the headings) it must hold. */
const documents = [
  {
    page: "privacy",
    path: "/privacy-policy",
    sections: ["controller", "law", "website", "children", "sharing", "retention", "requests", "breach", "changes"],
  },
  { page: "terms", path: "/terms-of-service", sections: ["wallet", "closing", "marketplace", "refunds", "liability", "law"] },
  { page: "service", path: "/service-agreement", sections: ["parties", "measures", "remedy"] },
  { page: "accessibility", path: "/accessibility", sections: ["scope", "standard", "testing", "limits", "report"] },
] as const;

const locales = ["ar", "en"] as const;
const pathIn = (path: string, locale: "ar" | "en") => (locale === "ar" ? path : englishPath(path));
/** The HTML of React's text, as the page prints it (quotes and ampersands escaped). */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;");
/** The last-updated line's date: its machine-readable instant and the words shown. */
function lastUpdatedOf(html: string) {
  const match = html.match(/data-testid="last-updated"[\s\S]*?<time dateTime="([^"]+)">([^<]+)<\/time>/);
  return match ? { iso: match[1], text: match[2] } : null;
}

describe.each(documents)("$path", ({ page, path, sections }) => {
  it.each(locales)("holds every required section with its heading in %s, and a last-updated date", async (locale) => {
    const html = await publicHtml(server, pathIn(path, locale));
    for (const id of sections) {
      expect(html, id).toContain(`<section id="${id}" aria-labelledby="${id}-title" data-testid="legal-section"`);
      expect(html, id).toContain(`<h2 id="${id}-title" class="card-title text-2xl">${escaped(defaultCopy(locale, `${page}.${id}.title`))}</h2>`);
    }
    const date = lastUpdatedOf(html);
    expect(date, "last updated").not.toBeNull();
    expect(date!.text).toBe(formatDate(date!.iso, locale));
    expect(date!.text).toMatch(locale === "ar" ? /^\d{1,2} [\u0621-\u064A]+ \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(html).toContain(`${escaped(defaultCopy(locale, `${page}.hero.last_updated`))}: <time`);
  });
});

describe("the legal documents' content", () => {
  it("names the laws, the authority, the partner and the prevailing Arabic text without naming a company", async () => {
    const privacy = await publicHtml(server, "/en/privacy-policy");
    expect(privacy).toContain("Law No. 13 of 2016");
    expect(privacy).toContain("competent department");
    expect(privacy).toContain('data-testid="privacy-analytics"');
    // The cookie-free counting sits inside the website section.
    expect(privacy.indexOf('data-testid="privacy-analytics"')).toBeGreaterThan(privacy.indexOf('<section id="website"'));
    expect(privacy.indexOf('data-testid="privacy-analytics"')).toBeLessThan(privacy.indexOf('<section id="children"'));
    const terms = await publicHtml(server, "/terms-of-service");
    expect(terms).toContain("القانون رقم (8) لسنة 2008");
    expect(terms).toContain("شريكنا المرخّص للمدفوعات");
    expect(terms).toContain("يُعتمد النص العربي");
    const service = await publicHtml(server, "/en/service-agreement");
    expect(service).toContain("99.5%");
    expect(service).not.toContain("99.9%");
  });
});

describe("the last-updated date", () => {
  it.each(documents)("$path moves to the day of an edit made through the API, in both languages", async ({ page, path }) => {
    // Every text of the page as if last changed on 10 March 2025 (Qatar time), its SEO description later: it does not count.
    await execute(
      server,
      `update content_items set "valueArUpdatedAt" = ?, "valueEnUpdatedAt" = ? where page = ?`,
      "2025-03-10T08:00:00.000Z",
      "2025-03-09T08:00:00.000Z",
      page,
    );
    await execute(server, `update content_items set "valueEnUpdatedAt" = ? where key = ?`, "2025-06-01T08:00:00.000Z", `${page}.meta.description`);
    expect(lastUpdatedOf(await publicHtml(server, pathIn(path, "ar")))?.text).toBe("10 مارس 2025");
    expect(lastUpdatedOf(await publicHtml(server, pathIn(path, "en")))?.text).toBe("10 March 2025");

    const item = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, `${page}.hero.subtitle`);
    const edited = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueEn: `A subtitle edited on ${page}` } });
    expect(edited.status).toBe(200);
    const today = new Date().toISOString();
    for (const locale of locales) {
      const date = lastUpdatedOf(await publicHtml(server, pathIn(path, locale)));
      expect(date?.text, locale).toBe(formatDate(today, locale));
      expect(Date.parse(date!.iso)).toBe(Date.parse(edited.body.valueEnUpdatedAt));
    }
  });
});

describe("the last-updated label", () => {
  it("keeps an administrator's label but drops a month typed after its colon: the computed date is the only one shown", async () => {
    const item = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, "terms.hero.last_updated");
    const edited = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueAr: "تاريخ آخر مراجعة: نوفمبر 2026" } });
    expect(edited.status).toBe(200);
    const html = await publicHtml(server, "/terms-of-service");
    const line = html.slice(html.indexOf('data-testid="last-updated"'), html.indexOf("</time>", html.indexOf('data-testid="last-updated"')));
    expect(line).toContain("تاريخ آخر مراجعة: <time");
    expect(line).not.toContain("نوفمبر 2026:");
    expect(lastUpdatedOf(html)?.text).toBe(formatDate(edited.body.valueArUpdatedAt, "ar"));
  });
});

describe("/accessibility", () => {
  it("answers 200 in both languages, from the page store (ETag, 304 on revalidation)", async () => {
    for (const path of ["/accessibility", "/en/accessibility"]) {
      const first = await request(server, path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[^"]+"$/);
      const again = await request(server, path, { headers: { "If-None-Match": etag! } });
      expect(again.status, path).toBe(304);
    }
    expect(await publicHtml(server, "/en/accessibility")).toContain("WCAG 2.2");
  });

  it("is in the sitemap with its hreflang alternates", async () => {
    const sitemap = await (await request(server, "/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${server.url}/accessibility</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/en/accessibility</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${server.url}/en/accessibility"`);
  });

  it("is linked from the footer of every page in its language, and named in its head", async () => {
    for (const [path, href, label] of [
      ["/", "/accessibility", defaultCopy("ar", "common.footer.accessibility")],
      ["/en/contact", "/en/accessibility", defaultCopy("en", "common.footer.accessibility")],
    ]) {
      const html = await publicHtml(server, path);
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer, path).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
    }
    const english = await publicHtml(server, "/en/accessibility");
    expect(english).toContain(`<title>${defaultCopy("en", "accessibility.meta.title")}</title>`);
    expect(english).toContain(`<link rel="alternate" hrefLang="ar" href="${server.url}/accessibility"/>`);
  });
});
