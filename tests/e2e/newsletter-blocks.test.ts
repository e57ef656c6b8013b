import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { api, signIn, uploadImage, type UploadedImage } from "../support/http";
import { png } from "../support/images";

/**
 * An edition's blocks in the Newsletter editions tab, in Chromium (docs/decisions/0064-newsletters.md,
 * the Pages tab's block fields of docs/decisions/0065-pages-tab.md): without JavaScript, in Arabic — a
 * cards block added and written in both languages, an icon and an image picked from their lists
 * ("show the choices" posts the form), moved, duplicated and removed after a confirm, the preview
 * showing them; with JavaScript, in English — the pickers filter as one types, choosing and saving;
 * typing then clicking another tab asks first; on a phone, in Arabic — nothing overflows sideways.
 */
const { server, signedIn } = useServerAndBrowser();
const field = (path: string) => `[id="field-${path}"]`;
const phone = { width: 390, height: 844 };
let cookie: string;
let photos: UploadedImage[];

async function newEdition(subjectAr: string, blocks: unknown[] = []) {
  const created = await api(server, "POST", "/api/admin/newsletters", {
    cookie,
    body: { subjectAr, subjectEn: `${subjectAr} (en)`, preheaderAr: "", preheaderEn: "", blocks },
  });
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

async function stored(id: number) {
  const row = await queryRow<{ blocks: string }>(server, "select blocks from newsletter_editions where id = ?", id);
  return JSON.parse(row.blocks) as { type: string; image?: string; cards?: { icon: string }[]; text: Record<string, Record<string, unknown>> }[];
}

/**
 * Console errors of the page itself: Playwright runs its own script in every frame, which the preview's
 * script-less sandbox refuses and Chromium reports (microsoft/playwright#33343); the page runs none there.
 */
const ownErrors = (errors: string[]) =>
  errors.filter(
    (error) => !/^Blocked script execution in '[^']*\/preview\/(ar|en)\?version=\d+' because the document's frame is sandboxed/.test(error),
  );

/** The preview frame's email, as the browser drew it. */
const previewOf = (page: Page, language: "ar" | "en") => page.frameLocator(`[data-testid="preview-${language}"]`).locator("body");

