import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, testDialect, testSessionSecret } from "./test-database";

const serverEntry = join(process.cwd(), "build/server/index.js");

export const adminEmail = "admin@mahami.qa";
export const adminPassword = "correct-horse-battery";

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Its DATABASE_URL: a SQLite file or a PostgreSQL database (tests/support/database.ts reads it). */
  databaseUrl: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM and wait; resolves with the exit code. A database the server created goes with it. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the production build (`npm run build` first) on an ephemeral port with a known
 * administrator and a database of its own (tests/support/test-database.ts), unless `env` gives
 * a DATABASE_URL to share or keep (the caller then drops it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const ownDatabase = env.DATABASE_URL ? undefined : await createTestDatabase();
  const databaseUrl = env.DATABASE_URL ?? ownDatabase!.databaseUrl;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // No drain before the stop (docs/decisions/0036-readiness-and-drained-restarts.md): a test that wants one sets it.
      SHUTDOWN_DRAIN_MS: "0",
      ...(testDialect === "postgres" && { SESSION_SECRET: testSessionSecret }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = () => {
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        // Once: every request writes a log line, and matching the whole output again on each chunk
        // would cost the test process (and a bench's load generator) more with every request.
        child.stdout.off("data", onData);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    await ownDatabase?.drop();
    throw error;
  });

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url,
    databaseUrl,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await ownDatabase?.drop();
      return code;
    },
  };
}

/**
 * The server of a whole test file: started by a `beforeAll` and stopped by an `afterAll` that this
 * registers. The object it returns is filled in when the server has started, so read it inside
 * hooks and tests only (hooks the file registers after this call run after the start).
 */
export function useServer(env: Record<string, string> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(env));
  });
  afterAll(async () => {
    await server.stop?.();
  });
  return server;
}
