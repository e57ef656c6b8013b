import { knownDeviceCookie } from "~/lib/cookies.server";
import { keyedHash } from "~/lib/seal.server";

/*
 * Known devices (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md): a browser that
 * signed in to an account keeps a signed cookie naming that account by a keyed hash of its email
 * (never the email itself). Its password guesses skip the account-wide cap, so guesses from
 * elsewhere cannot lock the owner out; the per-address and per email+address limits still apply.
 */

/** The accounts one browser remembers: the most recent first. */
const rememberedAccounts = 5;

const mark = (email: string) => keyedHash("known-device", email.toLowerCase()).slice(0, 22);

function marksOf(request: Request) {
  const value = knownDeviceCookie.read(request);
  return Array.isArray(value) ? value.filter((one): one is string => typeof one === "string").slice(0, rememberedAccounts) : [];
}

/** Whether this browser signed in to the account of `email` before. */
export function isKnownDevice(request: Request, email: string) {
  return marksOf(request).includes(mark(email));
}

/** The Set-Cookie that remembers this browser for the account of `email`, after a sign-in. */
export function rememberDevice(request: Request, email: string) {
  const own = mark(email);
  return knownDeviceCookie.serialize([own, ...marksOf(request).filter((one) => one !== own)].slice(0, rememberedAccounts));
}
