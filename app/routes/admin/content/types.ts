import type { SubmissionResult } from "@conform-to/react";
import type { EditorialContentItem } from "#db/models/content-drafts.server";

/** A content item as the tab lists it, with its translation status and draft (timestamps stay on the server). */
export type ListedItem = Omit<EditorialContentItem, "createdAt" | "updatedAt" | "valueArUpdatedAt" | "valueEnUpdatedAt">;

/** A refused form comes back with its id, so only that item's form shows the errors. */
export interface ContentActionResult {
  form: string;
  result: SubmissionResult<string[]>;
}
