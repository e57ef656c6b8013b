import { PageHero } from "~/components/site/page-hero";
import { translator } from "~/content/translate";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPage(context, "contact");
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.strings);
  return <PageHero title={t("contact.hero.title")} subtitle={t("contact.hero.subtitle")} />;
}
