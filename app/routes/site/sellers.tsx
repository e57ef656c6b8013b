import { FileText, Store } from "lucide-react";
import { type Audience, AudiencePage } from "~/components/site/audience-page";
import { Requirements } from "~/components/site/requirements";
import { headingOf, Section } from "~/components/site/page-section";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/sellers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const sellers: Audience = {
  page: "sellers",
  heroButtons: [
    { name: "sellers.hero.join_button", icon: Store },
    { name: "sellers.hero.terms_button", icon: FileText },
  ],
  offer: "categories",
  figures: "success",
};

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(
    context,
    "sellers",
    sellers.heroButtons.map((button) => button.name),
  );
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function SellersPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  const requirements = (
    <Section id="requirements" {...headingOf(t, "sellers.requirements")} tone="white">
      <Requirements t={t} />
    </Section>
  );
  return <AudiencePage t={t} audience={sellers} buttons={loaderData.buttons} requirements={requirements} />;
}
