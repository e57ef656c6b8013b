import { listContentItems } from "#db/models/content-items.server";
import { json, methodNotAllowed, publicCache } from "~/services/api.server";
import type { Route } from "./+types/content";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/**
 * Every dictionary item: the public site's text, Arabic and English, and nothing editors keep for
 * themselves — notes, per-language change times (docs/decisions/0022-hardening-after-the-attack-run.md,
 * 0026-drafts-preview-translation-status.md).
 */
export async function loader() {
  const items = await listContentItems();
  return json(
    items.map(({ id, key, type, valueAr, valueEn, category, page, createdAt, updatedAt }) => ({
      id,
      key,
      type,
      valueAr,
      valueEn,
      category,
      page,
      createdAt,
      updatedAt,
    })),
    { cache: publicCache },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
