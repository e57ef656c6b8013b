import { redirect } from "react-router";
import type { Route } from "./+types/link.route";
import { followLink } from "./newsletters.service.server";

/**
 * A link of an edition's email, `/newsletter/{id}/l/{n}` (docs/decisions/0064-newsletters.md): one
 * more click on the edition's n-th link, then a 302 to where it leads. Nothing about the reader is
 * kept: no cookie, no address, no per-person row. An unknown edition or link is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const target = /^\d{1,16}$/.test(params.id) && /^\d{1,4}$/.test(params.n) ? await followLink(Number(params.id), Number(params.n)) : undefined;
  if (!target) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
