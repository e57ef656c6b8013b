import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { api, postMedia, signIn } from "../support/http";
import { png } from "../support/images";
import { adminPassword } from "../support/server";

/*
 * Two administrators edit one content item in two browser contexts (docs/decisions/0043-versions-and-conflicts.md):
 * the second save shows the conflict view — who saved, theirs beside mine — and both of its
 * actions work, with JavaScript off (Arabic) and on (English).
 */
const { server, openPage, signedIn } = useServerAndBrowser();
const colleague = "fatima@mahami.qa";

beforeAll(async () => {
  const cookie = await signIn(server);
  const created = await api(server, "POST", "/api/admin/users", { cookie, body: { email: colleague, password: adminPassword, role: "editor" } });
  expect(created.status).toBe(201);
});

const words = {
  ar: {
    edit: "تعديل",
    arabic: "القيمة بالعربية",
    save: "نشر",
    updated: "تم تحديث المحتوى",
    title: "عدّل شخص آخر هذا العنصر",
    keepTheirs: "احتفظ بالنسخة المحفوظة",
    saveMine: "احفظ نسختي بدلاً منها",
  },
  en: {
    edit: "Edit",
    arabic: "Arabic value",
    save: "Publish",
    updated: "Content updated",
    title: "Someone else changed this",
    keepTheirs: "Keep the saved version",
    saveMine: "Save mine instead",
  },
} as const;

async function storedArabic(key: string) {
  return (await queryRow<{ valueAr: string }>(server, 'select "valueAr" from content_items where key = ?', key))!.valueAr;
}

/** Opens the item's editor on the content tab. */
async function openEditor(page: Page, key: string, locale: "ar" | "en") {
  await page.goto("/admin-dashboard?open=home");
  await openSection(page, "home", "hero");
  const row = page.locator(`[data-key="${key}"]`);
  await row.getByRole("link", { name: `${words[locale].edit}: ${key}` }).click();
  await page.waitForURL(/edit=/);
  await row.getByLabel(words[locale].arabic).waitFor();
  return row;
}

async function saveArabic(page: Page, key: string, locale: "ar" | "en", text: string) {
  const row = page.locator(`[data-key="${key}"]`);
  await row.getByLabel(words[locale].arabic).fill(text);
  await row.getByRole("button", { name: words[locale].save, exact: true }).click();
}

describe.each([
  { javaScript: false, locale: "ar" as const, key: "home.hero.badge" },
  { javaScript: true, locale: "en" as const, key: "home.hero.title" },
])("two editors of one item (JavaScript $javaScript, $locale)", ({ javaScript, locale, key }) => {
  it("shows the second save the conflict view; 'save mine on top' writes it, 'keep theirs' keeps the other", async () => {
    const w = words[locale];
    const mine = await signedIn(javaScript, locale);
    const theirs = await openPage({ javaScriptEnabled: javaScript });
    await theirs.page.goto("/admin-login");
    await signInOnPage(theirs.page, colleague, adminPassword);
    if (locale === "en") await theirs.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);

    // Both open the editor; the colleague saves first.
    const row = await openEditor(mine.page, key, locale);
    await openEditor(theirs.page, key, locale);
    await saveArabic(theirs.page, key, locale, "نص الزميلة الأول");
    await expectToast(theirs.page, w.updated);

    // My save names the version I opened: refused, nothing written, the conflict view instead.
    await saveArabic(mine.page, key, locale, "نصي أنا الذي كتبته");
    const view = row.getByRole("alert").filter({ hasText: w.title });
    await view.waitFor();
    await view.getByText(colleague).waitFor();
    expect(await view.locator('[data-field="valueAr"] [data-side="theirs"]').innerText()).toBe("نص الزميلة الأول");
    expect(await view.locator('[data-field="valueAr"] [data-side="mine"]').innerText()).toBe("نصي أنا الذي كتبته");
    expect(await view.locator('[data-field="valueAr"] [data-side="diff"] ins').count()).toBeGreaterThan(0);
    expect(await view.locator('[data-field="valueAr"] [data-side="diff"] del').count()).toBeGreaterThan(0);
    expect(await storedArabic(key)).toBe("نص الزميلة الأول");
    if (javaScript) await expectNoAxeViolations(mine.page);

    // The colleague opens the editor again, then I save mine on top: my text, over theirs.
    await openEditor(theirs.page, key, locale);
    await view.getByRole("button", { name: w.saveMine }).click();
    await expectToast(mine.page, w.updated);
    expect(await storedArabic(key)).toBe("نصي أنا الذي كتبته");

    // The other way round: the colleague's form is now the stale one, and they keep mine.
    await saveArabic(theirs.page, key, locale, "نص الزميلة الثاني");
    const theirView = theirs.page.locator(`[data-key="${key}"]`).getByRole("alert").filter({ hasText: w.title });
    await theirView.waitFor();
    expect(await theirView.locator('[data-field="valueAr"] [data-side="theirs"]').innerText()).toBe("نصي أنا الذي كتبته");
    expect(await theirView.locator('[data-field="valueAr"] [data-side="mine"]').innerText()).toBe("نص الزميلة الثاني");
    await theirView.getByRole("link", { name: w.keepTheirs }).click();
    const field = theirs.page.locator(`[data-key="${key}"]`).getByLabel(w.arabic);
    await field.waitFor();
    expect(await field.inputValue()).toBe("نصي أنا الذي كتبته");
    expect(await storedArabic(key)).toBe("نصي أنا الذي كتبته");

    // The reopened form carries the version now stored: its save goes through.
    await saveArabic(theirs.page, key, locale, "نص الزميلة بعد المقارنة");
    await expectToast(theirs.page, w.updated);
    expect(await storedArabic(key)).toBe("نص الزميلة بعد المقارنة");
    await theirs.close();
    await mine.close();
  });
});

