import { BookHeart, Users } from "lucide-react";
import { ButtonLink } from "~/components/site/button-link";
import { CtaBand, KeyedCards, StatGrid } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, heroOf, IconBadge, Section } from "~/components/site/page-section";
import { StoryTimeline } from "~/components/site/story-timeline";
import { TeamGrid } from "~/components/site/team-grid";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/about";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadButtons, loadSitePage, loadTeam } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { logOf } from "~/lib/request-logger.server";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["about.hero.story_button", "about.hero.team_button", "about.cta.button"];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadSitePage(context, "about");
  const [buttons, team] = await Promise.all([loadButtons(buttonKeys, page.locale, "about"), loadTeam(page.locale, logOf(context))]);
  return { ...page, buttons, team };
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { buttons, team } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <PageHero {...heroOf(t, "about")}>
        <ButtonLink
          target={buttons["about.hero.story_button"]}
          label={t("about.hero.story_button")}
          icon={<BookHeart className="size-5" aria-hidden="true" />}
          t={t}
        />
        <ButtonLink
          target={buttons["about.hero.team_button"]}
          label={t("about.hero.team_button")}
          icon={<Users className="size-5" aria-hidden="true" />}
          variant="secondary"
          t={t}
        />
      </PageHero>

      <section id="mission" className="bg-white py-16 sm:py-24">
        <div className="wrap grid gap-6 md:grid-cols-2">
          {(["mission", "vision"] as const).map((part) => (
            <article key={part} className="card bg-linear-to-br from-white to-(--accent-soft)">
              <IconBadge name={t(`about.${part}.icon`)} size="lg" />
              <h2 className="section-title mt-6">{t(`about.${part}.title`)}</h2>
              <p className="section-lead">{t(`about.${part}.description`)}</p>
            </article>
          ))}
        </div>
      </section>

      <Section id="values" {...headingOf(t, "about.values")}>
        <KeyedCards t={t} prefix="about.values" count={6} />
      </Section>

      <Section id="features" {...headingOf(t, "about.features")} tone="white">
        <KeyedCards t={t} prefix="about.features" count={6} />
      </Section>

      <Section id="team" {...headingOf(t, "about.team")}>
        <TeamGrid members={team} t={t} />
      </Section>

      <section id="stats" className="bg-(--accent) py-16 sm:py-20">
        <div className="wrap">
          <h2 className="section-title mb-10 text-center text-white">{t("about.stats.title")}</h2>
          <StatGrid t={t} prefix="about.stats" count={6} inverse />
        </div>
      </section>

      <Section id="story" {...headingOf(t, "about.story")} tone="white">
        <StoryTimeline t={t} />
      </Section>

      <CtaBand id="contact-cta" {...headingOf(t, "about.cta")}>
        <ButtonLink target={buttons["about.cta.button"]} label={t("about.cta.button")} variant="inverse" t={t} />
      </CtaBand>
    </>
  );
}
