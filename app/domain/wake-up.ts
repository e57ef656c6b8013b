/**
 * An in-process wake-up call: whoever wrote something calls `notify` once its transaction committed, and
 * every listener that `subscribe` added runs; `subscribe` returns the function that removes it. The outbox
 * worker (app/lib/outbox-signal.server.ts) and the newsletter sender (newsletter-signal.server.ts) each wait
 * on one, so work starts at once on this node; other nodes find it at their next look.
 */
export function wakeUpCall() {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
