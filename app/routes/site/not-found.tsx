import { data, Link } from "react-router";
import { localizedPath } from "~/config/pages";
import { getPageStrings } from "~/services/dictionary.server";
import { useSiteTranslator } from "~/content/translate";
import { getLocale } from "~/lib/i18n.server";
import type { Locale } from "~/config/site";
import type { Route } from "./+types/not-found";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "notFound" };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  return data({ locale, strings: await getPageStrings(locale, ["common"]) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `404 | ${loaderData?.locale === "en" ? "Mahami" : "مهامي"}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView locale={loaderData.locale} strings={loaderData.strings} />;
}

/** The 404 page's body: also what a campaign page that is not there shows (app/features/pages). */
export function NotFoundView({ locale, strings }: { locale: Locale; strings: Record<string, string> }) {
  const t = useSiteTranslator(strings);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-8xl font-black text-(--accent)" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold" lang="en" dir="ltr">
        404 Page Not Found
      </h1>
      <p className="text-lg text-muted">{t("common.notfound.message")}</p>
      <Link to={localizedPath("/", locale)} className="rounded-full bg-(--accent) px-6 py-3 font-bold text-white hover:opacity-90">
        {t("common.notfound.home_link")}
      </Link>
    </section>
  );
}
