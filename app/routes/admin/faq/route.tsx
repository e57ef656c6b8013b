import { getLocale } from "~/lib/i18n.server";
import { RecordListActions, useRecordPanel } from "~/components/admin/record-list";
import { createContentItem, deleteContentItem, getContentItem, insertMissingContentItems, updateContentItem } from "#db/models/content-items.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { FaqEntryForm, FaqForm, FaqList, OtherFaqItems, SeedSampleFaq } from "./faq-views";
import { createFaqEntry, deleteFaqEntry, listFaqItems, updateFaqEntry } from "#db/models/faq-entries.server";
import { faqRecords } from "~/content/faq";
import { isTicked } from "~/schemas/fields";
import { useTranslation } from "~/lib/use-translation";
import { TabHeading } from "~/components/admin/tab-heading";
import { toFaqItemInput } from "~/services/dictionary.server";
import { sampleFaq } from "~/content/sample-faq";
import { faqEntryFormSchema, faqItemSchema } from "~/schemas/faq";
import type { Route } from "./+types/route";
import { data } from "react-router";
import { TabSearch } from "~/components/admin/tab-search";
import { indexedQueryOf } from "~/features/search/tab-query.route.server";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { faqIntents } from "./intents";
import { dispatchIntent, parseForm, redirectWithToast, postedForm } from "../form-actions.server";
import { conflictAnswer, unlessStale, versionFrom } from "../conflict.server";
import { ConflictView } from "../conflict-view";
import { panelParams, useQueryHref } from "~/components/admin/panel-params";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * An FAQ entry is one record, its question and answer in both languages, order and visibility; its
 * keys are the system's (docs/decisions/0057-faq-and-team-as-bilingual-records.md). An item outside
 * the numbering (a title, an old unnumbered text) is still edited alone, as a content item of page
 * "faq" (docs/decisions/0005-faq-as-content-items.md).
 */
const faqPlacement = { page: "faq", category: "faq" } as const;

