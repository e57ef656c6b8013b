/*
 * Tells this node's redirect step (app/server/redirects.ts) that a rule was written here, so it
 * reloads before the write's answer is sent instead of at its next poll; other nodes see the change
 * at theirs (docs/decisions/0062-redirects-and-not-found-log.md).
 */

const listeners = new Set<() => Promise<void>>();

export function onRulesChanged(listener: () => Promise<void>) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once every listener has reloaded. */
export async function rulesChanged() {
  await Promise.all([...listeners].map((listener) => listener()));
}
