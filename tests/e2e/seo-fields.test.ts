import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { publicHtml, request } from "../support/http";

/**
 * A page's SEO in the content tab and on the public site (docs/decisions/0063-share-images-and-structured-data.md):
 * the title and description counted against what search results show, the preview of the search
 * result and of the shared card, noindex per language; with JavaScript on and off, in both
 * languages, on a phone; and on the public page one JSON-LD block that no CSP rule reports.
 */
const { server, openPage, signedIn } = useServerAndBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const metaContent = (html: string, attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The CSP violations a page reported, gathered from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

describe("the public page's structured data and share image in the browser", () => {
  it.each(["/parents", "/en/contact"])("%s holds one JSON-LD graph, reports no CSP violation, and its share image loads", async (path) => {
    const { page, close } = await openPage(phone);
    await recordViolations(page);
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const graph = JSON.parse(blocks[0]) as { "@graph": { "@type": string }[] };
    expect(graph["@graph"].map((node) => node["@type"])).toContain("WebPage");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const loaded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image!);
    expect(loaded).toEqual([1200, 630]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await close(); // fails on any console error, a CSP report among them
  });
});

describe("SEO fields in the content tab", () => {
  it("counts the Arabic title as it is typed, warns past 60 characters, and the published title moves the share image (JavaScript on, phone)", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard?open=about" });
    await page.setViewportSize(phone.viewport);
    const preview = page.getByTestId("seo-preview");
    await preview.waitFor();
    const card = preview.locator('[data-seo-language="ar"]');
    await expect.poll(() => card.getByTestId("search-result").textContent()).toContain("مهامي | من نحن");
    expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await expectNoAxeViolations(page);

    const before = metaContent(await publicHtml(server, "/about-us"), "property", "og:image");
    // The item's editor by its address: the about page's items run over several slices.
    const { id } = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, "about.meta.title");
    await page.goto(`/admin-dashboard?edit=${id}#item-${id}`);
    const row = page.locator('[data-key="about.meta.title"]');
    const field = row.getByLabel("القيمة بالعربية");
    const long = "مهامي | من نحن: قصة تطبيق قطري يعلّم الأطفال المسؤولية وإدارة المال";
    await field.fill(long);
    const counter = row.locator(`[id$="-length"]`).first();
    await expect.poll(() => counter.textContent()).toContain(`${[...long].length} حرفاً من 60`);
    expect(await counter.textContent()).toContain("تقتطع نتائج البحث العنوان بعد 60 حرفاً.");
    await field.fill("مهامي | قصتنا");
    await expect.poll(() => counter.textContent()).not.toContain("تقتطع");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    const after = await publicHtml(server, "/about-us");
    expect(metaContent(after, "property", "og:title")).toBe("مهامي | قصتنا");
    expect(metaContent(after, "property", "og:image")).not.toBe(before);
    expect((await request(server, new URL(metaContent(after, "property", "og:image")!).pathname)).status).toBe(200);
    await close();
  });

  it("counts the stored description and hides the English page from search engines with a checkbox (JavaScript off, English, phone)", async () => {
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard?open=contact" });
    await page.setViewportSize(phone.viewport);
    const english = page.getByTestId("seo-preview").locator('[data-seo-language="en"]');
    await english.getByTestId("search-result").waitFor();
    await openSection(page, "contact", "meta");
    const description = page.locator('[data-key="contact.meta.description"]');
    await description.getByRole("link", { name: "Edit: contact.meta.description" }).click();
    await page.waitForURL(/edit=/);
    const stored = await description.getByLabel("English value").inputValue();
    expect(await description.locator(`[id$="-length"]`).last().textContent()).toContain(`${[...stored].length} characters of 160`);

    await openSection(page, "contact", "meta");
    const noindex = page.locator('[data-key="contact.meta.noindex"]');
    await noindex.getByRole("link", { name: "Edit: contact.meta.noindex" }).click();
    await page.waitForURL(/edit=/);
    await noindex.getByLabel("Hide the English page from search engines").check();
    await noindex.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Content updated");
    expect(metaContent(await publicHtml(server, "/en/contact"), "name", "robots")).toBe("noindex");
    expect(metaContent(await publicHtml(server, "/contact"), "name", "robots")).toBeUndefined();
    await page.goto("/admin-dashboard?open=contact");
    await page.getByTestId("seo-preview").locator('[data-seo-language="en"]').getByText("Hidden from search engines").waitFor();
    await close();
  });
});
