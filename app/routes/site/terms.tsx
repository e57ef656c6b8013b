import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "terms");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("terms.hero.title")} subtitle={t("terms.hero.subtitle")} />;
}
