import { ContactBlock, LegalHero, LegalBody, LegalSection } from "~/components/site/legal";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/accessibility";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadSitePage } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, "accessibility");
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

/** The statement's parts, in reading order: scope, the standard, how it is tested, known limits, how to report a problem. */
const sections = ["scope", "standard", "testing", "limits", "report"] as const;

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  return (
    <>
      <LegalHero t={t} page="accessibility" date={loaderData.lastUpdated} />
      <LegalBody>
        {sections.map((id) => (
          <LegalSection key={id} strings={loaderData.strings} t={t} page="accessibility" id={id} />
        ))}
        <ContactBlock t={t} prefix="accessibility.contact" />
      </LegalBody>
    </>
  );
}
