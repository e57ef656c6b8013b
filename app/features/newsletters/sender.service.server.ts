import { every } from "~/lib/every.server";
import { log } from "~/domain/log.server";
import { senderPass } from "./newsletters.service.server";
import { onEditionsToSend } from "~/domain/newsletter-signal.server";

/**
 * When the next pass comes: the next throttle slot while an edition is sending; otherwise the
 * next scheduled edition's time or the idle interval, whichever is sooner — an idle sender does
 * not ask the database every second (docs/decisions/0064-newsletters.md, amendment of 2026-11-29).
 */
export function nextPassIn({
  sending,
  slotMs,
  nextAt,
  idleMs,
  now,
}: {
  sending: boolean;
  slotMs: number;
  nextAt?: string;
  idleMs: number;
  now: number;
}) {
  if (sending) return slotMs;
  const due = nextAt ? Date.parse(nextAt) : Number.NaN;
  return Number.isFinite(due) ? Math.min(Math.max(due - now, 0), idleMs) : idleMs;
}

/**
 * The newsletter sender (docs/decisions/0064-newsletters.md), on every node: at start-up (an edition
 * whose time passed while every node was down, or one a killed node was sending, goes on), then once
 * per throttle slot while an edition is sending, and otherwise at the next scheduled edition's time
 * or after `idleMs`, whichever comes first. A send or schedule on this node wakes it at once; one on
 * another node is found within `idleMs`. Each pass starts due editions and queues at most one batch
 * per sending edition into the outbox; the outbox worker sends them. Returns a stop function that
 * waits for the pass in hand.
 */
export function startNewsletterSender({ perMinute, idleMs }: { perMinute: number; idleMs: number }) {
  const pass = async () => {
    const { queued, slotMs, sending, nextAt } = await senderPass(perMinute);
    if (queued > 0) log.info({ event: "newsletter.queued", queued }, "Newsletter emails queued");
    return nextPassIn({ sending, slotMs, nextAt, idleMs, now: Date.now() });
  };
  const loop = every(idleMs, pass, { event: "newsletter.failed", message: "The newsletter sender failed" });
  const unsubscribe = onEditionsToSend(loop.wake);
  return async () => {
    unsubscribe();
    await loop.stop();
  };
}
