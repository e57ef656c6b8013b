import { z } from "zod";
import { emailAddress, password } from "./fields";

/** POST /api/login and the sign-in form. Any non-empty password is checked, never rejected by shape. */
export const loginSchema = z.object({
  email: emailAddress,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(200),
});

/** POST /api/admin/users and the dashboard's add-user form. */
export const newUserSchema = z.object({ email: emailAddress, password });

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
