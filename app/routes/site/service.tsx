import { CircleCheck, Gauge, RotateCcw } from "lucide-react";
import { ContactBlock, LegalHero, LegalBody, LegalSection, ListPanel, PolicyCards } from "~/components/site/legal";
import { upTo } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/service";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadSitePage } from "./page-data.server";
import { WhoWeAre } from "./company-section";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, "service");
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

/** The service levels: three operation commitments and three refund rules. */
const levels = [
  { Icon: Gauge, group: "operations" },
  { Icon: RotateCcw, group: "refunds" },
] as const;

/** After the service levels: what they measure, and the remedy when one is missed. */
const measures = ["measures", "remedy"] as const;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <LegalHero t={t} page="service" date={loaderData.lastUpdated} />
      <LegalBody>
        <WhoWeAre />
        <LegalSection strings={loaderData.strings} t={t} page="service" id="parties" />
        <PolicyCards t={t} prefix="service.cards" />
        <ListPanel title={t("service.sla.title")} subtitle={t("service.sla.subtitle")}>
          <div className="grid gap-6 md:grid-cols-2">
            {levels.map(({ Icon, group }) => (
              <div key={group} className="rounded-2xl bg-white p-6">
                <h3 className="flex items-center gap-3 text-xl font-bold text-ink">
                  <Icon className="size-6 text-(--accent)" aria-hidden="true" />
                  {t(`service.sla.${group}_title`)}
                </h3>
                <ul className="mt-4 space-y-3">
                  {upTo(3).map((n) => (
                    <li key={n} data-testid="service-level" className="flex gap-3 font-semibold text-ink">
                      <CircleCheck className="mt-0.5 size-5 shrink-0 text-(--accent)" aria-hidden="true" />
                      <span>{t(`service.sla.${group}.${n}`)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </ListPanel>
        {measures.map((id) => (
          <LegalSection key={id} strings={loaderData.strings} t={t} page="service" id={id} />
        ))}
        <ContactBlock t={t} prefix="service.contact" note={t("service.contact.hours")} />
      </LegalBody>
    </>
  );
}
