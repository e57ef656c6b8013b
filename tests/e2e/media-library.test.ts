import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { mediaCount, queryRow } from "../support/database";
import { photoWithGps, png, svg } from "../support/images";
import { publicHtml } from "../support/http";

/** The media tab (docs/decisions/0027-media-library.md) with JavaScript off and on, in both languages. */
const { server, signedIn } = useServerAndBrowser();

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

describe("the media tab without JavaScript (Arabic)", () => {
  let page: Page;
  let consoleErrors: string[];

  it("is a dashboard tab", async () => {
    // A refused upload answers its status (415) with the form: the browser logs that status, checked below.
    ({ page, consoleErrors } = await signedIn(false, "ar", { failOnConsoleErrors: false, path: "/admin-dashboard/media" }));
    await page.getByRole("navigation", { name: "أقسام لوحة التحكم" }).getByRole("link", { name: "الوسائط" }).waitFor();
    await page.getByRole("heading", { name: "مكتبة الوسائط" }).waitFor();
  });

  it("refuses an SVG with the message beside the field, keeping the typed alt texts", async () => {
    await page.getByLabel("ملف الصورة").setInputFiles(file("logo.svg", "image/svg+xml", svg));
    await page.getByLabel("النص البديل (بالعربية)").fill("شعار مهامي");
    await page.getByLabel("النص البديل (بالإنجليزية)").fill("Mahami logo");
    await page.getByRole("button", { name: "رفع صورة" }).click();
    await page.getByText("اختر صورة بصيغة JPEG أو PNG أو WebP أو AVIF. لا تُقبل الملفات الأخرى، ومنها SVG.").waitFor();
    expect(await page.getByLabel("النص البديل (بالعربية)").inputValue()).toBe("شعار مهامي");
    expect(await page.getByLabel("النص البديل (بالإنجليزية)").inputValue()).toBe("Mahami logo");
    expect(await mediaCount(server)).toBe(0);
    expect(consoleErrors).toEqual([expect.stringContaining("415")]);
  });

  it("uploads a phone photo as a plain form post and lists it with its size and dimensions", async () => {
    await page.getByLabel("ملف الصورة").setInputFiles(file("صورة سارة.jpg", "image/jpeg", await photoWithGps(1600, 1200)));
    await page.getByLabel("النص البديل (بالعربية)").fill("سارة في المكتب");
    await page.getByLabel("النص البديل (بالإنجليزية)").fill("Sara at the office");
    await page.getByRole("button", { name: "رفع صورة" }).click();
    await expectToast(page, "تم رفع الصورة");
    const item = page.getByTestId("media-item").first();
    await item.getByText("1,600 × 1,200 بكسل").waitFor();
    // The name as Chromium sent it (UTF-8), shown as it was.
    expect(await item.getByTestId("media-file-name").textContent()).toBe("صورة سارة.jpg");
    expect(await item.getByTestId("media-uses").textContent()).toBe("غير مستخدمة في الموقع بعد.");
    expect(await queryRow(server, `select mime, width, "altAr" from media`)).toEqual({ mime: "image/jpeg", width: 1600, altAr: "سارة في المكتب" });
  });

  it("edits the alt texts", async () => {
    const item = page.getByTestId("media-item").first();
    await item.getByLabel("النص البديل (بالإنجليزية)").fill("Sara smiling");
    await item.getByRole("button", { name: "حفظ النصوص البديلة" }).click();
    await expectToast(page, "تم حفظ النصوص البديلة");
    expect(await queryRow(server, `select "altEn" from media`)).toEqual({ altEn: "Sara smiling" });
    // Back at the image just saved, not at the top of the tab.
    const { id } = (await queryRow<{ id: number }>(server, "select id from media"))!;
    expect(new URL(page.url()).hash).toBe(`#media-${id}`);
  });

  it("gives a team member the library photo, which /about-us shows with srcset in both languages", async () => {
    await page.goto("/admin-dashboard/team?new=1");
    // A member shows on the About pages once both languages are written (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    await arabic.getByLabel("الاسم").fill("سارة");
    await arabic.getByLabel("المنصب").fill("المؤسسة");
    await english.getByLabel("الاسم").fill("Sara");
    await english.getByLabel("المنصب").fill("Founder");
    // Each library image is named by its file, its alt text in the dashboard's language and its size.
    const sara = page.getByRole("group", { name: "اختر من المكتبة" }).getByRole("radio", { name: /صورة سارة\.jpg.*سارة في المكتب/ });
    expect(await sara.evaluate((radio) => radio.closest("label")?.textContent)).toMatch(/1,600×1,200 · \d+ كيلوبايت/);
    await sara.check();
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تمت إضافة عضو الفريق");
    const { imageUrl } = await queryRow<{ imageUrl: string }>(server, `select "imageUrl" from team_members where name = 'سارة'`);
    expect(imageUrl).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(await publicHtml(server, "/about-us")).toMatch(
      new RegExp(`<img[^>]*src="${imageUrl}"[^>]*srcSet="[^"]*-320\\.webp 320w[^>]*alt="سارة في المكتب"`),
    );
    expect(await publicHtml(server, "/en/about-us")).toMatch(/alt="Sara smiling"/);
  });

  it("refuses to delete the photo while the team shows it, naming the place", async () => {
    await page.goto("/admin-dashboard/media");
    const item = page.getByTestId("media-item").first();
    await item.getByTestId("media-uses").getByText("الفريق: سارة").waitFor();
    await item.getByRole("link", { name: /^حذف/ }).click();
    await page.waitForURL(/confirm=delete-/);
    await page.getByRole("button", { name: /^تأكيد الحذف/ }).click();
    await expectToast(page, "هذه الصورة مستخدمة");
    expect(await mediaCount(server)).toBe(1);
    expect(consoleErrors).toHaveLength(1);
  });
});

