/**
 * A counter bumped by every write to public content (dictionary, links, settings, team).
 * Caches of derived data (the dictionary, rendered pages) compare against it.
 */
let version = 0;

export function contentVersion() {
  return version;
}

export function markContentChanged() {
  version += 1;
}
