import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Actor } from "#db/models/activity.server";
import { addPasskey, deletePasskey, getPasskey, listPasskeys, markPasskeyUsed, saveChallenge, takeChallenge } from "#db/models/passkeys.server";
import { getUserById, type PublicUser } from "#db/models/users.server";
import { env } from "~/lib/env.server";

/*
 * Passkeys (WebAuthn, docs/decisions/0040-two-factor-and-passkeys.md): registered from the Security
 * tab, used from the sign-in page as both factors at once. The relying party is PUBLIC_URL's host,
 * else the request's; every challenge is stored server-side, used once, within five minutes.
 */

const challengeMs = 5 * 60 * 1000;
const rpName = "Mahami";

/** The relying party: PUBLIC_URL's origin and host name, else the request's own. */
function relyingParty(url: URL) {
  const origin = env().PUBLIC_URL ?? url.origin;
  return { origin, rpID: new URL(origin).hostname };
}

const expiry = () => new Date(Date.now() + challengeMs).toISOString();

/** Options for adding a passkey to the user's account (a discoverable credential, user verification preferred). */
export async function registrationOptions(user: PublicUser, url: URL) {
  const { rpID } = relyingParty(url);
  const existing = await listPasskeys(user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: "none",
    excludeCredentials: existing.map(({ id }) => ({ id })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await saveChallenge({ challenge: options.challenge, userId: user.id, purpose: "register", expiresAt: expiry() });
  return options;
}

/** Checks the browser's answer to `registrationOptions` and keeps the passkey under `name`; false when it does not verify. */
export async function finishRegistration(user: PublicUser, url: URL, name: string, response: unknown, actor: Actor) {
  const { origin, rpID } = relyingParty(url);
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: async (challenge) => (await takeChallenge(challenge, "register"))?.userId === user.id,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) return undefined;
    const { credential } = verification.registrationInfo;
    const passkey = {
      id: credential.id,
      userId: user.id,
      name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
    };
    await addPasskey(passkey, actor);
    return (await listPasskeys(user.id)).find((one) => one.id === passkey.id);
  } catch {
    // A forged or malformed answer: refused, never a 500.
    return undefined;
  }
}

/** Options for signing in with any passkey of this site (discoverable: no list of credentials). */
export async function authenticationOptions(url: URL) {
  const { rpID } = relyingParty(url);
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  await saveChallenge({ challenge: options.challenge, userId: null, purpose: "login", expiresAt: expiry() });
  return options;
}

/** The user a passkey sign-in proves, or undefined when the answer does not verify (unknown key, used challenge, bad signature). */
export async function finishAuthentication(url: URL, response: unknown): Promise<PublicUser | undefined> {
  const { origin, rpID } = relyingParty(url);
  const id = typeof response === "object" && response !== null && "id" in response ? (response as { id: unknown }).id : undefined;
  if (typeof id !== "string") return undefined;
  const passkey = await getPasskey(id);
  if (!passkey) return undefined;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: async (challenge) => (await takeChallenge(challenge, "login")) !== undefined,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: Number(passkey.counter),
        transports: passkey.transports ? (passkey.transports.split(",") as never) : undefined,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return undefined;
    await markPasskeyUsed(passkey.id, verification.authenticationInfo.newCounter);
    return getUserById(passkey.userId);
  } catch {
    return undefined;
  }
}

export function removePasskey(userId: number, id: string, actor: Actor) {
  return deletePasskey(userId, id, actor);
}

export { listPasskeys };