describe("the media tab with JavaScript", () => {
  it("has no accessibility violations in Arabic, with the library's images listed", async () => {
    const { page } = await signedIn(true, "ar", { path: "/admin-dashboard/media" });
    await page.getByTestId("media-item").first().waitFor();
    await expectNoAxeViolations(page);
  });

  it("uploads a dropped file with a progress bar and shows it without a reload; axe finds nothing", async () => {
    const { page } = await signedIn(true, "en", { path: "/admin-dashboard/media" });
    await page.getByRole("heading", { name: "Media library" }).waitFor();
    await expectNoAxeViolations(page);
    const before = await page.getByTestId("media-item").count();
    const bytes = [
      ...(await sharp(await png(900, 600))
        .webp()
        .toBuffer()),
    ];
    await page.getByTestId("media-upload").evaluate((form, data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], "dropped.webp", { type: "image/webp" }));
      form.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, bytes);
    expect(await page.getByLabel("Image file").evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe("dropped.webp");
    await page.getByTestId("media-upload").getByLabel("Alt text (English)").fill("Dropped in");
    await page.getByRole("button", { name: "Upload an image" }).click();
    await page.getByRole("status").filter({ hasText: "Image uploaded" }).waitFor();
    await expect.poll(() => page.getByTestId("media-item").count()).toBe(before + 1);
    await page.getByTestId("media-item").first().getByText("900 × 600 pixels").waitFor();
    expect(await page.getByTestId("media-item").first().getByTestId("media-file-name").textContent()).toBe("dropped.webp");
    expect(await queryRow(server, `select "altEn", mime from media order by id desc limit 1`)).toEqual({ altEn: "Dropped in", mime: "image/webp" });
  });

  it("finds a library image by file name or alt text in a form's picker, keeping the choice; axe finds nothing", async () => {
    const { page, close } = await signedIn(true, "en", { path: "/admin-dashboard/team?new=1" });
    const picker = page.getByRole("group", { name: "Choose from the library" });
    const options = picker.locator("label:visible:has(input[type=radio])");
    const all = await options.count();
    expect(all).toBeGreaterThanOrEqual(3);
    await picker.getByRole("searchbox", { name: "Search the library by file name or alt text" }).fill("DROPPED");
    await picker.getByRole("status").filter({ hasText: "1 image matches." }).waitFor();
    // "No library image" stays, with the one match.
    expect(await options.allTextContents()).toEqual([expect.stringContaining("No library image"), expect.stringContaining("dropped.webp")]);
    await picker.getByRole("radio", { name: /dropped\.webp/ }).check();
    await expectNoAxeViolations(page);
    // Arabic alt text, folded: «ساره» finds the photo whose alt text is «سارة في المكتب»; the ticked one stays listed.
    await picker.getByRole("searchbox").fill("ساره");
    await picker.getByRole("status").filter({ hasText: "1 image matches." }).waitFor();
    expect(await options.allTextContents()).toEqual([
      expect.stringContaining("No library image"),
      expect.stringContaining("dropped.webp"),
      expect.stringContaining("صورة سارة.jpg"),
    ]);
    await picker.getByRole("searchbox").fill("");
    await expect.poll(() => options.count()).toBe(all);
    await close();
  });

  it("shows a refused file's message in English and keeps the alt text", async () => {
    // The browser logs the refused request (415) to the console: that one line is expected.
    const { page, consoleErrors, close } = await signedIn(true, "en", { failOnConsoleErrors: false, path: "/admin-dashboard/media" });
    const form = page.getByTestId("media-upload");
    await form.getByLabel("Image file").setInputFiles(file("notes.jpg", "image/jpeg", Buffer.from("not an image, only words ".repeat(20))));
    await form.getByLabel("Alt text (English)").fill("Kept");
    await page.getByRole("button", { name: "Upload an image" }).click();
    await page.getByText("Choose a JPEG, PNG, WebP or AVIF image. Other files, SVG included, are not accepted.").waitFor();
    expect(await form.getByLabel("Alt text (English)").inputValue()).toBe("Kept");
    await close();
    expect(consoleErrors).toEqual([expect.stringContaining("415")]);
  });
});
