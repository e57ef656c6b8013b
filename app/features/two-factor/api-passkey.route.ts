import {
  apiActor,
  apiAdmin,
  apiError,
  message,
  noContent,
  answersOnly,
  readJsonBody,
  requireCurrentPassword,
  onlyMethod,
} from "~/services/api.server";
import { removePasskey } from "./passkeys.service.server";
import { passkeyRemovalSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-passkey.route";
import { adminOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = answersOnly("DELETE");

/** Removes one of the caller's passkeys with `{password}` (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md): 204, or 404 when it is not theirs. */
export const action = onlyMethod("DELETE", async ({ request, context, params }: Route.ActionArgs) => {
  const { password } = await readJsonBody(request, context, passkeyRemovalSchema);
  await requireCurrentPassword(request, context, password);
  const removed = await removePasskey(apiAdmin(context).user.id, params.id, apiActor(context));
  return removed ? noContent() : apiError(404, message(context, "api.passkeyNotFound"));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  delete: {
    summary: "Remove one of your passkeys, with your password",
    pathParameters: { id: { type: "string", description: "The passkey's id (from GET /api/admin/account/passkeys)." } },
    body: { schema: passkeyRemovalSchema },
    success: { status: 204, description: "Removed." },
    errors: { 400: "A missing or wrong password (in `errors.password`).", 404: "Not one of your passkeys.", 429: "Too many wrong passwords." },
  },
});
