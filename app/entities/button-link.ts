import type { EntityDescriptor } from "./descriptor";

/** Where a button of the site leads, by the content key of its label. */
export const buttonLink = {
  name: "button-link",
  table: "button_links",
  generatedIds: ["button_links"],
  title: "contentKey",
  versioned: true,
  deletable: true,
  history: { flags: ["isActive"], unique: "contentKey" },
  verbs: ["create", "update", "delete", "restore"],
  access: { read: "editor", write: "editor", history: "editor" },
  api: {
    collection: "/api/admin/button-links",
    item: "/api/admin/button-links/:keyOrId",
    noun: "a link",
    tag: "Button links",
    answer: "ButtonLink",
  },
} as const satisfies EntityDescriptor;
