import { data, Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from "#db/models/contact-replies.server";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { inputStyles } from "~/components/admin/form-fields";
import { TabHeading } from "~/components/admin/tab-heading";
import type { StringKey } from "~/components/admin/locale";
import { savedReplySchema } from "~/schemas/contact";
import { currentActor } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { dispatchIntent, postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import type { Route } from "./+types/saved-replies.route";
import { savedReplyIntents } from "./intents";

/*
 * The saved replies (docs/decisions/0061-replies-from-the-inbox.md): each a title and a text in
 * Arabic and in English, side by side in their own directions; `{{name}}` becomes the sender's name
 * when one is inserted into a reply. `?edit=<id>` opens one in the form (no JavaScript needed).
 */

const fields = ["titleAr", "titleEn", "bodyAr", "bodyEn"] as const;
type Values = Partial<Record<(typeof fields)[number], string>>;

export async function loader({ url }: Route.LoaderArgs) {
  const savedReplies = await listSavedReplies();
  const edit = Number(url.searchParams.get("edit"));
  return { savedReplies, editing: savedReplies.find((saved) => saved.id === edit) ?? null };
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id } = await postedForm(args);
  const actor = currentActor(args.context);
  const values: Values = Object.fromEntries(fields.map((field) => [field, String(formData.get(field) ?? "")]));
  const check = () => {
    const parsed = savedReplySchema.safeParse(values);
    if (parsed.success) return { ok: true as const, input: parsed.data };
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(t(issue.message as StringKey));
    return { ok: false as const, errors };
  };
  const back = "/admin-dashboard/saved-replies";
  return dispatchIntent(formData, {
    async [savedReplyIntents.create]() {
      const checked = check();
      if (!checked.ok) return data({ values, errors: checked.errors, id: null }, { status: 400 });
      await createSavedReply(checked.input, actor);
      return redirectWithToast(back, { kind: "success", title: t("admin.replies.savedCreated") });
    },
    async [savedReplyIntents.update]() {
      const checked = check();
      if (!checked.ok) return data({ values, errors: checked.errors, id: id ?? null }, { status: 400 });
      const row = id !== undefined && (await updateSavedReply(id, checked.input, actor));
      return redirectWithToast(
        back,
        row ? { kind: "success", title: t("admin.replies.savedUpdated") } : { kind: "error", title: t("admin.replies.missing") },
      );
    },
    async [savedReplyIntents.delete]() {
      const deleted = id !== undefined && (await deleteSavedReply(id, actor));
      return redirectWithToast(
        back,
        deleted ? { kind: "success", title: t("admin.replies.savedDeleted") } : { kind: "error", title: t("admin.replies.missing") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="messages" />;
}

function Field({
  name,
  label,
  dir,
  multiline,
  value,
  errors,
}: {
  name: string;
  label: string;
  dir: "rtl" | "ltr";
  multiline?: boolean;
  value: string;
  errors?: string[];
}) {
  const lang = dir === "rtl" ? "ar" : "en";
  const common = {
    id: `saved-${name}`,
    name,
    dir,
    lang,
    defaultValue: value,
    required: true,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": `saved-${name}-error`,
    className: inputStyles,
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={common.id} className="font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={6} maxLength={5000} /> : <input {...common} maxLength={120} />}
      <p id={`saved-${name}-error`} className="text-sm font-semibold text-red-700 empty:hidden">
        {errors?.join(" ")}
      </p>
    </div>
  );
}

export default function SavedRepliesScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { savedReplies, editing } = loaderData;
  const answer = useActionData<typeof action>();
  const failed = answer && "errors" in answer ? answer : undefined;
  const editId = failed ? failed.id : (editing?.id ?? null);
  const source: Values = failed?.values ?? editing ?? {};
  return (
    <>
      <title>{`${t("admin.replies.savedReplies")} | ${t("admin.header.title")}`}</title>
      <p className="mb-3">
        <Link to="/admin-dashboard/messages" className="font-bold text-sky-800 underline">
          {t("admin.replies.back")}
        </Link>
      </p>
      <TabHeading title={t("admin.replies.savedReplies")} />
      <p className="mb-4 text-slate-800">{t("admin.replies.savedRepliesIntro", { name: "{{name}}", interpolation: { skipOnVariables: true } })}</p>

      <Form
        method="post"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="saved-form-heading"
        key={`${editId ?? "new"}-${failed ? "failed" : "clean"}`}
      >
        <h2 id="saved-form-heading" className="text-lg font-bold text-slate-900">
          {editId ? t("admin.replies.editSaved") : t("admin.replies.newSaved")}
        </h2>
        {editId && <input type="hidden" name="id" value={editId} />}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-3" dir="rtl" lang="ar">
            <Field name="titleAr" label={t("admin.replies.titleAr")} dir="rtl" value={source.titleAr ?? ""} errors={failed?.errors.titleAr} />
            <Field name="bodyAr" label={t("admin.replies.bodyAr")} dir="rtl" multiline value={source.bodyAr ?? ""} errors={failed?.errors.bodyAr} />
          </div>
          <div className="grid gap-3" dir="ltr" lang="en">
            <Field name="titleEn" label={t("admin.replies.titleEn")} dir="ltr" value={source.titleEn ?? ""} errors={failed?.errors.titleEn} />
            <Field name="bodyEn" label={t("admin.replies.bodyEn")} dir="ltr" multiline value={source.bodyEn ?? ""} errors={failed?.errors.bodyEn} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton intent={editId ? savedReplyIntents.update : savedReplyIntents.create} pendingLabel={t("admin.replies.saving")}>
            {editId ? t("admin.replies.updateSaved") : t("admin.replies.createSaved")}
          </SubmitButton>
          {editId && (
            <Link to="/admin-dashboard/saved-replies" className={buttonStyles.secondary}>
              {t("admin.replies.cancel")}
            </Link>
          )}
        </div>
      </Form>

      {savedReplies.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.replies.noSaved")}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {savedReplies.map((saved) => (
            <li key={saved.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="saved-reply">
              <div className="grid gap-4 md:grid-cols-2">
                <div dir="rtl" lang="ar">
                  <h3 className="font-bold text-slate-900">{saved.titleAr}</h3>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{saved.bodyAr}</p>
                </div>
                <div dir="ltr" lang="en">
                  <h3 className="font-bold text-slate-900">{saved.titleEn}</h3>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{saved.bodyEn}</p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={`/admin-dashboard/saved-replies?edit=${saved.id}`} className={buttonStyles.secondary}>
                  {t("admin.replies.edit")}
                  <span className="sr-only"> {saved.titleEn}</span>
                </Link>
                <ConfirmDelete id={saved.id} intent={savedReplyIntents.delete} label={saved.titleEn} buttonText={t("admin.replies.deleteSaved")} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
