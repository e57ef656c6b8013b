import { LogOut, MonitorSmartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { RemovePasskeys } from "~/features/two-factor/remove-passkeys.view";
import { useTranslation } from "~/lib/use-translation";
import type { ListedSession } from "./listed-sessions.server";
import { userIntents } from "./intents";
import { DateTime } from "~/components/admin/date-time";

/**
 * The signed-in administrator's own sessions (docs/decisions/0021-own-sessions.md), this device first, and one button
 * that ends all the others: a plain form post, so it works without JavaScript.
 */
export function SessionList({ sessions }: { sessions: ListedSession[] }) {
  const { t } = useTranslation();
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="sessions-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="sessions-title" className="text-lg font-bold text-slate-900">
        {t("admin.sessions.title")}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{t("admin.sessions.intro")}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {hasOthers ? (
        <Form method="post" preventScrollReset className="mt-4 grid gap-3" data-testid="sign-out-others">
          <RemovePasskeys name="removePasskeys" />
          <div className="grid gap-1">
            <FieldLabel htmlFor="sign-out-others-password" label={t("admin.security.totp.password")} />
            <input
              id="sign-out-others-password"
              name="removalPassword"
              type="password"
              dir="ltr"
              autoComplete="current-password"
              aria-describedby="sign-out-others-password-hint"
              className={inputStyles}
            />
            <p id="sign-out-others-password-hint" className="text-sm text-slate-600">
              {t("admin.passkeyRemoval.passwordHint")}
            </p>
          </div>
          <SubmitButton intent={userIntents.signOutOthers} variant="dangerOutline" pendingLabel={t("admin.sessions.signingOut")}>
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t("admin.sessions.signOutOthers")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-slate-700">{t("admin.sessions.onlyThisDevice")}</p>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: ListedSession }) {
  const { t } = useTranslation();
  const browser = session.browser;
  return (
    <li className="py-4" data-testid="session-row">
      <div className="flex flex-wrap items-center gap-3">
        <MonitorSmartphone className="size-5 text-slate-500" aria-hidden="true" />
        {browser ? (
          <bdi dir="ltr" className="font-semibold text-slate-900">
            {browser}
          </bdi>
        ) : (
          <span className="font-semibold text-slate-900">{t("admin.sessions.unknownBrowser")}</span>
        )}
        {session.current && <Badge tone="emerald">{t("admin.sessions.thisDevice")}</Badge>}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <SessionFact label={t("admin.sessions.ip")}>{session.ip ? <bdi dir="ltr">{session.ip}</bdi> : t("admin.sessions.unknownIp")}</SessionFact>
        <SessionFact label={t("admin.sessions.started")}>
          <DateTime iso={session.createdAt} />
        </SessionFact>
        <SessionFact label={t("admin.sessions.lastSeen")}>
          <DateTime iso={session.lastSeenAt} />
        </SessionFact>
      </dl>
      {session.userAgent && session.userAgent !== browser && (
        <p className="mt-1 text-xs break-all text-slate-600">
          <bdi dir="ltr">{session.userAgent}</bdi>
        </p>
      )}
    </li>
  );
}

/** One fact of a session row: its label, then its value. */
function SessionFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
