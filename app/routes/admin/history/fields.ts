import type { RevisionEntity } from "#db/models/revisions.server";

/*
 * What a person reads of an item's version (docs/decisions/0025-history-and-activity.md): the
 * fields they edit, never the bookkeeping a write moves by itself or the keys the system made.
 */

type Row = Record<string, unknown>;

/** Columns every write sets by itself: they say nothing a person needs. */
const bookkeeping = new Set(["id", "version", "createdAt", "updatedAt", "createdBy", "updatedBy", "data"]);

/** Each kind's internal keys: the item is named by the page's heading, and the file's facts never change. */
const internal: Partial<Record<RevisionEntity, readonly string[]>> = {
  content: ["key", "page", "category", "type"],
  faq: ["key", "page", "category", "type"],
  "button-link": ["contentKey"],
  media: ["hash", "mime", "width", "height", "bytes"],
};

/** Whether a column of `entity` is shown in its history (a language's change time, `valueArUpdatedAt`, is not). */
export function isShownField(entity: RevisionEntity, name: string) {
  return !bookkeeping.has(name) && !/UpdatedAt$/.test(name) && !internal[entity]?.includes(name);
}

/** One shown field: `base` alone, or the Arabic/English pair `${base}Ar`, `${base}En`. */
export interface ShownField {
  base: string;
  pair: boolean;
}

/** The shown fields of the given rows, in their columns' order, an Arabic/English pair as one. */
export function shownFields(entity: RevisionEntity, ...rows: (Row | null | undefined)[]): ShownField[] {
  const names = [...new Set(rows.flatMap((row) => Object.keys(row ?? {})))].filter((name) => isShownField(entity, name));
  const fields: ShownField[] = [];
  for (const name of names) {
    const base = name.replace(/(Ar|En)$/, "");
    const pair = base !== name && names.includes(`${base}Ar`) && names.includes(`${base}En`);
    const field = pair ? base : name;
    if (!fields.some((known) => known.base === field)) fields.push({ base: field, pair });
  }
  return fields;
}

/** Whether two states of an item read the same in every shown field. */
export function sameShownState(entity: RevisionEntity, one: Row, other: Row) {
  const names = [...new Set([...Object.keys(one), ...Object.keys(other)])].filter((name) => isShownField(entity, name));
  return names.every((name) => JSON.stringify(one[name] ?? null) === JSON.stringify(other[name] ?? null));
}

/** A stored value as text: flags as yes/no in the reader's language, nothing as "". */
export function shownValue(value: unknown, yesNo: (flag: boolean) => string) {
  if (typeof value === "boolean") return yesNo(value);
  if (value == null) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A state with its shown fields only: what travels to the page. */
export function shownState(entity: RevisionEntity, row: Row | null | undefined): Row | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([name]) => isShownField(entity, name)));
}
