import { z } from "zod";

/** GET /api/admin/analytics (docs/api.md#analytics, docs/decisions/0045-cookie-free-analytics.md). */
const count = z.number().int().min(0);
const counted = { views: count, visitors: count };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsResponse = z.object({
  from: day,
  to: day,
  totals: z.object({
    ...counted,
    conversions: count,
    previous: z
      .object({ from: day, to: day, ...counted, conversions: count })
      .describe("The same totals over the period of the same length just before."),
  }),
  days: z.array(z.object({ date: day, ...counted })),
  pages: z.array(
    z.object({
      page: z.string(),
      title: z.string().nullable().describe("A campaign page's title in its path's language; null for the fixed pages and a page since deleted."),
      ...counted,
      conversions: count,
      conversionRate: z.number().min(0),
    }),
  ),
  referrers: z.array(z.object({ host: z.string(), ...counted })),
  sources: z.array(z.object({ source: z.string(), ...counted })).describe("utm_source values."),
  languages: z.array(z.object({ language: z.enum(["ar", "en"]), ...counted })),
  devices: z.array(z.object({ device: z.enum(["phone", "tablet", "desktop"]), ...counted })),
  conversions: z.array(z.object({ kind: z.enum(["contact", "newsletter", "appStore", "googlePlay"]), page: z.string(), count })),
});
