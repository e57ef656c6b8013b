import { apiActor, apiAdmin, byMethod, json, noContent, readJsonBody, requireCurrentPassword } from "~/services/api.server";
import { endOtherSessions, listOwnSessions } from "~/services/session.server";
import { endSessionsSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/sessions";

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
