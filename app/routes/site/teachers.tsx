import { BookOpen, GraduationCap } from "lucide-react";
import { ButtonLink, type ButtonVariant } from "~/components/site/button-link";
import { CtaBand, KeyedCards, StatGrid, StepList } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/teachers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadButtons, loadSitePage } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["teachers.hero.join_button", "teachers.hero.guide_button"];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadSitePage(context, "teachers");
  return { ...page, buttons: await loadButtons(buttonKeys, page.locale, "teachers") };
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function TeachersPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  const joinButton = (variant: ButtonVariant) => (
    <ButtonLink
      target={buttons["teachers.hero.join_button"]}
      label={t("teachers.hero.join_button")}
      icon={<GraduationCap className="size-5" aria-hidden="true" />}
      variant={variant}
      t={t}
    />
  );
  return (
    <>
      <PageHero {...heroOf(t, "teachers")}>
        {joinButton("primary")}
        <ButtonLink
          target={buttons["teachers.hero.guide_button"]}
          label={t("teachers.hero.guide_button")}
          icon={<BookOpen className="size-5" aria-hidden="true" />}
          variant="secondary"
          t={t}
        />
      </PageHero>

      <Section id="features" {...headingOf(t, "teachers.features")} tone="white">
        <KeyedCards t={t} prefix="teachers.features" count={4} columns={4} />
      </Section>

      <Section id="steps" {...headingOf(t, "teachers.steps")}>
        <StepList t={t} prefix="teachers.steps" />
      </Section>

      <Section id="subjects" {...headingOf(t, "teachers.subjects")} tone="white">
        <KeyedCards t={t} prefix="teachers.subjects" count={6} />
      </Section>

      <Section id="benefits" {...headingOf(t, "teachers.benefits")}>
        <KeyedCards t={t} prefix="teachers.benefits" count={6} />
      </Section>

      <Section id="stats" {...headingOf(t, "teachers.stats")} tone="soft">
        <StatGrid t={t} prefix="teachers.stats" count={4} />
      </Section>

      <Section id="requirements" {...headingOf(t, "teachers.requirements")} tone="white">
        <KeyedCards t={t} prefix="teachers.requirements" count={6} />
      </Section>

      <CtaBand {...headingOf(t, "teachers.cta")}>{joinButton("inverse")}</CtaBand>
    </>
  );
}
