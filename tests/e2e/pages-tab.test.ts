import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow, queryRows } from "../support/database";
import { request } from "../support/http";

/**
 * The Pages tab in Chromium (docs/decisions/0065-pages-tab.md): without JavaScript, in Arabic — a
 * reserved address refused keeping what was typed, a page created, blocks added, written side by
 * side, moved and removed after a confirm, Arabic published while English still lacks words (listed
 * as links to the fields); with JavaScript on a phone, in English — the same editor with no
 * horizontal scroll and axe clean.
 */
const { server, signedIn, openPage } = useServerAndBrowser();

const field = (path: string) => `[id="field-${path}"]`;

async function storedBlocks(slug: string) {
  const row = await queryRow<{ blocks: string }>(server, `select blocks from pages where slug = ?`, slug);
  return JSON.parse(row.blocks) as { type: string; text: Record<string, Record<string, unknown>> }[];
}

describe("without JavaScript, in Arabic", () => {
  it("creates a page, adds, writes, moves and removes blocks, and publishes Arabic alone", async () => {
    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard/pages", failOnConsoleErrors: false });
    await page.getByRole("navigation").getByRole("link", { name: "الصفحات" }).first().waitFor();
    await page.getByText("لا توجد صفحات بعد.", { exact: false }).waitFor();

    await page.getByLabel("رابط الصفحة").fill("parents");
    await page.getByLabel("العنوان الرئيسي بالعربية").fill("رمضان معنا");
    await page.getByRole("button", { name: "إنشاء الصفحة" }).click();
    await page.getByText("هذا العنوان محجوز لصفحة من صفحات الموقع. اختر عنواناً آخر.").waitFor();
    expect(await page.getByLabel("العنوان الرئيسي بالعربية").inputValue()).toBe("رمضان معنا");
    expect(await page.getByLabel("رابط الصفحة").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("رابط الصفحة").fill("ramadan-2027");
    await page.getByRole("button", { name: "إنشاء الصفحة" }).click();
    await expectToast(page, "أُنشئت الصفحة");
    await page.getByRole("heading", { name: "صفحة: ramadan-2027" }).waitFor();

    await page.getByLabel("نوع القسم").selectOption("hero");
    await page.getByRole("button", { name: "إضافة القسم" }).click();
    await expectToast(page, "أُضيف القسم.");
    await page.locator(field("blocks.0.text.ar.title")).fill("أهلاً رمضان");
    await page.getByLabel("نوع القسم").selectOption("richText");
    await page.getByRole("button", { name: "إضافة القسم" }).click();
    await expectToast(page, "أُضيف القسم.");
    // What was typed in the first block before adding the second is kept.
    expect(await page.locator(field("blocks.0.text.ar.title")).inputValue()).toBe("أهلاً رمضان");
    expect(await page.locator(field("blocks.0.text.ar.title")).getAttribute("dir")).toBe("rtl");
    expect(await page.locator(field("blocks.0.text.en.title")).getAttribute("dir")).toBe("ltr");
    await page.locator(field("blocks.1.text.ar.markdown")).fill("## عروض الشهر\n\nكل يوم عرض جديد.");

    await page.getByRole("button", { name: "نقل إلى الأعلى: 2. نص" }).click();
    await expectToast(page, "نُقل القسم.");
    expect((await storedBlocks("ramadan-2027")).map((one) => one.type)).toEqual(["richText", "hero"]);
    expect((await storedBlocks("ramadan-2027"))[0].text.ar.markdown).toBe("## عروض الشهر\n\nكل يوم عرض جديد.");

    await page.getByRole("button", { name: "حفظ ونشر بالإنجليزية" }).click();
    await expectToast(page, "حُفظت الصفحة الإنجليزية ولم تُنشر");
    const missing = page.getByTestId("publish-en");
    await missing.getByRole("link", { name: "1. نص: النص", exact: false }).waitFor();
    expect(await missing.getByRole("link").first().getAttribute("href")).toMatch(/^#field-/);

    await page.getByRole("button", { name: "حفظ ونشر بالعربية" }).click();
    await expectToast(page, "نُشرت الصفحة العربية.");
    await page.getByTestId("publish-ar").getByText("منشورة").waitFor();
    expect((await request(server, "/ramadan-2027")).status).toBe(200);
    expect((await request(server, "/en/ramadan-2027")).status).toBe(404);

    await page.getByRole("button", { name: "إزالة: 2. القسم الافتتاحي" }).click();
    await page.getByText("هل تريد إزالة هذا القسم من الصفحة؟").waitFor();
    await page.getByRole("button", { name: "نعم، أزله: 2. القسم الافتتاحي" }).click();
    await expectToast(page, "أُزيل القسم.");
    expect((await storedBlocks("ramadan-2027")).map((one) => one.type)).toEqual(["richText"]);

    await page.getByRole("link", { name: "كل الصفحات", exact: false }).click();
    const row = page.getByTestId("page-row").filter({ hasText: "/ramadan-2027" });
    await row.getByText("العربية: منشورة").waitFor();
    await row.getByText("الإنجليزية: مسودة لم تُنشر", { exact: false }).waitFor();
    await close();
  });
});

describe("with JavaScript, in Arabic", () => {
  it("shows the list and an editor with every block type without axe violations", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard/pages" });
    await page.getByLabel("رابط الصفحة").fill("every-block");
    await page.getByLabel("العنوان الرئيسي بالعربية").fill("كل الأقسام");
    await page.getByRole("button", { name: "إنشاء الصفحة" }).click();
    await page.getByRole("heading", { name: "صفحة: every-block" }).waitFor();
    for (const type of ["hero", "richText", "cards", "cta", "faq", "quote", "download", "contactForm", "newsletter"]) {
      const before = await page.getByTestId("page-block").count();
      await page.getByLabel("نوع القسم").selectOption(type);
      await page.getByRole("button", { name: "إضافة القسم" }).click();
      await page.getByTestId("page-block").nth(before).waitFor();
    }
    // An image block and a figures block need a choice first: shown, not saved yet.
    await page.getByLabel("نوع القسم").selectOption("stats");
    await page.getByRole("button", { name: "إضافة القسم" }).click();
    await page.getByText("القسم الجديد في الأسفل. أكمل حقوله ثم احفظ الصفحة.").waitFor();
    await page.locator(field("blocks.9.items.0.value")).fill("+120");
    await page.getByRole("button", { name: "حفظ", exact: true }).first().click();
    await expectToast(page, "حُفظت الصفحة.");
    expect((await storedBlocks("every-block")).map((one) => one.type)).toEqual([
      "hero",
      "richText",
      "cards",
      "cta",
      "faq",
      "quote",
      "download",
      "contactForm",
      "newsletter",
      "stats",
    ]);
    await expectNoAxeViolations(page);

    // Keyboard reordering: the handle and the arrow keys, announced, the focus kept on the handle.
    const firstTypes = async () => (await storedBlocks("every-block")).slice(0, 3).map((one) => one.type);
    await page.getByRole("button", { name: "نقل القسم: 2. نص" }).focus();
    await page.keyboard.press("ArrowUp");
    await page.getByTestId("move-announcement").filter({ hasText: "نُقل قسم «نص» إلى الموضع 1 من 10." }).waitFor();
    await expect.poll(firstTypes, { timeout: 15_000 }).toEqual(["richText", "hero", "cards"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("نقل القسم: 1. نص");
    // Dragging a block's handle onto another block.
    // (Drag events as the browser sends them, dispatched in the page: Playwright's mouse drag does not start an HTML drag from a button.)
    await page.evaluate(() => {
      const handle = document.querySelector('[aria-label="نقل القسم: 1. نص"]')!;
      const target = document.querySelectorAll('[data-testid="page-block"]')[2];
      const dataTransfer = new DataTransfer();
      handle.dispatchEvent(new DragEvent("dragstart", { bubbles: true, dataTransfer }));
      target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer }));
      target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer }));
    });
    await expect.poll(firstTypes, { timeout: 15_000 }).toEqual(["hero", "cards", "richText"]);
    await page.goto("/admin-dashboard/pages");
    await page.getByTestId("page-row").filter({ hasText: "/every-block" }).waitFor();
    await expectNoAxeViolations(page);
    await close();
  });
});

