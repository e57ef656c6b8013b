import { BookOpen, GraduationCap } from "lucide-react";
import { type Audience, AudiencePage } from "~/components/site/audience-page";
import { CardSection } from "~/components/site/cards";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/teachers";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons } from "./page-data.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const teachers: Audience = {
  page: "teachers",
  heroButtons: [
    { name: "teachers.hero.join_button", icon: GraduationCap },
    { name: "teachers.hero.guide_button", icon: BookOpen },
  ],
  offer: "subjects",
  figures: "stats",
};

export function loader({ context }: Route.LoaderArgs) {
  return loadPageWithButtons(
    context,
    "teachers",
    teachers.heroButtons.map((button) => button.name),
  );
}

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

export default function TeachersPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteTranslator(loaderData.strings);
  const requirements = <CardSection t={t} page="teachers" id="requirements" tone="white" count={6} />;
  return <AudiencePage t={t} audience={teachers} buttons={loaderData.buttons} requirements={requirements} />;
}
