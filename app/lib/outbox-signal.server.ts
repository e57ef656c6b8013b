/*
 * A wake-up call from whoever wrote to the outbox to this node's worker (app/server/outbox-worker.server.ts),
 * so an email goes out at once rather than at the worker's next look. Other nodes find it on their own.
 */
const listeners = new Set<() => void>();

/** Called after an outbox write has committed. */
export function outboxChanged() {
  for (const listener of listeners) listener();
}

/** The worker's subscription; returns the unsubscribe function. */
export function onOutboxChanged(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
