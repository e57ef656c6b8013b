import { z } from "zod";
import { loginSchema } from "./user";

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

/** POST /api/login: the password, and the code when two-factor is on. */
export const apiLoginSchema = loginSchema.extend({ code: z.string().max(64).optional() });

/** POST /api/admin/account/totp/confirm and the dashboard's confirm form. */
export const totpConfirmSchema = z.object({ code: codeField });

/** DELETE /api/admin/account/totp and the dashboard's turn-off form. */
export const totpDisableSchema = z.object({
  password: z.string({ error: "validation.currentPasswordRequired" }).min(1, { error: "validation.currentPasswordRequired" }).max(200),
});

/** The sign-in page's second step. */
export const signInCodeSchema = z.object({ code: codeField });

/** A passkey's name, e.g. "Work laptop". */
export const passkeyNameSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(60, { error: "validation.tooLong" }),
});
