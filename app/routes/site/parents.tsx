import { BookOpen, Download } from "lucide-react";
import { KeyedHero } from "~/components/site/button-link";
import { CardSection, StepsSection } from "~/components/site/cards";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/parents";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const heroButtons = [
  { name: "parents.hero.download_button", icon: Download },
  { name: "parents.hero.guide_button", icon: BookOpen },
] as const;

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(
    context,
    "parents",
    heroButtons.map((button) => button.name),
  );
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <KeyedHero t={t} page="parents" buttons={buttons} keyed={heroButtons} />

      <CardSection t={t} page="parents" id="features" tone="white" count={4} columns={4} />

      <StepsSection t={t} page="parents" />

      <CardSection t={t} page="parents" id="benefits" tone="white" count={6} />

      <CardSection t={t} page="parents" id="safety" tone="soft" count={3} />
    </>
  );
}
