import { localizedPath, mainPageIds, pageById } from "~/config/pages";
import type { Locale } from "~/config/site";
import { isSafeUrl } from "~/schemas/fields";

/**
 * Server side of the hero and call-to-action buttons: turns a stored button link into where
 * the button leads, in the page loaders. A `.server` module, so the browser bundle never carries
 * it (nor the schema code it uses); the component imports only the `ResolvedButton` type.
 */

/** The stored link of a button (db/models/button-links), as far as the page needs it. */
export interface ButtonLinkConfig {
  linkType: string;
  externalUrl: string | null;
  internalPage: string | null;
  sectionId: string | null;
  isActive: boolean;
}

export type ResolvedButton =
  { kind: "external"; href: string } | { kind: "internal"; href: string } | { kind: "section"; href: string } | { kind: "disabled" };

/**
 * Where a button leads (docs/decisions/0006-server-resolved-button-links.md): an active external link opens its URL, an internal one
 * the page in the current language, a section one scrolls to `#id` on this page. A missing,
 * inactive or unknown link, an unsafe URL or a section this page lacks → disabled.
 */
export function resolveButtonLink(
  link: ButtonLinkConfig | undefined,
  { locale, sections }: { locale: Locale; sections: readonly string[] },
): ResolvedButton {
  if (!link?.isActive) return { kind: "disabled" };
  switch (link.linkType) {
    case "external": {
      const url = link.externalUrl?.trim();
      return url && isSafeUrl(url) ? { kind: "external", href: url } : { kind: "disabled" };
    }
    case "internal": {
      const page = mainPageIds.find((id) => id === link.internalPage);
      return page ? { kind: "internal", href: localizedPath(pageById(page).path, locale) } : { kind: "disabled" };
    }
    case "section": {
      const id = link.sectionId?.trim().replace(/^#/, "");
      return id && sections.includes(id) ? { kind: "section", href: `#${id}` } : { kind: "disabled" };
    }
    default:
      return { kind: "disabled" };
  }
}
