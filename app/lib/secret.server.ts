import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { databasePath, env } from "./env.server";

let cached: string | undefined;

/**
 * SESSION_SECRET, or a random one generated on first start and kept beside the database
 * (mode 0600) so signed cookies survive restarts (docs/architecture.md#start-up-and-configuration).
 */
export function sessionSecret() {
  if (cached) return cached;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const database = databasePath();
  const file = join(database === ":memory:" ? "data" : dirname(database), "session-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return (cached = secret);
}
