import { listContentItems } from "#db/models/content-items.server";
import { listHiddenFaqItemIds } from "#db/models/faq-entries.server";
import { json, pickFields, publicCache, answersOnly } from "~/services/api.server";
import { publicContentItemResponse } from "~/schemas/content-item";
import { type ApiDescription, listOf, publicGet } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/** The fields the answer sends: its schema's, which GET /api/openapi.json describes. */
const publicFields = pickFields(publicContentItemResponse);

/**
 * Every dictionary item: the public site's text, Arabic and English, and nothing editors keep for
 * themselves — notes, per-language change times (docs/decisions/0022-hardening-after-the-attack-run.md,
 * 0026-drafts-preview-translation-status.md), and no hidden FAQ entry (0057-faq-and-team-as-bilingual-records.md).
 */
export async function loader() {
  const [items, hidden] = await Promise.all([listContentItems(), listHiddenFaqItemIds()]);
  return json(items.filter((item) => !hidden.has(item.id)).map(publicFields), { cache: publicCache });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: publicGet("Every content item of every page, without the administrators' notes", listOf("Every content item.", "PublicContentItem")),
} satisfies ApiDescription;
