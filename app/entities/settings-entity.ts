import type { EntityDescriptor } from "./descriptor";

/** The header's or the footer's settings (./header.ts, ./footer.ts): one row each, described alike but for their flag. */
export function settingsEntity<Name extends "header" | "footer", Flag extends string>(name: Name, flag: Flag) {
  return {
    name,
    table: `${name}_settings`,
    generatedIds: [],
    title: null,
    versioned: true,
    history: { flags: [flag], unique: null },
    verbs: ["update", "restore"],
    access: { read: "editor", write: "editor", history: "editor" },
    api: { item: `/api/admin/${name}-settings` },
  } as const satisfies EntityDescriptor;
}
