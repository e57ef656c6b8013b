import { FileText, Store } from "lucide-react";
import { ButtonLink, type ButtonVariant } from "~/components/site/button-link";
import { CtaBand, KeyedCards, StatGrid, StepList } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { Requirements } from "~/components/site/requirements";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/sellers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadButtons, loadSitePage } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["sellers.hero.join_button", "sellers.hero.terms_button"];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadSitePage(context, "sellers");
  return { ...page, buttons: await loadButtons(buttonKeys, page.locale, "sellers") };
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function SellersPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  const joinButton = (variant: ButtonVariant) => (
    <ButtonLink
      target={buttons["sellers.hero.join_button"]}
      label={t("sellers.hero.join_button")}
      icon={<Store className="size-5" aria-hidden="true" />}
      variant={variant}
      t={t}
    />
  );
  return (
    <>
      <PageHero {...heroOf(t, "sellers")}>
        {joinButton("primary")}
        <ButtonLink
          target={buttons["sellers.hero.terms_button"]}
          label={t("sellers.hero.terms_button")}
          icon={<FileText className="size-5" aria-hidden="true" />}
          variant="secondary"
          t={t}
        />
      </PageHero>

      <Section id="features" {...headingOf(t, "sellers.features")} tone="white">
        <KeyedCards t={t} prefix="sellers.features" count={4} columns={4} />
      </Section>

      <Section id="steps" {...headingOf(t, "sellers.steps")}>
        <StepList t={t} prefix="sellers.steps" />
      </Section>

      <Section id="categories" {...headingOf(t, "sellers.categories")} tone="white">
        <KeyedCards t={t} prefix="sellers.categories" count={6} />
      </Section>

      <Section id="benefits" {...headingOf(t, "sellers.benefits")}>
        <KeyedCards t={t} prefix="sellers.benefits" count={6} />
      </Section>

      <Section id="success" {...headingOf(t, "sellers.success")} tone="soft">
        <StatGrid t={t} prefix="sellers.success" count={4} />
      </Section>

      <Section id="requirements" {...headingOf(t, "sellers.requirements")} tone="white">
        <Requirements t={t} />
      </Section>

      <CtaBand {...headingOf(t, "sellers.cta")}>{joinButton("inverse")}</CtaBand>
    </>
  );
}
