import { login } from "~/services/auth.server";
import { apiError, byMethod, json, message, pickFields, readJsonBody, tooManyRequests, onlyPost } from "~/services/api.server";
import { loginSchema, signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/login";

export const loader = onlyPost;

/** The answer's fields: its schema's (GET /api/openapi.json). */
const signedInFields = pickFields(signedInUserResponse);

/** Signs in with the same throttles and session rules as the login form (app/lib/auth.server.ts). */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { email, password } = await readJsonBody(request, context, loginSchema);
      // `login` reads a form, as the sign-in page posts one: hand it the same fields that way.
      const headers = new Headers(request.headers);
      headers.delete("Content-Type");
      headers.delete("Content-Length");
      const formRequest = new Request(url, { method: "POST", headers, body: new URLSearchParams({ email, password }) });

      const result = await login(formRequest, context, "api");
      if (result.ok) {
        return json(signedInFields(result.user), { headers: { "Set-Cookie": result.setCookie } });
      }
      if (result.reason === "throttled") return tooManyRequests(message(context, "errors.rateLimited"), result.retryAfterSeconds);
      return apiError(401, message(context, "api.invalidCredentials"));
    },
  });
}
