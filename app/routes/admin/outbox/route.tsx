import { countOutbox, listOutbox, type OutboxFilter, retryEmail } from "#db/models/outbox.server";
import { getT } from "~/lib/i18n.server";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "~/lib/use-translation";
import { listParams } from "~/components/admin/panel-params";
import { env } from "~/lib/env.server";
import { outboxChanged } from "~/lib/outbox-signal.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { backTo, dispatchIntent, idFrom, redirectWithToast } from "../form-actions.server";
import { outboxIntents } from "./intents";
import { OutboxFilters, OutboxList } from "./outbox-list";

/** The newest emails first; the outbox keeps every one, the tab shows the latest of them. */
const shown = 100;

function readFilter(value: string | null): OutboxFilter {
  return value === "pending" || value === "sent" || value === "failed" ? value : "all";
}

export async function loader({ url }: Route.LoaderArgs) {
  const filter = readFilter(url.searchParams.get(listParams.filter));
  const [total, emails] = await Promise.all([countOutbox(filter), listOutbox({ filter, limit: shown })]);
  return {
    filter,
    total,
    smtpConfigured: Boolean(env().SMTP_URL),
    emails: emails.map(({ message, ...email }) => ({ ...email, replyTo: message.replyTo ?? null })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const t = getT(context);
  const id = idFrom(formData);
  return dispatchIntent(formData, {
    async [outboxIntents.sendAgain]() {
      const queued = id !== undefined && (await retryEmail(id, new Date().toISOString()));
      if (queued) outboxChanged();
      return redirectWithToast(
        backTo(url),
        queued ? { kind: "success", title: t("admin.toasts.emailQueued") } : { kind: "error", title: t("admin.toasts.emailQueueFailed") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="outbox" />;
}

export default function OutboxTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, emails, smtpConfigured, total } = loaderData;
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.outbox")} title={t("admin.outbox.title")} actions={<OutboxFilters current={filter} />}>
        {t("admin.outbox.intro")}
      </TabHeading>
      {!smtpConfigured && (
        <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900" data-testid="smtp-missing">
          {t("admin.outbox.notConfigured")}
        </p>
      )}
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {filter === "all" ? t("admin.outbox.empty") : t("admin.outbox.emptyFiltered")}
        </p>
      ) : (
        <OutboxList emails={emails} />
      )}
    </>
  );
}
