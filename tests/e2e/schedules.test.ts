import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, useServerAndBrowser } from "../support/browser";
import { queryRow, queryRows } from "../support/database";
import { publicHtml, signIn } from "../support/http";
import { api } from "../support/openapi";

/**
 * The scheduled-publishing tab and the publish-one-language buttons in Chromium
 * (docs/decisions/0044-scheduled-publishing.md): a time typed in Qatar time with Arabic-Indic
 * digits, a past time refused keeping what was typed, the pending list with its drafts, cancel;
 * JavaScript off (Arabic) and on (English).
 */
const { server, signedIn } = useServerAndBrowser();

const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** A date in Qatar `days` from today, as the form takes it. */
function qatarDate(days: number) {
  const local = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return local.toISOString().slice(0, 10);
}

async function storedSchedules() {
  return queryRows<{ id: number; at: string; status: string; page: string | null; languages: string }>(
    server,
    "select id, at, status, page, languages from publish_schedules order by id",
  );
}

describe("without JavaScript, in Arabic", () => {
  it("schedules at a Qatar time typed in Arabic-Indic digits, refuses a past time keeping it, lists and cancels", async () => {
    // The refused form's answer is a 400, which the browser logs; axe needs JavaScript (the English test runs it).
    const { page, close } = await signedIn(false, "ar", { failOnConsoleErrors: false });
    await page.goto("/admin-dashboard/schedules");
    await page.getByRole("heading", { name: "جدولة جديدة" }).waitFor();

    // A past time: refused, with what was typed kept.
    const yesterday = arabicDigits(qatarDate(-1));
    await page.getByLabel("التاريخ (بتوقيت قطر)").fill(yesterday);
    await page.getByLabel("الوقت (بتوقيت قطر)").fill("٠٨:٠٠");
    await page.getByRole("button", { name: "جدولة", exact: true }).click();
    await page.getByText("هذا الوقت قد مضى. اختر وقتاً في المستقبل.").waitFor();
    expect(await page.getByLabel("التاريخ (بتوقيت قطر)").inputValue()).toBe(yesterday);
    expect(await page.getByLabel("الوقت (بتوقيت قطر)").getAttribute("aria-invalid")).toBe("true");
    expect(await storedSchedules()).toEqual([]);

    const tomorrow = qatarDate(1);
    await page.getByLabel("التاريخ (بتوقيت قطر)").fill(arabicDigits(tomorrow));
    await page.getByLabel("الوقت (بتوقيت قطر)").fill("٠٨:٣٠");
    await page.getByLabel("العربية فقط").check();
    await page.getByRole("button", { name: "جدولة", exact: true }).click();
    await expectToast(page, "جُدول النشر في");
    const [stored] = await storedSchedules();
    // 08:30 in Doha is 05:30 UTC.
    expect(new Date(stored.at).toISOString()).toBe(`${tomorrow}T05:30:00.000Z`);
    expect(stored).toMatchObject({ status: "pending", page: null, languages: '["ar"]' });

    const pending = page.getByTestId("pending-schedules");
    await pending.getByText("08:30").waitFor();
    await pending.getByText("جميع المسودات · العربية فقط").waitFor();

    await pending.getByRole("button", { name: /^إلغاء جدولة / }).click();
    await expectToast(page, "أُلغيت الجدولة.");
    await page.getByTestId("schedule-history").getByText("أُلغيت", { exact: true }).waitFor();
    expect((await storedSchedules())[0].status).toBe("cancelled");
    await close();

    // The Arabic tab, with JavaScript, passes axe with a pending schedule and a cancelled one.
    await api(server, "POST", "/api/admin/schedules", {
      cookie: await signIn(server),
      body: { at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const scripted = await signedIn(true, "ar", { path: "/admin-dashboard/schedules" });
    await scripted.page.getByTestId("pending-schedules").waitFor();
    await expectNoAxeViolations(scripted.page);
    await scripted.close();
  });
});

describe("with JavaScript, in English", () => {
  it("refuses an unreadable time keeping it, schedules one page's English and lists the drafts it would publish", async () => {
    const cookie = await signIn(server);
    const items = (await api(server, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
    const badge = items.find((item) => item.key === "home.hero.badge")!;
    await api(server, "PUT", `/api/admin/content/${badge.id}/draft`, { cookie, body: { valueEn: "Badge published on time" } });

    // The refused form's answer is a 400, which the browser logs.
    const { page, close } = await signedIn(true, "en", { path: "/admin-dashboard/schedules", failOnConsoleErrors: false });
    await page.getByRole("heading", { name: "New schedule" }).waitFor();
    await page.getByLabel("Date (Qatar time)").fill("2020-01-01");
    await page.getByLabel("Time (Qatar time)").fill("25:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.getByText("Enter the time as hours:minutes on a 24-hour clock, e.g. 08:00.").waitFor();
    expect(await page.getByLabel("Time (Qatar time)").inputValue()).toBe("25:00");

    // Two minutes ahead in Qatar time, typed as the form shows it.
    const soon = new Date(Date.now() + 3 * 3_600_000 + 120_000);
    await page.getByLabel("Date (Qatar time)").fill(soon.toISOString().slice(0, 10));
    await page.getByLabel("Time (Qatar time)").fill(soon.toISOString().slice(11, 16));
    await page.getByLabel("One page's drafts").check();
    await page.getByLabel("Page", { exact: true }).selectOption("home");
    await page.getByLabel("English only").check();
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expectToast(page, "Scheduled for");
    const pending = page.getByTestId("pending-schedules").locator("li[data-schedule]").filter({ hasText: "Page: Home · English only" });
    await pending.getByText("It would publish 1 draft now:").waitFor();
    await pending.getByText("home.hero.badge").waitFor();
    await expectNoAxeViolations(page);

    // Publishing at the time itself is tests/http/schedules.test.ts's (the form's times are whole minutes).
    await close();
  });

  it("publishes an item's Arabic from the content tab; its English stays a draft", async () => {
    const cookie = await signIn(server);
    const items = (await api(server, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
    const badge = items.find((item) => item.key === "sellers.hero.badge")!;
    await api(server, "PUT", `/api/admin/content/${badge.id}/draft`, {
      cookie,
      body: { valueAr: "شارة البائعين بالعربية", valueEn: "Sellers badge later" },
    });

    const { page, close } = await signedIn(true, "en", { path: "/admin-dashboard?open=sellers" });
    await openSection(page, "sellers", "hero");
    const group = page.getByRole("group", { name: "Publish the draft: Badge" });
    await expectNoAxeViolations(page);
    await group.getByRole("button", { name: "Publish Arabic" }).click();
    await expectToast(page, "1 draft published");
    // The notice names the language still waiting, not an outdated-translation alarm (docs/decisions/0026-drafts-preview-translation-status.md).
    await expectToast(page, "English waiting to be published");
    await page.locator('[data-key="sellers.hero.badge"]').getByText("English waiting to be published").waitFor();
    expect(await page.locator('[data-key="sellers.hero.badge"]').getByText("The English is older than the Arabic").count()).toBe(0);
    expect(await publicHtml(server, "/sellers")).toContain("شارة البائعين بالعربية");
    expect(await publicHtml(server, "/en/sellers")).not.toContain("Sellers badge later");
    const draft = await queryRow<{ valueEn: string }>(server, 'select "valueEn" from content_drafts where "contentItemId" = ?', badge.id);
    expect(draft.valueEn).toBe("Sellers badge later");

    // The English half at a time instead: "Schedule…" beside Publish opens the form with this item chosen.
    await group.getByRole("link", { name: "Schedule…" }).click();
    await page.waitForURL(/\/admin-dashboard\/schedules\?ids=/);
    expect(await page.getByLabel("Chosen items").isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Badge (Sellers)" }).isChecked()).toBe(true);
    await close();
  });
});
