import { Form, Link } from "react-router";
import type { OutboxEntry } from "#db/models/outbox.server";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { useTranslation } from "react-i18next";
import { outboxIntents } from "./intents";
import { DateTime } from "~/components/admin/date-time";

type ListedEmail = Omit<OutboxEntry, "message"> & { replyTo: string | null };

const filters = ["all", "pending", "sent", "failed"] as const;
const tones = { pending: "amber", sent: "emerald", failed: "red" } as const;
const kinds = ["contact-notification", "contact-reply", "password-reset", "newsletter-confirmation", "invitation"] as const;

export function OutboxFilters({ current }: { current: (typeof filters)[number] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("admin.outbox.filterLabel")}>
      <ul className="flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {filters.map((filter) => (
          <li key={filter}>
            <Link
              to={filter === "all" ? "/admin-dashboard/outbox" : `/admin-dashboard/outbox?filter=${filter}`}
              aria-current={filter === current ? "page" : undefined}
              className={`block rounded-md px-3 py-1.5 text-sm font-bold ${filter === current ? "bg-white text-sky-800 shadow-sm" : "text-slate-800 hover:bg-white/70"}`}
            >
              {t(`admin.outbox.filters.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function OutboxList({ emails }: { emails: ListedEmail[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {emails.map((email) => (
        <li key={email.id}>
          <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="outbox-email" data-status={email.status}>
            <header className="flex flex-wrap items-start gap-3">
              <div className="flex-1">
                <h3 className="font-bold text-slate-900" dir="auto">
                  {email.subject}
                </h3>
                <p className="text-sm text-slate-800">
                  {t("admin.outbox.recipient")}: <bdi dir="ltr">{email.recipient}</bdi>
                  {" · "}
                  {kinds.includes(email.kind as (typeof kinds)[number])
                    ? t(`admin.outbox.kinds.${email.kind as (typeof kinds)[number]}`)
                    : email.kind}
                </p>
              </div>
              <Badge tone={tones[email.status]}>{t(`admin.outbox.status.${email.status}`)}</Badge>
            </header>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
              <div>
                <dt className="inline">{t("admin.outbox.createdAt")}: </dt>
                <dd className="inline">
                  <DateTime iso={email.createdAt} />
                </dd>
              </div>
              {email.sentAt && (
                <div>
                  <dt className="inline">{t("admin.outbox.sentAt")}: </dt>
                  <dd className="inline">
                    <DateTime iso={email.sentAt} />
                  </dd>
                </div>
              )}
              {email.status === "pending" && email.attempts > 0 && (
                <div>
                  <dt className="inline">{t("admin.outbox.nextAttemptAt")}: </dt>
                  <dd className="inline">
                    <DateTime iso={email.nextAttemptAt} />
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-1 text-sm text-slate-700">{t("admin.outbox.attempts", { count: email.attempts })}</p>
            {email.lastError && email.status !== "sent" && (
              <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="outbox-error">
                {t("admin.outbox.lastError")}: <bdi dir="ltr">{email.lastError}</bdi>
              </p>
            )}
            {email.status !== "sent" && (
              <Form method="post" preventScrollReset className="mt-3">
                <input type="hidden" name="id" value={email.id} />
                <SubmitButton intent={outboxIntents.sendAgain} id={email.id} variant="secondary" pendingLabel={t("admin.outbox.sendingAgain")}>
                  {t("admin.outbox.sendAgain")}
                </SubmitButton>
              </Form>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
