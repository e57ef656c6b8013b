import { z } from "zod";
import { searchKinds } from "~/domain/search-kinds";

// The answer of GET /api/admin/search (docs/decisions/0041-search-index.md).

export const searchHitResponse = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  /** As stored, not folded: the client highlights the query in it. */
  title: z.string(),
  snippet: z.string(),
  /** The item's view in the dashboard. */
  url: z.string(),
});

export const searchResultResponse = z.object({
  items: z.array(searchHitResponse),
  total: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Only when nothing was found and the site has words near the typed ones: the query with those words (a link's `q`). */
  suggestion: z.string().optional(),
  counts: z.object(
    Object.fromEntries(searchKinds.map((kind) => [kind, z.number().int().min(0)])) as Record<(typeof searchKinds)[number], z.ZodNumber>,
  ),
});
