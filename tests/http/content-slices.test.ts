import { beforeAll, describe, expect, it } from "vitest";
import { execute, insertBulkContentItems, queryRows } from "../support/database";
import { postForm, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/**
 * The content tab shows a long list 50 items at a time (docs/product.md#content-tab): the open
 * page's items and the translation filters' lists, in the page's section order, with a pager that
 * works as plain links, and a focused item always on its own slice.
 */
const server = useServer();
let cookie: string;
const perSlice = 50;
/** The items of a slice (from 1) of a list. */
const sliceOf = <T>(list: T[], slice: number) => list.slice((slice - 1) * perSlice, slice * perSlice);

/** The home page's sections in the dashboard's order; sections not named follow alphabetically. */
const homeOrder = ["hero", "features", "main_features", "activities", "statistics"];
const bulkCategories = ["zeta", "activities", "alpha", "statistics"];

interface Row {
  id: number;
  key: string;
  category: string;
}

/** Every item of a page in the dashboard's order: its sections in turn, each in id order. */
async function inDashboardOrder(page: string, order: string[], where = "") {
  const rows = await queryRows<Row>(server, `select id, key, category from content_items where page = ? ${where}`, page);
  const rank = (category: string) => (order.includes(category) ? order.indexOf(category) : order.length);
  return rows.sort((a, b) => rank(a.category) - rank(b.category) || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) || a.id - b.id);
}

