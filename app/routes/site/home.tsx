import { Compass, Rocket } from "lucide-react";
import { KeyedButton } from "~/components/site/button-link";
import { CtaBand, KeyedCards, StatGrid } from "~/components/site/cards";
import { PageHero } from "~/components/site/page-hero";
import { headingOf, heroOf, Section } from "~/components/site/page-section";
import { imageAttributes, LibraryPicture } from "~/components/site/library-image";
import { StoreBadges } from "~/components/site/store-badges";
import { useSiteTranslator } from "~/content/translate";
import type { Route } from "./+types/home";
import { sitePageMeta } from "~/features/share/page-meta";
import { loadPageWithButtons, storeLinks } from "./page-data.server";
import { useCompanyFacts } from "./company-section";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { store: "page" };

const buttonKeys = ["home.hero.start_button", "home.hero.learn_more_button"];

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadPageWithButtons(context, "home", buttonKeys)), stores: storeLinks() };
}

/**
 * The hero picture's drawn width, for srcset: at most 36rem (max-w-xl); beside the text from 1024px,
 * half of the 80rem page less its padding and gap until that is 36rem; below, the width less the
 * page's 1rem padding on each side.
 */
const heroSizes = "(min-width: 1280px) 36rem, (min-width: 1024px) calc(50vw - 3.5rem), (min-width: 38rem) 36rem, calc(100vw - 2rem)";

/** Built by the loaders (page-data.server.ts, layout.tsx), so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = sitePageMeta;

/** `home.statistics.4` is the store rating: shown only with its source and date from the company facts. */
const ratingStatistic = 4;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { buttons, stores } = loaderData;
  const t = useSiteTranslator(loaderData.strings);
  const company = useCompanyFacts();
  const heroUrl = t("home.hero.image");
  const heroLibraryImage = loaderData.images[heroUrl];
  const hero = imageAttributes(heroUrl, heroLibraryImage, heroSizes, { width: 560, height: 440 });
  return (
    <>
      <PageHero
        {...heroOf(t, "home")}
        aside={
          <LibraryPicture image={heroLibraryImage} sizes={heroSizes}>
            <img
              src={hero.src}
              alt={heroLibraryImage?.alt || t("home.hero.image_alt")}
              width={hero.width}
              height={hero.height}
              srcSet={hero.srcSet}
              sizes={hero.sizes}
              fetchPriority="high"
              className="mx-auto h-auto w-full max-w-xl drop-shadow-xl"
            />
          </LibraryPicture>
        }
      >
        <KeyedButton name="home.hero.start_button" buttons={buttons} icon={Rocket} t={t} />
        <KeyedButton name="home.hero.learn_more_button" buttons={buttons} icon={Compass} variant="secondary" t={t} />
        <div className="basis-full pt-4">
          <p className="mb-3 font-semibold text-muted">{t("home.hero.stores_title")}</p>
          <StoreBadges links={stores} t={t} className="justify-center lg:justify-start" />
        </div>
      </PageHero>

      <Section id="features" {...headingOf(t, "home.features")} tone="white">
        <KeyedCards t={t} prefix="home.main_features" count={4} columns={4} />
      </Section>

      <Section id="activities" {...headingOf(t, "home.activities")}>
        <KeyedCards
          t={t}
          prefix="home.activities"
          count={6}
          extra={(n) => (
            <p className="chip mt-4 self-start">
              <bdi>{t(`home.activities.${n}.reward`)}</bdi>
            </p>
          )}
        />
      </Section>

      <Section id="statistics" {...headingOf(t, "home.statistics")} tone="soft">
        <StatGrid
          t={t}
          prefix="home.statistics"
          count={4}
          icons
          rating={{ n: ratingStatistic, value: company?.rating?.value ?? null, source: company?.strings.rating ?? "" }}
        />
      </Section>

      <CtaBand id="download" {...headingOf(t, "home.cta")}>
        <StoreBadges links={stores} t={t} className="justify-center" />
      </CtaBand>
    </>
  );
}
