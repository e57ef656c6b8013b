import type { EntityDescriptor } from "./descriptor";

/** A team member, in both languages (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
export const team = {
  name: "team",
  table: "team_members",
  generatedIds: ["team_members"],
  title: "name",
  versioned: true,
  deletable: true,
  history: { flags: ["isActive"], unique: null, personal: ["email", "phone"] },
  verbs: ["create", "update", "delete", "restore"],
  search: { source: "team", tab: "/admin-dashboard/team", link: "/admin-dashboard/team?edit={id}" },
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/team", item: "/api/admin/team/:id", noun: "a team member", tag: "Team", answer: "TeamMember" },
} as const satisfies EntityDescriptor;
