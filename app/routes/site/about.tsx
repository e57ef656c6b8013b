import { BookHeart, Users } from "lucide-react";
import { KeyedButton, KeyedHero } from "~/components/site/button-link";
import { CardSection, CtaBand, StatGrid } from "~/components/site/cards";
import { headingOf, IconBadge, Section } from "~/components/site/page-section";
import { StoryTimeline } from "~/components/site/story-timeline";
import { TeamGrid } from "~/components/site/team-grid";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/about";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadButtons, loadSitePage, loadTeam } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";
import { logOf } from "~/lib/request-logger.server";

export const handle: RouteHandle = { store: "page" };

const heroButtons = [
  { name: "about.hero.story_button", icon: BookHeart },
  { name: "about.hero.team_button", icon: Users },
] as const;
const buttonKeys = [...heroButtons.map((button) => button.name), "about.cta.button"];

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
      <KeyedHero t={t} page="about" buttons={buttons} keyed={heroButtons} />

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

      <CardSection t={t} page="about" id="values" count={6} />

      <CardSection t={t} page="about" id="features" tone="white" count={6} />

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
        <KeyedButton name="about.cta.button" buttons={buttons} variant="inverse" t={t} />
      </CtaBand>
    </>
  );
}
