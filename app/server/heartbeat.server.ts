import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db, dialect } from "#db/database.server";
import { beatHeart, forgetNode, heartbeatMs } from "#db/server-nodes.server";
import { every } from "~/lib/every.server";
import { log } from "~/domain/log.server";

/**
 * Every five seconds (heartbeatMs), keeps this node's row in `server_nodes` fresh while it runs. Returns a stop function that deletes
 * the row, so a cleanly stopped server no longer holds off a restore; a crashed one ages out.
 */
export function startHeartbeat() {
  const node = { id: randomUUID(), host: hostname(), pid: process.pid };
  const loop = every(heartbeatMs, () => beatHeart(db, dialect, node), { event: "heartbeat", message: "Heartbeat failed" });
  // Stopping waits for the last beat and the delete, but never holds a shutdown more than two seconds
  // (a database that is gone cannot take the row away: it ages out in three intervals).
  return async () => {
    const forget = loop
      .stop()
      .then(() => forgetNode(db, node.id))
      .catch((error) => log.error({ event: "heartbeat", err: error }, "Could not remove this node's heartbeat"));
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([forget, new Promise((resolve) => (timeout = setTimeout(resolve, 2_000)))]);
    clearTimeout(timeout);
  };
}
