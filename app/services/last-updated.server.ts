import { perContentVersion } from "#db/content-version.server";
import { listContentItems } from "#db/models/content-items.server";
import { type LegalPageId, legalPageIds } from "~/config/pages";
import { keyParts } from "~/domain/content-types";

/*
 * The legal pages' "Last updated" date (docs/decisions/0048-legal-last-updated.md): the newest
 * change to the text of any of the page's items, in either language, read from the stamps every
 * write keeps (valueArUpdatedAt, valueEnUpdatedAt). The browser-tab title and SEO description
 * (`*.meta.*`) are not the document, so they do not move it. Nobody types the date.
 */

/** When each legal page's text last changed, as an ISO instant; null for a page with no items yet. */
export function legalPagesLastUpdated(): Promise<Record<LegalPageId, string | null>> {
  return perContentVersion("legal-last-updated", async () => {
    const newest = Object.fromEntries(legalPageIds.map((page) => [page, null])) as Record<LegalPageId, string | null>;
    const stamps = Object.fromEntries(legalPageIds.map((page) => [page, 0])) as Record<LegalPageId, number>;
    for (const item of await listContentItems({ pages: [...legalPageIds] })) {
      const page = item.page as LegalPageId;
      if (!(page in stamps) || keyParts(item.key).category === "meta") continue;
      const changed = Math.max(Date.parse(item.valueArUpdatedAt), Date.parse(item.valueEnUpdatedAt));
      if (Number.isFinite(changed) && changed > stamps[page]) {
        stamps[page] = changed;
        newest[page] = new Date(changed).toISOString();
      }
    }
    return newest;
  });
}
