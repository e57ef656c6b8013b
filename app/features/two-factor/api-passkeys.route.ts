import { apiActor, apiAdmin, apiError, byMethod, json, message, readJsonBody } from "~/services/api.server";
import { finishRegistration, listPasskeys } from "./passkeys.service.server";
import { passkeyRegistrationSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-passkeys.route";
import { jsonContent, errorOrFields, adminOperations, created, listOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** The caller's passkeys (docs/decisions/0040-two-factor-and-passkeys.md): id, name, when added and last used. */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listPasskeys(apiAdmin(context).user.id));
}

/** Adds a passkey: `{name, response}`, the browser's answer to the options of POST …/passkeys/options; 201, or 400 when it does not verify. */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      POST: async () => {
        const { name, response } = await readJsonBody(request, context, passkeyRegistrationSchema);
        const passkey = await finishRegistration(apiAdmin(context).user, url, name, response, apiActor(context));
        if (!passkey) return apiError(400, message(context, "api.passkeyRejected"));
        return json(passkey, { status: 201 });
      },
    },
    ["GET"],
  );
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  get: {
    summary: "Your passkeys, oldest first",
    success: listOf("Your passkeys.", "Passkey"),
  },
  post: {
    summary: "Add a passkey: its name and the browser's answer to the registration options",
    body: { schema: passkeyRegistrationSchema },
    success: created("Passkey", "Added."),
    errors: {
      400: {
        description: "A refused name (in `errors.name`), or an answer that does not verify (`{message}` only).",
        content: jsonContent(errorOrFields),
      },
    },
  },
});
