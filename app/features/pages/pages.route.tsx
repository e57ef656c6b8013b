import { data, Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { DateTime } from "~/components/admin/date-time";
import { isAdministrator } from "~/domain/roles";
import { pageSchema } from "~/schemas/page";
import { validationKey } from "~/lib/validation-message";
import { currentActor, currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { dispatchIntent, postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import type { Route } from "./+types/pages.route";
import { pagesIntents } from "./intents";
import { createPage, deletePage, listPagesScreen, SlugTaken } from "./pages.model.server";
import { LanguageStatus } from "./page-status.view";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/*
 * The Pages tab (docs/decisions/0065-pages-tab.md): every campaign page with its address, its titles,
 * each language's status and what it still lacks, newest change first; a new page from an address
 * and its titles opens in the editor. Only administrators delete a page.
 */

const createFields = ["slug", "titleAr", "titleEn"] as const;
type CreateValues = Record<(typeof createFields)[number], string>;

/** Pages per screen: the list stays quick to render with hundreds of pages (`?page=N`). */
const perScreen = 25;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { pages, total, screen, screens } = await listPagesScreen(Number(url.searchParams.get("page") ?? 1), perScreen);
  return {
    total,
    screen,
    screens,
    pages: pages.map((page) => ({
      id: page.id,
      slug: page.slug,
      titleAr: page.titleAr,
      titleEn: page.titleEn,
      status: page.status,
      missing: { ar: page.missing.ar.length, en: page.missing.en.length },
      updatedAt: page.updatedAt,
    })),
    mayDelete: isAdministrator(currentAdmin(context).user),
  };
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id } = await postedForm(args);
  const actor = currentActor(args.context);
  return dispatchIntent(formData, {
    async [pagesIntents.create]() {
      const values = Object.fromEntries(createFields.map((field) => [field, String(formData.get(field) ?? "")])) as CreateValues;
      const errors: Record<string, string[]> = {};
      const parsed = pageSchema.safeParse({ ...values, slug: values.slug.trim() });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(validationKey(issue));
        return data({ values, errors }, { status: 400 });
      }
      try {
        const page = await createPage(parsed.data, actor);
        return redirectWithToast(`/admin-dashboard/pages/${page.id}`, { kind: "success", title: t("pagesTab.created"), description: page.slug });
      } catch (error) {
        if (!(error instanceof SlugTaken)) throw error;
        const taken: Record<string, string[]> = { slug: ["validation.slugTaken"] };
        return data({ values, errors: taken }, { status: 400 });
      }
    },
    async [pagesIntents.delete]() {
      if (!isAdministrator(currentAdmin(args.context).user)) throw data(null, { status: 403 });
      const deleted = id !== undefined && (await deletePage(id, actor));
      return redirectWithToast(
        "/admin-dashboard/pages",
        deleted ? { kind: "success", title: t("pagesTab.deleted") } : { kind: "error", title: t("pagesTab.missing") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="pages" />;
}

function CreateField({
  name,
  label,
  dir,
  value,
  errors,
  hint,
}: {
  name: string;
  label: string;
  dir: "rtl" | "ltr";
  value: string;
  errors?: string[];
  hint?: string;
}) {
  const id = `new-page-${name}`;
  return (
    <div className="grid content-start gap-1">
      <FieldLabel htmlFor={id} label={label} required={name === "slug"} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        dir={dir}
        lang={dir === "rtl" ? "ar" : "en"}
        defaultValue={value}
        required={name === "slug"}
        maxLength={name === "slug" ? 60 : 120}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${hint ? `${id}-hint ` : ""}${id}-error`}
        className={inputStyles}
      />
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export default function PagesScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pages, mayDelete, total, screen, screens } = loaderData;
  const answer = useActionData<typeof action>();
  const failed = answer && "errors" in answer ? answer : undefined;
  const values: Partial<CreateValues> = failed?.values ?? {};
  return (
    <>
      <title>{`${t("pagesTab.title")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("pagesTab.title")}>{t("pagesTab.intro")}</TabHeading>

      <Form
        method="post"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="new-page-heading"
        key={failed ? "failed" : "clean"}
      >
        <h3 id="new-page-heading" className="text-lg font-bold text-slate-900">
          {t("pagesTab.newTitle")}
        </h3>
        <div className="grid gap-4 md:grid-cols-3">
          <CreateField
            name="slug"
            label={t("pagesTab.slug")}
            hint={t("pagesTab.slugHint")}
            dir="ltr"
            value={values.slug ?? ""}
            errors={failed?.errors.slug}
          />
          <CreateField name="titleAr" label={t("pagesTab.titleAr")} dir="rtl" value={values.titleAr ?? ""} errors={failed?.errors.titleAr} />
          <CreateField name="titleEn" label={t("pagesTab.titleEn")} dir="ltr" value={values.titleEn ?? ""} errors={failed?.errors.titleEn} />
        </div>
        <div>
          <SubmitButton intent={pagesIntents.create} pendingLabel={t("pagesTab.creating")}>
            {t("pagesTab.create")}
          </SubmitButton>
        </div>
      </Form>

      <h3 className="mt-8 mb-3 text-lg font-bold text-slate-900">{t("pagesTab.listTitle", { count: total })}</h3>
      {pages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("pagesTab.empty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="pages-list">
          {pages.map((page) => {
            const name = page.titleAr || page.titleEn || page.slug;
            return (
              <li key={page.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="page-row">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/admin-dashboard/pages/${page.id}`} className="text-lg font-bold text-sky-800 underline">
                    <span lang="ar" dir="rtl">
                      {page.titleAr || t("pagesTab.untitled")}
                    </span>
                    <span className="sr-only"> · </span>
                  </Link>
                  <code dir="ltr" className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                    {`/${page.slug}`}
                  </code>
                </div>
                <p lang="en" dir="ltr" className="text-slate-800">
                  {page.titleEn || t("pagesTab.untitled")}
                </p>
                <div className="flex flex-wrap gap-3">
                  <LanguageStatus language="ar" status={page.status.ar} missing={page.missing.ar} />
                  <LanguageStatus language="en" status={page.status.en} missing={page.missing.en} />
                </div>
                <p className="text-sm text-slate-700">
                  {t("pagesTab.lastEdited")} <DateTime iso={page.updatedAt} />
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={`/admin-dashboard/pages/${page.id}`} className={buttonStyles.secondary} aria-label={`${t("pagesTab.edit")}: ${name}`}>
                    {t("pagesTab.edit")}
                  </Link>
                  {mayDelete && <ConfirmDelete id={page.id} intent={pagesIntents.delete} label={name} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={screen} pages={screens} label={t("pagesTab.paging")} previousLabel={t("pagesTab.previous")} nextLabel={t("pagesTab.next")} />
    </>
  );
}
