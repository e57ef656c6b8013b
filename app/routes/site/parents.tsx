import { BookOpen, Download } from "lucide-react";
import { ButtonLink } from "~/components/site/button-link";
import { KeyedCards, StepList } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/parents";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadButtons, loadSitePage } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["parents.hero.download_button", "parents.hero.guide_button"];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadSitePage(context, "parents");
  return { ...page, buttons: await loadButtons(buttonKeys, page.locale, "parents") };
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <PageHero {...heroOf(t, "parents")}>
        <ButtonLink
          target={buttons["parents.hero.download_button"]}
          label={t("parents.hero.download_button")}
          icon={<Download className="size-5" aria-hidden="true" />}
          t={t}
        />
        <ButtonLink
          target={buttons["parents.hero.guide_button"]}
          label={t("parents.hero.guide_button")}
          icon={<BookOpen className="size-5" aria-hidden="true" />}
          variant="secondary"
          t={t}
        />
      </PageHero>

      <Section id="features" {...headingOf(t, "parents.features")} tone="white">
        <KeyedCards t={t} prefix="parents.features" count={4} columns={4} />
      </Section>

      <Section id="steps" {...headingOf(t, "parents.steps")}>
        <StepList t={t} prefix="parents.steps" />
      </Section>

      <Section id="benefits" {...headingOf(t, "parents.benefits")} tone="white">
        <KeyedCards t={t} prefix="parents.benefits" count={6} />
      </Section>

      <Section id="safety" {...headingOf(t, "parents.safety")} tone="soft">
        <KeyedCards t={t} prefix="parents.safety" count={3} />
      </Section>
    </>
  );
}
