import { z } from "zod";
import { roles } from "~/domain/roles";
import { emailAddress, password } from "./fields";
import { id, timestamp } from "./answers";

/** POST /api/login and the sign-in form. Any non-empty password is checked, never rejected by shape. */
export const loginSchema = z.object({
  email: emailAddress,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(200),
});

/** What a user may do (docs/decisions/0039-roles.md): `administrator` or `editor`. */
export const role = z.enum(roles, { error: "validation.invalidRole" });

/** POST /api/admin/users and the dashboard's add-user form: an administrator unless `role` says otherwise. */
export const newUserSchema = z.object({ email: emailAddress, password, role: role.default("administrator") });

/**
 * POST /api/admin/invitations and the Accounts tab's invite form (docs/decisions/0039-roles.md): an
 * email, a role (editor unless chosen), an optional name and the language of the invitation email.
 */
export const invitationSchema = z.object({
  email: emailAddress,
  role: role.default("editor"),
  name: z.string({ error: "validation.invalid" }).trim().max(100, { error: "validation.tooLong" }).default(""),
  locale: z.enum(["ar", "en"], { error: "validation.invalid" }).default("ar"),
});

/** PATCH /api/admin/users/{id} and the users tab's role form. */
export const userRoleSchema = z.object({ role });

/**
 * The password one signs in with, asked again before one's own password changes (someone at an
 * unlocked screen, or holding a stolen session cookie, should not be able to take the account).
 * Whether it is needed and right is the route's check: only the server knows whose password it is.
 */
const currentPassword = z.string({ error: "validation.invalid" }).max(200, { error: "validation.tooLong" }).optional();

/** PATCH /api/admin/users/{id}/password. */
export const passwordSchema = z.object({ password, currentPassword });

/** The dashboard's inline form: new password and its confirmation (docs/product.md#users-tab). */
export const passwordChangeFormSchema = z
  .object({
    currentPassword,
    password,
    confirmPassword: z.string().default(""),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });

/** POST /api/password-reset and the forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailAddress });

const resetToken = z.string({ error: "validation.invalid" }).min(1, { error: "validation.invalid" }).max(200, { error: "validation.invalid" });

/** POST /api/password-reset/confirm. */
export const resetPasswordSchema = z.object({
  token: resetToken,
  password,
  removePasskeys: z
    .boolean()
    .optional()
    .describe(
      "true also removes your passkeys, so no passkey made before the reset signs in (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).",
    ),
});

/** The reset-password page: the link's token, the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ token: resetToken, password, confirmPassword: z.string().default(""), removePasskeys: z.boolean().optional() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });

/** POST /api/invitations/accept: the invitation link's token and the invitee's own password. */
export const acceptInvitationSchema = z.object({ token: resetToken, password });

/** The set-your-password page of an invitation: the link's token, the password and its confirmation. */
export const acceptInvitationFormSchema = z
  .object({ token: resetToken, password, confirmPassword: z.string().default("") })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });

/** The signed-in administrator: GET /api/auth/user and POST /api/login. */
export const signedInUserResponse = z.object({ id, email: z.string(), role });

/** A user (administrator or editor) as the users endpoints send it (`User` of the OpenAPI document): never a password hash. */
export const userResponse = z.object({ id, email: z.string(), role, createdAt: timestamp });

/** A user in GET /api/admin/users: also whether they sign in with a second factor (an authenticator app or a passkey). */
export const listedUserResponse = userResponse.extend({ twoFactor: z.boolean() });

/**
 * A pending invitation (`Invitation` of the OpenAPI document): the invited account's id, email and role, the name
 * and email language given, who sent the current link, when, and when it expires. Never the token.
 */
export const invitationResponse = z.object({
  id,
  email: z.string(),
  role,
  name: z.string(),
  locale: z.enum(["ar", "en"]),
  invitedBy: z.string(),
  sentAt: timestamp,
  expiresAt: timestamp,
});

/** One of your live sessions (`Session` of the OpenAPI document): a public id, never the cookie. */
export const sessionResponse = z.object({
  id: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  ip: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
