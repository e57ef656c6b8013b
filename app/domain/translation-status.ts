import type { Locale } from "./locale";

/** `missing`, `stale` (the other language changed after this one) or `current` (docs/decisions/0026-drafts-preview-translation-status.md). */
export const translationStatuses = ["missing", "stale", "current"] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

export function isTranslationStatus(value: unknown): value is TranslationStatus {
  return translationStatuses.includes(value as TranslationStatus);
}

export interface TranslatedValues {
  type: string;
  valueAr: string;
  valueEn: string;
  valueArUpdatedAt: string;
  valueEnUpdatedAt: string;
}

const isBlank = (value: string) => value.trim() === "";

/** The status, and for a stale item the language that is out of date. */
export function translationStatusOf(item: TranslatedValues): { status: TranslationStatus; outdated: Locale | null } {
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
