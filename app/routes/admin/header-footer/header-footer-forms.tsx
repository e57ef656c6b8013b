import { useSchemaForm } from "~/components/admin/schema-form";
import type { Media } from "#db/models/media.server";
import { MediaPicker } from "~/components/admin/media-picker";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { HistoryLink } from "~/components/admin/history-link";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FooterSettings, HeaderSettings } from "#db/models/settings.server";
import { footerPageIds, mainPageIds } from "~/config/pages";
import { isPageShown, logoSizes } from "~/domain/header-footer";
import { footerSettingsSchema, headerSettingsSchema } from "~/schemas/header-footer-settings";
import { useTranslation } from "~/lib/use-translation";
import { type AnyField, CheckboxField, FieldError, ConformTextField } from "~/components/admin/form-fields";
import { SubmitButton } from "~/components/admin/buttons";
import { headerFooterIntents } from "./intents";
import { useActionTo } from "~/components/admin/panel-params";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`${id}-panel`} aria-labelledby={`${id}-title`} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function LogoSizeField({ meta }: { meta: AnyField }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold text-slate-800">{t("admin.headerFooter.logoSize")}</legend>
      <div className="flex flex-wrap gap-6">
        {logoSizes.map((size) => {
          const { key: _key, ...props } = getInputProps(meta, { type: "radio", value: size });
          return (
            <label key={size} className="flex items-center gap-2">
              <input {...props} id={`${meta.id}-${size}`} className="size-5 accent-sky-700" />
              {t(`admin.headerFooter.sizes.${size}`)}
            </label>
          );
        })}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** One checkbox per page; a page is shown unless its flag is explicitly false (docs/product.md#header-and-footer-tab). */
function PageVisibility({ legend, pageIds, showPages }: { legend: string; pageIds: readonly string[]; showPages: Record<string, boolean> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2 md:col-span-2">
      <legend className="font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {pageIds.map((id) => (
          <label key={id} className="flex items-center gap-2">
            <input type="checkbox" name={`showPages.${id}`} defaultChecked={isPageShown(showPages, id)} className="size-5 accent-sky-700" />
            {t(`admin.content.pages.${id as (typeof footerPageIds)[number]}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The page checkboxes are plain inputs (see PageVisibility), not Conform fields. */
function withoutPages<Settings extends { showPages: unknown; updatedAt: string }>({ showPages: _pages, updatedAt: _at, ...rest }: Settings) {
  return rest;
}

/**
 * The start both forms share: the version they were opened with (docs/decisions/0043-versions-and-conflicts.md),
 * then the logo's address, its picker and its size.
 */
function LogoFields({
  id,
  settings,
  fields,
  media,
}: {
  id: string;
  settings: { version: number; logoUrl: string };
  fields: { logoUrl: AnyField; logoSize: AnyField };
  media: Media[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="version" value={settings.version} />
      <ConformTextField meta={fields.logoUrl} label={t("admin.headerFooter.logoUrl")} dir="ltr" required className="md:col-span-2" />
      <div className="md:col-span-2">
        <MediaPicker id={id} media={media} current={settings.logoUrl} showCurrent />
      </div>
      <LogoSizeField meta={fields.logoSize} />
    </>
  );
}

interface SettingsFormProps<Settings> {
  settings: Settings;
  media: Media[];
  lastResult?: SubmissionResult<string[]>;
}

export function HeaderSettingsForm({ settings, media, lastResult }: SettingsFormProps<HeaderSettings>) {
  const { t } = useTranslation();
  // Without JavaScript a refused save comes back at this panel, with what was typed.
  const action = useActionTo("header-settings-panel");
  const [form, fields] = useSchemaForm(headerSettingsSchema, {
    id: "header-settings",
    lastResult,
    defaultValue: { ...withoutPages(settings), showLanguageSwitcher: settings.showLanguageSwitcher ? "on" : "" },
  });
  return (
    <Panel id="header-settings" title={t("admin.headerFooter.headerTitle")}>
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        <LogoFields id="header-logo" settings={settings} fields={fields} media={media} />
        <div className="self-center">
          <CheckboxField meta={fields.showLanguageSwitcher} label={t("admin.headerFooter.showLanguageSwitcher")} />
        </div>
        <PageVisibility legend={t("admin.headerFooter.headerPages")} pageIds={mainPageIds} showPages={settings.showPages} />
        <ConformTextField meta={fields.buttonUrl} label={t("admin.headerFooter.buttonUrl")} dir="ltr" required className="md:col-span-2" />
        <ConformTextField meta={fields.buttonTextAr} label={t("admin.headerFooter.buttonTextAr")} dir="rtl" lang="ar" required />
        <ConformTextField meta={fields.buttonTextEn} label={t("admin.headerFooter.buttonTextEn")} dir="ltr" lang="en" required />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <SubmitButton intent={headerFooterIntents.saveHeader} pendingLabel={t("admin.actions.saving")}>
            {t("admin.headerFooter.saveHeader")}
          </SubmitButton>
          <HistoryLink entity="header" entityId={1} label={t("admin.history.entities.header")} />
        </div>
      </Form>
    </Panel>
  );
}

export function FooterSettingsForm({ settings, media, lastResult }: SettingsFormProps<FooterSettings>) {
  const { t } = useTranslation();
  // Without JavaScript a refused save comes back at this panel, with what was typed.
  const action = useActionTo("footer-settings-panel");
  const [form, fields] = useSchemaForm(footerSettingsSchema, {
    id: "footer-settings",
    lastResult,
    defaultValue: { ...withoutPages(settings), showSocialLinks: settings.showSocialLinks ? "on" : "" },
  });
  return (
    <Panel id="footer-settings" title={t("admin.headerFooter.footerTitle")}>
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        <LogoFields id="footer-logo" settings={settings} fields={fields} media={media} />
        <div className="self-center">
          <CheckboxField meta={fields.showSocialLinks} label={t("admin.headerFooter.showSocialLinks")} />
        </div>
        <PageVisibility legend={t("admin.headerFooter.footerPages")} pageIds={footerPageIds} showPages={settings.showPages} />
        <ConformTextField meta={fields.copyrightTextAr} label={t("admin.headerFooter.copyrightTextAr")} dir="rtl" lang="ar" />
        <ConformTextField meta={fields.copyrightTextEn} label={t("admin.headerFooter.copyrightTextEn")} dir="ltr" lang="en" />
        <ConformTextField meta={fields.contactPhone} type="tel" label={t("admin.headerFooter.contactPhone")} dir="ltr" />
        <ConformTextField meta={fields.contactEmail} type="email" label={t("admin.headerFooter.contactEmail")} dir="ltr" required />
        <ConformTextField meta={fields.contactAddressAr} label={t("admin.headerFooter.contactAddressAr")} dir="rtl" lang="ar" />
        <ConformTextField meta={fields.contactAddressEn} label={t("admin.headerFooter.contactAddressEn")} dir="ltr" lang="en" />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <SubmitButton intent={headerFooterIntents.saveFooter} pendingLabel={t("admin.actions.saving")}>
            {t("admin.headerFooter.saveFooter")}
          </SubmitButton>
          <HistoryLink entity="footer" entityId={1} label={t("admin.history.entities.footer")} />
        </div>
      </Form>
    </Panel>
  );
}
