import type { BreadcrumbList, FAQPage, MobileApplication, Organization, Thing, WebPage, WebSite } from "schema-dts";
import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";

/*
 * A public page's JSON-LD (docs/decisions/0063-share-images-and-structured-data.md): one `@graph`
 * whose nodes name each other by stable `@id`s — the site's own (`/#organization`, `/#website`,
 * `/#app`) and the page's (`<url>#webpage`, `<url>#breadcrumb`, `<url>#faq`). Each node says only
 * what the page shows: the footer's name, contact and social links, the legal pages' address, the
 * stores the page links to, the FAQ the page lists. Typed by schema-dts, built on the server.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A node of the graph as the loaders carry it: plain JSON, built below as a schema-dts type. */
export type GraphNode = { "@type": string; "@id": string } & { [key: string]: Json };
type Typed<T extends Thing> = Exclude<T, string> & { "@id": string };
/** A node checked against its schema.org type at compile time, handed on as plain JSON. */
const node = <T extends Thing>(value: Typed<T>) => value as unknown as GraphNode;

export const graphIds = {
  organization: (origin: string) => `${origin}/#organization`,
  website: (origin: string) => `${origin}/#website`,
  app: (origin: string) => `${origin}/#app`,
  webpage: (url: string) => `${url}#webpage`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  faq: (url: string) => `${url}#faq`,
};

const absolute = (origin: string, url: string) => (url.startsWith("/") ? origin + url : url);

export interface SiteFacts {
  origin: string;
  locale: Locale;
  siteName: string;
  /** The company's legal name, as the footer shows it once given. */
  legalName: string | null;
  /** The header's logo. */
  logoUrl: string;
  /** The footer's phone and email. */
  telephone: string;
  email: string;
  /** The social profiles the footer links to (none when it hides them). */
  sameAs: readonly string[];
  /** The street address, on the pages that show it (the legal pages' "who we are", the contact page). */
  address: string | null;
}

/** The site's nodes, the same on every page of a language: Organization and WebSite. */
export function siteNodes(facts: SiteFacts): GraphNode[] {
  const { origin } = facts;
  const organization = node<Organization>({
    "@type": "Organization",
    "@id": graphIds.organization(origin),
    name: facts.siteName,
    url: `${origin}/`,
    logo: absolute(origin, facts.logoUrl),
    ...(facts.legalName && { legalName: facts.legalName }),
    ...(facts.address && { address: { "@type": "PostalAddress", streetAddress: facts.address, addressCountry: "QA" } }),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", telephone: facts.telephone, email: facts.email },
    ...(facts.sameAs.length > 0 && { sameAs: [...facts.sameAs] }),
  });
  const website = node<WebSite>({
    "@type": "WebSite",
    "@id": graphIds.website(origin),
    url: `${origin}${localizedPath("/", facts.locale)}`,
    name: facts.siteName,
    inLanguage: facts.locale,
    publisher: { "@id": graphIds.organization(origin) },
  });
  return [organization, website];
}

export interface PageFacts {
  origin: string;
  locale: Locale;
  /** The page's Arabic (unprefixed) path. */
  path: string;
  title: string;
  description: string;
  /** The page's name in the trail: its headline ("من نحن"), the site's name for the home page. */
  name: string;
  siteName: string;
  /** Both stores, on the pages that lead to them (home, parents). */
  stores?: { appStore: string; googlePlay: string };
}

/** The page's own nodes: WebPage, its BreadcrumbList (home, parents…: not on the home page itself) and, where the page leads to the stores, the MobileApplication. */
export function pageNodes(page: PageFacts): GraphNode[] {
  const { origin, locale } = page;
  const url = origin + localizedPath(page.path, locale);
  const homeUrl = origin + localizedPath("/", locale);
  // The home page is the trail's start: a trail of one step is no trail (Google asks for two), so it has none.
  const home = page.path === "/";
  const breadcrumb = node<BreadcrumbList>({
    "@type": "BreadcrumbList",
    "@id": graphIds.breadcrumb(url),
    itemListElement: [
      { "@type": "ListItem", position: 1, name: page.siteName, item: homeUrl },
      { "@type": "ListItem", position: 2, name: page.name, item: url },
    ],
  });
  const webpage = node<WebPage>({
    "@type": "WebPage",
    "@id": graphIds.webpage(url),
    url,
    name: page.title,
    ...(page.description && { description: page.description }),
    inLanguage: locale,
    isPartOf: { "@id": graphIds.website(origin) },
    publisher: { "@id": graphIds.organization(origin) },
    ...(!home && { breadcrumb: { "@id": graphIds.breadcrumb(url) } }),
    ...(page.stores && { about: { "@id": graphIds.app(origin) } }),
  });
  const nodes: GraphNode[] = home ? [webpage] : [webpage, breadcrumb];
  if (page.stores) {
    const app = node<MobileApplication>({
      "@type": "MobileApplication",
      "@id": graphIds.app(origin),
      name: page.siteName,
      operatingSystem: "iOS, Android",
      applicationCategory: "EducationalApplication",
      inLanguage: ["ar", "en"],
      installUrl: [page.stores.appStore, page.stores.googlePlay],
      publisher: { "@id": graphIds.organization(origin) },
    });
    nodes.push(app);
  }
  return nodes;
}

/** The FAQ as the page lists it: only questions with an answer. */
export function faqNode({
  origin,
  locale,
  path,
  entries,
}: {
  origin: string;
  locale: Locale;
  path: string;
  entries: readonly { question: string; answer?: string }[];
}): GraphNode[] {
  const answered = entries.filter((entry) => entry.answer);
  if (answered.length === 0) return [];
  const url = origin + localizedPath(path, locale);
  const faq = node<FAQPage>({
    "@type": "FAQPage",
    "@id": graphIds.faq(url),
    url,
    inLanguage: locale,
    isPartOf: { "@id": graphIds.webpage(url) },
    mainEntity: answered.map((entry) => ({ "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answer! } })),
  });
  return [faq];
}
