import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";

const serverEntry = join(process.cwd(), "build/server/index.js");

export const adminEmail = "admin@mahami.qa";
export const adminPassword = "correct-horse-battery";

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  databaseFile: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** Opens the server's database directly (close it after use). */
  openDatabase: () => Database.Database;
  /** SIGTERM and wait; resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the production build (`npm run build` first) on an ephemeral port with its own
 * temporary SQLite file and a known administrator.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const folder = mkdtempSync(join(tmpdir(), "mahami-server-"));
  const databaseFile = env.DATABASE_URL ?? join(folder, "mahami.db");
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseFile,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
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
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url,
    databaseFile,
    process: child,
    output: () => output,
    openDatabase: () => new Database(databaseFile),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      rmSync(folder, { recursive: true, force: true });
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
