import { redirect } from "react-router";
import { site } from "~/config/site";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/download";

const appleDevice = /iPhone|iPad|iPod/i;

/** The download button: Apple's store for iPhone, iPad and iPod; Google Play otherwise. */
export function loader({ request }: Route.LoaderArgs) {
  const userAgent = request.headers.get("User-Agent") ?? "";
  const target = appleDevice.test(userAgent) ? (env().APP_STORE_URL ?? site.appStoreUrl) : (env().PLAY_STORE_URL ?? site.playStoreUrl);
  return redirect(target, { headers: { "Cache-Control": "no-store", Vary: "User-Agent" } });
}
