import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { insertBulkContentItems, queryRow } from "../support/database";

/**
 * A long page in the content tab, 50 items at a time (docs/product.md#content-tab): the pager with
 * JavaScript on (in Arabic) and off (in English), and an item edited on a later slice coming back
 * on that slice. The slicing itself, in both languages, is tests/http/content-slices.test.ts.
 */
const { server, signedIn } = useServerAndBrowser();
const bulkCategories = ["zeta", "activities", "alpha", "statistics"];
const perSlice = 50;
/** The home page's items once seeded, and the slices they make. */
let total: number;
let slices: number;

beforeAll(async () => {
  // 150 more items on the home page: its last slice ends with the "zeta" section (the last alphabetically),
  // bulk0148, bulk0144… being its last items.
  await insertBulkContentItems(server, "home", 150, bulkCategories);
  total = (await queryRow<{ count: number }>(server, "select count(*) as count from content_items where page = 'home'")).count;
  slices = Math.ceil(total / perSlice);
});

const words = {
  ar: {
    pager: "التنقل بين العناصر",
    range: (first: number, last: number) => `العناصر من ${first} إلى ${last} من أصل ${total}`,
    next: "العناصر التالية",
    previous: "العناصر السابقة",
    edit: "تعديل",
    arabic: "القيمة بالعربية",
    save: "نشر",
    saved: "تم تحديث المحتوى",
  },
  en: {
    pager: "Browse the items",
    range: (first: number, last: number) => `Items ${first}–${last} of ${total}`,
    next: "Next items",
    previous: "Previous items",
    edit: "Edit",
    arabic: "Arabic value",
    save: "Publish",
    saved: "Content updated",
  },
};

/** Pages from the first slice of the home page's items to the last and back one, checking what each shows. */
async function pageThrough(page: Page, locale: "ar" | "en") {
  const said = words[locale];
  await page.goto("/admin-dashboard");
  await page.locator('[data-page="home"] > h3 > a').click();
  const pager = page.getByRole("navigation", { name: said.pager });
  await pager.getByText(said.range(1, perSlice)).waitFor();
  expect(await pager.getByRole("link", { name: said.previous }).count()).toBe(0);
  expect(await page.locator('[data-key="home.hero.title"]').count()).toBe(1);

  for (let slice = 2; slice <= slices; slice++) {
    await pager.getByRole("link", { name: said.next }).click();
    await page.waitForURL(new RegExp(`slice=${slice}#page-home$`));
    await pager.getByText(said.range((slice - 1) * perSlice + 1, Math.min(slice * perSlice, total))).waitFor();
  }
  expect(await pager.getByRole("link", { name: said.next }).count()).toBe(0);
  expect(await page.locator('[data-key="home.hero.title"]').count()).toBe(0);
  expect(await page.locator('[data-key="home.zeta.bulk0148"]').count()).toBe(1);

  await pager.getByRole("link", { name: said.previous }).click();
  await pager.getByText(said.range((slices - 2) * perSlice + 1, (slices - 1) * perSlice)).waitFor();
  expect(await page.locator('[data-key="home.zeta.bulk0148"]').count()).toBe(0);
}

/** Edits the Arabic value of an item of the last slice and checks the tab comes back to that slice, the item in view. */
async function editOnLastSlice(page: Page, locale: "ar" | "en", key: string, value: string) {
  const said = words[locale];
  await page.goto(`/admin-dashboard?open=home&slice=${slices}`);
  await page.locator('details[data-category="home.zeta"] > summary').click();
  const row = page.locator(`[data-key="${key}"]`);
  await row.getByRole("link", { name: `${said.edit}: ${key}` }).click();
  await page.waitForURL(/edit=/);
  await row.getByLabel(said.arabic).fill(value);
  await row.getByRole("button", { name: said.save, exact: true }).click();
  await expectToast(page, said.saved);
  await row.getByText(value).waitFor();
  const url = new URL(page.url());
  expect(url.searchParams.get("slice")).toBe(String(slices));
  expect(url.searchParams.get("item")).not.toBeNull();
  expect(url.hash).toMatch(/^#item-\d+$/);
  await page
    .getByRole("navigation", { name: said.pager })
    .getByText(said.range((slices - 1) * perSlice + 1, total))
    .waitFor();
  expect(await row.isVisible()).toBe(true);
  expect(await queryRow(server, `select "valueAr" from content_items where key = ?`, key)).toEqual({ valueAr: value });
}

describe("a long page with JavaScript", () => {
  it("pages through in Arabic (axe-clean), and an item edited on the last slice comes back on it", async () => {
    const { page, close } = await signedIn(true, "ar");
    await pageThrough(page, "ar");
    await expectNoAxeViolations(page);
    await editOnLastSlice(page, "ar", "home.zeta.bulk0148", "قيمة معدّلة في آخر شريحة");
    await expectNoAxeViolations(page);
    await close();
  });
});

describe("a long page without JavaScript", () => {
  it("pages through in English with plain links and back to the first slice; an item edited on the last slice, or opened from an address without a slice, lands on its slice", async () => {
    const { page, close } = await signedIn(false, "en");
    await pageThrough(page, "en");
    const pager = page.getByRole("navigation", { name: "Browse the items" });
    for (let slice = slices - 2; slice >= 1; slice--) {
      await pager.getByRole("link", { name: "Previous items" }).click();
      await pager.getByText(words.en.range((slice - 1) * perSlice + 1, slice * perSlice)).waitFor();
    }
    expect(new URL(page.url()).search).toBe("?open=home");
    expect(await page.locator('[data-key="home.hero.title"]').count()).toBe(1);
    await editOnLastSlice(page, "en", "home.zeta.bulk0144", "قيمة دون جافاسكربت من الواجهة الإنجليزية");
    const { id } = await queryRow<{ id: number }>(server, "select id from content_items where key = ?", "home.zeta.bulk0136");
    await page.goto(`/admin-dashboard?edit=${id}`);
    await page.waitForURL(new RegExp(`slice=${slices}#item-${id}$`));
    await page.locator('[data-key="home.zeta.bulk0136"]').getByLabel("Arabic value").waitFor();
    await page.getByText(words.en.range((slices - 1) * perSlice + 1, total)).waitFor();
    await close();
  });
});
