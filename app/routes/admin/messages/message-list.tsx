import { Mail, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import type { ContactMessage } from "#db/models/contact-messages.server";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { listParams, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { messageIntents } from "./intents";
import { DateTime } from "~/components/admin/date-time";

type ListedMessage = Omit<ContactMessage, "notes">;

const filters = ["all", "unread", "read"] as const;

export function MessageFilters({ current }: { current: (typeof filters)[number] }) {
  const { t } = useTranslation();
  // A search in force stays when the read filter changes.
  const queryHref = useQueryHref();
  return (
    <nav aria-label={t("admin.messages.filterLabel")}>
      <ul className="flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {filters.map((filter) => (
          <li key={filter}>
            <Link
              to={queryHref({ [listParams.filter]: filter === "all" ? null : filter, [listParams.page]: null, [panelParams.confirm]: null })}
              aria-current={filter === current ? "page" : undefined}
              className={`block rounded-md px-3 py-1.5 text-sm font-bold ${
                filter === current ? "bg-white text-sky-800 shadow-sm" : "text-slate-800 hover:bg-white/70"
              }`}
            >
              {t(`admin.messages.filters.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MessageList({ messages }: { messages: ListedMessage[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4">
      {messages.map((message) => (
        <li key={message.id}>
          <article
            aria-labelledby={`message-${message.id}-subject`}
            className={`rounded-xl border bg-white p-5 shadow-sm ${message.isRead ? "border-slate-200" : "border-amber-300 ring-1 ring-amber-200"}`}
            data-testid="message"
          >
            <header className="flex flex-wrap items-start gap-3">
              <div className="flex-1">
                <h3 id={`message-${message.id}-subject`} className="text-lg font-bold text-slate-900" dir="auto">
                  {message.subject || t("admin.messages.noSubject")}
                </h3>
                <p className="font-semibold text-slate-800" dir="auto">
                  {message.fullName}
                </p>
              </div>
              {!message.isRead && <Badge tone="amber">{t("admin.messages.new")}</Badge>}
              <p className="text-sm text-slate-700">
                <span className="sr-only">{t("admin.messages.receivedAt")}: </span>
                <DateTime iso={message.createdAt} />
              </p>
            </header>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
              <div className="flex items-center gap-1.5">
                <dt>
                  <Mail className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t("admin.messages.email")}</span>
                </dt>
                <dd>
                  <a href={`mailto:${message.email}`} className="text-sky-800 underline">
                    <bdi dir="ltr">{message.email}</bdi>
                  </a>
                </dd>
              </div>
              {message.phone && (
                <div className="flex items-center gap-1.5">
                  <dt>
                    <Phone className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t("admin.messages.phone")}</span>
                  </dt>
                  <dd>
                    <bdi dir="ltr">{message.phone}</bdi>
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-3 whitespace-pre-line text-slate-900" dir="auto">
              {message.message}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              {!message.isRead && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={message.id} />
                  <SubmitButton intent={messageIntents.markRead} id={message.id} variant="secondary" pendingLabel={t("admin.messages.marking")}>
                    {t("admin.messages.markRead")}
                  </SubmitButton>
                </Form>
              )}
              <ConfirmDelete id={message.id} label={message.subject || message.fullName} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function MessagePagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  const link = (target: number) => queryHref({ [listParams.page]: target === 1 ? null : String(target), [panelParams.confirm]: null });
  return (
    <nav aria-label={t("admin.messages.pagination")} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={link(page - 1)} className={buttonStyles.secondary}>
          {t("admin.messages.previous")}
        </Link>
      )}
      <p className="font-semibold text-slate-800">{t("admin.messages.pageOf", { page, pages })}</p>
      {page < pages && (
        <Link to={link(page + 1)} className={buttonStyles.secondary}>
          {t("admin.messages.next")}
        </Link>
      )}
    </nav>
  );
}
