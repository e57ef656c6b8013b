import { Plus } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import {
  createContentItem,
  deleteContentItem,
  getContentItem,
  insertMissingContentItems,
  listContentItems,
  updateContentItem,
} from "#db/models/content-items.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { FaqForm, FaqList, SeedSampleFaq } from "~/components/admin/faq";
import { useT } from "~/components/admin/i18n";
import { buttonStyles, TabHeading, useQueryHref } from "~/components/admin/ui";
import { sampleFaq } from "~/content/sample-faq";
import { faqItemSchema } from "~/schemas/faq";
import type { Route } from "./+types/faq";
import { backTo, idFrom, parseForm, redirectWithToast, translatorOf } from "./admin.server";

/** An FAQ entry is a content item of page "faq", category "faq" (product.md §3). */
const faqPlacement = { page: "faq", category: "faq" } as const;

export async function loader() {
  return { items: await listContentItems({ page: "faq" }) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = translatorOf(context);
  const id = idFrom(formData);
  const back = backTo(url);
  switch (formData.get("intent")) {
    case "save": {
      const submission = parseForm(formData, faqItemSchema, context);
      if (submission.status !== "success") return { result: submission.reply() };
      const existing = id === undefined ? undefined : await getContentItem(id);
      if (id !== undefined && existing?.page !== "faq") {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.questionUpdateFailed"), description: t("admin.toasts.notFound") });
      }
      try {
        if (existing) await updateContentItem(existing.id, submission.value);
        else await createContentItem({ ...submission.value, ...faqPlacement, description: "" });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { result: submission.reply({ fieldErrors: { key: [t("admin.toasts.questionExists")] } }) };
      }
      const title = existing ? t("admin.toasts.questionUpdated") : t("admin.toasts.questionCreated");
      return redirectWithToast(back, { kind: "success", title, description: submission.value.key });
    }
    case "delete": {
      const item = id === undefined ? undefined : await getContentItem(id);
      const deleted = item?.page === "faq" && (await deleteContentItem(item.id));
      return redirectWithToast(
        back,
        deleted
          ? { kind: "success", title: t("admin.toasts.questionDeleted") }
          : { kind: "error", title: t("admin.toasts.questionDeleteFailed"), description: t("admin.toasts.questionDeleteFailedText") },
      );
    }
    case "seed": {
      const inserted = await insertMissingContentItems(
        sampleFaq.map((entry) => ({ key: entry.key, type: entry.type, valueAr: entry.ar, valueEn: entry.en, ...faqPlacement, description: "" })),
      );
      return redirectWithToast(
        back,
        inserted > 0 ? { kind: "success", title: t("admin.toasts.samplesAdded") } : { kind: "error", title: t("admin.toasts.samplesFailed") },
      );
    }
  }
  throw data(null, { status: 400 });
}

export default function FaqTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const editing = loaderData.items.find((item) => item.id === Number(searchParams.get("edit")));
  const adding = searchParams.has("new");
  return (
    <>
      <title>{`${t("admin.tabs.faq")} | ${t("admin.header.title")}`}</title>
      <TabHeading
        title={t("admin.faq.title")}
        actions={
          !adding &&
          !editing && (
            <Link to={queryHref({ new: "1", confirm: null })} className={buttonStyles.primary}>
              <Plus className="size-4" aria-hidden="true" />
              {t("admin.faq.add")}
            </Link>
          )
        }
      >
        {t("admin.faq.intro")}
      </TabHeading>
      {adding || editing ? (
        <FaqForm key={editing?.id ?? "new"} item={editing} lastResult={actionData?.result} />
      ) : loaderData.items.length === 0 ? (
        <SeedSampleFaq />
      ) : (
        <FaqList items={loaderData.items} />
      )}
    </>
  );
}
