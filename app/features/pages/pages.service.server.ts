import type { RouterContextProvider } from "react-router";
import { apiError, message } from "~/services/api.server";
import { db } from "#db/database.server";
import type { Actor } from "#db/models/activity.server";
import { log } from "~/domain/log.server";
import { languages, type PageFields } from "~/domain/page-words";
import { addSlugRedirect, isRefusal } from "~/features/redirects/redirects.model.server";
import { rulesChanged } from "~/features/redirects/rules-changed.server";
import { MissingWords, SlugTaken, updatePage } from "./pages.model.server";

type Context = Readonly<RouterContextProvider>;

/**
 * A page write's refusals as the API answers them (docs/decisions/0060-campaign-pages.md): a slug
 * another page has is a 400 on `slug` like a malformed one; a language that lacks words is a 400
 * naming each missing field (`blocks.2.text.en.title`). Anything else is thrown on.
 */
export async function refusePageWrite<T>(context: Context, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SlugTaken) {
      throw apiError(400, message(context, "api.invalidFields"), { errors: { slug: [message(context, "validation.slugTaken")] } });
    }
    if (error instanceof MissingWords) {
      const text = message(context, "validation.missingWords");
      throw apiError(400, message(context, "api.invalidFields"), { errors: Object.fromEntries(error.missing.map((field) => [field, [text]])) });
    }
    throw error;
  }
}

/**
 * Writes a page's working copy (`updatePage`); when the slug changed, each language the page was ever
 * published in answers 301 from its old address to the new one, a rule the Redirects tab shows and can
 * remove (docs/decisions/0062-redirects-and-not-found-log.md). A rule the other rules refuse (a prefix
 * rule over the new address) is logged and left out: the page's write stands.
 */
export async function updatePageAndRedirect(id: number, values: Partial<PageFields>, actor: Actor, expected?: number) {
  const page = await updatePage(id, values, actor, expected);
  if (!page || !("previousSlug" in page)) return page;
  let added = false;
  for (const language of languages) {
    if (page.status[language] === "draft") continue;
    const prefix = language === "en" ? "/en" : "";
    const outcome = await addSlugRedirect(db, { from: `${prefix}/${page.previousSlug}`, to: `${prefix}/${page.slug}` }, actor);
    if (isRefusal(outcome))
      log.warn({ event: "page.slug-redirect-refused", pageId: id, language, refusal: outcome }, "a changed slug's redirect was refused");
    else added ||= outcome !== undefined;
  }
  if (added) await rulesChanged();
  return page;
}
