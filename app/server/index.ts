import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { log } from "~/domain/log.server";
import { parseEnv, siteOrigin } from "~/lib/env.server";
import type { NodePhase } from "./app";

/** The production server: `npm run serve` runs this file as built into build/server/index.js. */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    // Plain text, not a log line: the configuration that sets the log (LOG_LEVEL) may be what is wrong.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }

  const { prepareDatabase } = await import("./startup.server");
  const { closeDatabase, databaseFile, db, pool } = await import("#db/database.server");
  const { countOutboxByStatus } = await import("#db/models/outbox.server");
  const { countPendingSchedules } = await import("#db/models/publish-schedules.server");
  const { pingDatabase } = await import("#db/connection.server");
  const { contentVersion } = await import("#db/content-version.server");
  const { createApp } = await import("./app");
  const { startSweeper } = await import("./sweeper.server");
  const { startOutboxWorker } = await import("./outbox-worker.server");
  const { startScheduleRunner } = await import("./schedule-runner.server");
  const { startNewsletterSender } = await import("~/features/newsletters/sender.service.server");
  const { startHeartbeat } = await import("./heartbeat.server");
  const { createAnalytics } = await import("./analytics");
  const { createRedirects } = await import("./redirects");
  const { createNotFoundLog } = await import("./not-found-log");
  const { listRedirects, redirectsVersion } = await import("~/features/redirects/redirects.model.server");
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

  // /readyz answers 503 until the migrations have run, and again from the first SIGTERM on.
  let phase: NodePhase = "starting";
  await prepareDatabase(env);
  // This node's row in server_nodes: `npm run restore` refuses a database that has a live one.
  const stopHeartbeat = startHeartbeat();
  phase = "ready";
  // Set once the port is bound (PORT=0 picks one); no request is answered before.
  let origin = siteOrigin(env, env.PORT);
  // Worked out when the origin is, not on every page view the analytics count.
  let ownHosts = [new URL(origin).hostname.toLowerCase()];
  // Page views counted in memory and added to the database every ANALYTICS_FLUSH_MS (docs/decisions/0045-cookie-free-analytics.md).
  const analytics = createAnalytics({
    flushMs: env.ANALYTICS_FLUSH_MS,
    now: () => Date.now() + env.ANALYTICS_CLOCK_OFFSET_MS,
    ownHosts: () => ownHosts,
  });
  await analytics.start();
  // Redirect rules in memory, reloaded within REDIRECTS_REFRESH_MS of a change on any node; the 404 log
  // counted like the analytics (docs/decisions/0062-redirects-and-not-found-log.md).
  const redirects = createRedirects({ refreshMs: env.REDIRECTS_REFRESH_MS, version: redirectsVersion, load: () => listRedirects() });
  await redirects.start();
  const notFoundLog = createNotFoundLog({ flushMs: env.ANALYTICS_FLUSH_MS, now: () => Date.now() + env.ANALYTICS_CLOCK_OFFSET_MS });
  notFoundLog.start();
  const app = createApp({
    build,
    env,
    mode: "production",
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    contentVersion,
    checkDatabase: () => pingDatabase(db),
    databaseFile,
    origin: () => origin,
    phase: () => phase,
    analytics,
    redirects,
    notFoundLog,
    metricsSources: {
      outbox: countOutboxByStatus,
      schedules: countPendingSchedules,
      pool: pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })),
    },
  });

  // A client that trickles its headers or body cannot hold a connection: 408 after 20 s without
  // the complete headers or 30 s without the complete request (checked every second).
  const server = http.createServer({ headersTimeout: 20_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, app);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    origin = siteOrigin(env, port);
    ownHosts = [new URL(origin).hostname.toLowerCase()];
    const listening = siteOrigin({ HOST: env.HOST, PUBLIC_URL: undefined }, port);
    log.info({ event: "listening", address: listening, links: origin }, `Mahami is listening on ${listening} (links: ${origin})`);
  });
  // A port already taken (or not ours to take) is an operator's mistake, not a crash: one line, exit 1.
  server.once("error", (error: NodeJS.ErrnoException) => {
    const reasons: Record<string, string> = {
      EADDRINUSE: `port ${env.PORT} is already in use: stop what holds it, or set PORT to another port`,
      EACCES: `port ${env.PORT} may not be opened by this user: choose one above 1023`,
      EADDRNOTAVAIL: `this machine has no address ${env.HOST}: check HOST`,
    };
    const reason = error.code ? reasons[error.code] : undefined;
    if (!reason) throw error;
    process.stderr.write(`Cannot listen on ${env.HOST}:${env.PORT}: ${reason}.\n`);
    void stopHeartbeat().finally(() => process.exit(1));
  });
  server.keepAliveTimeout = 5_000;
  const stopSweeper = startSweeper();
  // Due publish schedules, at once (one missed while every node was down) and then every SCHEDULE_CHECK_MS.
  const stopScheduleRunner = startScheduleRunner({ intervalMs: env.SCHEDULE_CHECK_MS });
  // docs/decisions/0028-email-outbox.md: without SMTP_URL emails wait in the outbox, nothing is lost.
  const stopOutboxWorker = env.SMTP_URL
    ? startOutboxWorker({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM!, retrySchedule: env.MAIL_RETRY_SCHEDULE, claimMs: env.OUTBOX_CLAIM_MS })
    : undefined;
  // docs/decisions/0064-newsletters.md: editions go into the outbox at NEWSLETTER_PER_MINUTE, all nodes together.
  const stopNewsletterSender = startNewsletterSender({ perMinute: env.NEWSLETTER_PER_MINUTE, idleMs: env.NEWSLETTER_IDLE_MS });
  if (!env.SMTP_URL) log.warn({ event: "outbox.no-smtp" }, "SMTP_URL is not set: emails are kept in the outbox (dashboard) and not sent.");

  let stopping = false;
  // Keep-alive sockets between two requests, with the time their last answer finished.
  const idleSockets = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => socket.once("close", () => idleSockets.delete(socket)));
  // One function for every answer (no closure per request): the answer's request names its socket.
  function answered(this: ServerResponse) {
    const socket = this.req.socket;
    if (stopping) socket.end();
    else idleSockets.set(socket, Date.now());
  }
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    idleSockets.delete(request.socket);
    // Once stopping, every answer closes its connection.
    if (stopping) response.shouldKeepAlive = false;
    response.on("finish", answered);
  });
  /*
   * A stop in two steps (docs/decisions/0036-readiness-and-drained-restarts.md). First the drain:
   * /readyz answers 503 at once, so load balancers take this node out at their next check, while
   * every request that still comes is served as usual (keep-alive too) for SHUTDOWN_DRAIN_MS.
   * Then the stop (docs/decisions/0017-graceful-shutdown-and-docker.md): no new connection, the
   * requests in flight finished, quiet keep-alive sockets ended, the outbox worker and the database
   * closed. A second signal during the drain cuts it short; one during the stop changes nothing.
   */
  let drainTimer: NodeJS.Timeout | undefined;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(drainTimer);
    log.info({ event: "shutdown" }, "Finishing in-flight requests…");
    const sweeperStopped = stopSweeper();
    const schedulesStopped = stopScheduleRunner();
    const newslettersStopped = stopNewsletterSender();
    // Stop listening without dropping accepted connections whose request is not read yet (http's
    // own close() would reset them); keep-alive sockets between requests are ended once quiet.
    // A client may be reusing a socket that just went idle: only end those quiet for a second.
    const idleCloser = setInterval(() => {
      for (const [socket, since] of idleSockets) if (Date.now() - since > 1_000) socket.end();
    }, 200);
    const forceTimer = setTimeout(() => server.closeAllConnections(), 10_000);
    forceTimer.unref();
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(forceTimer);
      clearInterval(idleCloser);
      await stopOutboxWorker?.();
      await schedulesStopped;
      await newslettersStopped;
      await sweeperStopped;
      // The counts since the last flush (at most ANALYTICS_FLUSH_MS of them) are added before the database closes.
      await analytics.stop();
      await notFoundLog.stop();
      await redirects.stop();
      await stopHeartbeat();
      await closeDatabase();
      log.info({ event: "stopped" }, "Stopped cleanly.");
      process.exit(0);
    });
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    if (phase === "stopping") {
      log.info({ event: "shutdown", signal }, `${signal} received again: the drain is cut short.`);
      stop();
      return;
    }
    phase = "stopping";
    log.info(
      { event: "drain", signal, drainMs: env.SHUTDOWN_DRAIN_MS },
      `${signal} received: /readyz answers 503; serving for ${env.SHUTDOWN_DRAIN_MS} ms more, then stopping.`,
    );
    drainTimer = setTimeout(stop, env.SHUTDOWN_DRAIN_MS);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  log.fatal({ event: "start-up.failed", err: error }, `Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