/** `?q=` keeps the entries whose question or answer (key, texts, draft or description) holds every word (the search index); the editor still opens any entry. */
/** The version the entry's answer was opened with (its hidden `answerVersion` field), or undefined (no answer yet). */
function answerVersionFrom(formData: FormData) {
  const version = Number(formData.get("answerVersion"));
  return Number.isSafeInteger(version) && version > 0 ? version : undefined;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const [items, { matches, ...query }] = await Promise.all([listFaqItems(), indexedQueryOf(url, context, ["faq"])]);
  const { records, rest } = faqRecords(items);
  const found = (id: number | undefined) => id !== undefined && (!matches || matches.has(id));
  const entries = records.map((record) => ({ ...record, id: record.question.id }));
  const shown = [
    ...entries.filter((entry) => found(entry.question.id) || found(entry.answer?.id)).map((entry) => entry.id),
    ...rest.filter((item) => found(item.id)).map((item) => item.id),
  ];
  return data({ items, entries, rest, shown, query }, { status: query.error ? 400 : 200 });
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id, back } = await postedForm(args);
  const { context } = args;
  return dispatchIntent(formData, {
    async [faqIntents.saveEntry]() {
      const submission = parseForm(formData, faqEntryFormSchema);
      if (submission.status !== "success") return { result: submission.reply() };
      const entry = { ...submission.value, isVisible: isTicked(formData, "isVisible") };
      const actor = currentActor(context);
      const name = getLocale(context) === "en" ? entry.questionEn : entry.questionAr;
      if (id === undefined) {
        await createFaqEntry(entry, actor);
        return redirectWithToast(back, {
          kind: "success",
          title: t("admin.toasts.questionCreated"),
          description: entry.isVisible ? t("admin.toasts.liveNowNamed", { name }) : name,
        });
      }
      const expected = { question: versionFrom(formData), answer: answerVersionFrom(formData) };
      const written = await unlessStale(() => updateFaqEntry(id, entry, actor, expected));
      if (!written) {
        // Stale: nothing written; the conflict view holds what was typed (docs/decisions/0043-versions-and-conflicts.md).
        const { records } = faqRecords(await listFaqItems());
        const record = records.find((one) => one.question.id === id);
        return conflictAnswer(getLocale(context), {
          form: "faq-entry",
          entity: "faq",
          entityId: id,
          version: record?.question.version ?? 0,
          fields: [
            { name: "questionAr", label: "admin.faq.question", lang: "ar", theirs: record?.question.valueAr ?? "", mine: entry.questionAr },
            { name: "answerAr", label: "admin.faq.answer", lang: "ar", theirs: record?.answer?.valueAr ?? "", mine: entry.answerAr },
            { name: "questionEn", label: "admin.faq.question", lang: "en", theirs: record?.question.valueEn ?? "", mine: entry.questionEn },
            { name: "answerEn", label: "admin.faq.answer", lang: "en", theirs: record?.answer?.valueEn ?? "", mine: entry.answerEn },
          ],
          resubmit: {
            intent: faqIntents.saveEntry,
            id: String(id),
            answerVersion: String(record?.answer?.version ?? ""),
            questionAr: entry.questionAr,
            questionEn: entry.questionEn,
            answerAr: entry.answerAr,
            answerEn: entry.answerEn,
            order: String(entry.order),
            ...(entry.isVisible && { isVisible: "on" }),
          },
        });
      }
      return written.written
        ? redirectWithToast(back, {
            kind: "success",
            title: t("admin.toasts.questionUpdated"),
            description: entry.isVisible ? t("admin.toasts.liveNowNamed", { name }) : name,
          })
        : redirectWithToast(back, { kind: "error", title: t("admin.toasts.questionUpdateFailed"), description: t("admin.toasts.notFound") });
    },
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
      // A numbered question goes with its answer and its place (one entry); any other item alone.
      const entry = item?.page === "faq" && item.type !== "title" && /^faq\.question\.\d+$/.test(item.key);
      const deleted =
        item?.page === "faq" &&
        (entry ? await deleteFaqEntry(item.id, currentActor(context)) : await deleteContentItem(item.id, currentActor(context)));
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
  // An entry opens by its question's id, or its answer's (a search result names the item it found).
  const answers = loaderData.entries.flatMap((entry) => (entry.answer ? [{ ...entry, id: entry.answer.id }] : []));
  const { editing: byQuestion, adding } = useRecordPanel(loaderData.entries);
  const { editing: byAnswer } = useRecordPanel(answers);
  const editingEntry = byQuestion ?? (byAnswer && loaderData.entries.find((entry) => entry.answer?.id === byAnswer.id));
  const { editing: editingItem } = useRecordPanel(loaderData.rest);
  const editing = editingEntry ?? editingItem;
  const shownIds = new Set(loaderData.shown);
  const entries = loaderData.entries.filter((entry) => shownIds.has(entry.id));
  const rest = loaderData.rest.filter((item) => shownIds.has(item.id));
  const queryHref = useQueryHref();
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : undefined;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <>
      <TabHeading
        documentTitle={t("admin.tabs.faq")}
        title={t("admin.faq.title")}
        actions={
          !adding && !editing && <RecordListActions entity="faq" deletedLabel={t("admin.history.deletedQuestions")} addLabel={t("admin.faq.add")} />
        }
      >
        {t("admin.faq.intro")}
      </TabHeading>
      {conflict && editing ? (
        <ConflictView conflict={conflict} keepTheirsHref={queryHref({ [panelParams.edit]: String(editing.id) })} />
      ) : editingItem ? (
        <FaqForm key={editingItem.id} item={editingItem} lastResult={lastResult} />
      ) : adding || editingEntry ? (
        <FaqEntryForm
          key={editingEntry?.id ?? "new"}
          entry={editingEntry}
          nextOrder={Math.max(0, ...loaderData.entries.map((entry) => entry.order)) + 1}
          lastResult={lastResult}
        />
      ) : loaderData.items.length === 0 ? (
        <SeedSampleFaq />
      ) : (
        <>
          <TabSearch id="faq-q" label={t("search.tab.faq")} q={loaderData.query.q} error={loaderData.query.error} />
          {entries.length + rest.length > 0 ? (
            <>
              <FaqList entries={entries} />
              {rest.length > 0 && <OtherFaqItems items={rest} />}
            </>
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
