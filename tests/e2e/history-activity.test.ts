import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { api, signIn } from "../support/http";

/**
 * The History view and the activity log tab in Chromium (docs/decisions/0025-history-and-activity.md):
 * restore with its confirmation step with JavaScript on and off, the log's filters, both
 * languages, axe on both views in both languages (axe needs JavaScript in the page).
 */
const { server, openPage, signedIn } = useServerAndBrowser();

/** A team member with two versions, made through the API: the position changed from Founder to CEO. */
async function memberWithTwoVersions(name: string) {
  const cookie = await signIn(server);
  const created = await api(server, "POST", "/api/admin/team", { cookie, body: { name, position: "Founder", bio: "مؤسسة المنصة", order: 1 } });
  await api(server, "PATCH", `/api/admin/team/${created.body.id}`, { cookie, body: { position: "CEO", bio: "مديرة المنصة" } });
  const history = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${created.body.id}`, { cookie });
  return { id: created.body.id as number, creation: history.body.items[1].number as number };
}

async function setLanguage(page: Page, language: "ar" | "en") {
  await page.context().addCookies([{ name: "mahami-language", value: language, url: server.url }]);
}

describe("with JavaScript", () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage());
    await page.goto("/admin-login");
    await signInOnPage(page);
  });

  it("opens a member's history from the team tab, numbers the versions, compares one with the current, and restores it after confirming", async () => {
    const { id, creation } = await memberWithTwoVersions("Mariam");
    expect(creation).toBe(1);
    await page.goto("/admin-dashboard/team");
    await page.getByRole("link", { name: "سجل التعديلات: Mariam" }).click();
    await page.waitForURL(/\/admin-dashboard\/history\?entity=team&entityId=/);
    await page.getByRole("heading", { name: "سجل التعديلات: Mariam" }).waitFor();
    const versions = page.getByTestId("revision");
    expect(await versions.locator("h3").allTextContents()).toEqual(["النسخة 2", "النسخة 1"]);
    expect(await versions.first().getByTestId("current-badge").textContent()).toBe("الحالية");
    expect(await versions.nth(1).getByTestId("current-badge").count()).toBe(0);
    // Each version whole, without bookkeeping: the first one's position and bio as they were.
    expect(await versions.nth(1).locator("dt").allTextContents()).toEqual(expect.arrayContaining(["الاسم", "المنصب", "نبذة"]));
    expect(await versions.nth(1).locator("dd").allTextContents()).toEqual(expect.arrayContaining(["Founder", "مؤسسة المنصة"]));
    await expectNoAxeViolations(page);

    // Compare with current: in place, by the same GET link a page without JavaScript follows.
    await page.getByRole("link", { name: "قارن بالحالية: النسخة 1" }).click();
    await page.waitForURL(/compare=/);
    const compare = page.getByTestId("compare");
    await compare.getByRole("heading", { name: "مقارنة النسخة 1 بالنسخة الحالية" }).waitFor();
    expect(await compare.locator("del").allTextContents()).toEqual(expect.arrayContaining(["Founder", "مؤسسة"]));
    expect(await compare.locator("ins").allTextContents()).toEqual(expect.arrayContaining(["CEO", "مديرة"]));
    expect(await compare.locator('[data-field="name"] [data-side="diff"]').textContent()).toBe("بلا تغيير");
    await expectNoAxeViolations(page);
    await compare.getByRole("link", { name: "إغلاق المقارنة" }).click();
    await compare.waitFor({ state: "detached" });

    const version = `النسخة ${creation}`;
    await page.getByRole("link", { name: `استعادة هذه النسخة: ${version}` }).click();
    await page.getByRole("button", { name: `تأكيد الاستعادة: ${version}` }).click();
    await expectToast(page, "تمت استعادة النسخة");
    await page.getByRole("heading", { name: "النسخة 3" }).waitFor();
    expect(await versions.first().getByTestId("current-badge").textContent()).toBe("الحالية");
    expect(await versions.first().textContent()).toContain("مستعادة من النسخة 1");
    expect(await queryRow(server, "select position from team_members where id = ?", id)).toEqual({ position: "Founder" });
    await expectNoAxeViolations(page);
  });

  it("shows the activity log tab, filters it by action, in Arabic and English", async () => {
    await page.getByRole("link", { name: "سجل النشاط" }).click();
    await page.waitForURL(/\/admin-dashboard\/activity$/);
    await page.getByRole("heading", { name: "سجل النشاط" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("الإجراء").selectOption("team.restore");
    await page.getByRole("button", { name: "تصفية" }).click();
    await page.waitForURL(/action=team.restore/);
    const rows = page.getByTestId("activity-row");
    await rows.first().waitFor();
    // The URL moves as the navigation starts: the filtered rows replace the others when its data is in.
    await expect
      .poll(() => rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-action"))), { timeout: 10_000 })
      .toEqual(["team.restore"]);

    await setLanguage(page, "en");
    await page.goto("/admin-dashboard/activity");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    await page.getByRole("heading", { name: "Activity log" }).waitFor();
    await page.getByRole("cell", { name: "Signed in" }).first().waitFor();
    await expectNoAxeViolations(page);
    const history = await queryRow<{ entityId: number }>(server, `select "entityId" from revisions where entity = 'team' order by id desc limit 1`);
    await page.goto(`/admin-dashboard/history?entity=team&entityId=${history.entityId}`);
    await page.getByRole("heading", { name: "History: Mariam" }).waitFor();
    expect(await page.getByTestId("revision").locator("h3").first().textContent()).toBe("Version 3");
    expect(await page.getByTestId("current-badge").textContent()).toBe("Current");
    expect(await page.locator('dd p[dir="auto"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await setLanguage(page, "ar");
  });
});

describe("without JavaScript", () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage({ javaScriptEnabled: false }));
    await page.goto("/admin-login");
    await signInOnPage(page);
  });

  it("restores a version through the confirmation page, in English", async () => {
    const { id, creation } = await memberWithTwoVersions("Latifa");
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard/team" });
    await page.getByRole("link", { name: "History: Latifa" }).click();
    await page.waitForURL(/history\?entity=team/);
    // Compare with current is a plain link: the comparison is on the page it opens.
    await page.getByRole("link", { name: `Compare with current: Version ${creation}` }).click();
    await page.waitForURL(/compare=\d+#compare$/);
    const compare = page.getByTestId("compare");
    await compare.getByRole("heading", { name: `Version ${creation} compared with the current version` }).waitFor();
    expect(await compare.locator('[data-field="position"] del').textContent()).toBe("Founder");
    expect(await compare.locator('[data-field="position"] ins').textContent()).toBe("CEO");
    await page.getByRole("link", { name: `Restore this version: Version ${creation}` }).click();
    await page.waitForURL(/confirm=restore-\d+/);
    await page.getByRole("button", { name: `Confirm restore: Version ${creation}` }).click();
    await expectToast(page, "Version restored");
    expect(await queryRow(server, "select position from team_members where id = ?", id)).toEqual({ position: "Founder" });
    await close();
  });

  it("shows the history and the comparison on a phone, in both languages, without a page wider than the screen", async () => {
    const { id } = await memberWithTwoVersions("Shaikha");
    const history = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${id}`, { cookie: await signIn(server) });
    const first = history.body.items[1].id as number;
    // JavaScript on in Arabic and off in English: each setting and each language once.
    for (const [javaScriptEnabled, language] of [
      [true, "ar"],
      [false, "en"],
    ] as const) {
      const { page: phone, close } = await signedIn(javaScriptEnabled, language);
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`/admin-dashboard/history?entity=team&entityId=${id}&compare=${first}#compare`);
      await phone.getByTestId("compare").waitFor();
      expect(await phone.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
      expect(await phone.getByTestId("revision").locator("h3").allTextContents()).toEqual(
        language === "ar" ? ["النسخة 2", "النسخة 1"] : ["Version 2", "Version 1"],
      );
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (javaScriptEnabled) await expectNoAxeViolations(phone);
      await close();
    }
  });

  it("filters the activity log with the GET form", async () => {
    await setLanguage(page, "en");
    await page.goto("/admin-dashboard/activity");
    await page.getByLabel("Administrator", { exact: true }).fill("admin@mahami.qa");
    await page.getByLabel("Action", { exact: true }).selectOption("auth");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/actor=admin%40mahami.qa&action=auth/);
    const actions = await page.getByTestId("activity-row").evaluateAll((elements) => elements.map((element) => element.getAttribute("data-action")));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action?.startsWith("auth."))).toBe(true);
  });
});
