import { ShieldCheck } from "lucide-react";
import { ContactBlock, LegalHero, LegalBody, LegalSection, PolicyCards } from "~/components/site/legal";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/privacy";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadSitePage } from "./page-data.server";
import { WhoWeAre } from "./company-section";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, "privacy");
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

/** The policy's parts after the introduction, in reading order; the cards (what the app collects, use, protection, rights) sit after `website`. */
const before = ["controller", "law", "website"] as const;
const after = ["children", "sharing", "retention", "requests", "breach", "changes"] as const;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  const section = (id: string) => (
    <LegalSection key={id} strings={loaderData.strings} t={t} page="privacy" id={id}>
      {id === "website" && (
        <div className="mt-6 border-t border-slate-200 pt-6" data-testid="privacy-analytics">
          <h3 className="text-xl font-bold text-ink">{t("privacy.analytics.title")}</h3>
          <p className="mt-3 text-lg leading-relaxed text-ink">{t("privacy.analytics.text")}</p>
          <p className="mt-3 text-lg leading-relaxed text-ink" data-testid="privacy-newsletter-counts">
            {t("privacy.analytics.newsletter")}
          </p>
        </div>
      )}
    </LegalSection>
  );
  return (
    <>
      <LegalHero t={t} page="privacy" date={loaderData.lastUpdated} />
      <LegalBody>
        <WhoWeAre />
        <div className="card flex gap-4" data-testid="privacy-intro">
          <ShieldCheck className="mt-1 hidden size-8 shrink-0 text-(--accent) sm:block" aria-hidden="true" />
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            <p>{t("privacy.intro.1")}</p>
            <p>{t("privacy.intro.2")}</p>
          </div>
        </div>
        {before.map(section)}
        <PolicyCards t={t} prefix="privacy.cards" />
        {after.map(section)}
        <ContactBlock t={t} prefix="privacy.contact" />
      </LegalBody>
    </>
  );
}
