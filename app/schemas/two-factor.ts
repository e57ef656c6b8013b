import { z } from "zod";
import { timestamp } from "./answers";
import { loginSchema, signedInUserResponse } from "./user";

/*
 * Two-factor sign-in (docs/decisions/0040-two-factor-and-passkeys.md). A code is read loosely
 * (spaces and dashes ignored); whether it is a good one is the service's check, and every bad one
 * gets the same answer.
 */

/** What someone typed as a code: at most 64 characters, checked by the service. */
export const codeField = z
  .string({ error: "validation.codeRequired" })
  .trim()
  .min(1, { error: "validation.codeRequired" })
  .max(64, { error: "validation.codeRejected" });

/** Six digits from the authenticator app, a space or dash allowed in the middle (docs/decisions/0040-two-factor-and-passkeys.md). */
export const appCodePattern = String.raw`\s*\d{3}[\s\-]?\d{3}\s*`;
/** A recovery code: ten letters and digits, a dash or space allowed in the middle. */
export const recoveryCodePattern = String.raw`\s*[A-Za-z0-9]{5}[\s\-]?[A-Za-z0-9]{5}\s*`;

/** POST /api/login: the password, and the code when two-factor is on. */
export const apiLoginSchema = loginSchema.extend({ code: z.string().max(64).optional() });

/** POST /api/admin/account/totp/confirm and the dashboard's confirm form. */
export const totpConfirmSchema = z.object({ code: codeField });

/**
 * One's current password, before a second factor is added or removed or recovery codes are renewed
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export const currentPasswordSchema = z.object({
  password: z.string({ error: "validation.currentPasswordRequired" }).min(1, { error: "validation.currentPasswordRequired" }).max(200),
});

/** DELETE /api/admin/account/totp and the dashboard's turn-off form. */
export const totpDisableSchema = currentPasswordSchema;

/** POST /api/admin/account/totp and the dashboard's set-up form: the password before a new key is made. */
export const totpStartSchema = currentPasswordSchema;

/** POST /api/admin/account/passkeys/options: the password before a passkey's ceremony starts. */
export const passkeyOptionsSchema = currentPasswordSchema;

/**
 * DELETE /api/admin/sessions: with `removePasskeys`, your passkeys go too, which asks for `password`
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export const endSessionsSchema = z.object({
  removePasskeys: z.boolean().optional().describe("true also removes your passkeys (then `password` is needed)."),
  password: z.string().max(200).optional(),
});

/** DELETE /api/admin/account/passkeys/{id} and the dashboard's remove form. */
export const passkeyRemovalSchema = currentPasswordSchema;

/** POST /api/admin/account/recovery-codes and the dashboard's renewal form: the password, as turning two-factor off needs. */
export const recoveryCodesRenewalSchema = currentPasswordSchema;

/**
 * The dashboard's "Continue" under new recovery codes: the box "I have saved these codes" ticked. The codes come back
 * (hidden fields) only so that a refusal can show them again; they are not checked against anything.
 */
export const recoveryCodesSavedSchema = z.object({
  saved: z.literal("on", { error: "validation.recoveryCodesNotSaved" }),
  codes: z.array(z.string().max(20)).max(10).default([]),
  renewed: z.literal("yes").optional(),
});

/** The sign-in page's second step. */
export const signInCodeSchema = z.object({ code: codeField });

/** A passkey's name, e.g. "Work laptop". */
export const passkeyNameSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(60, { error: "validation.tooLong" }),
});

/**
 * A WebAuthn object of @simplewebauthn: the options a ceremony starts from, or the browser's
 * answer to them. Checked by @simplewebauthn/server, not here: any JSON object passes this schema.
 */
const webAuthnObject = (description: string) => z.looseObject({}).describe(description);

/** POST /api/admin/account/passkeys: the name and the browser's answer to the registration options. */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({
  response: webAuthnObject(
    "The browser's answer to the registration options: @simplewebauthn's RegistrationResponseJSON (startRegistration's result).",
  ),
});

/** POST /api/passkey-login: the browser's answer to the sign-in options. */
export const passkeyLoginSchema = z.object({
  response: webAuthnObject(
    "The browser's answer to the sign-in options: @simplewebauthn's AuthenticationResponseJSON (startAuthentication's result).",
  ),
});

// The answers (docs/api.md#your-second-factors), as GET /api/openapi.json describes them.

/** POST /api/admin/account/totp: a new key for the authenticator app, active once confirmed. */
export const totpEnrolmentResponse = z.object({
  secret: z.string().describe("The key in base32, to type into the app."),
  otpauthUrl: z.string().describe("The same key as an otpauth:// URL, for a QR code."),
});

/** POST /api/admin/account/totp/confirm and POST /api/admin/account/recovery-codes: the ten recovery codes, shown this once. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()).length(10) });

/** One of your passkeys: GET and POST /api/admin/account/passkeys. */
export const passkeyResponse = z.object({
  id: z.string().describe("The credential's id (base64url)."),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});

/** POST /api/admin/account/passkeys/options: the options for startRegistration. */
export const passkeyRegistrationOptionsResponse = z
  .looseObject({ challenge: z.string() })
  .describe("@simplewebauthn's PublicKeyCredentialCreationOptionsJSON (generateRegistrationOptions' result), for startRegistration.");

/** POST /api/passkey-login/options: the options for startAuthentication. */
export const passkeyLoginOptionsResponse = z
  .looseObject({ challenge: z.string() })
  .describe("@simplewebauthn's PublicKeyCredentialRequestOptionsJSON (generateAuthenticationOptions' result), for startAuthentication.");

/** POST /api/login signed in: the user, and how many recovery codes are left when one was used. */
export const loginResponse = signedInUserResponse.extend({ recoveryCodesLeft: z.number().int().min(0).optional() });

/** POST /api/login's 401 when two-factor is on and the code is missing or not accepted. */
export const twoFactorRequiredResponse = z.object({ message: z.string(), twoFactorRequired: z.literal(true) });

/** POST /api/login's 401 under REQUIRE_2FA for an account whose only second factor is a passkey: it signs in with the passkey. */
export const passkeyRequiredResponse = z.object({ message: z.string(), passkeyRequired: z.literal(true) });
