import { z } from "zod";
import { emailAddress, password } from "./fields";

/** POST /api/login and the sign-in form. Any non-empty password is checked, never rejected by shape. */
export const loginSchema = z.object({
  email: emailAddress,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(200),
});

/** POST /api/admin/users and the dashboard's add-user form. */
export const newUserSchema = z.object({ email: emailAddress, password });

/** PATCH /api/admin/users/{id}/password. */
export const passwordSchema = z.object({ password });

/** The dashboard's inline form: new password and its confirmation (product.md §5). */
export const passwordChangeFormSchema = z
  .object({
    password,
    confirmPassword: z.string().default(""),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.passwordMismatch",
  });
