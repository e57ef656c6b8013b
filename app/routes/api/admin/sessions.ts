import { apiActor, apiAdmin, byMethod, json, noContent } from "~/services/api.server";
import { endOtherSessions, listOwnSessions } from "~/services/session.server";
import type { Route } from "./+types/sessions";

/** The caller's own live sessions (docs/decisions/0021-own-sessions.md): public ids only, never a token or its hash. */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listOwnSessions(apiAdmin(context)));
}

/** Ends every other session of the caller; the one that asks stays signed in. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      DELETE: async () => {
        const signedIn = apiAdmin(context);
        await endOtherSessions(signedIn, apiActor(context));
        return noContent();
      },
    },
    ["GET"],
  );
}
