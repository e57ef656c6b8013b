import { wakeUpCall } from "./wake-up";

/*
 * A wake-up call to this node's newsletter sender (app/features/newsletters/sender.service.server.ts)
 * from a send or a schedule made on this node, so a resting sender starts at once; other nodes find it
 * within their idle interval (docs/decisions/0064-newsletters.md, amendment of 2026-11-29). Here, not
 * beside the sender, because the model that commits the send calls it and a model may only read this floor.
 */
const editions = wakeUpCall();

/** Called after an edition was sent or scheduled (its transaction committed). */
export const editionsToSend = editions.notify;

/** The sender's subscription; returns the unsubscribe function. */
export const onEditionsToSend = editions.subscribe;
