import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { CompanySettings } from "#db/models/company.server";
import { SubmitButton } from "~/components/admin/buttons";
import { ConformTextField } from "~/components/admin/form-fields";
import { HistoryLink } from "~/components/admin/history-link";
import { companySettingsFormSchema } from "~/schemas/company-settings";
import { headerFooterIntents } from "./intents";
import { useActionTo } from "~/components/admin/panel-params";

/**
 * The owner's facts (docs/decisions/0047-company-facts-and-launch-checklist.md), administrators
 * only: every field may stay empty until it is confirmed, and the site shows a neutral sentence.
 */
export function CompanySettingsForm({ settings, lastResult }: { settings: CompanySettings; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const { updatedAt: _updatedAt, version: _version, ...values } = settings;
  // Without JavaScript a refused save comes back at this panel, with what was typed.
  const action = useActionTo("company");
  const [form, fields] = useSchemaForm(companySettingsFormSchema, {
    id: "company-settings",
    lastResult,
    defaultValue: values,
  });
  return (
    <section
      id="company"
      aria-labelledby="company-settings-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm xl:col-span-2"
    >
      <h3 id="company-settings-title" className="text-lg font-bold text-slate-900">
        {t("company.title")}
      </h3>
      <p className="mt-1 text-slate-600">{t("company.intro")}</p>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        {/* The version the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
        <input type="hidden" name="version" value={settings.version} />
        <ConformTextField meta={fields.legalNameAr} label={t("company.legalNameAr")} dir="rtl" lang="ar" />
        <ConformTextField meta={fields.legalNameEn} label={t("company.legalNameEn")} dir="ltr" lang="en" />
        <ConformTextField meta={fields.registrationNumber} label={t("company.registrationNumber")} hint={t("company.registrationHint")} dir="ltr" />
        <div aria-hidden="true" className="hidden md:block" />
        <ConformTextField meta={fields.addressAr} label={t("company.addressAr")} dir="rtl" lang="ar" multiline rows={2} />
        <ConformTextField meta={fields.addressEn} label={t("company.addressEn")} dir="ltr" lang="en" multiline rows={2} />
        <ConformTextField meta={fields.paymentPartnerAr} label={t("company.paymentPartnerAr")} dir="rtl" lang="ar" />
        <ConformTextField meta={fields.paymentPartnerEn} label={t("company.paymentPartnerEn")} dir="ltr" lang="en" />
        <ConformTextField meta={fields.ratingValue} label={t("company.ratingValue")} hint={t("company.ratingHint")} dir="ltr" />
        <ConformTextField meta={fields.ratingSource} label={t("company.ratingSource")} dir="ltr" />
        <ConformTextField meta={fields.ratingDate} label={t("company.ratingDate")} placeholder="2026-11-01" dir="ltr" />
        <div aria-hidden="true" className="hidden md:block" />
        <ConformTextField meta={fields.supportHoursAr} label={t("company.supportHoursAr")} dir="rtl" lang="ar" />
        <ConformTextField meta={fields.supportHoursEn} label={t("company.supportHoursEn")} dir="ltr" lang="en" />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <SubmitButton intent={headerFooterIntents.saveCompany} pendingLabel={t("admin.actions.saving")}>
            {t("company.save")}
          </SubmitButton>
          <HistoryLink entity="company" entityId={1} label={t("company.history")} />
        </div>
      </Form>
    </section>
  );
}