describe("with JavaScript, on a phone, in English", () => {
  it("edits a page with no horizontal scroll and no axe violations, and keeps a refused entry", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/pages");
    await page.getByRole("heading", { name: "New page" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel("Address").fill("Back To School");
    await page.getByLabel("English title").fill("Back to school");
    await page.getByRole("button", { name: "Create the page" }).click();
    await page.getByText("Use small English letters and digits, words joined by single dashes").waitFor();
    expect(await page.getByLabel("English title").inputValue()).toBe("Back to school");
    await page.getByLabel("Address").fill("back-to-school");
    await page.getByRole("button", { name: "Create the page" }).click();
    await expectToast(page, "The page is created");
    await page.getByRole("heading", { name: "Page: back-to-school" }).waitFor();

    await page.getByLabel("Block type").selectOption("cta");
    await page.getByRole("button", { name: "Add the block" }).click();
    await expectToast(page, "The block is added.");
    await page.locator(field("blocks.0.text.en.title")).fill("Ready for the new year?");
    await page.locator(field("blocks.0.link.type")).selectOption("external");
    await page.locator(field("blocks.0.link.url")).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await page.getByTestId("page-errors").waitFor();
    expect(await page.locator(field("blocks.0.text.en.title")).inputValue()).toBe("Ready for the new year?");
    expect(await page.locator(field("blocks.0.link.url")).getAttribute("aria-invalid")).toBe("true");

    await page.locator(field("blocks.0.link.url")).fill("https://example.com/school");
    await page.getByRole("button", { name: "Duplicate: 1. Call to action" }).click();
    await expectToast(page, "The block is duplicated.");
    const blocks = await storedBlocks("back-to-school");
    expect(blocks.map((one) => one.type)).toEqual(["cta", "cta"]);
    expect(blocks[1].text.en.title).toBe("Ready for the new year?");

    // The title's counter warns past 60 characters as it is typed.
    await page.getByLabel("English title").fill("Back to school with Mahami: everything your children need this year");
    await page.getByText("Search results cut a title past 60 characters.").waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    expect(await queryRows(server, `select c."pageId" from page_copies c join pages p on p.id = c."pageId" where p.slug = 'back-to-school'`)).toEqual(
      [],
    );
    await close();
  });
});
