import { perContentVersion } from "#db/content-version.server";
import { listContentDrafts } from "#db/models/content-drafts.server";
import { systemActor } from "#db/models/activity.server";
import {
  type ContentItemInput,
  type DefaultTextUpgrade,
  countContentItems,
  insertMissingContentItems,
  listContentItems,
  upgradeDefaultTexts,
} from "#db/models/content-items.server";
import type { Locale } from "~/config/site";
import { isSafeUrl } from "~/schemas/fields";
import { defaultEntries } from "~/content/defaults";
import { faqEntries } from "~/content/defaults/faq";
import { previousDefaults } from "~/content/defaults/previous";
import { type DefaultEntry, keyParts } from "~/domain/content-types";

export type Strings = Record<string, string>;

export function toContentItemInput(entry: DefaultEntry): ContentItemInput {
  return {
    key: entry.key,
    type: entry.type,
    valueAr: entry.ar,
    valueEn: entry.en,
    description: entry.description,
    ...keyParts(entry.key),
  };
}

/** An FAQ entry: page and category "faq" whatever its key (docs/decisions/0005-faq-as-content-items.md). */
export function toFaqItemInput(entry: DefaultEntry): ContentItemInput {
  return { key: entry.key, type: entry.type, valueAr: entry.ar, valueEn: entry.en, description: entry.description, page: "faq", category: "faq" };
}

/**
 * Start-up: insert every default key the database lacks; edited rows stay as they are. The default
 * FAQ goes in only on a fresh install (no content item at all): FAQ entries are not looked up by
 * key, so one an administrator deleted must not come back at the next start.
 */
export async function seedDictionary() {
  const freshInstall = (await countContentItems()) === 0;
  const faq = freshInstall ? faqEntries.map(toFaqItemInput) : [];
  return insertMissingContentItems([...defaultEntries.map(toContentItemInput), ...faq]);
}

/** Every default whose text changed since an earlier release, with the texts it replaced (app/content/defaults/previous.ts). */
export function defaultTextUpgrades(): DefaultTextUpgrade[] {
  return [...defaultEntries, ...faqEntries].flatMap((entry) => {
    const previous = previousDefaults[entry.key];
    if (!previous) return [];
    return [{ key: entry.key, valueAr: entry.ar, valueEn: entry.en, previousAr: previous.ar ?? [], previousEn: previous.en ?? [] }];
  });
}

/**
 * Start-up, after seeding: an item still holding a superseded default takes today's, per language;
 * an item an administrator edited, or one with a draft, keeps its text (docs/decisions/0046-default-text-upgrades.md).
 */
export async function upgradeDefaults() {
  return upgradeDefaultTexts(defaultTextUpgrades(), systemActor);
}

const defaults: Record<Locale, Strings> = {
  ar: Object.fromEntries(defaultEntries.map((entry) => [entry.key, entry.ar])),
  en: Object.fromEntries(defaultEntries.map((entry) => [entry.key, entry.en])),
};

// An image whose stored URL breaks the URL rule (written before the rule, or straight into the
// database) shows its default instead: a page never emits an unsafe src (docs/decisions/0022-hardening-after-the-attack-run.md).
const usable = (type: string, value: string) => value.trim() !== "" && (type !== "image" || isSafeUrl(value));

function overlay(strings: Record<Locale, Strings>, items: { key: string; type: string; valueAr: string; valueEn: string }[]) {
  for (const item of items) {
    if (usable(item.type, item.valueAr)) strings.ar[item.key] = item.valueAr;
    if (usable(item.type, item.valueEn)) strings.en[item.key] = item.valueEn;
  }
  return strings;
}

/**
 * Every key's text in a language: the database value when it is not empty, else the default
 * shipped in code. (A key found nowhere is shown as itself by `translate`.) Read once per content
 * version, both languages at once, and shared by the requests that ask while it is read.
 */
export async function getDictionary(locale: Locale): Promise<Strings> {
  const strings = await perContentVersion("dictionary", async () =>
    overlay({ ar: { ...defaults.ar }, en: { ...defaults.en } }, await listContentItems()),
  );
  return strings[locale];
}

/**
 * The dictionary with every draft in place of its published value, for an administrator's
 * preview (docs/decisions/0026-drafts-preview-translation-status.md). Built per request and never
 * cached: the public dictionary's cache never holds a draft.
 */
export async function getPreviewDictionary(locale: Locale): Promise<Strings> {
  const [published, drafts] = await Promise.all([getDictionary(locale), listContentDrafts()]);
  const strings = overlay({ ar: {}, en: {} }, drafts);
  return { ...published, ...strings[locale] };
}

/** The strings of some pages (key prefixes), e.g. `["common"]` for the site chrome; with `preview`, drafts included. */
export async function getPageStrings(locale: Locale, pages: readonly string[], { preview = false } = {}): Promise<Strings> {
  if (preview) return stringsOfPages(await getPreviewDictionary(locale), pages);
  // Filtering a dictionary of 10,000 keys took the content tab 15 ms a request: kept per content version.
  return perContentVersion(`page-strings:${locale}:${pages.join(",")}`, async () => stringsOfPages(await getDictionary(locale), pages));
}

function stringsOfPages(all: Strings, pages: readonly string[]): Strings {
  const prefixes = pages.map((page) => `${page}.`);
  return Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}
