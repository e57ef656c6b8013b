import type { SubmissionResult } from "@conform-to/react";
import type { EditorialContentItem } from "#db/models/content-drafts.server";
import type { ContentGroup } from "#db/models/content-items.server";
import type { Conflict } from "../conflict-view";

/** A content item as the tab lists it, with its translation status and draft (timestamps stay on the server). */
export type ListedItem = Omit<EditorialContentItem, "createdAt" | "updatedAt" | "valueArUpdatedAt" | "valueEnUpdatedAt"> & {
  /** When each pending schedule that would publish its draft runs (UTC); empty without a draft. */
  scheduledAt: string[];
};

/** A refused form comes back with its id, so only that item's form shows the errors; a stale save, with its conflict. */
export type ContentActionResult =
  { form: string; result: SubmissionResult<string[]>; conflict?: undefined } | { conflict: Conflict; form?: undefined };

/** One slice of the tab's list (app/routes/admin/content/content-slice.server.ts). */
export interface ContentSlice {
  /** From 1. */
  number: number;
  /** How many slices the list has (at least 1), of how many items each. */
  count: number;
  size: number;
  /** How many items the list has. */
  total: number;
  /** The positions (from 1) of the slice's first and last items; 0 and 0 for an empty list. */
  first: number;
  last: number;
  /** The whole list's sections in its order (pages, then each page's categories), with their counts. */
  groups: ContentGroup[];
}

export type PageSummary = { items: number; missing: number; stale: number; drafts: number };

/** The categories' names in both languages: their headings are bilingual whatever the dashboard's language. */
export type CategoryNames = Record<"ar" | "en", Record<string, string>>;
