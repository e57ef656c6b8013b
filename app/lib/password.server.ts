import { randomBytes } from "node:crypto";
import argon2 from "argon2";

/** OWASP's argon2id baseline (docs/decisions/0012-security-baseline.md): 19 MiB, 2 passes, 1 lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return argon2.hash(password, hashOptions);
}

/** Verified against when the email is unknown, so both failures take the same time. */
const dummyHash = hashPassword(randomBytes(16).toString("hex"));

export async function verifyPassword(hash: string | undefined, password: string) {
  try {
    return await argon2.verify(hash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

export function randomPassword() {
  return randomBytes(12).toString("base64url");
}
