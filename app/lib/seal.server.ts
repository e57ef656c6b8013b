import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, type KeyObject, randomBytes } from "node:crypto";
import { sessionSecret } from "./secret.server";

/*
 * Secrets the server must read back (an authenticator app's key) are kept sealed with AES-256-GCM
 * under a key derived from the session secret, as the outbox seals its bodies: a copy of the
 * database alone opens nothing (docs/decisions/0040-two-factor-and-passkeys.md).
 */

const keys = new Map<string, Buffer>();

function keyFor(purpose: string) {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", sessionSecret(), `mahami-${purpose}`, `${purpose} v1`, 32));
    keys.set(purpose, key);
  }
  return key;
}

/** `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
export function sealText(purpose: string, text: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The text sealed by `sealText` with the same purpose; throws when it was altered or sealed with another secret. */
export function openText(purpose: string, sealed: string) {
  const bytes = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

const hashKeys = new Map<string, KeyObject>();

/**
 * A keyed hash (HMAC-SHA-256 under a derived key): a stolen table of them cannot be tried offline.
 * The key is imported once per purpose: the analytics hash every counted page view.
 */
export function keyedHash(purpose: string, text: string) {
  let key = hashKeys.get(purpose);
  if (!key) {
    key = createSecretKey(keyFor(purpose));
    hashKeys.set(purpose, key);
  }
  return createHmac("sha256", key).update(text).digest("base64url");
}
