import { FileText, Store } from "lucide-react";
import { KeyedButton, type ButtonVariant } from "~/components/site/button-link";
import { CardSection, CtaBand, StatGrid, StepsSection } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { Requirements } from "~/components/site/requirements";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/sellers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["sellers.hero.join_button", "sellers.hero.terms_button"];

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(context, "sellers", buttonKeys);
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function SellersPage({ loaderData }: Route.ComponentProps) {
  const { buttons } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  const joinButton = (variant: ButtonVariant) => (
    <KeyedButton name="sellers.hero.join_button" buttons={buttons} icon={Store} variant={variant} t={t} />
  );
  return (
    <>
      <PageHero {...heroOf(t, "sellers")}>
        {joinButton("primary")}
        <KeyedButton name="sellers.hero.terms_button" buttons={buttons} icon={FileText} variant="secondary" t={t} />
      </PageHero>

      <CardSection t={t} page="sellers" id="features" tone="white" count={4} columns={4} />

      <StepsSection t={t} page="sellers" />

      <CardSection t={t} page="sellers" id="categories" tone="white" count={6} />

      <CardSection t={t} page="sellers" id="benefits" count={6} />

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
