import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes } from "node:crypto";
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

/** SHA-256's block: HMAC pads its key to it (RFC 2104). */
const block = 64;

/**
 * HMAC-SHA-256 under `key` (at most a block long) as RFC 2104 writes it, from two one-shot SHA-256
 * calls: the same bytes as createHmac (tests/unit/seal.test.ts, RFC 4231's vectors), for half its
 * cost on Node 24 (about 2.5 µs against 5: OpenSSL sets up a context for each createHmac), which
 * the analytics pay on every counted page view.
 */
export function hmacSha256(key: Buffer) {
  if (key.length > block) throw new Error("an HMAC key longer than a block is hashed first: not needed here");
  const inner = Buffer.alloc(block, 0x36);
  // The key XOR opad, then room for the inner digest: reused, as nothing runs between the copy and the digest.
  const outer = Buffer.alloc(block + 32, 0x5c);
  for (let index = 0; index < key.length; index++) {
    inner[index] ^= key[index];
    outer[index] ^= key[index];
  }
  return (text: string) => {
    hash("sha256", Buffer.concat([inner, Buffer.from(text, "utf8")]), "buffer").copy(outer, block);
    return hash("sha256", outer, "base64url");
  };
}

const hashers = new Map<string, (text: string) => string>();

/** A keyed hash (HMAC-SHA-256 under a key derived per purpose): a stolen table of them cannot be tried offline. */
export function keyedHash(purpose: string, text: string) {
  let hasher = hashers.get(purpose);
  if (!hasher) hashers.set(purpose, (hasher = hmacSha256(keyFor(purpose))));
  return hasher(text);
}
