/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: every cookie is `Secure` in production over https. The session cookie sets it
 * itself; this adds it, in one place, to every other cookie a response sets (the flash notice,
 * the language choice, and whatever comes next).
 */
export function withSecureAttribute(setCookie: string, secure: boolean) {
  if (!secure || /;\s*secure\s*(?:;|$)/i.test(setCookie)) return setCookie;
  return `${setCookie}; Secure`;
}
