import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "about");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("about.hero.title")} subtitle={t("about.hero.subtitle")} />;
}
