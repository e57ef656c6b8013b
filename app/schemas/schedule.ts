import { z } from "zod";
import { contentPages } from "~/domain/content-types";
import { locales } from "~/domain/locale";
import { id, timestamp } from "./answers";
import { draftScopeFields } from "./content-item";
import { jsonObjectOrString } from "./fields";

/*
 * Scheduled publishing (docs/decisions/0044-scheduled-publishing.md): what POST /api/admin/schedules
 * takes and what the schedule endpoints answer. `at` is checked after the schema (a readable
 * ISO-8601 time with its offset, ahead, at most a year ahead) so each refusal has its own words.
 */

export const publishScheduleStatuses = ["pending", "done", "failed", "cancelled"] as const;
export const publishScheduleActions = ["publish", "unpublish"] as const;

/**
 * POST /api/admin/schedules: when (ISO-8601 with `Z` or an offset, e.g. `2026-11-29T08:00:00+03:00`) and
 * which drafts — or a campaign page (`pageId`) and whether to publish or unpublish it
 * (docs/decisions/0060-campaign-pages.md); `languages` chooses for either.
 */
export const scheduleSchema = jsonObjectOrString(
  z.object({
    at: z.string({ error: "validation.required" }).max(40, { error: "validation.tooLong" }),
    ...draftScopeFields,
    pageId: z
      .number({ error: "validation.invalid" })
      .int({ error: "validation.invalid" })
      .positive({ error: "validation.invalid" })
      .optional()
      .meta({ description: "A campaign page (GET /api/admin/pages): the schedule publishes or unpublishes it, not drafts." }),
    action: z
      .enum(publishScheduleActions, { error: "validation.invalid" })
      .optional()
      .meta({ description: "With `pageId`: publish (the default) or unpublish its languages at `at`. Without, only publish." }),
  }),
);

/** A schedule as the API answers it. */
export const scheduleResponse = z.object({
  id,
  at: timestamp,
  page: z.enum(contentPages).nullable(),
  ids: z.array(id).nullable(),
  languages: z.array(z.enum(locales)),
  createdBy: z.string(),
  status: z.enum(publishScheduleStatuses),
  /** Why it failed, or who cancelled it. */
  reason: z.string().nullable(),
  /** How many items it published (once done); for a campaign page's schedule, how many languages it published or took down. */
  published: z.number().int().min(0).nullable(),
  publishedIds: z.array(id).nullable(),
  createdAt: timestamp,
  doneAt: timestamp.nullable(),
  /** A campaign page's schedule: the page; null for drafts'. */
  pageId: id.nullable(),
  action: z.enum(publishScheduleActions),
});

export const scheduleListResponse = z.array(scheduleResponse);

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Why `at` cannot be a schedule's time at `now`, or its UTC ISO form. */
export function checkScheduleTime(at: string, now: number): { at: string } | { problem: "invalid" | "past" | "tooFar" } {
  const time = isoWithOffset.test(at) ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(time)) return { problem: "invalid" };
  if (time <= now) return { problem: "past" };
  const yearAhead = new Date(now);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  if (time > yearAhead.getTime()) return { problem: "tooFar" };
  return { at: new Date(time).toISOString() };
}
