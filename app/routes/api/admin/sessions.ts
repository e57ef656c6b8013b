import { actorOf } from "~/services/actor.server";
import { byMethod, json, noContent, requireApiAdmin } from "~/services/api.server";
import { endOtherSessions, listOwnSessions } from "~/services/session.server";
import type { Route } from "./+types/sessions";

/** The caller's own live sessions (docs/decisions/0021-own-sessions.md): public ids only, never a token or its hash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return json(await listOwnSessions(await requireApiAdmin(request, context)));
}

/** Ends every other session of the caller; the one that asks stays signed in. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      DELETE: async () => {
        const signedIn = await requireApiAdmin(request, context);
        await endOtherSessions(signedIn, actorOf(context, signedIn));
        return noContent();
      },
    },
    ["GET"],
  );
}
