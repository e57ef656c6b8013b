import type { RouterContextProvider } from "react-router";
import { apiError, message } from "~/services/api.server";
import { MissingWords, SlugTaken } from "./pages.model.server";

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
