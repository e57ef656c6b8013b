/**
 * `npm run dev`: the same Express app as production, with Vite's middleware and hot reload.
 */
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import { parseEnv, siteOrigin } from "~/lib/env.server";

const env = parseEnv({ ...process.env, NODE_ENV: "development" });
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const runner = vite.environments.ssr as unknown as { runner: { import: (id: string) => Promise<unknown> } };
const load = <T>(id: string) => runner.runner.import(id) as Promise<T>;

// Readable lines in development only (pino-pretty); production writes JSON (docs/decisions/0035-logs-and-metrics.md).
const logging = await load<typeof import("~/domain/log.server")>("./app/domain/log.server.ts");
logging.prettyLog();

const { prepareDatabase } = await load<typeof import("./startup.server")>("./app/server/startup.server.ts");
const { db, pool } = await load<typeof import("#db/database.server")>("./db/database.server.ts");
const { countOutboxByStatus } = await load<typeof import("#db/models/outbox.server")>("./db/models/outbox.server.ts");
const { pingDatabase } = await load<typeof import("#db/connection.server")>("./db/connection.server.ts");
const { countPendingSchedules } = await load<typeof import("#db/models/publish-schedules.server")>("./db/models/publish-schedules.server.ts");
const { createApp } = await load<typeof import("./app")>("./app/server/app.ts");
await prepareDatabase(env);
const { startScheduleRunner } = await load<typeof import("./schedule-runner.server")>("./app/server/schedule-runner.server.ts");
startScheduleRunner({ intervalMs: env.SCHEDULE_CHECK_MS });
if (env.SMTP_URL) {
  const { startOutboxWorker } = await load<typeof import("./outbox-worker.server")>("./app/server/outbox-worker.server.ts");
  startOutboxWorker({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM!, retrySchedule: env.MAIL_RETRY_SCHEDULE, claimMs: env.OUTBOX_CLAIM_MS });
}
const { startNewsletterSender } = await load<typeof import("../features/newsletters/sender.service.server")>(
  "./app/features/newsletters/sender.service.server.ts",
);
startNewsletterSender({ perMinute: env.NEWSLETTER_PER_MINUTE, idleMs: env.NEWSLETTER_IDLE_MS });

// Redirect rules as in production (the 404 log is production's only): polled, since Vite loads the routes apart.
const { createRedirects } = await load<typeof import("./redirects")>("./app/server/redirects.ts");
const redirectModel = await load<typeof import("~/features/redirects/redirects.model.server")>("./app/features/redirects/redirects.model.server.ts");
const redirects = createRedirects({
  refreshMs: env.REDIRECTS_REFRESH_MS,
  version: redirectModel.redirectsVersion,
  load: () => redirectModel.listRedirects(),
});
await redirects.start();

const app = createApp({
  build: () => load<ServerBuild>("virtual:react-router/server-build"),
  env,
  mode: "development",
  devMiddleware: vite.middlewares,
  contentVersion: async () => "development",
  checkDatabase: () => pingDatabase(db),
  origin: () => siteOrigin(env, env.PORT),
  redirects,
  metricsSources: {
    outbox: countOutboxByStatus,
    schedules: countPendingSchedules,
    pool: pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })),
  },
});
createHttpServer(app).listen(env.PORT, env.HOST, () =>
  logging.log.info(
    { event: "listening", address: `http://localhost:${env.PORT}` },
    `Mahami (development) is listening on http://localhost:${env.PORT}`,
  ),
);
