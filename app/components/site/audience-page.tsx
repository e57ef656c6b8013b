import type { SiteTranslate } from "~/content/translate";
import type { ResolvedButton } from "~/lib/button-target.server";
import { type HeroButton, KeyedButton, KeyedHero } from "./button-link";
import { CardSection, CtaBand, StatGrid, StepsSection } from "./cards";
import { headingOf, Section } from "./page-section";

/** What sets one audience's page apart (sellers, teachers): its buttons and the ids of its sections. */
export interface Audience {
  page: "sellers" | "teachers";
  /** Join (filled in the hero, white on the closing band), then the hero's second button. */
  heroButtons: readonly [HeroButton, HeroButton];
  /** The six cards after the steps: what is sold or taught. */
  offer: string;
  /** The four figures. */
  figures: string;
}

/**
 * The page of an audience the platform signs up (sellers, teachers): hero, features, steps, what they offer, benefits,
 * figures, requirements and a closing call to join. `requirements` is the page's own section.
 */
export function AudiencePage({
  t,
  audience,
  buttons,
  requirements,
}: {
  t: SiteTranslate;
  audience: Audience;
  buttons: Record<string, ResolvedButton | undefined>;
  requirements: React.ReactNode;
}) {
  const { page, heroButtons, offer, figures } = audience;
  const [join] = heroButtons;
  return (
    <>
      <KeyedHero t={t} page={page} buttons={buttons} keyed={heroButtons} />

      <CardSection t={t} page={page} id="features" tone="white" count={4} columns={4} />

      <StepsSection t={t} page={page} />

      <CardSection t={t} page={page} id={offer} tone="white" count={6} />

      <CardSection t={t} page={page} id="benefits" count={6} />

      <Section id={figures} {...headingOf(t, `${page}.${figures}`)} tone="soft">
        <StatGrid t={t} prefix={`${page}.${figures}`} count={4} />
      </Section>

      {requirements}

      <CtaBand {...headingOf(t, `${page}.cta`)}>
        <KeyedButton name={join.name} buttons={buttons} icon={join.icon} variant="inverse" t={t} />
      </CtaBand>
    </>
  );
}
