import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { mayReach } from "~/domain/roles";
import { type Forbidden, forbiddenReason } from "./forbidden";
import { loadFrame } from "./frame.server";
import type { Actor } from "#db/models/activity.server";
import { actorOf } from "~/services/actor.server";
import { requireAdmin } from "~/services/auth.server";
import type { SignedIn } from "~/services/session.server";

/** The signed-in administrator, set by the dashboard layout's middleware for every tab. */
const adminContext = createContext<SignedIn | null>(null);

/**
 * Guards every /admin-dashboard… loader and action, their `.data` URLs included: signed out, it
 * redirects to the login page; a tab the user's role does not open (app/domain/roles.ts) is a 403,
 * before any loader or action runs. The 403 carries the frame of the user's own dashboard (their
 * tabs, the counts they may see), so whichever boundary shows it (the root's on a document request,
 * the layout's on a client-side navigation: a middleware's error skips every loader) shows it inside
 * the dashboard (forbidden.tsx).
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context, url, pattern, params }, next) => {
  const signedIn = await requireAdmin(request, context, url);
  if (!mayReach(signedIn.user, pattern, params)) {
    const forbidden: Forbidden = { reason: forbiddenReason, frame: await loadFrame(signedIn.user) };
    throw data(forbidden, { status: 403 });
  }
  context.set(adminContext, signedIn);
  return next();
};

/**
 * Signed-in pages are never stored by a browser or a proxy: every dashboard answer, the guard's 403
 * too (its frame names the user), which the layout's `headers` does not see (a middleware's error
 * is answered by the root's boundary). First in the layout's middleware, so it sees that answer.
 */
export const noStoreMiddleware: MiddlewareFunction<Response> = async (_, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
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
