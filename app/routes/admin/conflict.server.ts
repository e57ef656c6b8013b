import { listRevisions, type RevisionEntity } from "#db/models/revisions.server";
import { StaleWrite } from "#db/versioned.server";
import type { Locale } from "~/config/site";
import { formatRelative } from "~/domain/formats";
import { i18nOf } from "~/lib/i18n.server";
import type { Conflict, ConflictField } from "./conflict-view";

/*
 * A dashboard save that found another version (docs/decisions/0043-versions-and-conflicts.md):
 * nothing was written; the tab shows the conflict view in place of its form, with what the
 * administrator typed, what is saved now, who saved it and when. The same answer with JavaScript
 * on and off: status 200 like a refused form (app/routes/admin/form-actions.server.ts), so the
 * tab's data is read again and "keep theirs" opens the form on what is saved now.
 */

/** The version a dashboard form was opened with (its hidden `version` field), or undefined (an old form: last write wins). */
export function versionFrom(formData: FormData) {
  const version = Number(formData.get("version"));
  return Number.isSafeInteger(version) && version > 0 ? version : undefined;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/**
 * "2 minutes ago" / «قبل دقيقتين», Latin digits in both (docs/decisions/0015-latin-digits.md); under a
 * minute «الآن» / "just now", never «قبل 0 ثانية», and a day is «أمس» / "yesterday".
 */
export function timeAgo(at: string, locale: Locale, now = Date.now()) {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (seconds < 60) return i18nOf(locale).t("conflict.justNow", { lng: locale });
  const [unit, size] = units.find(([, length]) => seconds >= length) ?? ["second", 1];
  return formatRelative(-Math.floor(seconds / size), unit, locale);
}

/** The conflict's answer: who wrote the version now stored (the item's latest revision) and when, beside the fields. */
export async function conflictAnswer(
  locale: Locale,
  options: { form: string; entity: RevisionEntity; entityId: number; version: number; fields: ConflictField[]; resubmit: Record<string, string> },
) {
  const { items } = await listRevisions(options.entity, options.entityId, 1, 1);
  const last = items[0];
  const conflict: Conflict = {
    form: options.form,
    who: last?.actorEmail || null,
    when: last ? timeAgo(last.createdAt, locale) : null,
    version: options.version,
    fields: options.fields,
    resubmit: { ...options.resubmit, version: String(options.version) },
  };
  return { conflict };
}

/** What a form sent, as the hidden fields of "save mine on top" (files aside: an upload is stored before the write, its address is a field). */
export function resubmitFrom(formData: FormData, overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string" && name !== "version") fields[name] = value;
  return { ...fields, ...overrides };
}

/** Runs a write that names a version; StaleWrite becomes `undefined` for the caller to answer with the conflict view. */
export async function unlessStale<T>(write: () => Promise<T>): Promise<{ written: T } | undefined> {
  try {
    return { written: await write() };
  } catch (error) {
    if (error instanceof StaleWrite) return undefined;
    throw error;
  }
}
