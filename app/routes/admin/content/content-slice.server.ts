import {
  type ContentGroup,
  type ContentItem,
  type ContentItemFilter,
  countContentItemsByCategory,
  listContentItemsOfGroups,
  countContentItemsBefore,
} from "#db/models/content-items.server";
import { compareCategories } from "~/content/sections";
import { dashboardPages } from "~/domain/content-types";
import type { ContentSlice } from "./types";

/**
 * How many items the content tab shows at once (docs/product.md#content-tab). 120 would show every
 * page of the default copy whole (the longest, teachers, has 108 items), but with 10,000 items a
 * slice of 120, and one of 100, took over the dashboard's 50 ms on the shared 2-core machine
 * (`npm run bench`, and the three sizes' builds timed side by side); 50 stays under it. A page of
 * thousands costs a request no more than its slice.
 */
export const itemsPerSlice = 50;

/** The dashboard's order: its pages in turn, each page's categories in the spec's order (app/content/sections.ts). */
function inListOrder(groups: ContentGroup[]) {
  const pageRank = (page: string) => dashboardPages.indexOf(page as (typeof dashboardPages)[number]);
  return groups.toSorted((a, b) => pageRank(a.page) - pageRank(b.page) || compareCategories(a.page)(a.category, b.category));
}

/**
 * The slice of the filter's list that the content tab shows: the one holding `focused` when the
 * list has it, else the requested one, brought within the list (0, a negative or a huge number
 * is the nearest slice that exists). Returns the slice and its items, in the list's order, and
 * whether the focused item decided it.
 */
export async function loadContentSlice(filter: ContentItemFilter, requested: number, focused?: ContentItem) {
  const groups = inListOrder(await countContentItemsByCategory(filter));
  const starts = new Map<ContentGroup, number>();
  let total = 0;
  for (const group of groups) {
    starts.set(group, total);
    total += group.items;
  }
  const count = Math.max(1, Math.ceil(total / itemsPerSlice));
  const focusedGroup = focused && groups.find((group) => group.page === focused.page && group.category === focused.category);
  const position = focusedGroup && (await countContentItemsBefore(filter, focused));
  const landed = position === undefined ? undefined : Math.floor((starts.get(focusedGroup!)! + position) / itemsPerSlice) + 1;
  const number = landed ?? Math.min(Math.max(Number.isNaN(requested) ? 1 : Math.trunc(requested), 1), count);

  // Only the sections the slice spans are read, from the first one's right item on.
  const offset = (number - 1) * itemsPerSlice;
  const spanned = groups.filter((group) => starts.get(group)! < offset + itemsPerSlice && starts.get(group)! + group.items > offset);
  const skip = spanned.length > 0 ? offset - starts.get(spanned[0])! : 0;
  const items = await listContentItemsOfGroups(filter, spanned, { offset: skip, limit: itemsPerSlice });
  const slice: ContentSlice = {
    number,
    count,
    size: itemsPerSlice,
    total,
    first: items.length > 0 ? offset + 1 : 0,
    last: offset + items.length,
    groups,
  };
  return { slice, items, byFocus: landed !== undefined };
}
