import { listUsersWithTwoFactor } from "~/features/two-factor/two-factor.model.server";
import { listUsers } from "#db/models/users.server";
import { createAdministrator } from "~/services/auth.server";
import { apiError, createAction, json, message, readJsonBody } from "~/services/api.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { newUserSchema } from "~/schemas/user";
import { arrayOf, adminOperations, created } from "~/services/openapi.server";

const bodySchema = refusingWeakPasswords(newUserSchema, (value) => value.email);

/** Users as id, email, role, createdAt and whether a second factor guards the account (an app or a passkey): never a password hash. */
export async function loader() {
  const [users, { totp, passkeys }] = await Promise.all([listUsers(), listUsersWithTwoFactor()]);
  const guarded = new Set([...totp, ...passkeys]);
  return json(users.map((user) => ({ ...user, twoFactor: guarded.has(user.id) })));
}

export const action = createAction(async ({ request, context, actor }) => {
  const { email, password, role } = await readJsonBody(request, context, bodySchema);
  const result = await createAdministrator(email, password, actor, role);
  if (!result.ok) return apiError(409, message(context, "api.duplicateUserEmail"));
  return json(result.user, { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Users", {
  get: {
    summary: "Every administrator",
    success: {
      status: 200,
      description: "The administrators, each saying whether a second factor guards their account.",
      schema: arrayOf("ListedUser"),
    },
  },
  post: {
    summary: "Add an administrator",
    body: { schema: newUserSchema },
    success: created("User"),
    errors: { 409: "The email exists (in any letter case)." },
  },
});
