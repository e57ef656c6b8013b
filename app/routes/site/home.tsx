import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "home");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("home.hero.title")} subtitle={t("home.hero.subtitle")} />;
}
