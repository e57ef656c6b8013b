import { beforeAll, describe, expect, it } from "vitest";
import { createCampaignPage } from "../support/campaign";
import { api, publicHtml, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * A campaign page as visitors get it (docs/decisions/0060-campaign-pages.md): every block type in
 * its language, HTML and CSS only, the rich text's Markdown subset with raw HTML shown as text and
 * unsafe links refused, canonical and hreflang for the published languages, `noindex`, the sitemap,
 * the page store (a 304, a new page after a publish), the preview of the working copy, and the
 * fixed pages never shadowed.
 */
const server = useServer();
let admin: string;

beforeAll(async () => {
  admin = await signIn(server);
});

let pageId: number;

beforeAll(async () => {
  ({ id: pageId } = await createCampaignPage(server, admin));
});

describe("a published campaign page", () => {
  it("shows every block type in Arabic, right to left, without the English-only block", async () => {
    const html = await publicHtml(server, "/national-day-2027");
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    for (const words of [
      "اليوم الوطني",
      "نحتفل معاً",
      "شارك",
      "قصتنا",
      "مزايا",
      "نص ثالث",
      "صورة الحملة",
      "لا تفوّت العرض",
      "اطلب الآن",
      "أسئلة الحملة",
      "بالأرقام",
      "2,500",
      "أحبّ أطفالي التطبيق",
      "نورة",
      "حمّل مهامي",
      "راسل فريق الحملة",
      "تابع جديدنا",
    ]) {
      expect(html, words).toContain(words);
    }
    expect(html).not.toContain("English only paragraph");
    expect(html).not.toContain("National Day");
    // The hero's buttons: a block of this page, a fixed page in Arabic.
    expect(html).toContain('href="#join"');
    expect(html).toContain('id="join"');
    expect(html).toContain('href="/parents"');
    expect(html.match(/data-testid="card"/g)).toHaveLength(3);
    expect(html.match(/data-testid="stat"/g)).toHaveLength(2);
    expect(html).toContain('data-testid="faq-item"');
    expect(html.match(/data-testid="store-badge"/g)!.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<form [^>]*action="\/contact" method="post"/);
    expect(html).toMatch(/<form [^>]*action="\/newsletter" method="post"/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it("shows the English page left to right with its own words, the English-only block and internal links under /en", async () => {
    const html = await publicHtml(server, "/en/national-day-2027");
    expect(html).toMatch(/dir="ltr"/);
    for (const words of [
      "National Day",
      "Join in",
      "Our story",
      "Perks",
      "Third",
      "The campaign picture",
      "Order now",
      "In numbers",
      "Noura",
      "Get Mahami",
      "Follow our news",
      "English only paragraph",
    ]) {
      expect(html, words).toContain(words);
    }
    expect(html).toContain('href="/en/parents"');
    expect(html).toMatch(/<form [^>]*action="\/en\/contact" method="post"/);
    expect(html).not.toContain("نحتفل معاً");
  });

  it("renders the Markdown subset, shows raw HTML as text and refuses javascript: and data: links", async () => {
    const html = await publicHtml(server, "/national-day-2027");
    expect(html).toMatch(/<h2[^>]*>قصتنا<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>البداية<\/h3>/);
    expect(html).toContain("<strong>عريض</strong>");
    expect(html).toContain("<em>مائل</em>");
    expect(html).toMatch(/<a href="https:\/\/example.com\/a"[^>]*>رابط آمن<\/a>/);
    expect(html).toMatch(/<ul[^>]*><li>أول<\/li><li>ثانٍ<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>واحد<\/li><li>اثنان<\/li><\/ol>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain("خطر");
    const english = await publicHtml(server, "/en/national-day-2027");
    expect(english).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(english).toContain("<em>italic</em>");
  });

  it("is HTML and CSS only: no script files, no hydration data", async () => {
    const html = await publicHtml(server, "/national-day-2027");
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
  });

  it("has a share image of its own per language, drawn from its title, and one JSON-LD graph of what it shows (docs/decisions/0063-share-images-and-structured-data.md)", async () => {
    const arabic = await publicHtml(server, "/national-day-2027");
    const english = await publicHtml(server, "/en/national-day-2027");
    const imageOf = (html: string) => html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const [arabicImage, englishImage] = [imageOf(arabic), imageOf(english)];
    expect(arabicImage).toMatch(/\/share\/[^/]+\.jpg$/);
    expect(englishImage).toMatch(/\/share\/[^/]+\.jpg$/);
    expect(arabicImage).not.toBe(englishImage);
    expect(arabic).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const jpeg = await request(server, new URL(arabicImage!).pathname);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.headers.get("cache-control")).toContain("immutable");
    expect([...new Uint8Array(await jpeg.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);

    const scripts = [...arabic.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const graph = JSON.parse(scripts[0][1])["@graph"] as { "@type": string; [key: string]: unknown }[];
    expect(graph.map((node) => node["@type"])).toEqual(
      expect.arrayContaining(["Organization", "WebSite", "WebPage", "BreadcrumbList", "MobileApplication", "FAQPage"]),
    );
    expect(graph.find((node) => node["@type"] === "WebPage")).toMatchObject({ inLanguage: "ar", name: "اليوم الوطني" });
  });

  it("names its canonical address and the other language while both are published; only itself after one is unpublished; noindex on request and out of the sitemap", async () => {
    const both = await publicHtml(server, "/en/national-day-2027");
    expect(both).toMatch(/<link rel="canonical" href="[^"]*\/en\/national-day-2027"/);
    expect(both).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]*\/national-day-2027"/i);
    expect(both).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/national-day-2027"/i);
    // The language switch leads to the other language's page while it is published, else to its home.
    expect(both).toContain('href="/national-day-2027?lng=ar"');
    let sitemap = await publicHtml(server, "/sitemap.xml");
    expect(sitemap).toContain("/national-day-2027</loc>");
    expect(sitemap).toContain("/en/national-day-2027</loc>");

    await api(server, "POST", `/api/admin/pages/${pageId}/unpublish`, { cookie: admin, body: { languages: ["en"] } });
    const arabicOnly = await publicHtml(server, "/national-day-2027");
    expect(arabicOnly).toMatch(/<link rel="canonical" href="[^"]*\/national-day-2027"/);
    expect(arabicOnly).not.toMatch(/<link rel="alternate" hreflang=/i);
    expect(arabicOnly).toContain('href="/en?lng=en"');
    expect(arabicOnly).not.toContain('href="/en/national-day-2027?lng=en"');
    sitemap = await publicHtml(server, "/sitemap.xml");
    expect(sitemap).toContain("/national-day-2027</loc>");
    expect(sitemap).not.toContain("/en/national-day-2027</loc>");
    expect((await request(server, "/en/national-day-2027")).status).toBe(410);

    await api(server, "PATCH", `/api/admin/pages/${pageId}`, { cookie: admin, body: { noindex: true } });
    expect(await publicHtml(server, "/national-day-2027")).toMatch(/<meta name="robots" content="noindex"/);
    expect(await publicHtml(server, "/sitemap.xml")).not.toContain("national-day-2027");
    await api(server, "PATCH", `/api/admin/pages/${pageId}`, { cookie: admin, body: { noindex: false } });
    await api(server, "POST", `/api/admin/pages/${pageId}/publish`, { cookie: admin, body: { languages: ["en"] } });
    expect((await request(server, "/en/national-day-2027")).status).toBe(200);
  });

  it("is stored: an ETag and 304, and the new words at once after a publish", async () => {
    const first = await request(server, "/national-day-2027");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await request(server, "/national-day-2027", { headers: { "If-None-Match": etag! } })).status).toBe(304);
    await api(server, "PATCH", `/api/admin/pages/${pageId}`, { cookie: admin, body: { titleAr: "اليوم الوطني ٢٠٢٧" } });
    expect(await publicHtml(server, "/national-day-2027")).not.toContain("اليوم الوطني ٢٠٢٧");
    await api(server, "POST", `/api/admin/pages/${pageId}/publish`, { cookie: admin, body: { languages: ["ar"] } });
    const after = await request(server, "/national-day-2027");
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toContain("اليوم الوطني ٢٠٢٧");
  });

  it("shows a signed-in editor the working copy with ?preview=1 (not indexed), and sends anyone else to the plain address", async () => {
    await api(server, "PATCH", `/api/admin/pages/${pageId}`, { cookie: admin, body: { titleEn: "National Day (draft)" } });
    const preview = await request(server, "/en/national-day-2027?preview=1", { headers: { Cookie: admin } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(await preview.text()).toContain("National Day (draft)");
    expect(await publicHtml(server, "/en/national-day-2027")).not.toContain("National Day (draft)");
    const visitor = await request(server, "/en/national-day-2027?preview=1");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/en/national-day-2027");
  });

  it("answers an unknown slug with the site's 404 page, and never shadows a fixed page", async () => {
    const missing = await request(server, "/no-such-campaign");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("404 Page Not Found");
    expect((await request(server, "/en/no-such-campaign")).status).toBe(404);
    expect((await request(server, "/Bad_Slug")).status).toBe(404);
    expect(await publicHtml(server, "/parents")).not.toContain('data-testid="campaign-page"');
    expect((await request(server, "/parents")).status).toBe(200);
    expect((await request(server, "/en/about-us")).status).toBe(200);
    expect((await request(server, "/newsletter")).status).toBe(200);
  });

  it("never takes the dashboard for a campaign page: a signed-in view of /admin-dashboard is not kept for the next visitor", async () => {
    const signedIn = await request(server, "/admin-dashboard", { headers: { Cookie: admin } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-/);
    const anonymous = await request(server, "/admin-dashboard");
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(400);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin/);
  });
});
