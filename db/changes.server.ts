import { sqlite } from "./database.server";

/**
 * A version of the public content: bumped by every write the app makes to content (dictionary,
 * links, settings, team), and by commits from any other connection (SQLite's data_version: a CLI,
 * a test, a restore). Caches of derived data (the dictionary, rendered pages) compare against it.
 */
let localWrites = 0;

export function contentVersion() {
  return `${localWrites}:${sqlite.pragma("data_version", { simple: true })}`;
}

export function markContentChanged() {
  localWrites += 1;
}
