import type { SubmissionResult } from "@conform-to/react";
import type { ContentItem } from "#db/models/content-items.server";

/** A content item as the tab lists it (timestamps stay on the server). */
export type ListedItem = Omit<ContentItem, "createdAt" | "updatedAt">;

/** A refused form comes back with its id, so only that item's form shows the errors. */
export interface ContentActionResult {
  form: string;
  result: SubmissionResult<string[]>;
}
