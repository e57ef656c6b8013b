import { Ban } from "lucide-react";
import { ContactBlock, LegalHero, LegalBody, LegalSection, ListPanel, PolicyCards } from "~/components/site/legal";
import { upTo } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/terms";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadSitePage } from "./page-data.server";
import { WhoWeAre } from "./company-section";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, "terms");
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

/** The terms' parts after the cards and the restrictions, in reading order. */
const sections = ["wallet", "closing", "marketplace", "refunds", "liability", "law"] as const;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <LegalHero t={t} page="terms" date={loaderData.lastUpdated} />
      <LegalBody>
        <WhoWeAre />
        <PolicyCards t={t} prefix="terms.cards" />
        <ListPanel title={t("terms.restrictions.title")} subtitle={t("terms.restrictions.subtitle")}>
          <ul className="grid gap-4 md:grid-cols-2">
            {upTo(6).map((n) => (
              <li key={n} data-testid="restriction" className="flex gap-3 rounded-2xl bg-white p-4 leading-relaxed text-ink">
                <Ban className="mt-1 size-5 shrink-0 text-rose-700" aria-hidden="true" />
                <span>{t(`terms.restrictions.item.${n}`)}</span>
              </li>
            ))}
          </ul>
        </ListPanel>
        {sections.map((id) => (
          <LegalSection key={id} strings={loaderData.strings} t={t} page="terms" id={id} />
        ))}
        <ContactBlock t={t} prefix="terms.contact" />
      </LegalBody>
    </>
  );
}
