import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sellers";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "sellers");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function SellersPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("sellers.hero.title")} subtitle={t("sellers.hero.subtitle")} />;
}
