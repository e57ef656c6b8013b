import type { Logger } from "pino";
import { listButtonLinks } from "#db/models/button-links.server";
import { listContentDrafts } from "#db/models/content-drafts.server";
import { responsiveImages } from "#db/models/media.server";
import { listPublicTeamMembers } from "#db/models/team-members.server";
import { listFaqItems } from "#db/models/faq-entries.server";
import { memberIn } from "~/domain/team-languages";
import type { TeamCard } from "~/components/site/team-grid";
import { type LegalPageId, legalPageIds, type PublicPageId } from "~/config/pages";
import { type Locale, site } from "~/config/site";
import { type Faq, pairFaq } from "~/content/faq";
import { defaultIcon, isIconName } from "~/content/icon-catalogue";
import { sectionsOfPage } from "~/content/sections";
import { resolveButtonLink, type ResolvedButton } from "~/lib/button-target.server";
import { env } from "~/lib/env.server";
import { type Flash, takeFlash } from "~/lib/flash.server";
import { loadPage } from "~/services/page.server";
import { pageMeta, seoFieldsOf } from "~/lib/seo";
import { headlineOf, pageShareImage } from "~/features/share/share-image.service.server";
import { type GraphNode, pageNodes } from "~/features/share/structured-data";
import { log } from "~/domain/log.server";
import { formatDate } from "~/domain/formats";
import { legalPagesLastUpdated } from "~/services/last-updated.server";
import { isDraftDocument } from "~/services/company.server";
import type { LastUpdatedDate } from "~/components/site/legal";

/** Loader helpers shared by the public pages. */

/** `*.icon` values that name no catalogue icon become the star (docs/decisions/0004-icons-from-a-curated-catalogue.md). */
export function withKnownIcons(strings: Record<string, string>) {
  return Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, key.endsWith(".icon") && !isIconName(value) ? defaultIcon : value]));
}

/**
 * A public page's language, strings, SEO tags and its JSON-LD nodes. Icon names are checked and the
 * meta tags built here, on the server, so the browser bundle needs neither the icon catalogue nor SEO
 * code. The page is stored per content version (docs/decisions/0007-page-cache-per-content-version.md),
 * so none of this runs again for the next visitor.
 */
export async function loadSitePage(context: Parameters<typeof loadPage>[0], pageId: PublicPageId) {
  const page = await loadPage(context, pageId);
  const checked = { ...page, strings: withKnownIcons(page.strings) };
  // Image items that name a library image get its srcset and alt text (docs/decisions/0027-media-library.md).
  const images = await responsiveImages(Object.values(checked.strings), checked.locale);
  const draft = await isDraftDocument(pageId);
  const siteName = site.name[checked.locale];
  const seo = seoFieldsOf(checked.strings, pageId, siteName);
  const image = await pageShareImage({ title: seo.title, chosen: images[seo.image], lang: checked.locale });
  const meta = pageMeta(checked, image);
  const storesShown = pageId === "home" || pageId === "parents";
  const structuredData: GraphNode[] = pageNodes({
    origin: checked.origin,
    locale: checked.locale,
    path: checked.path,
    title: seo.title,
    description: seo.description,
    name: headlineOf(seo.title, checked.locale),
    siteName,
    ...(storesShown && { stores: storeLinks() }),
  });
  return {
    ...checked,
    images,
    meta: draft && !seo.noindex ? [...meta, { name: "robots", content: "noindex" }] : meta,
    structuredData,
    lastUpdated: await lastUpdatedOf(pageId, checked.locale),
  };
}

/** A legal page's last-updated date in the page's language; null for the other pages. */
async function lastUpdatedOf(pageId: PublicPageId, locale: Locale): Promise<LastUpdatedDate | null> {
  if (!(legalPageIds as readonly string[]).includes(pageId)) return null;
  const iso = (await legalPagesLastUpdated())[pageId as LegalPageId];
  return iso ? { iso, text: formatDate(iso, locale) } : null;
}

/** The hero and call-to-action buttons of a page, resolved to where they lead right now. */
export async function loadButtons(keys: string[], locale: Locale, pageId: PublicPageId) {
  const links = await listButtonLinks(keys);
  const sections = sectionsOfPage(pageId);
  const byKey = new Map(links.map((link) => [link.contentKey, link]));
  return Object.fromEntries(keys.map((key) => [key, resolveButtonLink(byKey.get(key), { locale, sections })])) as Record<string, ResolvedButton>;
}

/** A page's copy and its hero and call-to-action buttons (`keys`), resolved. */
export async function loadPageWithButtons(context: Parameters<typeof loadPage>[0], pageId: PublicPageId, keys: string[]) {
  const page = await loadSitePage(context, pageId);
  return { ...page, buttons: await loadButtons(keys, page.locale, pageId) };
}

/**
 * Public team members in order (active, in both languages), their name, position and bio in `locale`,
 * a library photo with its srcset and alt text in `locale`; null
 * when there are none or they cannot be read (the page then says the team is introduced soon).
 */
export async function loadTeam(locale: Locale, logger: Logger = log): Promise<TeamCard[] | null> {
  try {
    const members = await listPublicTeamMembers();
    if (members.length === 0) return null;
    const images = await responsiveImages(
      members.map((member) => member.imageUrl),
      locale,
    );
    return members.map((member) => {
      const { name, position, bio } = memberIn(member, locale);
      return { id: String(member.id), name, role: position, bio, imageUrl: member.imageUrl, image: images[member.imageUrl] };
    });
  } catch (error) {
    logger.warn({ err: error }, "Team members could not be read; showing the team-coming-soon line.");
    return null;
  }
}

/** The FAQ of the contact page, paired in the visitor's language; in a preview, with its drafts in place. */
export async function loadFaq(locale: Locale, { preview = false, logger = log }: { preview?: boolean; logger?: Logger } = {}): Promise<Faq> {
  try {
    const items = await listFaqItems();
    if (!preview) return pairFaq(items, locale);
    const drafts = new Map((await listContentDrafts({ page: "faq" })).map((draft) => [draft.contentItemId, draft]));
    return pairFaq(
      items.map((item) => ({
        ...item,
        ...(drafts.has(item.id) && { valueAr: drafts.get(item.id)!.valueAr, valueEn: drafts.get(item.id)!.valueEn }),
      })),
      locale,
    );
  } catch (error) {
    logger.warn({ err: error }, "FAQ items could not be read.");
    return { entries: [] };
  }
}

/**
 * The one-shot message of one form (`contact`, `newsletter`). Another form's message is left
 * in place for the loader that owns it.
 */
export async function takeFormFlash(request: Request, form: string): Promise<{ flash: Flash | null; headers: HeadersInit }> {
  const { flash, headers } = await takeFlash(request);
  if (flash?.form !== form) return { flash: null, headers: {} };
  return { flash, headers };
}

export function storeLinks() {
  return {
    appStore: env().APP_STORE_URL ?? site.appStoreUrl,
    googlePlay: env().PLAY_STORE_URL ?? site.playStoreUrl,
  };
}
