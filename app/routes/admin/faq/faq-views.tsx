import { FormPanel, LanguageFieldset, useRequiredTexts } from "~/components/admin/form-panel";
import { useSchemaForm } from "~/components/admin/schema-form";
import { FormFooter } from "~/components/admin/form-footer";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { RecordActions } from "~/components/admin/record-list";

import { Form } from "react-router";
import type { ContentItem } from "#db/models/content-items.server";
import { faqEntryFormSchema, faqItemSchema } from "~/schemas/faq";
import type { FaqItem } from "#db/models/faq-entries.server";
import type { FaqRecord } from "~/content/faq";
import { formatNumber } from "~/domain/formats";
import { useLocale } from "~/components/admin/locale";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { CheckboxField, ConformTextField, FieldError } from "~/components/admin/form-fields";
import { faqIntents } from "./intents";

export function SeedSampleFaq() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-slate-700">{t("admin.faq.empty")}</p>
      <Form method="post" className="mt-4">
        <SubmitButton intent={faqIntents.seedSamples} pendingLabel={t("admin.faq.seeding")}>
          {t("admin.faq.seed")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** An entry as the tab gets it: the record, named by its question item's id. */
export type FaqEntryView = FaqRecord<FaqItem> & { id: number };

/** The entries, one card each: question and answer in Arabic and English side by side, each in its direction. */
export function FaqList({ entries }: { entries: FaqEntryView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className="grid gap-4">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="faq-entry">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t("admin.faq.orderLabel", { order: formatNumber(entry.order, locale) })}</Badge>
            {!entry.isVisible && <Badge tone="amber">{t("admin.faq.hidden")}</Badge>}
          </div>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {(["ar", "en"] as const).map((lang) => {
              const question = lang === "ar" ? entry.question.valueAr : entry.question.valueEn;
              const answer = entry.answer && (lang === "ar" ? entry.answer.valueAr : entry.answer.valueEn);
              return (
                <div key={lang} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} data-lang={lang}>
                  <h3 className="font-bold text-slate-900">{question}</h3>
                  {answer ? (
                    <p className="mt-1 whitespace-pre-wrap text-slate-700">{answer}</p>
                  ) : (
                    <p lang={locale} dir={locale === "ar" ? "rtl" : "ltr"} className="mt-1 text-amber-800">
                      {t("admin.faq.noAnswer")}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <RecordActions entity="faq" id={entry.id} label={locale === "en" ? entry.question.valueEn : entry.question.valueAr} />
        </li>
      ))}
    </ol>
  );
}

/** Items of page "faq" outside the numbering: the section's title, an old unnumbered text, an answer without its question. */
export function OtherFaqItems({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-other-title" className="mt-8">
      <h3 id="faq-other-title" className="text-lg font-bold text-slate-900">
        {t("admin.faq.otherItems")}
      </h3>
      <p className="mt-1 text-slate-700">{t("admin.faq.otherItemsIntro")}</p>
      <FaqItemList items={items} />
    </section>
  );
}

function FaqItemList({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 grid gap-4">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="faq-item">
          <div className="flex flex-wrap items-center gap-2">
            <code dir="ltr" className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
              {item.key}
            </code>
            <Badge tone={item.type === "title" ? "sky" : "slate"}>
              {t(item.type === "title" ? "admin.faq.types.title" : "admin.faq.types.text")}
            </Badge>
          </div>
          <dl className="mt-3 grid gap-3 md:grid-cols-2">
            {(["ar", "en"] as const).map((lang) => (
              <div key={lang}>
                <dt className="text-sm font-semibold text-slate-600">{t(lang === "ar" ? "admin.faq.arabic" : "admin.faq.english")}</dt>
                <dd lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="text-slate-900">
                  {lang === "ar" ? item.valueAr : item.valueEn}
                </dd>
              </div>
            ))}
          </dl>
          <RecordActions entity="faq" id={item.id} label={item.key} />
        </li>
      ))}
    </ul>
  );
}

