import { data } from "react-router";
import { getLocale } from "~/lib/i18n.server";
import { getPageStrings } from "~/services/dictionary.server";
import { NotFoundView } from "~/routes/site/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/edition.route";
import { webVersion } from "./newsletters.service.server";

/**
 * The web version of a sent edition, `/newsletter/{id}` and `/en/newsletter/{id}`
 * (docs/decisions/0064-newsletters.md): the same body as the email, in the URL's language, without
 * anyone's address or link token, not indexed, no script. Any edition not sent is the site's 404.
 */
export const handle: RouteHandle = { params: { id: "[1-9][0-9]{0,15}" } };

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const edition = /^[1-9]\d{0,15}$/.test(params.id) ? await webVersion(Number(params.id), locale) : undefined;
  if (!edition) {
    const strings = await getPageStrings(locale, ["common"]);
    return data({ found: false as const, locale, strings }, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
  }
  return data({ found: true as const, locale, ...edition }, { headers: { "X-Robots-Tag": "noindex" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": "public, max-age=300",
  "X-Robots-Tag": loaderHeaders.get("X-Robots-Tag") ?? "noindex",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.found ? loaderData.subject : loaderData?.locale === "en" ? "404 | Mahami" : "404 | مهامي" },
  { name: "robots", content: "noindex" },
];

export default function EditionPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundView locale={loaderData.locale} strings={loaderData.strings} />;
  return (
    <main id="main" className="bg-white py-12">
      <article className="wrap max-w-2xl space-y-4">
        <h1 className="text-3xl font-extrabold text-ink">{loaderData.subject}</h1>
        <p className="text-sm text-slate-600">
          <time dateTime={loaderData.sentAt} dir="ltr">
            {loaderData.sentOn}
          </time>
        </p>
        {/* The body as the email has it: React's static markup, every word escaped by construction (edition-email.server.tsx). */}
        <div dangerouslySetInnerHTML={{ __html: loaderData.body }} />
      </article>
    </main>
  );
}
