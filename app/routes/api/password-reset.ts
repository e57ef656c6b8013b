import { json, message, readJson, onlyPost, submissionAnswer, onlyMethod } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { getLocale } from "~/lib/i18n.server";
import { requestPasswordReset } from "~/services/password-reset.server";
import type { Route } from "./+types/password-reset";
import { logOf } from "~/lib/request-logger.server";
import { type ApiDescription, ref } from "~/services/openapi.server";
import { forgotPasswordSchema } from "~/schemas/user";

export const loader = onlyPost;

/**
 * `{email}` → 202 `{message}`, the same whether or not an administrator has that email; the link
 * goes by email in the request's language (app/services/password-reset.server.ts).
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { clientIp, origin } = context.get(requestInfoContext);
  const outcome = await requestPasswordReset({
    clientIp,
    origin,
    locale: getLocale(context),
    input: () => readJson(request, context),
    logger: logOf(context),
  });
  return submissionAnswer(
    context,
    outcome,
    () => message(context, "errors.rateLimited"),
    () => json({ message: message(context, "api.resetRequested") }, { status: 202 }),
  );
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Ask for a password reset link by email",
    tag: "Sign-in",
    body: { schema: forgotPasswordSchema },
    success: { status: 202, description: "The same answer whether or not an administrator has the address.", schema: ref("Message") },
    errors: { 429: "5 requests per IP address per 15 minutes." },
  },
} satisfies ApiDescription;
