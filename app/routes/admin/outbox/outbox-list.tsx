import { Form } from "react-router";
import type { OutboxEntry } from "#db/models/outbox.server";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { useTranslation } from "~/lib/use-translation";
import { outboxIntents } from "./intents";
import { DateTime } from "~/components/admin/date-time";
import { FilterTabs } from "~/components/admin/filter-tabs";

type ListedEmail = Omit<OutboxEntry, "message"> & { replyTo: string | null };

const filters = ["all", "pending", "sent", "failed"] as const;
const tones = { pending: "amber", sent: "emerald", failed: "red" } as const;
const kinds = ["contact-notification", "contact-reply", "password-reset", "newsletter-confirmation", "invitation"] as const;

export function OutboxFilters({ current }: { current: (typeof filters)[number] }) {
  const { t } = useTranslation();
  return (
    <FilterTabs
      label={t("admin.outbox.filterLabel")}
      options={filters}
      current={current}
      href={(filter) => (filter === "all" ? "/admin-dashboard/outbox" : `/admin-dashboard/outbox?filter=${filter}`)}
      text={(filter) => t(`admin.outbox.filters.${filter}`)}
    />
  );
}

/** When something happened to an email (written, sent, tried next). */
function TimeRow({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <dt className="inline">{label}: </dt>
      <dd className="inline">
        <DateTime iso={iso} />
      </dd>
    </div>
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
              <TimeRow label={t("admin.outbox.createdAt")} iso={email.createdAt} />
              {email.sentAt && <TimeRow label={t("admin.outbox.sentAt")} iso={email.sentAt} />}
              {email.status === "pending" && email.attempts > 0 && <TimeRow label={t("admin.outbox.nextAttemptAt")} iso={email.nextAttemptAt} />}
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
