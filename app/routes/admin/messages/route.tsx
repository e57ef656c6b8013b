import {
  countContactMessages,
  deleteContactMessage,
  listContactMessages,
  markContactMessageRead,
  type ReadFilter,
} from "#db/models/contact-messages.server";
import { Download } from "lucide-react";
import { getT } from "~/lib/i18n.server";
import { buttonStyles } from "~/components/admin/buttons";
import { useTranslation } from "~/lib/use-translation";
import { MessageFilters, MessageList, MessagePagination, StatusFilters, type Whose } from "./message-list";
import { countByStatus } from "#db/models/contact-replies.server";
import type { ContactStatus } from "#db/schema";
import { contactStatusList } from "~/features/replies/intents";
import { TabHeading } from "~/components/admin/tab-heading";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { messageIntents } from "./intents";
import { dispatchIntent, redirectWithToast, postedForm } from "../form-actions.server";
import { listParams } from "~/components/admin/panel-params";
import { TabSearch } from "~/components/admin/tab-search";
import { db } from "#db/database.server";
import { data, Link } from "react-router";
import { listSearchOf, searchTerms, tabSearchRefusalKeys } from "~/features/search/search.service.server";

/** docs/decisions/0016-dashboard-tabs-as-links.md: newest first, 25 per page. */
const pageSize = 25;

function readFilter(value: string | null): ReadFilter {
  return value === "unread" || value === "read" ? value : "all";
}

/** `?status=` (docs/decisions/0061-replies-from-the-inbox.md): one of the four, else every status. */
function statusFilter(value: string | null): ContactStatus | undefined {
  return (contactStatusList as readonly string[]).includes(value ?? "") ? (value as ContactStatus) : undefined;
}

/** `?whose=mine|unassigned`: the signed-in administrator's messages, or nobody's. */
function whoseFilter(value: string | null): Whose {
  return value === "mine" || value === "unassigned" ? value : "all";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const filter = readFilter(url.searchParams.get(listParams.filter));
  const status = statusFilter(url.searchParams.get("status"));
  const whose = whoseFilter(url.searchParams.get("whose"));
  const assigneeId = whose === "mine" ? currentActor(context).id : whose === "unassigned" ? null : undefined;
  const scope = { status, assigneeId };
  // `?q=` (docs/decisions/0041-search-index.md): the messages matching it; a refused query lists nothing and says why (400).
  const query = listSearchOf(url.searchParams);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const searchError = query.ok ? null : getT(context)(tabSearchRefusalKeys[query.reason]);
  const search = query.ok && query.q !== undefined ? await searchTerms(db, query.q) : undefined;
  const [total, counts] = searchError
    ? [0, await countByStatus(assigneeId)]
    : await Promise.all([countContactMessages(filter, search, scope), countByStatus(assigneeId)]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const requested = Number.parseInt(url.searchParams.get(listParams.page) ?? "1", 10);
  const page = Math.min(Math.max(Number.isNaN(requested) ? 1 : requested, 1), pages);
  const messages = searchError ? [] : await listContactMessages({ filter, search, scope, limit: pageSize, offset: (page - 1) * pageSize });
  const answer = {
    filter,
    status: status ?? "all",
    whose,
    counts,
    q,
    searchError,
    page,
    pages,
    total,
    messages: messages.map(({ notes: _notes, ...message }) => message),
  };
  return searchError ? data(answer, { status: 400 }) : answer;
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id, back } = await postedForm(args);
  const { context } = args;
  const missing = { kind: "error", title: t("admin.toasts.messageFailed") } as const;
  return dispatchIntent(formData, {
    async [messageIntents.markRead]() {
      const message = id !== undefined && (await markContactMessageRead(id, currentActor(context)));
      return redirectWithToast(back, message ? { kind: "success", title: t("admin.toasts.messageRead") } : missing);
    },
    async [messageIntents.delete]() {
      const deleted = id !== undefined && (await deleteContactMessage(id, currentActor(context)));
      return redirectWithToast(back, deleted ? { kind: "success", title: t("admin.toasts.messageDeleted") } : missing);
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="messages" />;
}

export default function MessagesTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, status, whose, counts, q, searchError, page, pages, total, messages } = loaderData;
  return (
    <>
      <TabHeading
        documentTitle={t("admin.tabs.messages")}
        title={t("admin.messages.title")}
        actions={
          <>
            <MessageFilters current={filter} />
            <Link to="/admin-dashboard/saved-replies" className={buttonStyles.secondary}>
              {t("admin.replies.manageSaved")}
            </Link>
            <a href="/api/admin/contacts.csv" download className={buttonStyles.secondary} data-testid="contacts-csv">
              <Download className="size-4" aria-hidden="true" />
              {t("admin.export.csv")}
            </a>
          </>
        }
      />
      <StatusFilters status={status} whose={whose} counts={counts} />
      <TabSearch
        id="messages-q"
        label={t("admin.searchFilter.messagesLabel")}
        q={q}
        error={searchError ?? null}
        keep={{ filter: filter === "all" ? "" : filter, status: status === "all" ? "" : status, whose: whose === "all" ? "" : whose }}
      />
      {q !== "" && !searchError && messages.length > 0 && (
        <p role="status" className="mb-3 text-sm font-semibold text-slate-800">
          {t("admin.searchFilter.showing", { q })}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {q !== "" && !searchError
            ? t("admin.searchFilter.noMatches", { q })
            : filter === "all"
              ? t("admin.messages.empty")
              : t("admin.messages.emptyFiltered")}
        </p>
      ) : (
        <MessageList messages={messages} />
      )}
      {total > 0 && <MessagePagination page={page} pages={pages} />}
    </>
  );
}