async function dashboard(path: string, language: "ar" | "en" = "ar") {
  const response = await request(server, path, { headers: { Cookie: `${cookie}; mahami-language=${language}` } });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The keys of the items a dashboard page lists, in order. */
const keysOf = (html: string) => [...html.matchAll(/<li id="item-\d+"[^>]*data-key="([^"]+)"/g)].map((match) => match[1]);

/** The content tab's pager: its text and its links' addresses by rel. */
function pagerOf(html: string) {
  const nav = html.match(/<nav aria-label="(?:التنقل بين العناصر|Browse the items)"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
  if (!nav) return undefined;
  const links = [...nav.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
  const href = (rel: string) =>
    links
      .find((link) => link.includes(` rel="${rel}"`))
      ?.match(/ href="([^"]+)"/)?.[1]
      .replaceAll("&amp;", "&");
  return { text: nav.match(/<p[^>]*>([^<]+)<\/p>/)?.[1], previous: href("prev"), next: href("next") };
}

beforeAll(async () => {
  cookie = await signIn(server);
  // 1,000 more items on the home page, their sections interleaved so that id order is not the list's order.
  await insertBulkContentItems(server, "home", 1000, bulkCategories);
});

describe("the open page's items, a slice at a time", () => {
  it("shows the first 50 in the page's section order, with the pager in both languages", async () => {
    const expected = (await inDashboardOrder("home", homeOrder)).map((row) => row.key);
    expect(expected).toHaveLength(1069);

    const first = await dashboard("/admin-dashboard?open=home");
    expect(first.status).toBe(200);
    expect(keysOf(first.html)).toEqual(sliceOf(expected, 1));
    expect(pagerOf(first.html)).toEqual({
      text: "العناصر من 1 إلى 50 من أصل 1,069",
      previous: undefined,
      next: "/admin-dashboard?open=home&slice=2#page-home",
    });

    const second = await dashboard("/admin-dashboard?open=home&slice=2", "en");
    expect(keysOf(second.html)).toEqual(sliceOf(expected, 2));
    expect(pagerOf(second.html)).toEqual({
      text: "Items 51–100 of 1,069",
      previous: "/admin-dashboard?open=home#page-home",
      next: "/admin-dashboard?open=home&slice=3#page-home",
    });

    const last = await dashboard("/admin-dashboard?open=home&slice=22");
    expect(keysOf(last.html)).toEqual(expected.slice(1050));
    expect(pagerOf(last.html)).toEqual({
      text: "العناصر من 1,051 إلى 1,069 من أصل 1,069",
      previous: "/admin-dashboard?open=home&slice=21#page-home",
      next: undefined,
    });
  });

  it("names each section once per slice, with how many of its items the slice shows, and keeps the page's counts", async () => {
    const order = await inDashboardOrder("home", homeOrder);
    const onSlice = (slice: number, category: string) => sliceOf(order, slice).filter((row) => row.category === category).length;
    const inAll = (category: string) => order.filter((row) => row.category === category).length;
    // The slice where the "statistics" section starts after the end of "activities".
    const boundary = Math.floor(order.findIndex((row) => row.category === "statistics") / perSlice) + 1;
    expect([onSlice(boundary, "activities"), onSlice(boundary, "statistics")].every((count) => count > 0)).toBe(true);
    const slice = (await dashboard(`/admin-dashboard?open=home&slice=${boundary}`, "en")).html;
    const badges = [...slice.matchAll(/data-category="home\.([a-z_]+)"[\s\S]*?<\/h4><span[^>]*>([^<]+)<\/span>/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(badges).toEqual([
      ["activities", `${onSlice(boundary, "activities")} of ${inAll("activities")}`],
      ["statistics", `${onSlice(boundary, "statistics")} of ${inAll("statistics")}`],
    ]);
    expect(slice).toContain("1,069 items");
    const whole = (await dashboard("/admin-dashboard?open=home")).html;
    expect(whole).toMatch(/data-category="home\.hero"[\s\S]*?<\/h4><span[^>]*>9<\/span>/);
  });

  it("shows a page of up to 50 items whole, without a pager, and a longer page of the default copy in slices", async () => {
    for (const page of ["contact", "accessibility"]) {
      const { html } = await dashboard(`/admin-dashboard?open=${page}`);
      const count = (await queryRows(server, "select id from content_items where page = ?", page)).length;
      expect(count).toBeLessThanOrEqual(perSlice);
      expect(keysOf(html)).toHaveLength(count);
      expect(pagerOf(html)).toBeUndefined();
    }
    const teachers = (await inDashboardOrder("teachers", ["hero", "features", "steps", "subjects", "benefits", "stats", "requirements"])).map(
      (row) => row.key,
    );
    expect(teachers).toHaveLength(110);
    for (const slice of [1, 2, 3]) {
      const { html } = await dashboard(`/admin-dashboard?open=teachers&slice=${slice}`, "en");
      expect(keysOf(html)).toEqual(sliceOf(teachers, slice));
      expect(pagerOf(html)?.text).toBe(`Items ${(slice - 1) * perSlice + 1}–${Math.min(slice * perSlice, 110)} of 110`);
    }
  });

  it("answers a slice number that is out of range or not a number with the nearest slice", async () => {
    const expected = (await inDashboardOrder("home", homeOrder)).map((row) => row.key);
    for (const [asked, shown] of [
      ["0", 1],
      ["-1", 1],
      ["abc", 1],
      ["", 1],
      ["2.5", 2],
      ["23", 22],
      ["99999999999999999999999", 22],
      ["1e400", 22],
    ] as const) {
      const { status, html } = await dashboard(`/admin-dashboard?open=home&slice=${encodeURIComponent(asked)}`);
      expect(status, asked).toBe(200);
      expect(keysOf(html)[0], asked).toBe(expected[(shown - 1) * perSlice]);
    }
  });

  it("the page headings and the filters start their list at its first slice", async () => {
    const { html } = await dashboard("/admin-dashboard?open=home&slice=4");
    expect(html).toContain('href="/admin-dashboard?open=parents"');
    expect(html).toContain('href="/admin-dashboard"');
    expect(html).toContain('href="/admin-dashboard?open=home&amp;missing=1"');
    expect(html).toContain('href="/admin-dashboard?open=home&amp;status=stale"');
  });
});

describe("a focused item", () => {
  it("opens on the slice that holds it, the URL then naming that slice", async () => {
    const order = await inDashboardOrder("home", homeOrder);
    const item = order[6 * perSlice + 5];
    for (const asked of [`open=home&edit=${item.id}`, `edit=${item.id}`, `open=home&slice=2&edit=${item.id}`, `open=home&slice=x&edit=${item.id}`]) {
      const { status, location } = await dashboard(`/admin-dashboard?${asked}`);
      expect(status, asked).toBe(302);
      expect(new URL(location!, server.url).searchParams.get("slice"), asked).toBe("7");
      expect(location, asked).toMatch(new RegExp(`#item-${item.id}$`));
    }
    const landed = await dashboard(`/admin-dashboard?open=home&edit=${item.id}&slice=7`);
    expect(landed.status).toBe(200);
    expect(landed.html).toContain(`id="values-${item.id}"`);
    expect(pagerOf(landed.html)?.text).toBe("العناصر من 301 إلى 350 من أصل 1,069");

    const onFirst = order[3];
    const back = await dashboard(`/admin-dashboard?open=home&slice=5&item=${onFirst.id}`);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`/admin-dashboard?open=home&item=${onFirst.id}#item-${onFirst.id}`);
  });

  it("saved on slice 7, comes back on slice 7, open and scrolled to", async () => {
    const item = (await inDashboardOrder("home", homeOrder))[6 * perSlice + 40];
    const saved = await postForm(
      server,
      `/admin-dashboard?index&open=home&slice=7&edit=${item.id}`,
      { intent: "values", id: String(item.id), valueAr: "قيمة محفوظة في الشريحة السابعة", valueEn: "Saved on slice seven" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin-dashboard?open=home&slice=7&item=${item.id}#item-${item.id}`);
    const { status, html } = await dashboard(`/admin-dashboard?open=home&slice=7&item=${item.id}`);
    expect(status).toBe(200);
    expect(html).toContain("Saved on slice seven");
    expect(keysOf(html)).toContain(item.key);
  });
});

describe("the translation filters' lists", () => {
  it("page the items without a translation across pages, in the dashboard's page order", async () => {
    await execute(server, `update content_items set "valueEn" = '' where key like 'home.%.bulk%' and id % 3 = 0`);
    await execute(server, `update content_items set "valueAr" = '' where page = 'common' and category = 'footer'`);
    // A page's share image and noindex are empty by design, never missing (docs/decisions/0063-share-images-and-structured-data.md).
    const blank = `and (trim("valueAr") = '' or trim("valueEn") = '') and key not like '%.meta.image' and key not like '%.meta.noindex'`;
    const home = (await inDashboardOrder("home", homeOrder, blank)).map((row) => row.key);
    const common = (await inDashboardOrder("common", [], blank)).map((row) => row.key);
    const expected = [...home, ...common];
    const elsewhere = await queryRows(server, `select id from content_items where page not in ('home', 'common', 'faq') ${blank}`);
    expect(elsewhere).toEqual([]);
    expect(home.length).toBeGreaterThan(2 * perSlice);
    const slices = Math.ceil(expected.length / perSlice);

    const first = await dashboard("/admin-dashboard?missing=1");
    expect(keysOf(first.html)).toEqual(sliceOf(expected, 1));
    expect(pagerOf(first.html)).toEqual({
      text: `العناصر من 1 إلى 50 من أصل ${expected.length}`,
      previous: undefined,
      next: "/admin-dashboard?missing=1&slice=2#content-list",
    });
    // The shared page's missing items start on a later slice: its heading leads there.
    const commonStarts = Math.floor(home.length / perSlice) + 1;
    expect(commonStarts).toBeGreaterThan(1);
    expect(first.html).toMatch(
      new RegExp(`<section id="page-common"[^>]*><h3><a [^>]*href="/admin-dashboard\\?missing=1&amp;slice=${commonStarts}#page-common"`),
    );

    const last = await dashboard(`/admin-dashboard?missing=1&slice=${slices}`, "en");
    expect(keysOf(last.html)).toEqual(sliceOf(expected, slices));
    expect(pagerOf(last.html)?.text).toBe(`Items ${(slices - 1) * perSlice + 1}–${expected.length} of ${expected.length}`);
    expect(last.html).toMatch(/<section id="page-common"[^>]*data-open="true"/);
  });

  it("page the outdated items", async () => {
    await execute(
      server,
      `update content_items set "valueArUpdatedAt" = '2026-01-01T00:00:00.000Z', "valueEnUpdatedAt" = '2026-02-01T00:00:00.000Z' where key like 'home.%.bulk%' and id % 3 <> 0`,
    );
    const expected = (
      await inDashboardOrder("home", homeOrder, `and trim("valueAr") <> '' and trim("valueEn") <> '' and "valueArUpdatedAt" <> "valueEnUpdatedAt"`)
    ).map((row) => row.key);
    expect(expected.length).toBeGreaterThan(3 * perSlice);
    const second = await dashboard("/admin-dashboard?status=stale&slice=2");
    expect(keysOf(second.html)).toEqual(sliceOf(expected, 2));
    expect(second.html).toContain("القيمة العربية أقدم من الإنجليزية");
    expect(pagerOf(second.html)?.next).toBe("/admin-dashboard?status=stale&slice=3#content-list");
  });
});
