import { getSettings, updateSettings } from "#db/models/settings.server";
import { getT, getLocale } from "~/lib/i18n.server";
import { listMedia } from "#db/models/media.server";
import { data } from "react-router";
import type { z } from "zod";
import { problemStatus } from "~/services/media-upload.server";
import { chosenImage } from "../media-picker.server";
import { useTranslation } from "~/lib/use-translation";
import { FooterSettingsForm, HeaderSettingsForm } from "./header-footer-forms";
import { conflictAnswer, resubmitFrom, unlessStale, versionFrom } from "../conflict.server";
import { ConflictView } from "../conflict-view";
import type { StringKey } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
import { footerPageIds, mainPageIds } from "~/config/pages";
import { isTicked } from "~/schemas/fields";
import { footerSettingsFormSchema, headerSettingsFormSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { companyFields, getCompanySettings, updateCompanySettings } from "#db/models/company.server";
import { companySettingsFormSchema } from "~/schemas/company-settings";
import { isAdministrator } from "~/domain/roles";
import { CompanySettingsForm } from "./company-form";
import { headerFooterIntents } from "./intents";
import { dispatchIntent, parseForm, redirectWithToast } from "../form-actions.server";

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

export async function loader({ context }: Route.LoaderArgs) {
  // The owner's facts are for administrators only: an editor's page neither holds nor shows them (app/domain/roles.ts).
  const forAdministrator = isAdministrator(currentAdmin(context).user);
  const [header, footer, media, company] = await Promise.all([
    getSettings("header"),
    getSettings("footer"),
    listMedia(),
    forAdministrator ? getCompanySettings() : undefined,
  ]);
  return { header, footer, media, company };
}

/** Unticked checkboxes send nothing: every page listed in the form is false unless ticked. */
function pagesFrom(formData: FormData, pageIds: readonly string[]) {
  return Object.fromEntries(pageIds.map((id) => [id, isTicked(formData, `showPages.${id}`)]));
}

/** A logo uploaded in place is described by the brand's name (editable in the media tab). */
const logoAlt = { altAr: "مهامي", altEn: "Mahami" };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = getT(context);
  const back = "/admin-dashboard/header-footer";

  /** A stale save (docs/decisions/0043-versions-and-conflicts.md): nothing written, the conflict view in place of the form. */
  async function settingsConflict(name: "header" | "footer", mine: Record<string, unknown>, names: string[]) {
    const current = (await getSettings(name)) as unknown as Record<string, unknown> & { version: number };
    const fields = names.map((field) => ({
      name: field,
      label: `admin.headerFooter.${field}` as StringKey,
      lang: field.endsWith("Ar") ? ("ar" as const) : field.endsWith("En") ? ("en" as const) : undefined,
      theirs: String(current[field] ?? ""),
      mine: String(mine[field] ?? ""),
    }));
    const resubmit = resubmitFrom(formData, { logoUrl: String(mine.logoUrl ?? "") });
    return conflictAnswer(getLocale(context), { form: name, entity: name, entityId: 1, version: current.version, fields, resubmit });
  }
  /**
   * Saves the header's or the footer's settings: the checked form with the chosen logo in place, written by `write` over the
   * version the form was opened at. A refused form or logo comes back with what was typed; a stale one answers the conflict
   * of `fields`; a saved one returns to its panel.
   */
  async function saveSettings<Value extends { logoUrl: string; version?: number }>(
    name: "header" | "footer",
    schema: z.ZodType<Value>,
    write: (value: Omit<Value, "version">) => Promise<unknown>,
    fields: string[],
  ) {
    const submission = parseForm(formData, schema);
    if (submission.status !== "success") return { form: name, result: submission.reply() };
    const logo = await chosenImage(formData, context, logoAlt);
    if ("problem" in logo) {
      return data(
        { form: name, result: submission.reply({ fieldErrors: { logoUrl: [`validation.${logo.problem}`] } }) },
        { status: problemStatus[logo.problem] },
      );
    }
    const { version: _version, ...value } = { ...submission.value, logoUrl: logo.url ?? submission.value.logoUrl };
    const written = await unlessStale(() => write(value));
    if (!written) return settingsConflict(name, value, fields);
    return redirectWithToast(`${back}#${name}-settings-panel`, {
      kind: "success",
      title: t(name === "header" ? "admin.toasts.headerSaved" : "admin.toasts.footerSaved"),
      description: t("admin.toasts.liveNow"),
    });
  }

  return dispatchIntent(formData, {
    async [headerFooterIntents.saveCompany]() {
      if (!isAdministrator(currentAdmin(context).user)) throw data(null, { status: 403 });
      const submission = parseForm(formData, companySettingsFormSchema);
      if (submission.status !== "success") return { form: "company", result: submission.reply() };
      const { version: _version, ...given } = submission.value;
      // An emptied field arrives absent (or undefined): it is stored as "" (not given).
      const value = Object.fromEntries(companyFields.map((field) => [field, given[field] ?? ""])) as Record<(typeof companyFields)[number], string>;
      const written = await unlessStale(() => updateCompanySettings(value, currentActor(context), versionFrom(formData)));
      if (!written) {
        const current = await getCompanySettings();
        const fields = companyFields.map((field) => ({
          name: field,
          label: `company.${field}` as StringKey,
          lang: field.endsWith("Ar") ? ("ar" as const) : field.endsWith("En") ? ("en" as const) : undefined,
          theirs: current[field],
          mine: value[field] ?? "",
        }));
        return conflictAnswer(getLocale(context), {
          form: "company",
          entity: "company",
          entityId: 1,
          version: current.version,
          fields,
          resubmit: resubmitFrom(formData),
        });
      }
      return redirectWithToast(`${back}#company`, { kind: "success", title: t("company.saved") });
    },
    [headerFooterIntents.saveHeader]: () =>
      saveSettings(
        "header",
        headerSettingsFormSchema,
        (value) =>
          updateSettings(
            "header",
            { ...value, showPages: pagesFrom(formData, mainPageIds), showLanguageSwitcher: isTicked(formData, "showLanguageSwitcher") },
            currentActor(context),
            versionFrom(formData),
          ),
        ["logoUrl", "logoSize", "buttonUrl", "buttonTextAr", "buttonTextEn"],
      ),
    [headerFooterIntents.saveFooter]: () =>
      saveSettings(
        "footer",
        footerSettingsFormSchema,
        (value) =>
          updateSettings(
            "footer",
            {
              copyrightTextAr: "",
              copyrightTextEn: "",
              contactPhone: "",
              contactAddressAr: "",
              contactAddressEn: "",
              // An emptied field arrives as undefined: it must not spread over the "" above.
              ...Object.fromEntries(Object.entries(value).filter(([, given]) => given !== undefined)),
              showPages: pagesFrom(formData, footerPageIds),
              showSocialLinks: isTicked(formData, "showSocialLinks"),
            },
            currentActor(context),
            versionFrom(formData),
          ),
        ["logoUrl", "logoSize", "copyrightTextAr", "copyrightTextEn", "contactPhone", "contactEmail", "contactAddressAr", "contactAddressEn"],
      ),
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="headerFooter" />;
}

export default function HeaderFooterTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : undefined;
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.headerFooter")} title={t("admin.headerFooter.title")} />
      {/* Keyed by the saved row, each key named after its form (the two rows may share a time): after a save the form
          starts again from what was stored (a logo uploaded in place shows its address, and the file field is empty again). */}
      <div className="grid items-start gap-6 xl:grid-cols-2">
        {conflict?.form === "header" ? (
          <ConflictView conflict={conflict} keepTheirsHref="/admin-dashboard/header-footer" />
        ) : (
          <HeaderSettingsForm
            key={`header-${loaderData.header.updatedAt}`}
            settings={loaderData.header}
            media={loaderData.media}
            lastResult={actionData && "result" in actionData && actionData.form === "header" ? actionData.result : undefined}
          />
        )}
        {conflict?.form === "footer" ? (
          <ConflictView conflict={conflict} keepTheirsHref="/admin-dashboard/header-footer" />
        ) : (
          <FooterSettingsForm
            key={`footer-${loaderData.footer.updatedAt}`}
            settings={loaderData.footer}
            media={loaderData.media}
            lastResult={actionData && "result" in actionData && actionData.form === "footer" ? actionData.result : undefined}
          />
        )}
        {loaderData.company &&
          (conflict?.form === "company" ? (
            <div id="company" className="xl:col-span-2">
              <ConflictView conflict={conflict} keepTheirsHref="/admin-dashboard/header-footer#company" />
            </div>
          ) : (
            <CompanySettingsForm
              key={`company-${loaderData.company.updatedAt}`}
              settings={loaderData.company}
              lastResult={actionData && "result" in actionData && actionData.form === "company" ? actionData.result : undefined}
            />
          ))}
      </div>
    </>
  );
}
