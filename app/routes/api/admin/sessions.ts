import { apiActor, apiAdmin, byMethod, json, noContent, readJsonBody, requireCurrentPassword } from "~/services/api.server";
import { endOtherSessions, listOwnSessions } from "~/services/session.server";
import { endSessionsSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/sessions";
import { adminOperations, listOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** The caller's own live sessions (docs/decisions/0021-own-sessions.md): public ids only, never a token or its hash. */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listOwnSessions(apiAdmin(context)));
}

/**
 * Ends every other session of the caller; the one that asks stays signed in. An optional body
 * `{removePasskeys: true, password}` removes the caller's passkeys too (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      DELETE: async () => {
        const signedIn = apiAdmin(context);
        const { removePasskeys, password } = request.headers.has("Content-Type") ? await readJsonBody(request, context, endSessionsSchema) : {};
        if (removePasskeys) await requireCurrentPassword(request, context, password ?? "");
        await endOtherSessions(signedIn, apiActor(context), removePasskeys === true);
        return noContent();
      },
    },
    ["GET"],
  );
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Sessions", {
  get: {
    summary: "Your own live sessions, the current one first",
    success: listOf("Your sessions.", "Session"),
  },
  delete: {
    summary: "Sign out everywhere else (this session stays), and optionally remove your passkeys",
    body: { schema: endSessionsSchema, optional: true },
    success: { status: 204, description: "Every other session of yours ended (and, with `removePasskeys`, your passkeys are gone)." },
    errors: { 400: "`removePasskeys` with a missing or wrong password (in `errors.password`).", 429: "Too many wrong passwords." },
  },
});
