import { ShieldCheck } from "lucide-react";
import { ContactBlock, LastUpdated, LegalBody, PolicyCards } from "~/components/site/legal";
import { PageHero } from "~/components/site/page-hero";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/privacy";
import { loadSitePage } from "./page-data.server";
import { WhoWeAre } from "./company-section";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, "privacy");
}

/** Built by the loader (page-data.server.ts), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <PageHero title={t("privacy.hero.title")} subtitle={t("privacy.hero.subtitle")}>
        <LastUpdated text={t("privacy.hero.last_updated")} />
      </PageHero>
      <LegalBody>
        <WhoWeAre />
        <div className="card flex gap-4" data-testid="privacy-intro">
          <ShieldCheck className="mt-1 hidden size-8 shrink-0 text-(--accent) sm:block" aria-hidden="true" />
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            <p>{t("privacy.intro.1")}</p>
            <p>{t("privacy.intro.2")}</p>
          </div>
        </div>
        <PolicyCards t={t} prefix="privacy.cards" />
        <section className="card" data-testid="privacy-analytics">
          <h2 className="card-title text-2xl">{t("privacy.analytics.title")}</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink">{t("privacy.analytics.text")}</p>
        </section>
        <ContactBlock t={t} prefix="privacy.contact" />
      </LegalBody>
    </>
  );
}
