import { BookOpen, Download } from "lucide-react";
import { KeyedButton } from "~/components/site/button-link";
import { CardSection, StepsSection } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { heroOf } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/parents";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["parents.hero.download_button", "parents.hero.guide_button"];

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(context, "parents", buttonKeys);
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <PageHero {...heroOf(t, "parents")}>
        <KeyedButton name="parents.hero.download_button" buttons={buttons} icon={Download} t={t} />
        <KeyedButton name="parents.hero.guide_button" buttons={buttons} icon={BookOpen} variant="secondary" t={t} />
      </PageHero>

      <CardSection t={t} page="parents" id="features" tone="white" count={4} columns={4} />

      <StepsSection t={t} page="parents" />

      <CardSection t={t} page="parents" id="benefits" tone="white" count={6} />

      <CardSection t={t} page="parents" id="safety" tone="soft" count={3} />
    </>
  );
}
