import { getFooterSettings, updateFooterSettings } from "#db/models/footer-settings.server";
import { getHeaderSettings, updateHeaderSettings } from "#db/models/header-settings.server";
import { useT } from "~/components/admin/translation";
import { FooterSettingsForm, HeaderSettingsForm } from "./header-footer-forms";
import { TabHeading } from "~/components/admin/tab-heading";
import { footerPageIds, mainPageIds } from "~/config/pages";
import { isTicked } from "~/schemas/fields";
import { footerSettingsFormSchema, headerSettingsFormSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { headerFooterIntents } from "./intents";
import { dispatchIntent, parseForm, redirectWithToast, translatorOf } from "../form-actions.server";

export async function loader() {
  const [header, footer] = await Promise.all([getHeaderSettings(), getFooterSettings()]);
  return { header, footer };
}

/** Unticked checkboxes send nothing: every page listed in the form is false unless ticked. */
function pagesFrom(formData: FormData, pageIds: readonly string[]) {
  return Object.fromEntries(pageIds.map((id) => [id, isTicked(formData, `showPages.${id}`)]));
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = translatorOf(context);
  const back = "/admin-dashboard/header-footer";
  return dispatchIntent(formData, {
    async [headerFooterIntents.saveHeader]() {
      const submission = parseForm(formData, headerSettingsFormSchema, context);
      if (submission.status !== "success") return { form: "header", result: submission.reply() };
      const value = submission.value;
      await updateHeaderSettings(
        {
          ...value,
          showPages: pagesFrom(formData, mainPageIds),
          showLanguageSwitcher: isTicked(formData, "showLanguageSwitcher"),
        },
        currentActor(context),
      );
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.headerSaved") });
    },
    async [headerFooterIntents.saveFooter]() {
      const submission = parseForm(formData, footerSettingsFormSchema, context);
      if (submission.status !== "success") return { form: "footer", result: submission.reply() };
      const value = submission.value;
      await updateFooterSettings(
        {
          copyrightTextAr: "",
          copyrightTextEn: "",
          contactPhone: "",
          contactAddressAr: "",
          contactAddressEn: "",
          ...value,
          showPages: pagesFrom(formData, footerPageIds),
          showSocialLinks: isTicked(formData, "showSocialLinks"),
        },
        currentActor(context),
      );
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.footerSaved") });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="headerFooter" />;
}

export default function HeaderFooterTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <title>{`${t("admin.tabs.headerFooter")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("admin.headerFooter.title")} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <HeaderSettingsForm settings={loaderData.header} lastResult={actionData?.form === "header" ? actionData.result : undefined} />
        <FooterSettingsForm settings={loaderData.footer} lastResult={actionData?.form === "footer" ? actionData.result : undefined} />
      </div>
    </>
  );
}
