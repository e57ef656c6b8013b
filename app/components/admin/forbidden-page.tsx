import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "./buttons";

/** The reason the dashboard's guard gives a 403 (app/routes/admin/dashboard/admin-context.server.ts), for the error boundaries that show it. */
export const forbiddenReason = "forbidden";

/**
 * A dashboard page the signed-in user's role does not open (app/domain/roles.ts): 403, in their
 * language, with the way back to the tabs they have. Shown by the error boundary that catches the
 * guard's refusal (the root's, as React Router sends a middleware's error there).
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <main role="alert" className="mx-auto grid min-h-screen max-w-xl content-center gap-3 p-8" data-status={403}>
      <title>{`${t("admin.failure.forbiddenTitle")} | ${t("admin.header.title")}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-black text-slate-900">{t("admin.failure.forbiddenTitle")}</h1>
      <p className="text-slate-800">{t("admin.failure.forbidden")}</p>
      <p className="text-sm text-slate-600">{t("admin.failure.status", { status: 403 })}</p>
      <Link to="/admin-dashboard" reloadDocument className={buttonStyles.secondary}>
        {t("admin.failure.backToDashboard")}
      </Link>
    </main>
  );
}
