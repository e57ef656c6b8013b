import { data, Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { Badge } from "~/components/admin/badge";
import { FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { DateTime } from "~/components/admin/date-time";
import { editionSchema } from "~/schemas/newsletter-edition";
import { validationKey } from "~/lib/validation-message";
import { currentActor } from "~/routes/admin/dashboard/admin-context.server";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { dispatchIntent, postedForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import type { Route } from "./+types/newsletters.route";
import { editionCounts, insertEdition, listEditions } from "./newsletters.model.server";
import { statusTones } from "./edition-status.view";

/** Editors write drafts (docs/decisions/0064-newsletters.md): the list and a new edition are theirs too. */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/*
 * The Newsletter editions tab (docs/decisions/0064-newsletters.md): every edition with its subjects in
 * both languages, its status in words, its counts and its last edit, newest first, 25 a screen; a new
 * edition from its subjects opens in the editor.
 */

const createFields = ["subjectAr", "subjectEn"] as const;
type CreateValues = Record<(typeof createFields)[number], string>;

const perScreen = 25;

export async function loader({ url }: Route.LoaderArgs) {
  const editions = await listEditions();
  const screens = Math.max(1, Math.ceil(editions.length / perScreen));
  const asked = Math.trunc(Number(url.searchParams.get("page") ?? 1));
  const screen = Number.isFinite(asked) ? Math.min(Math.max(1, asked), screens) : 1;
  const shown = editions.slice((screen - 1) * perScreen, screen * perScreen);
  return {
    total: editions.length,
    screen,
    screens,
    editions: await Promise.all(
      shown.map(async (edition) => {
        const counts = await editionCounts(edition.id, edition.startedAt);
        return {
          id: edition.id,
          subjectAr: edition.subjectAr,
          subjectEn: edition.subjectEn,
          status: edition.status,
          updatedAt: edition.updatedAt,
          counts: {
            recipients: counts.recipients,
            sent: counts.sent,
            failed: counts.failed,
            bounced: counts.bounced,
            clicks: counts.clicks.reduce((sum, click) => sum + click.count, 0),
          },
        };
      }),
    ),
  };
}

export async function action(args: Route.ActionArgs) {
  const { formData, t } = await postedForm(args);
  return dispatchIntent(formData, {
    async create() {
      const values = Object.fromEntries(createFields.map((field) => [field, String(formData.get(field) ?? "")])) as CreateValues;
      const parsed = editionSchema.safeParse({ subjectAr: values.subjectAr.trim(), subjectEn: values.subjectEn.trim() });
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(validationKey(issue));
        return data({ values, errors }, { status: 400 });
      }
      const edition = await insertEdition(parsed.data, currentActor(args.context));
      return redirectWithToast(`/admin-dashboard/newsletters/${edition.id}`, {
        kind: "success",
        title: t("newslettersTab.created"),
        description: edition.subjectAr || edition.subjectEn,
      });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="newsletters" />;
}

export default function NewslettersScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { editions, total, screen, screens } = loaderData;
  const answer = useActionData<typeof action>();
  const failed = answer && "errors" in answer ? answer : undefined;
  const values: Partial<CreateValues> = failed?.values ?? {};
  return (
    <>
      <title>{`${t("newslettersTab.title")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("newslettersTab.title")}>{t("newslettersTab.intro")}</TabHeading>

      <Form
        method="post"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="new-edition-heading"
        key={failed ? "failed" : "clean"}
      >
        <h3 id="new-edition-heading" className="text-lg font-bold text-slate-900">
          {t("newslettersTab.newTitle")}
        </h3>
        <p className="text-sm text-slate-700">{t("newslettersTab.newHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ["subjectAr", "rtl", "ar"],
              ["subjectEn", "ltr", "en"],
            ] as const
          ).map(([name, dir, lang]) => (
            <div key={name} className="grid content-start gap-1">
              <FieldLabel htmlFor={`new-edition-${name}`} label={t(`newslettersTab.${name}`)} />
              <input
                id={`new-edition-${name}`}
                name={name}
                dir={dir}
                lang={lang}
                defaultValue={values[name] ?? ""}
                maxLength={150}
                aria-invalid={failed?.errors[name] ? true : undefined}
                aria-describedby={`new-edition-${name}-error`}
                className={inputStyles}
              />
              <FieldError id={`new-edition-${name}-error`} errors={failed?.errors[name]} />
            </div>
          ))}
        </div>
        <div>
          <SubmitButton intent="create" pendingLabel={t("newslettersTab.creating")}>
            {t("newslettersTab.create")}
          </SubmitButton>
        </div>
      </Form>

      <h3 className="mt-8 mb-3 text-lg font-bold text-slate-900">{t("newslettersTab.listTitle", { count: total })}</h3>
      {editions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("newslettersTab.empty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="editions-list">
          {editions.map((edition) => (
            <li
              key={edition.id}
              className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
              data-testid="edition-row"
              data-status={edition.status}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin-dashboard/newsletters/${edition.id}`} className="text-lg font-bold text-sky-800 underline">
                  <span lang="ar" dir="rtl">
                    {edition.subjectAr || t("newslettersTab.untitled")}
                  </span>
                </Link>
                <Badge tone={statusTones[edition.status]}>{t(`admin.newsletters.status.${edition.status}`)}</Badge>
              </div>
              <p lang="en" dir="ltr" className="text-slate-800">
                {edition.subjectEn || t("newslettersTab.untitled")}
              </p>
              <p className="text-sm text-slate-700" data-testid="edition-counts">
                {t("newslettersTab.counts", edition.counts)}
              </p>
              <p className="text-sm text-slate-700">
                {t("newslettersTab.lastEdited")} <DateTime iso={edition.updatedAt} />
              </p>
              <div>
                <Link
                  to={`/admin-dashboard/newsletters/${edition.id}`}
                  className={buttonStyles.secondary}
                  aria-label={`${t("newslettersTab.open")}: ${edition.subjectAr || edition.subjectEn}`}
                >
                  {t("newslettersTab.open")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={screen}
        pages={screens}
        label={t("newslettersTab.paging")}
        previousLabel={t("newslettersTab.previous")}
        nextLabel={t("newslettersTab.next")}
      />
    </>
  );
}
