import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, useServerAndBrowser } from "../support/browser";
import { mediaCount, queryRow } from "../support/database";
import { png, realisticPhoto } from "../support/images";
import { defaultCopy } from "../support/site";

/**
 * Uploading an image in place (docs/decisions/0027-media-library.md) from the header's logo form and
 * from an image content item's editor, in Chromium with JavaScript off and on, in Arabic and English:
 * a refused file keeps what was typed and says why; a real image is saved, shown in the form, and
 * the public pages render its library address with srcset, size and alt text.
 */
const { server, openPage, signedIn } = useServerAndBrowser();

const words = {
  ar: {
    headerForm: "إعدادات رأس الموقع",
    logoAddress: "رابط صورة الشعار",
    upload: "أو ارفع صورة جديدة",
    large: "كبير",
    buttonTextAr: "نص زر التحميل (بالعربية)",
    buttonTextEn: "نص زر التحميل (بالإنجليزية)",
    saveHeader: "حفظ إعدادات الرأس",
    headerSaved: "تم حفظ إعدادات رأس الموقع",
    edit: "تعديل",
    typeLink: "أو اكتب رابط الصورة بنفسك",
    arabicValue: "القيمة بالعربية",
    englishValue: "القيمة بالإنجليزية",
    save: "نشر",
    contentUpdated: "تم تحديث المحتوى",
    notAnImage: "اختر صورة بصيغة JPEG أو PNG أو WebP أو AVIF. لا تُقبل الملفات الأخرى، ومنها SVG.",
    current: "الصورة الحالية",
  },
  en: {
    headerForm: "Header settings",
    logoAddress: "Logo image link",
    upload: "Or upload a new image",
    large: "Large",
    buttonTextAr: "Download button text (Arabic)",
    buttonTextEn: "Download button text (English)",
    saveHeader: "Save header",
    headerSaved: "Header settings saved",
    edit: "Edit",
    typeLink: "Or type the image’s link",
    arabicValue: "Arabic value",
    englishValue: "English value",
    save: "Publish",
    contentUpdated: "Content updated",
    notAnImage: "Choose a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.",
    current: "Current image",
  },
};

const cases = [
  { javaScriptEnabled: false, locale: "ar" },
  { javaScriptEnabled: true, locale: "ar" },
  { javaScriptEnabled: false, locale: "en" },
  { javaScriptEnabled: true, locale: "en" },
] as const;

/*
 * Each surface with JavaScript on and off and in both languages, the four pairs split between
 * them (the upload route, its 415 and the stored files are the same for both; tests/http/media.test.ts
 * covers every shape of upload): two browser runs each instead of four.
 */
const logoCases = [cases[1], cases[2]];
const heroCases = [cases[0], cases[3]];

/** A text file renamed .png: the bytes decide, so it is refused with 415. */
const renamedText = { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("meeting notes, not a logo at all ".repeat(20)) };

/** A refused upload answers 415 with the form: Chromium logs that status, checked in each test. */
const refusalsLogged = { failOnConsoleErrors: false };

