import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "service");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("service.hero.title")} subtitle={t("service.hero.subtitle")} />;
}
