import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { signIn, uploadImage, type UploadedImage } from "../support/http";
import { png } from "../support/images";

/**
 * The Pages tab's image and icon pickers in Chromium (docs/decisions/0065-pages-tab.md): their
 * choices are drawn only once a field is opened. Without JavaScript, "Show the choices" saves the
 * form and comes back with the field open, its radio choices ticked and saved; with JavaScript the
 * list opens in place and filters as one types, and typing then clicking another tab asks first.
 */
const { server, signedIn } = useServerAndBrowser();
const field = (path: string) => `[id="field-${path}"]`;
let photos: UploadedImage[];

async function stored(slug: string) {
  const row = await queryRow<{ blocks: string }>(server, "select blocks from pages where slug = ?", slug);
  return JSON.parse(row.blocks) as { type: string; image?: string; cards?: { icon: string }[] }[];
}

async function newPageWith(page: Page, slug: string, types: string[]) {
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Arabic title").fill("صفحة الاختيار");
  await page.getByRole("button", { name: "Create the page" }).click();
  await expectToast(page, "The page is created");
  for (const type of types) {
    await page.getByLabel("Block type").selectOption(type);
    await page.getByRole("button", { name: "Add the block" }).click();
    await expectToast(page, "The block is added.");
  }
}

beforeAll(async () => {
  const cookie = await signIn(server);
  photos = [
    await uploadImage(server, cookie, await png(60, 40), {
      name: "national-day.png",
      type: "image/png",
      altAr: "اليوم الوطني",
      altEn: "National day",
    }),
    await uploadImage(server, cookie, await png(40, 60), { name: "school-bag.png", type: "image/png", altAr: "حقيبة المدرسة", altEn: "School bag" }),
  ];
});

describe("without JavaScript, in English", () => {
  it("opens an icon's and an image's choices by a post that keeps what was typed, and saves the ticked ones", async () => {
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard/pages", failOnConsoleErrors: false });
    await newPageWith(page, "pickers-plain", ["cards", "quote"]);
    // Not one copy of the catalogue or the library in the page until a field asks for it.
    expect(await page.locator('input[type="radio"]').count()).toBe(0);
    await page.locator(field("blocks.0.text.en.title")).fill("Why families choose us");
    await page.locator(`${field("blocks.0.cards.0.icon")} summary`).click();
    await page.getByRole("button", { name: "Show the choices" }).click();
    await expectToast(page, "The page is saved.");
    expect(new URL(page.url()).searchParams.get("pick")).toBe("blocks.0.cards.0.icon");
    expect(await page.locator(field("blocks.0.text.en.title")).inputValue()).toBe("Why families choose us");
    expect(await page.locator('input[name="blocks.0.cards.0.icon"]:checked').getAttribute("value")).toBe("Star");
    await page.locator('input[name="blocks.0.cards.0.icon"][value="Trophy"]').check();

    await page.locator(`${field("blocks.1.image")} summary`).click();
    await page.getByRole("button", { name: "Show the choices" }).click();
    await expectToast(page, "The page is saved.");
    expect((await stored("pickers-plain"))[0].cards?.[0].icon).toBe("Trophy");
    await page.locator(`input[name="blocks.1.image"][value="${photos[1].url}"]`).check();
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expectToast(page, "The page is saved.");
    expect((await stored("pickers-plain")).map((one) => one.image ?? one.cards?.[0].icon)).toEqual(["Trophy", photos[1].url]);
    await page
      .locator(`${field("blocks.1.image")} [data-testid="picker-chosen"]`)
      .getByText("school-bag.png")
      .waitFor();
    await close();
  });
});

describe("with JavaScript, in Arabic", () => {
  it("opens the choices in place, filters them as one types, saves the choice, and asks before a tab drops what was typed", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard/pages" });
    await page.getByLabel("رابط الصفحة").fill("pickers-live");
    await page.getByLabel("العنوان الرئيسي بالعربية").fill("اختيار مباشر");
    await page.getByRole("button", { name: "إنشاء الصفحة" }).click();
    await page.getByRole("heading", { name: "صفحة: pickers-live" }).waitFor();
    for (const type of ["cards", "quote"]) {
      const before = await page.getByTestId("page-block").count();
      await page.getByLabel("نوع القسم").selectOption(type);
      await page.getByRole("button", { name: "إضافة القسم" }).click();
      await page.getByTestId("page-block").nth(before).waitFor();
    }
    const address = page.url();
    await page.locator(`${field("blocks.0.cards.0.icon")} summary`).click();
    await page.locator('[id="field-blocks.0.cards.0.icon-find"]').fill("med");
    const medal = page.locator('input[name="blocks.0.cards.0.icon"][value="Medal"]');
    await expect.poll(() => medal.isVisible()).toBe(true);
    expect(await page.locator('input[name="blocks.0.cards.0.icon"][value="Trophy"]').isVisible()).toBe(false);
    // The ticked icon stays in sight whatever the search.
    expect(await page.locator('input[name="blocks.0.cards.0.icon"][value="Star"]').isVisible()).toBe(true);
    // Enter in the search box filters; it does not post the form (which would close the list).
    await page.locator('[id="field-blocks.0.cards.0.icon-find"]').press("Enter");
    await page.waitForTimeout(300);
    expect(await page.locator('[id="field-blocks.0.cards.0.icon-find"]').inputValue()).toBe("med");
    await medal.check();
    expect(page.url()).toBe(address);

    await page.locator(`${field("blocks.1.image")} summary`).click();
    await page.getByLabel("ابحث في المكتبة باسم الملف أو النص البديل").fill("الوطني");
    const nationalDay = page.locator(`input[name="blocks.1.image"][value="${photos[0].url}"]`);
    await expect.poll(() => nationalDay.isVisible()).toBe(true);
    expect(await page.locator(`input[name="blocks.1.image"][value="${photos[1].url}"]`).isVisible()).toBe(false);
    await nationalDay.check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "حفظ", exact: true }).first().click();
    await expectToast(page, "حُفظت الصفحة.");
    await expect.poll(async () => (await stored("pickers-live")).map((one) => one.image ?? one.cards?.[0].icon)).toEqual(["Medal", photos[0].url]);

    await page.locator(field("blocks.0.text.ar.title")).fill("لماذا تختارنا العائلات");
    await page.getByRole("navigation", { name: "أقسام لوحة التحكم" }).getByRole("link", { name: "الفريق", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "لديك تغييرات لم تُحفظ" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "البقاء في الصفحة" }).click();
    expect(await page.locator(field("blocks.0.text.ar.title")).inputValue()).toBe("لماذا تختارنا العائلات");
    await close();
  });
});
