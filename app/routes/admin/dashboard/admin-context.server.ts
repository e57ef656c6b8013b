import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Actor } from "#db/models/activity.server";
import { actorOf } from "~/services/actor.server";
import { requireAdmin } from "~/services/auth.server";
import type { SignedIn } from "~/services/session.server";

/** The signed-in administrator, set by the dashboard layout's middleware for every tab. */
const adminContext = createContext<SignedIn | null>(null);

/** Guards every /admin-dashboard… loader and action: signed out, it redirects to the login page. */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  context.set(adminContext, await requireAdmin(request, context, url));
  return next();
};

export function currentAdmin(context: Readonly<RouterContextProvider>): SignedIn {
  const admin = context.get(adminContext);
  if (!admin) throw new Error("currentAdmin() outside the dashboard layout");
  return admin;
}

/** The signed-in administrator and their IP, for the history and the activity log of a dashboard write. */
export function currentActor(context: Readonly<RouterContextProvider>): Actor {
  return actorOf(context, currentAdmin(context));
}
