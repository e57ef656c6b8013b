import { requestInfoContext } from "~/lib/context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestInfoContext);
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin-*", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