/** Edit one item outside the numbering (a title, an old unnumbered text: docs/decisions/0057-faq-and-team-as-bilingual-records.md); save stays disabled until key, Arabic and English are filled. */
export function FaqForm({ item, lastResult }: { item?: ContentItem; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const { set, complete } = useRequiredTexts({ key: item?.key ?? "", valueAr: item?.valueAr ?? "", valueEn: item?.valueEn ?? "" });
  const [form, fields] = useSchemaForm(faqItemSchema, {
    id: "faq-item",
    lastResult,
    defaultValue: {
      key: item?.key ?? "",
      type: item?.type === "title" ? "title" : "text",
      valueAr: item?.valueAr ?? "",
      valueEn: item?.valueEn ?? "",
    },
  });
  return (
    <FormPanel title={item ? t("admin.faq.itemTitle") : t("admin.faq.addTitle")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        {item && <input type="hidden" name="id" value={item.id} />}
        {/* The version the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
        {item && <input type="hidden" name="version" value={item.version} />}
        <ConformTextField meta={fields.key} label={t("admin.faq.key")} hint={t("admin.faq.keyHint")} dir="ltr" required onInput={set("key")} />
        <fieldset className="grid content-start gap-2">
          <legend className="font-semibold text-slate-800">{t("admin.faq.type")}</legend>
          <div className="flex gap-6">
            {(["text", "title"] as const).map((type) => {
              const { key: _key, ...props } = getInputProps(fields.type, { type: "radio", value: type });
              return (
                <label key={type} className="flex items-center gap-2">
                  <input {...props} id={`${fields.type.id}-${type}`} className="size-5 accent-sky-700" />
                  {t(`admin.faq.types.${type}`)}
                </label>
              );
            })}
          </div>
          <FieldError id={fields.type.errorId} errors={fields.type.errors} />
        </fieldset>
        {(["ar", "en"] as const).map((lang) => {
          const field = lang === "ar" ? "valueAr" : "valueEn";
          const label = t(lang === "ar" ? "admin.faq.arabic" : "admin.faq.english");
          return (
            <ConformTextField
              key={lang}
              meta={fields[field]}
              label={label}
              multiline
              rows={4}
              dir={lang === "ar" ? "rtl" : "ltr"}
              lang={lang}
              required
              onInput={set(field)}
            />
          );
        })}
        {/* Another text of the FAQ page is public once saved. */}
        <FormFooter intent={faqIntents.save} complete={complete} publishes />
      </Form>
    </FormPanel>
  );
}

/**
 * Add or edit one entry (docs/decisions/0057-faq-and-team-as-bilingual-records.md): the question and
 * its answer in Arabic and English side by side, each in its direction, then its order and whether it
 * shows; no key to type. Save stays disabled until the four texts are filled.
 */
export function FaqEntryForm({ entry, nextOrder, lastResult }: { entry?: FaqEntryView; nextOrder: number; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const initial = {
    questionAr: entry?.question.valueAr ?? "",
    questionEn: entry?.question.valueEn ?? "",
    answerAr: entry?.answer?.valueAr ?? "",
    answerEn: entry?.answer?.valueEn ?? "",
  };
  const { set, complete } = useRequiredTexts(initial);
  const [form, fields] = useSchemaForm(faqEntryFormSchema, {
    id: "faq-entry",
    lastResult,
    defaultValue: { ...initial, order: String(entry?.order ?? nextOrder), isVisible: entry ? (entry.isVisible ? "on" : "") : "on" },
  });
  return (
    <FormPanel title={entry ? t("admin.faq.editTitle") : t("admin.faq.addTitle")}>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 md:grid-cols-2">
        {entry && <input type="hidden" name="id" value={entry.id} />}
        {/* The versions the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
        {entry && <input type="hidden" name="version" value={entry.question.version} />}
        {entry?.answer && <input type="hidden" name="answerVersion" value={entry.answer.version} />}
        {(["ar", "en"] as const).map((lang) => {
          const [question, answer] = lang === "ar" ? (["questionAr", "answerAr"] as const) : (["questionEn", "answerEn"] as const);
          const dir = lang === "ar" ? "rtl" : "ltr";
          return (
            <LanguageFieldset key={lang} lang={lang} legend={t(lang === "ar" ? "admin.faq.inArabic" : "admin.faq.inEnglish")}>
              <ConformTextField meta={fields[question]} label={t("admin.faq.question")} dir={dir} lang={lang} required onInput={set(question)} />
              <ConformTextField
                meta={fields[answer]}
                label={t("admin.faq.answer")}
                multiline
                rows={5}
                dir={dir}
                lang={lang}
                required
                onInput={set(answer)}
              />
            </LanguageFieldset>
          );
        })}
        <ConformTextField meta={fields.order} type="number" label={t("admin.faq.order")} hint={t("admin.faq.orderHint")} dir="ltr" />
        <div className="self-center">
          <CheckboxField meta={fields.isVisible} label={t("admin.faq.isVisible")} />
        </div>
        <FormFooter intent={faqIntents.saveEntry} complete={complete} publishes={fields.isVisible.value === "on"} />
      </Form>
    </FormPanel>
  );
}
