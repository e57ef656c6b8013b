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
const { server, openPage } = useServerAndBrowser();

/** A team member with two versions, made through the API: the position changed from Founder to CEO. */
async function memberWithTwoVersions(name: string) {
  const cookie = await signIn(server);
  const created = await api(server, "POST", "/api/admin/team", { cookie, body: { name, position: "Founder", bio: "مؤسسة المنصة", order: 1 } });
  await api(server, "PATCH", `/api/admin/team/${created.body.id}`, { cookie, body: { position: "CEO", bio: "مديرة المنصة" } });
  const history = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${created.body.id}`, { cookie });
  return { id: created.body.id as number, creation: history.body.items[1].id as number };
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

  it("opens a member's history from the team tab, shows the changes, and restores a version after confirming", async () => {
    const { id, creation } = await memberWithTwoVersions("Mariam");
    await page.goto("/admin-dashboard/team");
    await page.getByRole("link", { name: "سجل التعديلات: Mariam" }).click();
    await page.waitForURL(/\/admin-dashboard\/history\?entity=team&entityId=/);
    await page.getByRole("heading", { name: "سجل التعديلات: Mariam" }).waitFor();
    const edit = page.getByTestId("revision").first();
    expect(await edit.locator("del").allTextContents()).toEqual(expect.arrayContaining(["Founder", "مؤسسة"]));
    expect(await edit.locator("ins").allTextContents()).toEqual(expect.arrayContaining(["CEO", "مديرة"]));
    await expectNoAxeViolations(page);

    const version = `التعديل رقم ${creation}`;
    await page.getByRole("link", { name: `استعادة هذه النسخة: ${version}` }).click();
    await page.getByRole("button", { name: `تأكيد الاستعادة: ${version}` }).click();
    await expectToast(page, "تمت استعادة النسخة");
    await page.getByRole("heading", { name: "استعادة", exact: true }).first().waitFor();
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
    expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-action")))).toEqual(["team.restore"]);

    await setLanguage(page, "en");
    await page.goto("/admin-dashboard/activity");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    await page.getByRole("heading", { name: "Activity log" }).waitFor();
    await page.getByRole("cell", { name: "Signed in" }).first().waitFor();
    await expectNoAxeViolations(page);
    const history = await queryRow<{ entityId: number }>(server, `select "entityId" from revisions where entity = 'team' order by id desc limit 1`);
    await page.goto(`/admin-dashboard/history?entity=team&entityId=${history.entityId}`);
    await page.getByRole("heading", { name: "History: Mariam" }).waitFor();
    expect(await page.locator('td p[dir="auto"]').count()).toBeGreaterThan(0);
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
    await setLanguage(page, "en");
    await page.goto("/admin-dashboard/team");
    await page.getByRole("link", { name: "History: Latifa" }).click();
    await page.waitForURL(/history\?entity=team/);
    await page.getByRole("link", { name: `Restore this version: Change #${creation}` }).click();
    await page.waitForURL(new RegExp(`confirm=restore-${creation}`));
    await page.getByRole("button", { name: `Confirm restore: Change #${creation}` }).click();
    await expectToast(page, "Version restored");
    expect(await queryRow(server, "select position from team_members where id = ?", id)).toEqual({ position: "Founder" });
  });

  it("filters the activity log with the GET form", async () => {
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
