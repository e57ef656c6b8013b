import type { SiteTranslate } from "~/content/translate";

export interface StoreLinks {
  appStore: string;
  googlePlay: string;
}

/** The two app-store badges; each opens its store in a new tab. */
export function StoreBadges({ links, t, className = "" }: { links: StoreLinks; t: SiteTranslate; className?: string }) {
  const badges = [
    { href: links.appStore, src: "/images/app-store-badge.svg", label: t("common.download.app_store") },
    { href: links.googlePlay, src: "/images/google-play-badge.svg", label: t("common.download.google_play") },
  ];
  return (
    <ul className={`flex flex-wrap items-center gap-3 ${className}`}>
      {badges.map((badge) => (
        <li key={badge.src}>
          <a
            href={badge.href}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-xl transition hover:-translate-y-0.5 hover:shadow-lg"
            data-testid="store-badge"
          >
            <img src={badge.src} alt={`${badge.label} ${t("common.link.new_tab")}`} width={180} height={54} className="h-11 w-auto sm:h-13" />
          </a>
        </li>
      ))}
    </ul>
  );
}
