import { randomBytes } from "node:crypto";

const nonceBytes = 16;
/** Random bytes drawn from the CSPRNG a few kilobytes at a time: one call per 256 nonces, not per response. */
let pool = Buffer.alloc(0);
let offset = 0;

export function createNonce() {
  if (offset + nonceBytes > pool.length) {
    pool = randomBytes(nonceBytes * 256);
    offset = 0;
  }
  offset += nonceBytes;
  return pool.toString("base64", offset - nonceBytes, offset);
}

/** This response's nonce, or on a stored public page only these inline scripts' hashes (docs/decisions/0024-static-public-pages.md). */
export type ScriptAllowance = { nonce: string } | { scriptHashes: string[] };

function scriptSources(scripts: ScriptAllowance) {
  if ("nonce" in scripts) return `'self' 'nonce-${scripts.nonce}'`;
  return scripts.scriptHashes.length > 0 ? scripts.scriptHashes.map((hash) => `'${hash}'`).join(" ") : "'none'";
}

/** The enforced Content-Security-Policy (docs/decisions/0012-security-baseline.md). */
export function contentSecurityPolicy(scripts: ScriptAllowance, { secure, development }: { secure: boolean; development: boolean }) {
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects inline module scripts and a websocket; production needs neither.
    development ? "script-src 'self' 'unsafe-inline'" : `script-src ${scriptSources(scripts)}`,
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Headers every response carries, whatever produced it. */
export function securityHeaders(nonce: string, options: { secure: boolean; development: boolean }) {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce }, options),
    "X-Content-Type-Options": "nosniff",
    // Never no-referrer: Chromium then sends `Origin: null` on same-origin form posts.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    // No other site may embed the pages or read the JSON, even by a no-cors request.
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(options.secure && { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }),
  };
}
