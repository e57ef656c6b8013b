import { every } from "~/lib/every.server";
import { log } from "~/domain/log.server";
import { senderPass } from "./newsletters.service.server";

/**
 * The newsletter sender (docs/decisions/0064-newsletters.md), on every node: at start-up (an edition
 * whose time passed while every node was down, or one a killed node was sending, goes on) and then
 * once per throttle slot. Each pass starts due editions and queues at most one batch per sending
 * edition into the outbox; the outbox worker sends them. Returns a stop function that waits for the
 * pass in hand.
 */
export function startNewsletterSender({ perMinute }: { perMinute: number }) {
  const pass = async () => {
    const { queued, slotMs } = await senderPass(perMinute);
    if (queued > 0) log.info({ event: "newsletter.queued", queued }, "Newsletter emails queued");
    return slotMs;
  };
  const loop = every(1000, pass, { event: "newsletter.failed", message: "The newsletter sender failed" });
  return () => loop.stop();
}
