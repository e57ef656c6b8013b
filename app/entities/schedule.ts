import type { EntityDescriptor } from "./descriptor";

/** A scheduled publish of drafts (docs/decisions/0044-scheduled-publishing.md). */
export const schedule = {
  name: "schedule",
  table: "publish_schedules",
  generatedIds: ["publish_schedules"],
  title: "at",
  versioned: false,
  verbs: ["create", "cancel", "run", "fail"],
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/schedules", item: "/api/admin/schedules/:id" },
} as const satisfies EntityDescriptor;
