import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db, dialect } from "#db/database.server";
import { beatHeart, forgetNode, heartbeatMs } from "#db/server-nodes.server";

/**
 * Every five seconds (heartbeatMs), keeps this node's row in `server_nodes` fresh while it runs. Returns a stop function that deletes
 * the row, so a cleanly stopped server no longer holds off a restore; a crashed one ages out.
 */
export function startHeartbeat() {
  const node = { id: randomUUID(), host: hostname(), pid: process.pid };
  let beating: Promise<void> = Promise.resolve();
  const run = () => {
    beating = beatHeart(db, dialect, node).catch((error) => console.error("Heartbeat failed", error));
  };
  run();
  const timer = setInterval(run, heartbeatMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beating;
    await forgetNode(db, node.id).catch((error) => console.error("Could not remove this node's heartbeat", error));
  };
}
