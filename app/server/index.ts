import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { databasePath, parseEnv } from "~/lib/env.server";

/** The production server: `npm run serve` runs this file as built into build/server/index.js. */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const { prepareDatabase } = await import("./startup.server");
  const { closeDatabase, sqlite } = await import("#db/database.server");
  const { createApp } = await import("./app");
  const { startSessionSweeper } = await import("./sweeper.server");
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;

  await prepareDatabase(env);
  const file = databasePath(env.DATABASE_URL);
  const app = createApp({
    build,
    env,
    mode: "production",
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    checkDatabase: () => sqlite.prepare("select count(*) from sqlite_master").get(),
    databaseFile: file === ":memory:" ? undefined : file,
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Mahami is listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
  });
  server.keepAliveTimeout = 5_000;
  const stopSweeper = startSessionSweeper();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests…`);
    stopSweeper();
    // Keep-alive sockets go as soon as their current request is answered; stragglers after 10 s.
    const idleCloser = setInterval(() => server.closeIdleConnections(), 100);
    const forceTimer = setTimeout(() => server.closeAllConnections(), 10_000);
    forceTimer.unref();
    server.close(async () => {
      clearInterval(idleCloser);
      clearTimeout(forceTimer);
      await closeDatabase();
      console.log("Stopped cleanly.");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
