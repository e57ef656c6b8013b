import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { listUnknownContentItemIds } from "#db/models/content-items.server";
import { contentPages } from "~/domain/content-types";
import { type Locale, locales } from "~/domain/locale";
import { getI18n } from "~/lib/i18n.server";
import { apiError, readJson, readOptionalJson, validated } from "~/services/api.server";

/*
 * The drafts a publish or a schedule takes (docs/decisions/0044-scheduled-publishing.md): a page,
 * some items, or all, in one language or both. An unknown page or item is a 400 that names it.
 */

type Context = Readonly<RouterContextProvider>;

function asObject(body: unknown): Record<string, unknown> | undefined {
  let value = body;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function refused(context: Context, field: string, text: string) {
  return apiError(400, text, { errors: { [field]: [text] } });
}

/** Languages as stored and answered: each once, Arabic first; none named means both. */
export function scopeLanguages(languages: readonly Locale[] | undefined): Locale[] {
  return locales.filter((locale) => !languages || languages.length === 0 || languages.includes(locale));
}

/**
 * Reads and checks a body holding a scope (`page`, `ids`, `languages`, and what else `schema`
 * takes). `optional`: no body (or `{}`) is undefined, the whole site in both languages.
 */
export async function readDraftScope<Schema extends z.ZodType<{ page?: string; ids?: number[] }>>(
  request: Request,
  context: Context,
  schema: Schema,
  { optional }: { optional: boolean },
): Promise<z.output<Schema> | undefined> {
  const body = optional ? await readOptionalJson(request, context) : await readJson(request, context);
  if (body === undefined) return undefined;
  const { t } = getI18n(context);
  const page = asObject(body)?.page;
  if (typeof page === "string" && !(contentPages as readonly string[]).includes(page)) {
    throw refused(context, "page", t("publishLanguage.unknownPage", { page }));
  }
  const scope = await validated(body, context, schema);
  const missing = await listUnknownContentItemIds(scope.ids ?? []);
  if (missing.length > 0) {
    throw refused(context, "ids", t("publishLanguage.unknownItems", { ids: missing.join(", ") }));
  }
  return scope;
}
