import { z } from "zod";
import { id, timestamp } from "./answers";
import { jsonObjectOrString } from "./fields";

/*
 * Redirects and the 404 log (docs/decisions/0062-redirects-and-not-found-log.md): what the redirect
 * endpoints take and answer. A rule's paths are checked after the schema
 * (app/features/redirects/redirect-rules.ts checkRule), so each refusal has its own words.
 */

const text = z.string({ error: "validation.required" }).max(500, { error: "validation.tooLong" });
const status = z.union([z.literal(301), z.literal(302), z.literal(410)], { error: "redirects.errors.status" });

/** POST /api/admin/redirects: `from` a site path (a prefix ends in `/*`), `to` a site path or an https URL (none for a 410). */
export const redirectSchema = jsonObjectOrString(z.object({ from: text, to: text.optional(), status }));

/** PATCH /api/admin/redirects/{id}: the fields to change. */
export const redirectPatchSchema = jsonObjectOrString(z.object({ from: text.optional(), to: text.optional(), status: status.optional() }));

/** A rule as the API answers it. */
export const redirectResponse = z.object({
  id,
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302), z.literal(410)]),
  /** How it was added: by hand (dashboard or API), by a CSV import, or by a page's changed address. */
  origin: z.enum(["manual", "import", "slug"]),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** One path of the 404 log. */
export const notFoundResponse = z.object({
  path: z.string(),
  count: z.number().int().min(1),
  lastSeenAt: timestamp,
  referrerHost: z.string().nullable(),
});

/** A CSV import's outcome. */
export const redirectImportResponse = z.object({ imported: z.number().int().min(0) });
