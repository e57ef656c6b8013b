import { wakeUpCall } from "~/domain/wake-up";

/*
 * A wake-up call from whoever wrote to the outbox to this node's worker (app/server/outbox-worker.server.ts),
 * so an email goes out at once rather than at the worker's next look. Other nodes find it on their own.
 */
const outbox = wakeUpCall();

/** Called after an outbox write has committed. */
export const outboxChanged = outbox.notify;

/** The worker's subscription; returns the unsubscribe function. */
export const onOutboxChanged = outbox.subscribe;
