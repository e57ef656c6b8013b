/** Current time as the ISO-8601 string every timestamp column holds. */
export function nowIso() {
  return new Date().toISOString();
}
