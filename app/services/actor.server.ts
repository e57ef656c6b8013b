import type { RouterContextProvider } from "react-router";
import type { Actor } from "#db/models/activity.server";
import { requestInfoContext } from "~/lib/context";
import type { SignedIn } from "~/services/session.server";

/**
 * The administrator and client IP that a write records (docs/decisions/0025-history-and-activity.md),
 * built by each route handler and handed to the model: never global state.
 */
export function actorOf(context: Readonly<RouterContextProvider>, signedIn: SignedIn): Actor {
  return { id: signedIn.user.id, email: signedIn.user.email, ip: context.get(requestInfoContext).clientIp };
}
