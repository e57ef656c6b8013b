import { z } from "zod";
import { roles } from "~/domain/roles";
import { emailAddress, password } from "./fields";

/** POST /api/login and the sign-in form. Any non-empty password is checked, never rejected by shape. */
export const loginSchema = z.object({
  email: emailAddress,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(200),
});

/** What a user may do (docs/decisions/0039-roles.md): `administrator` or `editor`. */
export const role = z.enum(roles, { error: "validation.invalidRole" });

/** POST /api/admin/users and the dashboard's add-user form: an administrator unless `role` says otherwise. */
export const newUserSchema = z.object({ email: emailAddress, password, role: role.default("administrator") });

/** PATCH /api/admin/users/{id} and the users tab's role form. */
export const userRoleSchema = z.object({ role });

/** A user as the API returns it (GET /api/auth/user, /api/admin/users…): never a password hash. */
export const userObjectSchema = z.object({ id: z.number().int(), email: z.string(), role, createdAt: z.string() });

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
export const resetPasswordSchema = z.object({ token: resetToken, password });

/** The reset-password page: the link's token, the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ token: resetToken, password, confirmPassword: z.string().default("") })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });
