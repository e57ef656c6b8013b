import type { EntityDescriptor } from "./descriptor";

/** An account of the administrator portal, with its sessions, factors and invitation (docs/decisions/0039-roles.md). */
export const user = {
  name: "user",
  table: "users",
  tables: ["sessions", "password_resets", "invitations", "user_totp", "recovery_codes", "passkeys", "webauthn_challenges"],
  generatedIds: ["users", "recovery_codes"],
  title: "email",
  versioned: false,
  verbs: ["create", "delete", "password", "role", "password-reset", "invite", "invite-resend", "invite-withdraw", "invite-accept"],
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { collection: "/api/admin/users", item: "/api/admin/users/:id" },
} as const satisfies EntityDescriptor;
