import { type LucideIcon, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { ContactMessage } from "#db/models/contact-messages.server";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { listParams, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { messageIntents } from "./intents";
import { contactStatusList } from "~/features/replies/intents";
import { DateTime } from "~/components/admin/date-time";

type ListedMessage = Omit<ContactMessage, "notes">;

const filters = ["all", "unread", "read"] as const;

export type Whose = "all" | "mine" | "unassigned";
const statuses = ["all", ...contactStatusList] as const;
const whoseOptions = ["all", "mine", "unassigned"] as const;
const statusTone = { new: "amber", open: "sky", answered: "emerald", closed: "slate" } as const;

/**
 * The status filter with each status's count, and mine/unassigned (docs/decisions/0061-replies-from-the-inbox.md):
 * links, so they work without JavaScript; a search and the read filter in force stay.
 */
export function StatusFilters({
  status,
  whose,
  counts,
}: {
  status: string;
  whose: Whose;
  counts: Record<(typeof contactStatusList)[number], number>;
}) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  const chosen = (param: string, option: string) =>
    queryHref({ [param]: option === "all" ? null : option, [listParams.page]: null, [panelParams.confirm]: null });
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <FilterTabs
        label={t("admin.replies.statusFilter")}
        options={statuses}
        current={status}
        href={(option) => chosen("status", option)}
        text={(option) =>
          option === "all"
            ? t("admin.replies.allStatuses")
            : t("admin.replies.statusCount", { status: t(`admin.replies.statuses.${option}`), count: counts[option] })
        }
        wrap
      />
      <FilterTabs
        label={t("admin.replies.whose")}
        options={whoseOptions}
        current={whose}
        href={(option) => chosen("whose", option)}
        text={(option) => t(option === "all" ? "admin.replies.everyone" : option === "mine" ? "admin.replies.mine" : "admin.replies.unassigned")}
        wrap
      />
    </div>
  );
}

export function MessageFilters({ current }: { current: (typeof filters)[number] }) {
  const { t } = useTranslation();
  // A search in force stays when the read filter changes.
  const queryHref = useQueryHref();
  return (
    <FilterTabs
      label={t("admin.messages.filterLabel")}
      options={filters}
      current={current}
      href={(filter) => queryHref({ [listParams.filter]: filter === "all" ? null : filter, [listParams.page]: null, [panelParams.confirm]: null })}
      text={(filter) => t(`admin.messages.filters.${filter}`)}
    />
  );
}

/** One way to reach the sender: its icon, named for screen readers, then the address. */
function ContactRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
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
              <Badge tone={statusTone[message.status]}>{t(`admin.replies.statuses.${message.status}`)}</Badge>
              <p className="text-sm text-slate-700">
                <span className="sr-only">{t("admin.messages.receivedAt")}: </span>
                <DateTime iso={message.createdAt} />
              </p>
            </header>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
              <ContactRow icon={Mail} label={t("admin.messages.email")}>
                <a href={`mailto:${message.email}`} className="text-sky-800 underline">
                  <bdi dir="ltr">{message.email}</bdi>
                </a>
              </ContactRow>
              {message.phone && (
                <ContactRow icon={Phone} label={t("admin.messages.phone")}>
                  <bdi dir="ltr">{message.phone}</bdi>
                </ContactRow>
              )}
            </dl>
            <p className="mt-3 whitespace-pre-line text-slate-900" dir="auto">
              {message.message}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to={`/admin-dashboard/messages/${message.id}`} className={buttonStyles.primary}>
                {t("admin.replies.open")}
                <span className="sr-only">: {message.subject || message.fullName}</span>
              </Link>
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
