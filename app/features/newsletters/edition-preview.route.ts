import { data } from "react-router";
import { currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import type { Route } from "./+types/edition-preview.route";
import { getEdition } from "./newsletters.model.server";
import { contentOf, previewHtml } from "./newsletters.service.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * An edition's email as its reader sees it, for the editor's preview frame (docs/decisions/0064-newsletters.md).
 * A document of its own, not `srcdoc`: a srcdoc frame takes the dashboard's Content-Security-Policy, which
 * refuses the email's inline styles. This one allows inline styles and same-site images and nothing
 * else — no script, no form, no plugin — and only the dashboard may frame it.
 */
const previewPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "sandbox allow-same-origin",
].join("; ");

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const language = params.language;
  const edition = Number.isSafeInteger(id) && id > 0 ? await getEdition(id) : undefined;
  if (!edition || (language !== "ar" && language !== "en")) throw data(null, { status: 404 });
  const { user } = currentAdmin(context);
  return new Response(await previewHtml(contentOf(edition), language, user.email), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": previewPolicy,
      "X-Frame-Options": "SAMEORIGIN",
      "Cache-Control": "private, no-store",
    },
  });
}
