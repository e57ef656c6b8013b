import { json, message, onlyPost, publicSubmissionAction } from "~/services/api.server";
import { requestPasswordReset } from "~/services/password-reset.server";
import { type ApiDescription, ref } from "~/services/openapi.server";
import { forgotPasswordSchema } from "~/schemas/user";

export const loader = onlyPost;

/**
 * `{email}` → 202 `{message}`, the same whether or not an administrator has that email; the link
 * goes by email in the request's language (app/services/password-reset.server.ts).
 */
export const action = publicSubmissionAction(
  (submission) => requestPasswordReset(submission),
  (context) => message(context, "errors.rateLimited"),
  (context) => json({ message: message(context, "api.resetRequested") }, { status: 202 }),
);

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