/** The library image the current-image preview of a form or row shows (its narrowest copy). */
async function expectCurrentImage(scope: Locator, url: string, caption: string) {
  const current = scope.getByTestId("media-current");
  await current.getByText(caption).waitFor();
  expect(await current.locator("img").getAttribute("src")).toBe(url.replace(/\.\w+$/, "-320.webp"));
  await expect.poll(() => current.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
}

interface Expected {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** An <img> of a public page as a visitor's browser shows it: the library address, its srcset and size, loaded. */
async function expectLibraryImage(image: Locator, { url, width, height, alt }: Expected) {
  const stem = url.replace(/\.\w+$/, "");
  expect(await image.getAttribute("src")).toBe(url);
  expect(await image.getAttribute("srcset")).toMatch(new RegExp(`^${stem}-320\\.webp 320w, ${stem}-640\\.webp 640w, .*${url} ${width}w$`));
  expect(await image.getAttribute("sizes")).toBeTruthy();
  // Its <picture> offers the AVIF copies first: Chromium takes one of them (or the original, the widest).
  const avif = image.locator("xpath=preceding-sibling::source[@type='image/avif']");
  expect(await avif.getAttribute("srcset")).toMatch(new RegExp(`^${stem}-320\\.avif 320w, ${stem}-640\\.avif 640w, .*${url} ${width}w$`));
  expect(await image.getAttribute("width")).toBe(String(width));
  expect(await image.getAttribute("height")).toBe(String(height));
  expect(await image.getAttribute("alt")).toBe(alt);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
    new RegExp(`^${stem}(-\\d+\\.avif|\\.\\w+)$`),
  );
}

/** `/` and `/en` in a visitor's browser (no session, no language cookie), with the case's JavaScript setting. */
async function onPublicPages(javaScriptEnabled: boolean, check: (page: Page, locale: "ar" | "en") => Promise<void>) {
  const { page, close } = await openPage({ javaScriptEnabled });
  for (const [path, locale] of [
    ["/", "ar"],
    ["/en", "en"],
  ] as const) {
    await page.goto(path);
    await check(page, locale);
  }
  await close();
}

describe.each(logoCases)("the header's logo uploaded in place (JavaScript $javaScriptEnabled, $locale)", ({ javaScriptEnabled, locale }) => {
  const text = words[locale];
  const typed = { ar: `حمّل تطبيق مهامي ${locale}`, en: `Get the Mahami app ${locale} ${javaScriptEnabled}` };

  it("keeps the typed fields and says why a text file renamed .png is refused, then saves a real PNG shown in the form and on / and /en", async () => {
    const { page, consoleErrors, close } = await signedIn(javaScriptEnabled, locale, refusalsLogged);
    await page.goto("/admin-dashboard/header-footer");
    const form = page.getByRole("region", { name: text.headerForm });
    const before = await queryRow<{ logoUrl: string }>(server, `select "logoUrl" from header_settings`);
    const storedBefore = await mediaCount(server);

    await form.getByLabel(text.buttonTextAr).fill(typed.ar);
    await form.getByLabel(text.buttonTextEn).fill(typed.en);
    await form.getByLabel(text.large, { exact: true }).check();
    await form.getByLabel(text.upload).setInputFiles(renamedText);
    await form.getByRole("button", { name: text.saveHeader }).click();
    await form.getByText(text.notAnImage).waitFor();
    expect(await form.getByLabel(text.buttonTextAr).inputValue()).toBe(typed.ar);
    expect(await form.getByLabel(text.buttonTextEn).inputValue()).toBe(typed.en);
    expect(await form.getByLabel(text.large, { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel(text.logoAddress).inputValue()).toBe(before.logoUrl);
    expect(await queryRow(server, `select "logoUrl" from header_settings`)).toEqual(before);
    expect(await mediaCount(server)).toBe(storedBefore);
    expect(consoleErrors).toEqual([expect.stringContaining("415")]);

    await form.getByLabel(text.upload).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png(800, 240) });
    await form.getByRole("button", { name: text.saveHeader }).click();
    await expectToast(page, text.headerSaved);
    const saved = await queryRow<{ logoUrl: string; logoSize: string; buttonTextAr: string; buttonTextEn: string }>(
      server,
      `select "logoUrl", "logoSize", "buttonTextAr", "buttonTextEn" from header_settings`,
    );
    expect(saved).toMatchObject({ logoSize: "large", buttonTextAr: typed.ar, buttonTextEn: typed.en });
    expect(saved.logoUrl).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/);
    expect(await mediaCount(server)).toBe(storedBefore + 1);
    expect(await queryRow(server, `select "altAr", "altEn" from media order by id desc limit 1`)).toEqual({ altAr: "مهامي", altEn: "Mahami" });

    // The form now shows the new logo: its address, its preview and its library choice ticked.
    await expect.poll(() => form.getByLabel(text.logoAddress).inputValue()).toBe(saved.logoUrl);
    await expectCurrentImage(form, saved.logoUrl, text.current);
    expect(await form.locator(`input[name="libraryUrl"][value="${saved.logoUrl}"]`).isChecked()).toBe(true);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // The file field is empty again: saving once more stores no second copy and keeps the logo.
    expect(await form.getByLabel(text.upload).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    const { updatedAt } = await queryRow<{ updatedAt: string }>(server, `select "updatedAt" from header_settings`);
    await form.getByRole("button", { name: text.saveHeader }).click();
    await expect
      .poll(async () => (await queryRow<{ updatedAt: string }>(server, `select "updatedAt" from header_settings`)).updatedAt)
      .not.toBe(updatedAt);
    await expectToast(page, text.headerSaved);
    expect(await mediaCount(server)).toBe(storedBefore + 1);
    expect(await queryRow(server, `select "logoUrl" from header_settings`)).toEqual({ logoUrl: saved.logoUrl });
    await close();
    expect(consoleErrors).toHaveLength(1);

    await onPublicPages(javaScriptEnabled, async (publicPage, pageLocale) => {
      const logo = publicPage.locator("header img").first();
      await expectLibraryImage(logo, { url: saved.logoUrl, width: 800, height: 240, alt: pageLocale === "ar" ? "مهامي" : "Mahami" });
      await publicPage.locator("header").getByText(typed[pageLocale]).first().waitFor({ state: "attached" });
    });
  });
});

describe.each(heroCases)("the home hero image uploaded in place (JavaScript $javaScriptEnabled, $locale)", ({ javaScriptEnabled, locale }) => {
  const text = words[locale];
  const typedAddress = `/images/typed-${locale}-${javaScriptEnabled}.png`;

  it("keeps the typed values and says why a text file renamed .png is refused, then saves a photo shown in the row and on / and /en", async () => {
    const { page, consoleErrors, close } = await signedIn(javaScriptEnabled, locale, refusalsLogged);
    await page.goto("/admin-dashboard");
    await openSection(page, "home", "hero");
    const row = page.locator('[data-key="home.hero.image"]');
    await row.getByRole("link", { name: `${text.edit}: home.hero.image` }).click();
    await page.waitForURL(/edit=/);
    // A typed link is folded away under the picker once the image comes from the library (an earlier case saved one).
    const typed = row.locator("details", { has: page.getByText(text.typeLink) });
    if ((await typed.getAttribute("open")) === null) await typed.locator("summary").click();
    const before = await queryRow<{ valueAr: string; valueEn: string }>(
      server,
      `select "valueAr", "valueEn" from content_items where key = 'home.hero.image'`,
    );
    const storedBefore = await mediaCount(server);

    await row.getByLabel(text.arabicValue).fill(typedAddress);
    await row.getByLabel(text.englishValue).fill(typedAddress);
    await row.getByLabel(text.upload).setInputFiles(renamedText);
    await row.getByRole("button", { name: text.save, exact: true }).click();
    await row.getByText(text.notAnImage).waitFor();
    expect(await row.getByLabel(text.arabicValue).inputValue()).toBe(typedAddress);
    expect(await row.getByLabel(text.englishValue).inputValue()).toBe(typedAddress);
    expect(await queryRow(server, `select "valueAr", "valueEn" from content_items where key = 'home.hero.image'`)).toEqual(before);
    expect(await mediaCount(server)).toBe(storedBefore);
    expect(consoleErrors).toEqual([expect.stringContaining("415")]);

    const photo = await realisticPhoto(
      1400,
      1050,
      cases.findIndex((other) => other.locale === locale && other.javaScriptEnabled === javaScriptEnabled) + 1,
    );
    await row.getByLabel(text.upload).setInputFiles({ name: "children.jpg", mimeType: "image/jpeg", buffer: photo });
    await row.getByRole("button", { name: text.save, exact: true }).click();
    await expectToast(page, text.contentUpdated);
    const saved = await queryRow<{ valueAr: string; valueEn: string }>(
      server,
      `select "valueAr", "valueEn" from content_items where key = 'home.hero.image'`,
    );
    expect(saved.valueEn).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(saved.valueAr).toBe(saved.valueEn);
    expect(await mediaCount(server)).toBe(storedBefore + 1);

    // The row shows the new image and its address.
    await row.getByText(saved.valueEn).first().waitFor();
    await expectCurrentImage(row, saved.valueEn, text.current);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await close();
    expect(consoleErrors).toHaveLength(1);

    await onPublicPages(javaScriptEnabled, async (publicPage, pageLocale) => {
      // Uploaded in place, the image has no alt text of its own: the page's hero alt text stays.
      const alt = defaultCopy(pageLocale, "home.hero.image_alt");
      const hero = publicPage.locator("#hero").getByRole("img", { name: alt, exact: true });
      await expectLibraryImage(hero, { url: saved.valueEn, width: 1400, height: 1050, alt });
      expect(await hero.getAttribute("fetchpriority")).toBe("high");
      expect(await hero.getAttribute("loading")).toBeNull();
    });
  });
});
