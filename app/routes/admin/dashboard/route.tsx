import { randomUUID } from "node:crypto";
import { data, Outlet } from "react-router";
import { DashboardFrame } from "./frame";
import { Toaster } from "./toaster";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { takeFlash } from "~/lib/flash.server";
import type { Route } from "./+types/route";
import { currentAdmin, noStoreMiddleware, requireAdminMiddleware } from "./admin-context.server";
import { DashboardErrorBoundary } from "./error-boundary";
import { ForbiddenFrame, isForbidden } from "./forbidden";
import type { RouteHandle } from "~/lib/route-handle";
import { loadFrame } from "./frame.server";
import { requireSecondFactorMiddleware } from "~/features/two-factor/require-second-factor.route.server";

/** Signed-in pages are never stored (`noStoreMiddleware`); then the session, the role's tabs, the second factor. */
export const middleware: Route.MiddlewareFunction[] = [noStoreMiddleware, requireAdminMiddleware, requireSecondFactorMiddleware];

/** The guard's 403 of a tab, on a document request (the root's boundary shows it): inside the dashboard's frame. */
export const handle: RouteHandle = {
  middlewareErrorView: (error) => (isForbidden(error) ? <ForbiddenFrame frame={error.data.frame} /> : undefined),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const frame = await loadFrame(currentAdmin(context).user);
  const { flash, headers } = await takeFlash(request);
  return data({ frame, toast: flash && { ...flash, id: flash.id ?? randomUUID() } }, { headers });
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { frame, toast } = loaderData;
  return (
    <DashboardFrame frame={frame} toaster={<Toaster toast={toast} />}>
      <Outlet />
      <UnsavedChangesGuard />
    </DashboardFrame>
  );
}
