import { redirect } from "react-router";
import { site } from "~/config/site";
import { requestInfoContext } from "~/lib/context";
import { env } from "~/lib/env.server";
import { readUserAgent } from "~/lib/user-agent.server";
import { recordConversion, startedOn } from "~/features/analytics/analytics.service.server";
import type { Route } from "./+types/download";
import { logOf } from "~/lib/request-logger.server";

/**
 * The download button: Apple's store for iPhone, iPad and iPod; Google Play otherwise. Each
 * redirect of a person (not a crawler) is a conversion by store, on the page the button was on
 * (docs/decisions/0045-cookie-free-analytics.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { apple, bot } = readUserAgent(request.headers.get("User-Agent") ?? "");
  const target = apple ? (env().APP_STORE_URL ?? site.appStoreUrl) : (env().PLAY_STORE_URL ?? site.playStoreUrl);
  if (request.method === "GET" && !bot) {
    await recordConversion(apple ? "appStore" : "googlePlay", startedOn(request, context.get(requestInfoContext).origin), logOf(context));
  }
  return redirect(target, { headers: { "Cache-Control": "no-store", Vary: "User-Agent" } });
}
