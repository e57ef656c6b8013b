import { BookOpen, GraduationCap } from "lucide-react";
import { KeyedButton, type ButtonVariant } from "~/components/site/button-link";
import { CardSection, CtaBand, StatGrid, StepsSection } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/teachers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["teachers.hero.join_button", "teachers.hero.guide_button"];

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(context, "teachers", buttonKeys);
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function TeachersPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  const joinButton = (variant: ButtonVariant) => (
    <KeyedButton name="teachers.hero.join_button" buttons={buttons} icon={GraduationCap} variant={variant} t={t} />
  );
  return (
    <>
      <PageHero {...heroOf(t, "teachers")}>
        {joinButton("primary")}
        <KeyedButton name="teachers.hero.guide_button" buttons={buttons} icon={BookOpen} variant="secondary" t={t} />
      </PageHero>

      <CardSection t={t} page="teachers" id="features" tone="white" count={4} columns={4} />

      <StepsSection t={t} page="teachers" />

      <CardSection t={t} page="teachers" id="subjects" tone="white" count={6} />

      <CardSection t={t} page="teachers" id="benefits" count={6} />

      <Section id="stats" {...headingOf(t, "teachers.stats")} tone="soft">
        <StatGrid t={t} prefix="teachers.stats" count={4} />
      </Section>

      <CardSection t={t} page="teachers" id="requirements" tone="white" count={6} />

      <CtaBand {...headingOf(t, "teachers.cta")}>{joinButton("inverse")}</CtaBand>
    </>
  );
}
