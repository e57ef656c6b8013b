import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles } from "~/components/admin/buttons";
import { DashboardFrame } from "./frame";
import type { Frame } from "./frame.server";
import { dashboardTabs } from "./tabs";

/** The reason the dashboard's guard gives a 403 (admin-context.server.ts), for the error boundaries that show it. */
export const forbiddenReason = "forbidden";

/** The 403's data: the reason, and the frame of the signed-in user's dashboard to show it in. */
export interface Forbidden {
  reason: typeof forbiddenReason;
  frame: Frame;
}

/** Whether a route error is the guard's refusal of a tab, with its frame. */
export function isForbidden(error: unknown): error is { status: 403; data: Forbidden } {
  if (!isRouteErrorResponse(error) || error.status !== 403) return false;
  const body = error.data as Partial<Forbidden> | null;
  return typeof body === "object" && body?.reason === forbiddenReason && typeof body.frame === "object";
}

/**
 * A dashboard tab the signed-in user's role does not open (app/domain/roles.ts): the 403 inside the
 * dashboard's frame (header, search, sign-out, only the tabs of their role), the tab's area saying
 * so in their language, with a link to the first tab they have. Shown by the boundary that catches the
 * guard's refusal: the root's on a document request (React Router sends a middleware's error to the
 * highest route with a loader), the dashboard layout's on a client-side navigation.
 */
export function ForbiddenFrame({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const first = frame.tabs[0] && dashboardTabs[frame.tabs[0]];
  return (
    <DashboardFrame frame={frame}>
      <title>{`${t("admin.failure.forbiddenTitle")} | ${t("admin.header.title")}`}</title>
      <section
        role="alert"
        aria-labelledby="tab-forbidden-title"
        className="rounded-xl border border-amber-200 bg-white p-6 shadow-sm"
        data-status={403}
      >
        <h2 id="tab-forbidden-title" className="flex items-center gap-2 text-xl font-black text-slate-900">
          <ShieldAlert className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
          {t("admin.failure.forbiddenTitle")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">{t("admin.failure.forbidden")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.failure.status", { status: 403 })}</p>
        {first && (
          <Link to={first.to} className={`${buttonStyles.secondary} mt-4`}>
            {t("admin.failure.forbiddenLink", { tab: t(first.label) })}
          </Link>
        )}
      </section>
    </DashboardFrame>
  );
}
