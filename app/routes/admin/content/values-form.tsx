import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useRouteLoaderData } from "react-router";
import type { Media } from "#db/models/media.server";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConformTextField } from "~/components/admin/form-fields";
import { MediaPicker } from "~/components/admin/media-picker";
import { panelParams, useActionTo, useQueryHref } from "~/components/admin/panel-params";
import { discardsChanges } from "~/components/admin/unsaved-changes";
import { contentValuesSchema } from "~/schemas/content-item";
import { isFlagKey } from "~/domain/content-types";
import { contentIntents } from "./intents";
import { SeoLength, seoLimitOf } from "./seo-preview";
import type { ListedItem } from "./types";

/**
 * Inline editing of one item: Arabic written RTL, English LTR (docs/decisions/0001-language-in-the-url.md).
 * It starts from the item's draft when there is one; the button that makes the change public says
 * "Publish", beside "Save as draft" (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function ValuesForm({ item, lastResult }: { item: ListedItem; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  const [form, fields] = useSchemaForm(contentValuesSchema, {
    id: `values-${item.id}`,
    lastResult,
    defaultValue: { valueAr: item.draft?.valueAr ?? item.valueAr, valueEn: item.draft?.valueEn ?? item.valueEn },
  });
  const long = item.type === "text";
  // A page's SEO title and description count their characters as they are typed (docs/decisions/0063-share-images-and-structured-data.md).
  const limit = seoLimitOf(item.key);
  const [typed, setTyped] = useState({ ar: String(fields.valueAr.value ?? ""), en: String(fields.valueEn.value ?? "") });
  const media = useRouteLoaderData<{ media: Media[] }>("routes/admin/content/route")?.media ?? [];
  const action = useActionTo(`item-${item.id}`, { index: true });
  const languageFields = [
    { language: "ar", meta: fields.valueAr, label: "admin.content.arabicValue", dir: "rtl" },
    { language: "en", meta: fields.valueEn, label: "admin.content.englishValue", dir: "ltr" },
  ] as const;
  return (
    <Form
      method="post"
      action={action}
      encType={item.type === "image" ? "multipart/form-data" : undefined}
      preventScrollReset
      {...getFormProps(form)}
      className="mt-3 grid gap-4 md:grid-cols-2"
      aria-label={t("admin.content.editItem", { key: item.key })}
    >
      <input type="hidden" name="id" value={item.id} />
      {/* The version the form was opened with: a save over another one shows the conflict view (docs/decisions/0043-versions-and-conflicts.md). */}
      <input type="hidden" name="version" value={item.version} />
      {item.type === "image" ? (
        // One picker for both languages; an address typed by hand (a path or an https link, left to
        // right in both fields) is the exception, folded away unless it is in use or refused.
        <div className="grid gap-3 md:col-span-2">
          <MediaPicker id={`item-${item.id}-image`} media={media} current={item.valueEn} showCurrent />
          <details
            open={Boolean(fields.valueAr.errors || fields.valueEn.errors) || !media.some((image) => image.url === item.valueEn) || undefined}
            className="rounded-lg border border-slate-200 p-3"
          >
            <summary className="cursor-pointer font-semibold text-slate-800">{t("admin.content.typeAddress")}</summary>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <ConformTextField meta={fields.valueAr} label={t("admin.content.arabicValue")} dir="ltr" lang="ar" />
              <ConformTextField meta={fields.valueEn} label={t("admin.content.englishValue")} dir="ltr" lang="en" />
            </div>
          </details>
        </div>
      ) : isFlagKey(item.key) ? (
        <>
          {(["ar", "en"] as const).map((language) => {
            const { key, ...props } = getInputProps(language === "ar" ? fields.valueAr : fields.valueEn, { type: "checkbox", value: "yes" });
            return (
              <div key={key ?? language} className="flex items-center gap-2">
                <input {...props} className="size-5 accent-sky-700" />
                <label htmlFor={props.id} className="font-semibold text-slate-800">
                  {t(language === "ar" ? "admin.seo.noindexArabic" : "admin.seo.noindexEnglish")}
                </label>
              </div>
            );
          })}
        </>
      ) : (
        <>
          {languageFields.map(({ language, meta, label, dir }) =>
            // An icon's name is one for both languages: the English field carries the stored one.
            language === "en" && item.type === "icon" ? (
              <input key={language} type="hidden" name="valueEn" value={item.valueEn} />
            ) : (
              <div key={language} className="grid content-start gap-1">
                <ConformTextField
                  meta={meta}
                  label={t(label)}
                  multiline={long}
                  rows={4}
                  dir={dir}
                  lang={language}
                  onInput={limit ? (value) => setTyped((current) => ({ ...current, [language]: value })) : undefined}
                />
                {limit && <SeoLength value={typed[language]} limit={limit} fieldId={meta.id} />}
              </div>
            ),
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <SubmitButton intent={contentIntents.saveValues} id={item.id} pendingLabel={t("admin.actions.saving")}>
          {t("admin.content.publish")}
        </SubmitButton>
        <SubmitButton intent={contentIntents.saveDraft} id={item.id} variant="secondary" pendingLabel={t("admin.actions.saving")}>
          {t("admin.content.saveDraft")}
        </SubmitButton>
        <Link to={queryHref({ [panelParams.edit]: null })} preventScrollReset className={buttonStyles.secondary} {...discardsChanges}>
          {t("admin.actions.cancel")}
        </Link>
      </div>
    </Form>
  );
}