/** Whether the page scrolls sideways. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  cookie = await signIn(server);
  photos = [
    await uploadImage(server, cookie, await png(60, 40), {
      name: "eid-lanterns.png",
      type: "image/png",
      altAr: "فوانيس العيد",
      altEn: "Eid lanterns",
    }),
    await uploadImage(server, cookie, await png(40, 60), { name: "school-bag.png", type: "image/png", altAr: "حقيبة المدرسة", altEn: "School bag" }),
  ];
});

describe("without JavaScript, in Arabic", () => {
  it("adds a cards block, writes it in both languages, picks an icon and an image, moves, duplicates and removes, and previews them", async () => {
    const id = await newEdition("نشرة العيد");
    const { page, close } = await signedIn(false, "ar", { path: `/admin-dashboard/newsletters/${id}`, failOnConsoleErrors: false });
    await page.getByText("لا أقسام في هذا العدد بعد.", { exact: false }).waitFor();
    // The email's types only: no hero, no FAQ.
    const types = await page
      .getByLabel("نوع القسم")
      .locator("option")
      .evaluateAll((options) => options.map((one) => (one as HTMLOptionElement).value));
    expect(types).toEqual(["richText", "image", "cta", "cards", "stats", "quote"]);

    await page.getByLabel("نوع القسم").selectOption("cards");
    await page.getByRole("button", { name: "إضافة القسم" }).click();
    await expectToast(page, "أُضيف القسم.");
    await page.locator(field("blocks.0.text.ar.title")).fill("هدايا العيد");
    await page.locator(field("blocks.0.text.en.title")).fill("Eid gifts");
    await page.locator(field("blocks.0.text.ar.cards.0.title")).fill("فانوس مضيء");
    await page.locator(field("blocks.0.text.en.cards.0.title")).fill("A glowing lantern");
    expect(await page.locator(field("blocks.0.text.ar.title")).getAttribute("dir")).toBe("rtl");
    expect(await page.locator(field("blocks.0.text.en.title")).getAttribute("dir")).toBe("ltr");

    // The icon's choices are not in the page until asked for: "show the choices" saves what was typed and opens them.
    expect(await page.locator('input[type="radio"][name="blocks.0.cards.0.icon"]').count()).toBe(0);
    await page.locator(`${field("blocks.0.cards.0.icon")} summary`).click();
    await page.getByRole("button", { name: "اعرض الخيارات" }).click();
    await expectToast(page, "حُفظ العدد");
    expect(await page.locator(field("blocks.0.text.en.cards.0.title")).inputValue()).toBe("A glowing lantern");
    await page.locator('input[name="blocks.0.cards.0.icon"][value="Gift"]').check();

    // An image block needs its image: shown, not saved, until one is picked from the library.
    await page.getByLabel("نوع القسم").selectOption("image");
    await page.getByRole("button", { name: "إضافة القسم" }).click();
    await page.getByText("القسم الجديد في الأسفل. أكمل حقوله ثم احفظ العدد.").waitFor();
    expect((await stored(id)).map((one) => one.type)).toEqual(["cards"]);
    await page.locator(`${field("blocks.1.image")} summary`).click();
    await page.getByRole("button", { name: "اعرض الخيارات" }).click();
    await page.locator(`input[name="blocks.1.image"][value="${photos[0].url}"]`).check();
    await page.locator(field("blocks.1.text.ar.caption")).fill("فوانيس العيد في البيت");
    await page.getByRole("button", { name: "احفظ", exact: true }).click();
    await expectToast(page, "حُفظ العدد");
    expect((await stored(id)).map((one) => [one.type, one.image ?? one.cards?.[0].icon])).toEqual([
      ["cards", "Gift"],
      ["image", photos[0].url],
    ]);

    await page.getByRole("button", { name: "نقل إلى الأعلى: 2. صورة" }).click();
    await expectToast(page, "نُقل القسم.");
    await page.getByRole("button", { name: "نسخ: 2. بطاقات" }).click();
    await expectToast(page, "نُسخ القسم.");
    expect((await stored(id)).map((one) => one.type)).toEqual(["image", "cards", "cards"]);
    await page.getByRole("button", { name: "إزالة: 3. بطاقات" }).click();
    await page.getByText("هل تريد إزالة هذا القسم من العدد؟").waitFor();
    await page.getByRole("button", { name: "نعم، أزله: 3. بطاقات" }).click();
    await expectToast(page, "أُزيل القسم.");
    const blocks = await stored(id);
    expect(blocks.map((one) => one.type)).toEqual(["image", "cards"]);
    expect(blocks[1].text.ar.cards).toEqual([{ title: "فانوس مضيء", text: "" }]);

    const arabic = previewOf(page, "ar");
    expect(await arabic.innerText()).toContain("هدايا العيد");
    expect(await arabic.innerText()).toContain("فانوس مضيء");
    // The picked photo is drawn from this site, and the email's own inline styles apply (its frame is not under the dashboard's policy).
    const photo = arabic.locator(`img[src$="${photos[0].url.split("/").at(-1)}"]`);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await arabic.evaluate((body) => getComputedStyle(body).paddingTop)).toBe("24px");
    expect(await previewOf(page, "en").innerText()).toContain("A glowing lantern");
    await close();
  });
});

describe("with JavaScript, in English", () => {
  it("filters the image and icon choices as one types, saves the choice, and asks before a tab drops what was typed", async () => {
    const id = await newEdition("نشرة المدارس", [
      { type: "image", image: photos[0].url, text: { ar: { caption: "" }, en: { caption: "" } } },
      { type: "cards", cards: [{ icon: "Star" }], text: { ar: { title: "العودة" }, en: { title: "Back to school" } } },
    ]);
    const { page, close, consoleErrors } = await signedIn(true, "en", { path: `/admin-dashboard/newsletters/${id}`, failOnConsoleErrors: false });
    await page.getByRole("heading", { name: "Blocks (2)" }).waitFor();

    await page.locator(`${field("blocks.0.image")} summary`).click();
    const find = page.getByLabel("Search the library by file name or alt text");
    await find.fill("bag");
    const schoolBag = page.locator(`input[name="blocks.0.image"][value="${photos[1].url}"]`);
    await expect.poll(() => schoolBag.isVisible()).toBe(true);
    await schoolBag.check();
    // The ticked image stays listed; the other ones not matching are hidden.
    await find.fill("lantern");
    await expect.poll(() => schoolBag.isVisible()).toBe(true);
    await find.fill("nothing-like-this");
    await expect.poll(() => page.locator(`input[name="blocks.0.image"][value="${photos[0].url}"]`).isVisible()).toBe(false);

    await page.locator(`${field("blocks.1.cards.0.icon")} summary`).click();
    await page.locator(`[id="field-blocks.1.cards.0.icon-find"]`).fill("rock");
    const rocket = page.locator('input[name="blocks.1.cards.0.icon"][value="Rocket"]');
    await expect.poll(() => rocket.isVisible()).toBe(true);
    expect(await page.locator('input[name="blocks.1.cards.0.icon"][value="Heart"]').isVisible()).toBe(false);
    await rocket.check();
    await page
      .locator(`${field("blocks.1.cards.0.icon")} [data-testid="picker-chosen"]`)
      .getByText("Rocket")
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expectToast(page, "Edition saved");
    await expect.poll(async () => (await stored(id)).map((one) => one.image ?? one.cards?.[0].icon)).toEqual([photos[1].url, "Rocket"]);

    // Typing, then another tab: the dashboard asks first.
    await page.locator(field("blocks.1.text.en.title")).fill("Back to school, soon");
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Team", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "You have unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    expect(await page.locator(field("blocks.1.text.en.title")).inputValue()).toBe("Back to school, soon");
    expect(ownErrors(consoleErrors)).toEqual([]);
    await close();
  });
});

describe("with JavaScript, on a phone, in Arabic", () => {
  it("lays the blocks and their open pickers out without sideways scrolling", async () => {
    const id = await newEdition("نشرة الهاتف", [
      { type: "cards", cards: [{ icon: "Star" }, { icon: "Heart" }], text: { ar: { title: "بطاقات" }, en: { title: "Cards" } } },
      { type: "image", image: photos[1].url, text: { ar: { caption: "حقيبة" }, en: { caption: "Bag" } } },
      {
        type: "cta",
        link: { type: "external", url: "https://mahami.app" },
        text: { ar: { title: "حمّل", button: "حمّل" }, en: { title: "Get it", button: "Get" } },
      },
    ]);
    const { page, close, consoleErrors } = await signedIn(true, "ar", { path: `/admin-dashboard/newsletters/${id}`, failOnConsoleErrors: false });
    await page.setViewportSize(phone);
    await page.getByRole("heading", { name: "الأقسام (3)" }).waitFor();
    await page.locator(`${field("blocks.0.cards.0.icon")} summary`).click();
    await page.locator(`${field("blocks.1.image")} summary`).click();
    await page.locator('input[name="blocks.0.cards.0.icon"][value="Star"]').waitFor();
    expect(await overflows(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(ownErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
