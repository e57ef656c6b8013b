import { accessSync, constants } from "node:fs";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Observed } from "../request-log";

/** Where a node is in its life, as /readyz tells it (docs/decisions/0036-readiness-and-drained-restarts.md). */
export type NodePhase = "starting" | "ready" | "stopping";

/** Express's own routes (the others are React Router's): liveness and readiness, for probes and load balancers. */
export const healthPath = "/healthz";
export const readyPath = "/readyz";

/** GET or HEAD of /healthz or /readyz, whatever the query: answered before the Host is checked. */
export function probeOf(req: IncomingMessage): typeof healthPath | typeof readyPath | undefined {
  const url = req.url ?? "";
  // Checked on every GET before the page store: a prefix test first, nothing allocated.
  if ((req.method !== "GET" && req.method !== "HEAD") || !(url.startsWith(healthPath) || url.startsWith(readyPath))) return undefined;
  const path = url.split("?", 1)[0];
  return path === healthPath || path === readyPath ? path : undefined;
}

export interface ProbeOptions {
  /** A database round trip: rejects when the database cannot answer. */
  checkDatabase: () => Promise<void>;
  /** The SQLite file, which must be readable and writable too. */
  databaseFile?: string;
  /** The node's phase; absent: always "ready" (the development server). */
  phase?: () => NodePhase;
}

/**
 * /healthz: alive, the database answering (200 while a stopping node drains: it is alive).
 * /readyz: ready for traffic: migrated, the database answering, and not shutting down; a load
 * balancer takes the node out at the first 503. Neither is ever stored or cached. Probes come by
 * IP, by a container's name or with no Host at all (HTTP/1.0): whatever they name, they are
 * answered before the host check, and nothing is built from that Host.
 */
export function probes({ checkDatabase, databaseFile, phase }: ProbeOptions): RequestHandler {
  /** True when the database answers a round trip (and its file, on SQLite, can be read and written). */
  const databaseAnswers = async () => {
    try {
      if (databaseFile) accessSync(databaseFile, constants.R_OK | constants.W_OK);
      await checkDatabase();
      return true;
    } catch {
      return false;
    }
  };
  return (req, res, next) => {
    const probe = probeOf(req);
    if (!probe) return next();
    void (async () => {
      res.set("Cache-Control", "no-store");
      const now = phase?.() ?? "ready";
      if (probe === readyPath && now !== "ready") return void res.status(503).json({ status: now });
      if (!(await databaseAnswers())) return void res.status(503).json({ status: "unavailable" });
      res.json({ status: probe === healthPath ? "ok" : "ready" });
    })();
  };
}

/**
 * The listener's view of a probe: it goes to Express (whatever the Host), and its log line is
 * written at debug level (a load balancer asks every second). True for a probe.
 */
export function quietProbe(req: IncomingMessage, observed: Observed) {
  const probe = probeOf(req);
  if (!probe) return false;
  observed.route = probe;
  observed.quiet = true;
  return true;
}