describe("every other edit form, without JavaScript, in Arabic", () => {
  it("shows the conflict view for a stale save of a team member, an FAQ entry, the header and an image's alt texts, and saves mine on top", async () => {
    const cookie = await signIn(server);
    const member = (await api(server, "POST", "/api/admin/team", { cookie, body: { name: "مريم", position: "مؤسسة" } })).body;
    const question = (
      await api(server, "POST", "/api/admin/content", {
        cookie,
        body: { key: "faq.question.conflict", type: "text", page: "faq", valueAr: "سؤال؟", valueEn: "A question?" },
      })
    ).body;
    const upload = await postMedia(server, cookie, await png(40, 30), { name: "a.png", type: "image/png" });
    const image = (await upload.json()) as { id: number };
    const forms = [
      {
        path: `/admin-dashboard/team?edit=${member.id}`,
        label: "نبذة مختصرة",
        theirs: () => api(server, "PATCH", `/api/admin/team/${member.id}`, { cookie, body: { bio: "نبذة الزميلة" } }),
        save: "نشر",
        stored: async () => (await api(server, "GET", `/api/admin/team/${member.id}`, { cookie })).body.bio,
      },
      {
        path: `/admin-dashboard/faq?edit=${question.id}`,
        label: "النص بالعربية",
        theirs: () => api(server, "PATCH", `/api/admin/content/${question.id}`, { cookie, body: { valueAr: "سؤال الزميلة؟" } }),
        save: "نشر",
        stored: async () => (await api(server, "GET", `/api/admin/content/${question.id}`, { cookie })).body.valueAr,
      },
      {
        path: "/admin-dashboard/header-footer",
        label: "نص زر التحميل (بالعربية)",
        theirs: () => api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { buttonTextAr: "زر الزميلة" } }),
        save: "حفظ إعدادات الرأس",
        within: "section:has(#header-settings-title)",
        stored: async () => (await api(server, "GET", "/api/admin/header-settings", { cookie })).body.buttonTextAr,
      },
      {
        path: "/admin-dashboard/media",
        label: "النص البديل (بالعربية)",
        theirs: () => api(server, "PATCH", `/api/admin/media/${image.id}`, { cookie, body: { altAr: "وصف الزميلة" } }),
        save: "حفظ النصوص البديلة",
        within: `form:has(input[name="id"][value="${image.id}"])`,
        stored: async () => (await api(server, "GET", `/api/admin/media/${image.id}`, { cookie })).body.altAr,
      },
    ];
    const { page, close } = await signedIn(false, "ar");
    for (const [index, form] of forms.entries()) {
      await page.goto(form.path);
      const scope = form.within ? page.locator(form.within) : page.locator("main");
      const mine = `نصي في النموذج ${index + 1}`;
      await scope.getByLabel(form.label).first().fill(mine);
      expect((await form.theirs()).status).toBe(200);
      await scope.getByRole("button", { name: form.save, exact: true }).first().click();
      const view = page.getByRole("alert").filter({ hasText: "عدّل شخص آخر هذا العنصر" });
      await view.waitFor();
      expect(await view.locator('[data-side="mine"]').allInnerTexts()).toContain(mine);
      expect(await form.stored()).not.toBe(mine);
      await view.getByRole("button", { name: "احفظ نسختي بدلاً منها" }).click();
      await page.getByTestId("toast").waitFor();
      expect(await form.stored(), form.path).toBe(mine);
    }

    // A restore names the version the history page was read at: another write since, and nothing is restored.
    const history = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${member.id}`, { cookie });
    const creation = history.body.items.find((revision: { action: string }) => revision.action === "create").number;
    await page.goto(`/admin-dashboard/history?entity=team&entityId=${member.id}`);
    await page.getByRole("link", { name: `استعادة هذه النسخة: النسخة ${creation}` }).click();
    expect((await api(server, "PATCH", `/api/admin/team/${member.id}`, { cookie, body: { bio: "نبذة أحدث" } })).status).toBe(200);
    await page.getByRole("button", { name: `تأكيد الاستعادة: النسخة ${creation}` }).click();
    await expectToast(page, "تعذّرت الاستعادة");
    expect((await api(server, "GET", `/api/admin/team/${member.id}`, { cookie })).body.bio).toBe("نبذة أحدث");
    await page.getByRole("link", { name: `استعادة هذه النسخة: النسخة ${creation}` }).click();
    await page.getByRole("button", { name: `تأكيد الاستعادة: النسخة ${creation}` }).click();
    await expectToast(page, "تمت استعادة النسخة");
    expect((await api(server, "GET", `/api/admin/team/${member.id}`, { cookie })).body.bio).toBe("");
    await close();
  });
});
