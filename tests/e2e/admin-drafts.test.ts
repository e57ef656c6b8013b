import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { publicHtml } from "../support/http";

/**
 * Drafts, preview and translation status in Chromium (docs/decisions/0026-drafts-preview-translation-status.md):
 * the content tab and the preview banner, with JavaScript off (Arabic) and on (English).
 */
const { server, signedIn } = useServerAndBrowser();

async function draftOf(key: string) {
  return queryRow<{ valueAr: string; valueEn: string } | undefined>(
    server,
    `select d."valueAr", d."valueEn" from content_drafts d join content_items i on i.id = d."contentItemId" where i.key = ?`,
    key,
  );
}

async function editItem(page: Page, key: string, editLabel: string) {
  const row = page.locator(`[data-key="${key}"]`);
  await row.getByRole("link", { name: `${editLabel}: ${key}` }).click();
  await page.waitForURL(/edit=/);
  return row;
}

describe("drafts without JavaScript, in Arabic", () => {
  it("saves a draft from the content tab, previews it, discards it, then publishes another from the banner", async () => {
    const { page, close } = await signedIn(false, "ar");
    await page.goto("/admin-dashboard");
    await openSection(page, "home", "hero");
    let row = await editItem(page, "home.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("مسودة شارة الرئيسية");
    await row.getByRole("button", { name: "حفظ كمسودة" }).click();
    await expectToast(page, "تم حفظ المسودة");
    row = page.locator('[data-key="home.hero.badge"]');
    await row.getByText("مسودة لم تُنشر بعد").waitFor();
    await page.locator('[data-page="home"] > h3').getByText("مسودة واحدة").waitFor();
    expect(await draftOf("home.hero.badge")).toMatchObject({ valueAr: "مسودة شارة الرئيسية" });
    expect(await publicHtml(server, "/")).not.toContain("مسودة شارة الرئيسية");

    await page.getByRole("link", { name: "معاينة هذه الصفحة مع مسوداتها" }).click();
    await page.waitForURL(/\/\?preview=1$/);
    const banner = page.getByRole("region", { name: "المعاينة" });
    await banner.getByText("مسودة واحدة في هذه الصفحة").waitFor();
    await page.getByText("مسودة شارة الرئيسية").waitFor();

    await banner.getByRole("link", { name: "الخروج من المعاينة" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    expect(await page.getByText("مسودة شارة الرئيسية").count()).toBe(0);

    await page.goto("/?preview=1");
    await banner.getByRole("button", { name: "حذف مسودات هذه الصفحة" }).click();
    await page.waitForURL(/\/\?preview=1$/);
    await banner.getByText("حُذفت مسودة واحدة").waitFor();
    expect(await page.getByText("مسودة شارة الرئيسية").count()).toBe(0);
    expect(await draftOf("home.hero.badge")).toBeUndefined();

    await page.goto("/admin-dashboard?open=home");
    await openSection(page, "home", "hero");
    row = await editItem(page, "home.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("شارة منشورة من المعاينة");
    await row.getByRole("button", { name: "حفظ كمسودة" }).click();
    await expectToast(page, "تم حفظ المسودة");
    await page.goto("/?preview=1");
    await banner.getByRole("button", { name: "نشر مسودات هذه الصفحة" }).click();
    await banner.getByText("نُشرت مسودة واحدة").waitFor();
    expect(await publicHtml(server, "/")).toContain("شارة منشورة من المعاينة");
    await close();
  });

  it("filters the items whose translation is out of date, with counts per page", async () => {
    const { page, close } = await signedIn(false, "ar");
    await page.goto("/admin-dashboard?open=parents");
    await openSection(page, "parents", "hero");
    const row = await editItem(page, "parents.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("شارة أولياء الأمور بعد التعديل");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    await page.locator('[data-key="parents.hero.badge"]').getByText("القيمة الإنجليزية أقدم من العربية").waitFor();
    await page.locator('[data-page="parents"] > h3').getByText("ترجمة واحدة تحتاج إلى تحديث").waitFor();

    // The home page's badge was published from the banner above in Arabic only: outdated too.
    await page.getByRole("link", { name: "تحتاج إلى تحديث (2)" }).click();
    await page.waitForURL(/status=stale/);
    await page.getByText("تُعرض الآن العناصر التي أصبحت ترجمتها أقدم من اللغة الأخرى فقط.").waitFor();
    expect(await page.locator("li[data-key]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-key")))).toEqual([
      "home.hero.badge",
      "parents.hero.badge",
    ]);
    await close();
  });
});

describe("drafts with JavaScript, in English", () => {
  it("has no axe violations in Arabic either: the outdated filter, an item's draft, and the preview banner", async () => {
    const { page, close } = await signedIn(true, "ar");
    await page.goto("/admin-dashboard?status=stale");
    await page.getByText("تُعرض الآن العناصر التي أصبحت ترجمتها أقدم من اللغة الأخرى فقط.").waitFor();
    await expectNoAxeViolations(page);
    await page.goto("/admin-dashboard?open=contact");
    await openSection(page, "contact", "hero");
    const row = await editItem(page, "contact.hero.title", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("عنوان مسودة صفحة التواصل");
    await row.getByRole("button", { name: "حفظ كمسودة" }).click();
    await expectToast(page, "تم حفظ المسودة");
    await page.locator('[data-key="contact.hero.title"]').getByText("مسودة لم تُنشر بعد").waitFor();
    await expectNoAxeViolations(page);
    await page.goto("/contact?preview=1");
    await page.getByRole("region", { name: "المعاينة" }).getByText("مسودة واحدة في هذه الصفحة").waitFor();
    await expectNoAxeViolations(page);
    await close();
  });

  it("saves drafts, publishes one page's from the tab and another's from the banner", async () => {
    const { page, close } = await signedIn(true, "en");
    await page.goto("/admin-dashboard?open=sellers");
    await openSection(page, "sellers", "hero");
    let row = await editItem(page, "sellers.hero.badge", "Edit");
    await row.getByLabel("English value").fill("Draft sellers badge");
    await row.getByRole("button", { name: "Save as draft" }).click();
    await expectToast(page, "Draft saved");
    await page.locator('[data-key="sellers.hero.badge"]').getByText("Draft, not published yet").waitFor();
    await page.locator('[data-page="sellers"] > h3').getByText("1 draft").waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("group", { name: "Publish this page's drafts: Sellers" }).getByRole("button", { name: "Publish both" }).click();
    await expectToast(page, "1 draft published");
    expect(await publicHtml(server, "/en/sellers")).toContain("Draft sellers badge");
    expect(await draftOf("sellers.hero.badge")).toBeUndefined();

    await page.goto("/admin-dashboard?open=teachers");
    await openSection(page, "teachers", "hero");
    row = await editItem(page, "teachers.hero.badge", "Edit");
    await row.getByLabel("English value").fill("Draft teachers badge");
    await row.getByRole("button", { name: "Save as draft" }).click();
    await expectToast(page, "Draft saved");
    // Every draft at once is published after its review (tests/e2e/publish-all.test.ts).
    await page.getByRole("link", { name: /^Publish (all drafts \(\d+\)|the only draft \(1\))$/ }).waitFor();

    await page.goto("/en/teachers?preview=1");
    const banner = page.getByRole("region", { name: "Preview" });
    await banner.getByText("1 draft on this page").waitFor();
    await page.getByText("Draft teachers badge").first().waitFor();
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: "Publish this page's drafts" }).click();
    await banner.getByText("1 draft published").waitFor();
    expect(await publicHtml(server, "/en/teachers")).toContain("Draft teachers badge");
    await banner.getByRole("link", { name: "Exit preview" }).click();
    await page.waitForURL((url) => url.pathname === "/en/teachers" && url.search === "");
    expect(await page.getByRole("region", { name: "Preview" }).count()).toBe(0);
    await close();
  });

  it("discards an item's draft from its row", async () => {
    const { page, close } = await signedIn(true, "en");
    await page.goto("/admin-dashboard?open=about");
    await openSection(page, "about", "hero");
    const row = await editItem(page, "about.hero.badge", "Edit");
    await row.getByLabel("English value").fill("Draft to discard");
    await row.getByRole("button", { name: "Save as draft" }).click();
    await expectToast(page, "Draft saved");
    await page.locator('[data-key="about.hero.badge"]').getByRole("button", { name: "Discard draft: about.hero.badge" }).click();
    await expectToast(page, "Draft discarded");
    expect(await page.locator('[data-key="about.hero.badge"]').getByText("Draft to discard").count()).toBe(0);
    expect(await draftOf("about.hero.badge")).toBeUndefined();
    await close();
  });
});
