import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "privacy");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("privacy.hero.title")} subtitle={t("privacy.hero.subtitle")} />;
}
