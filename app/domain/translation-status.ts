import { isLanguageChoiceKey } from "./content-types";
import type { Locale } from "./locale";

/** `missing`, `stale` (the other language changed after this one) or `current` (docs/decisions/0026-drafts-preview-translation-status.md). */
export const translationStatuses = ["missing", "stale", "current"] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

export function isTranslationStatus(value: unknown): value is TranslationStatus {
  return translationStatuses.includes(value as TranslationStatus);
}

export interface TranslatedValues {
  key?: string;
  type: string;
  valueAr: string;
  valueEn: string;
  valueArUpdatedAt: string;
  valueEnUpdatedAt: string;
}

const isBlank = (value: string) => value.trim() === "";

/** The status, and for a stale item the language that is out of date. */
export function translationStatusOf(item: TranslatedValues): { status: TranslationStatus; outdated: Locale | null } {
  if (item.key !== undefined && isLanguageChoiceKey(item.key)) return { status: "current", outdated: null };
  if (isBlank(item.valueAr) || isBlank(item.valueEn)) return { status: "missing", outdated: null };
  const ar = Date.parse(item.valueArUpdatedAt);
  const en = Date.parse(item.valueEnUpdatedAt);
  if (ar < en) return { status: "stale", outdated: "ar" };
  if (en < ar) return { status: "stale", outdated: "en" };
  return { status: "current", outdated: null };
}

/** The change times a write sets: a language catching up (or both, or an icon) levels both; one moving ahead leaves the other stale. */
export function translationStamps(
  stored: TranslatedValues,
  next: { type?: string; valueAr?: string; valueEn?: string },
  now: string,
): { valueArUpdatedAt?: string; valueEnUpdatedAt?: string } {
  const arChanged = next.valueAr !== undefined && next.valueAr !== stored.valueAr;
  const enChanged = next.valueEn !== undefined && next.valueEn !== stored.valueEn;
  if (!arChanged && !enChanged) return {};
  const level = { valueArUpdatedAt: now, valueEnUpdatedAt: now };
  if ((arChanged && enChanged) || (next.type ?? stored.type) === "icon") return level;
  const [changed, other] = arChanged ? (["Ar", "En"] as const) : (["En", "Ar"] as const);
  const wasBehind =
    isBlank(stored[`value${changed}`]) || Date.parse(stored[`value${changed}UpdatedAt`]) < Date.parse(stored[`value${other}UpdatedAt`]);
  return wasBehind ? level : { [`value${changed}UpdatedAt`]: now };
}

/**
 * Whether publishing `languages` of a draft writes anything: both languages always (a draft is
 * published whole), one language when the draft's half differs from the published value
 * (docs/decisions/0044-scheduled-publishing.md).
 */
export function draftHasLanguage(
  draft: { valueAr: string; valueEn: string; publishedAr: string; publishedEn: string },
  languages: readonly Locale[],
): boolean {
  if (languages.includes("ar") && languages.includes("en")) return true;
  return languages.includes("ar") ? draft.valueAr !== draft.publishedAr : draft.valueEn !== draft.publishedEn;
}
