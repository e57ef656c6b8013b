import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmacSha256, keyedHash } from "~/lib/seal.server";

const hex = (base64url: string) => Buffer.from(base64url, "base64url").toString("hex");

describe("hmacSha256", () => {
  it("gives RFC 4231's HMAC-SHA-256 test vectors", () => {
    // Test case 1: a 20-byte key of 0x0b, "Hi There".
    expect(hex(hmacSha256(Buffer.alloc(20, 0x0b))("Hi There"))).toBe("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
    // Test case 2: the key "Jefe".
    expect(hex(hmacSha256(Buffer.from("Jefe"))("what do ya want for nothing?"))).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("gives createHmac's bytes for random keys and texts, Arabic and long ones included, called again and again", () => {
    for (let round = 0; round < 200; round++) {
      const key = randomBytes(1 + (round % 64));
      const text = `${randomBytes(round * 3).toString("base64")} طفلي ${round}`;
      const hasher = hmacSha256(key);
      expect(hasher(text)).toBe(createHmac("sha256", key).update(text).digest("base64url"));
      expect(hasher(text)).toBe(createHmac("sha256", key).update(text).digest("base64url"));
    }
  });

  it("refuses a key longer than SHA-256's block", () => {
    expect(() => hmacSha256(Buffer.alloc(65))).toThrow();
  });
});

describe("keyedHash", () => {
  it("is stable per purpose and differs between purposes", () => {
    expect(keyedHash("analytics", "a")).toBe(keyedHash("analytics", "a"));
    expect(keyedHash("analytics", "a")).not.toBe(keyedHash("known-device", "a"));
    expect(keyedHash("analytics", "a")).not.toBe(keyedHash("analytics", "b"));
  });
});
