import { data } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { getT } from "~/lib/i18n.server";
import { TabHeading } from "~/components/admin/tab-heading";
import type { Route } from "./+types/redirects.route";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { currentActor } from "~/routes/admin/dashboard/admin-context.server";
import { backTo, dispatchIntent, idFrom, redirectWithToast } from "~/routes/admin/form-actions.server";
import { redirectIntents, type RedirectActionData, type RedirectFormValues } from "./intents";
import { createRedirect, deleteRedirect, importRedirects, isRefusal, listNotFound, listRedirects, updateRedirect } from "./redirects.model.server";
import { importErrors, readRedirectCsv, refusalErrors } from "./redirects.service.server";
import { rulesChanged } from "./rules-changed.server";
import { ImportForm, NotFoundLog, RuleForm, RuleList } from "./redirects.view";

/*
 * The redirects tab (docs/decisions/0062-redirects-and-not-found-log.md): a form that adds a rule
 * (or changes one: `?edit=<id>`; "redirect this" in the 404 log opens it with `?from=<path>`), the
 * rules with their delete buttons, the CSV export and import, and the 404 log. Administrators only.
 */

export async function loader({ url }: Route.LoaderArgs) {
  const [rules, notFound] = await Promise.all([listRedirects(), listNotFound()]);
  const editId = Number(url.searchParams.get("edit"));
  const editing = rules.find((rule) => rule.id === editId);
  const from = url.searchParams.get("from")?.slice(0, 500) ?? "";
  return { rules, notFound, editing, from };
}

function readValues(formData: FormData): RedirectFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 500) : "";
  };
  return { id: idFrom(formData), from: text("from"), to: text("to"), status: text("status") };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const t = getT(context);
  const actor = currentActor(context);
  const refusedRule = (values: RedirectFormValues, outcome: Parameters<typeof refusalErrors>[1]) => {
    const { errors } = refusalErrors(t, outcome);
    return data<RedirectActionData>({ form: "rule", values, errors }, { status: 400 });
  };
  return dispatchIntent(formData, {
    async [redirectIntents.create]() {
      const values = readValues(formData);
      const outcome = await createRedirect({ from: values.from, to: values.to, status: Number(values.status) }, actor);
      if (isRefusal(outcome)) return refusedRule(values, outcome);
      await rulesChanged();
      return redirectWithToast(backTo(url, ["from", "edit"]), { kind: "success", title: t("redirects.created") });
    },
    async [redirectIntents.update]() {
      const values = readValues(formData);
      const outcome =
        values.id === undefined
          ? undefined
          : await updateRedirect(values.id, { from: values.from, to: values.to, status: Number(values.status) }, actor);
      if (outcome === undefined) return redirectWithToast(backTo(url, ["from", "edit"]), { kind: "error", title: t("redirects.missing") });
      if (isRefusal(outcome)) return refusedRule(values, outcome);
      await rulesChanged();
      return redirectWithToast(backTo(url, ["from", "edit"]), { kind: "success", title: t("redirects.saved") });
    },
    async [redirectIntents.delete]() {
      const id = idFrom(formData);
      const deleted = id !== undefined && (await deleteRedirect(id, actor));
      if (deleted) await rulesChanged();
      return redirectWithToast(
        backTo(url, ["from", "edit"]),
        deleted ? { kind: "success", title: t("redirects.deleted") } : { kind: "error", title: t("redirects.missing") },
      );
    },
    async [redirectIntents.import]() {
      const file = formData.get("file");
      const text = typeof file === "string" ? file : file ? await file.text() : "";
      const read = readRedirectCsv(text);
      if ("problem" in read)
        return data<RedirectActionData>({ form: "import", message: t(`redirects.errors.${read.problem}`), lines: [] }, { status: 400 });
      const outcome = await importRedirects(read.lines, actor);
      if ("problems" in outcome) {
        const lines = Object.entries(importErrors(t, outcome.problems)).map(([line, messages]) => ({ line, message: messages.join(" ") }));
        return data<RedirectActionData>(
          { form: "import", message: t("redirects.errors.importRefused", { count: lines.length }), lines },
          { status: 400 },
        );
      }
      await rulesChanged();
      return redirectWithToast(backTo(url, ["from", "edit"]), { kind: "success", title: t("redirects.imported", { count: outcome.imported }) });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="redirects" />;
}

export default function RedirectsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusedRule = actionData?.form === "rule" ? actionData : undefined;
  const refusedImport = actionData?.form === "import" ? actionData : undefined;
  return (
    <>
      <TabHeading documentTitle={t("redirects.tab")} title={t("redirects.title")}>
        {t("redirects.intro")}
      </TabHeading>
      <RuleForm editing={loaderData.editing} from={loaderData.from} refused={refusedRule} />
      <RuleList rules={loaderData.rules} />
      <ImportForm refused={refusedImport} />
      <NotFoundLog paths={loaderData.notFound} />
    </>
  );
}
