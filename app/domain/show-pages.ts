/**
 * Reads a `showPages` value as the spec says: an object, or a JSON string of one;
 * malformed JSON or anything else reads as {} (every page shown).
 */
export function parseShowPages(value: unknown): Record<string, boolean> {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"));
}
