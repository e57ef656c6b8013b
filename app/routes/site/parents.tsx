import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/parents";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "parents");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("parents.hero.title")} subtitle={t("parents.hero.subtitle")} />;
}
