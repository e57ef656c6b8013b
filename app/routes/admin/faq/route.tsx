import { getT, getLocale } from "~/lib/i18n.server";
import { RecordListActions, useRecordPanel } from "~/components/admin/record-list";
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  insertMissingContentItems,
  listContentItems,
  updateContentItem,
} from "#db/models/content-items.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { FaqForm, FaqList, SeedSampleFaq } from "./faq-views";
import { useTranslation } from "react-i18next";
import { TabHeading } from "~/components/admin/tab-heading";
import { toFaqItemInput } from "~/services/dictionary.server";
import { sampleFaq } from "~/content/sample-faq";
import { faqItemSchema } from "~/schemas/faq";
import type { Route } from "./+types/route";
import { data } from "react-router";
import { TabSearch } from "~/components/admin/tab-search";
import { indexedQueryOf } from "../search/list-filter.server";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { faqIntents } from "./intents";
import { backTo, dispatchIntent, idFrom, parseForm, redirectWithToast } from "../form-actions.server";
import { conflictAnswer, unlessStale, versionFrom } from "../conflict.server";
import { ConflictView } from "../conflict-view";
import { panelParams, useQueryHref } from "~/components/admin/panel-params";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** An FAQ entry is a content item of page "faq", category "faq" (docs/decisions/0005-faq-as-content-items.md). */
const faqPlacement = { page: "faq", category: "faq" } as const;

/** `?q=` keeps the entries whose key, texts, draft or description hold every word (the search index); the editor still opens any entry. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const [items, { matches, ...query }] = await Promise.all([listContentItems({ page: "faq" }), indexedQueryOf(url, context, ["faq"])]);
  const shown = items.filter((item) => !matches || matches.has(item.id)).map((item) => item.id);
  return data({ items, shown, query }, { status: query.error ? 400 : 200 });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = getT(context);
  const id = idFrom(formData);
  const back = backTo(url);
  return dispatchIntent(formData, {
    async [faqIntents.save]() {
      const submission = parseForm(formData, faqItemSchema);
      if (submission.status !== "success") return { result: submission.reply() };
      const existing = id === undefined ? undefined : await getContentItem(id);
      if (id !== undefined && existing?.page !== "faq") {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.questionUpdateFailed"), description: t("admin.toasts.notFound") });
      }
      try {
        if (existing) {
          const mine = submission.value;
          const written = await unlessStale(() => updateContentItem(existing.id, mine, currentActor(context), versionFrom(formData)));
          if (!written) {
            // Stale: nothing written; the conflict view holds what was typed (docs/decisions/0043-versions-and-conflicts.md).
            const current = (await getContentItem(existing.id)) ?? existing;
            return conflictAnswer(getLocale(context), {
              form: "faq-item",
              entity: "faq",
              entityId: existing.id,
              version: current.version,
              fields: [
                { name: "key", label: "admin.faq.key", theirs: current.key, mine: mine.key },
                { name: "valueAr", label: "admin.faq.arabic", lang: "ar", theirs: current.valueAr, mine: mine.valueAr },
                { name: "valueEn", label: "admin.faq.english", lang: "en", theirs: current.valueEn, mine: mine.valueEn },
              ],
              resubmit: {
                intent: faqIntents.save,
                id: String(existing.id),
                key: mine.key,
                type: mine.type,
                valueAr: mine.valueAr,
                valueEn: mine.valueEn,
              },
            });
          }
        } else await createContentItem({ ...submission.value, ...faqPlacement, description: "" }, currentActor(context));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { result: submission.reply({ fieldErrors: { key: [t("admin.toasts.questionExists")] } }) };
      }
      const title = existing ? t("admin.toasts.questionUpdated") : t("admin.toasts.questionCreated");
      return redirectWithToast(back, { kind: "success", title, description: t("admin.toasts.liveNowNamed", { name: submission.value.key }) });
    },
    async [faqIntents.delete]() {
      const item = id === undefined ? undefined : await getContentItem(id);
      const deleted = item?.page === "faq" && (await deleteContentItem(item.id, currentActor(context)));
      return redirectWithToast(
        back,
        deleted
          ? { kind: "success", title: t("admin.toasts.questionDeleted") }
          : { kind: "error", title: t("admin.toasts.questionDeleteFailed"), description: t("admin.toasts.questionDeleteFailedText") },
      );
    },
    async [faqIntents.seedSamples]() {
      const inserted = await insertMissingContentItems(sampleFaq.map(toFaqItemInput));
      return redirectWithToast(
        back,
        inserted > 0 ? { kind: "success", title: t("admin.toasts.samplesAdded") } : { kind: "error", title: t("admin.toasts.samplesFailed") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="faq" />;
}

export default function FaqTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { editing, adding } = useRecordPanel(loaderData.items);
  const shownIds = new Set(loaderData.shown);
  const shown = loaderData.items.filter((item) => shownIds.has(item.id));
  const queryHref = useQueryHref();
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : undefined;
  return (
    <>
      <title>{`${t("admin.tabs.faq")} | ${t("admin.header.title")}`}</title>
      <TabHeading
        title={t("admin.faq.title")}
        actions={
          !adding && !editing && <RecordListActions entity="faq" deletedLabel={t("admin.history.deletedQuestions")} addLabel={t("admin.faq.add")} />
        }
      >
        {t("admin.faq.intro")}
      </TabHeading>
      {conflict && editing ? (
        <ConflictView conflict={conflict} keepTheirsHref={queryHref({ [panelParams.edit]: String(editing.id) })} />
      ) : adding || editing ? (
        <FaqForm key={editing?.id ?? "new"} item={editing} lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      ) : loaderData.items.length === 0 ? (
        <SeedSampleFaq />
      ) : (
        <>
          <TabSearch id="faq-q" label={t("search.tab.faq")} q={loaderData.query.q} error={loaderData.query.error} />
          {shown.length > 0 ? (
            <FaqList items={shown} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="tab-search-none">
              {t("search.tab.none", { q: loaderData.query.q.trim() })}
            </p>
          )}
        </>
      )}
    </>
  );
}
