import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { databasePath } from "~/domain/database-url";
import { env } from "./env.server";

let cached: string | undefined;

/** docs/decisions/0022-hardening-after-the-attack-run.md: the secret is readable by its owner only, like the database file. */
function restrictToOwner(file: string) {
  try {
    chmodSync(file, 0o600);
  } catch {
    // Not the owner (e.g. a file mounted for another user): leave it as it is.
  }
}

/**
 * SESSION_SECRET, or a random one generated on first start and kept beside the database
 * (mode 0600, also when an older start or a copy left it wider) so signed cookies survive restarts
 * (docs/architecture.md#start-up-and-configuration).
 */
export function sessionSecret() {
  if (cached) return cached;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const database = databasePath();
  const file = join(database === ":memory:" ? "data" : dirname(database), "session-secret");
  if (existsSync(file)) {
    restrictToOwner(file);
    return (cached = readFileSync(file, "utf8").trim());
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  restrictToOwner(file);
  return (cached = secret);
}
