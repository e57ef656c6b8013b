import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/teachers";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "teachers");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function TeachersPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("teachers.hero.title")} subtitle={t("teachers.hero.subtitle")} />;
}
