import { ImageIcon } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useRouteLoaderData, useSearchParams } from "react-router";
import type { ButtonLink } from "#db/models/button-links.server";
import type { Media } from "#db/models/media.server";
import { Badge } from "~/components/admin/badge";
import { DateTime } from "~/components/admin/date-time";
import { rowLinkStyle, SubmitButton } from "~/components/admin/buttons";
import { HistoryLink } from "~/components/admin/history-link";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { itemLabel } from "~/components/admin/item-label";
import { CurrentImage } from "~/components/admin/media-picker";
import { closedPanels, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { Icon } from "~/components/ui/icon";
import { PublishButtons } from "./publish-buttons";
import { ButtonLinkManager } from "./button-link-manager";
import { IconPicker } from "./icon-picker";
import { isFlagKey } from "~/domain/content-types";
import { contentIntents } from "./intents";
import type { ContentActionResult, ListedItem } from "./types";
import { ValuesForm } from "./values-form";
import { ConflictView } from "../conflict-view";
import { directionOf } from "~/config/site";

interface ContentItemRowProps {
  item: ListedItem;
  link?: ButtonLink;
  focused: boolean;
  actionData?: ContentActionResult;
}

export function ContentItemRow({ item, link, focused, actionData }: ContentItemRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const editing = focused && searchParams.get(panelParams.edit) === String(item.id);
  const media = useRouteLoaderData<{ media: Media[] }>("routes/admin/content/route")?.media ?? [];
  const resultFor = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  // A draft whose one language is already public (a partial publish) names the language still waiting,
  // rather than an outdated-translation alarm (docs/decisions/0026-drafts-preview-translation-status.md).
  const waiting = item.draft ? waitingLanguage(item, item.draft) : undefined;
  return (
    <li id={`item-${item.id}`} className="rounded-lg border border-slate-200 bg-white p-4" data-key={item.key}>
      <div className="flex flex-wrap items-center gap-2">
        {/* Its name in the dashboard's language first; the key second, for developers and search. */}
        <span className="font-bold text-slate-900">{itemLabel(item.key, t, locale)}</span>
        <code dir="ltr" title={t("admin.itemLabels.key")} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
          {item.key}
        </code>
        <Badge tone="sky">{t(`admin.content.types.${item.type}` as StringKey)}</Badge>
        {item.translationStatus === "missing" && <Badge tone="amber">{t("admin.content.missing", { count: 1 })}</Badge>}
        {waiting && <Badge tone="amber">{t(`admin.content.waiting.${waiting}`)}</Badge>}
        {item.outdatedLanguage && item.outdatedLanguage !== waiting && (
          <Badge tone="red">{t(`admin.content.outdated.${item.outdatedLanguage}`)}</Badge>
        )}
        {item.draft && <Badge tone="emerald">{t("admin.content.draft")}</Badge>}
        {/* A pending schedule will publish this draft (docs/decisions/0026-drafts-preview-translation-status.md). */}
        {item.scheduledAt.map((at) => (
          <Badge key={at} tone="amber">
            {t("admin.content.scheduledToPublish")} <DateTime iso={at} />
          </Badge>
        ))}
      </div>
      {/* The notes in the defaults are English: shown in the English dashboard only. */}
      {item.description && locale === "en" && (
        <p className="mt-1 text-sm text-slate-600" lang="en" dir="ltr">
          {item.description}
        </p>
      )}
      {actionData?.conflict?.form === `values-${item.id}` ? (
        <ConflictView
          conflict={actionData.conflict}
          keepTheirsHref={queryHref({ [panelParams.edit]: String(item.id), [panelParams.item]: String(item.id) })}
        />
      ) : editing ? (
        <ValuesForm item={item} lastResult={resultFor(`values-${item.id}`)} />
      ) : (
        <>
          <dl className="mt-3 grid gap-3 md:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("admin.content.arabic")}</dt>
              <dd lang="ar" dir="rtl" className="whitespace-pre-line text-slate-900">
                {isFlagKey(item.key)
                  ? t(item.valueAr ? "admin.seo.yes" : "admin.seo.no")
                  : item.valueAr || <span className="text-slate-500">{t("admin.content.emptyValue")}</span>}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("admin.content.english")}</dt>
              <dd lang="en" dir="ltr" className="flex items-center gap-2 whitespace-pre-line text-slate-900">
                {item.type === "icon" && <Icon name={item.valueEn} className="size-6 text-sky-700" />}
                {isFlagKey(item.key)
                  ? t(item.valueEn ? "admin.seo.yes" : "admin.seo.no")
                  : item.valueEn || <span className="text-slate-500">{t("admin.content.emptyValue")}</span>}
              </dd>
            </div>
          </dl>
          {item.type === "image" && (
            <div className="mt-3">
              <CurrentImage url={item.valueEn} media={media} />
            </div>
          )}
          {item.draft && <DraftValues item={item} draft={item.draft} />}
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`${queryHref({ ...closedPanels, [panelParams.edit]: String(item.id) })}#item-${item.id}`}
              preventScrollReset
              aria-label={`${t("admin.actions.edit")}: ${item.key}`}
              className={rowLinkStyle}
            >
              {t("admin.actions.edit")}
            </Link>
            {item.type === "icon" && <IconPicker item={item} />}
            <HistoryLink entity="content" entityId={item.id} label={item.key} />
            {item.draft && <PublishButtons id={item.id} label={t("publishLanguage.itemGroup", { key: itemLabel(item.key, t, locale) })} />}
            {item.draft && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={item.id} />
                <SubmitButton
                  intent={contentIntents.discardDraft}
                  id={item.id}
                  variant="dangerOutline"
                  pendingLabel={t("admin.actions.saving")}
                  ariaLabel={`${t("admin.content.discardDraft")}: ${item.key}`}
                >
                  {t("admin.content.discardDraft")}
                </SubmitButton>
              </Form>
            )}
          </div>
        </>
      )}
      {item.type === "button" && (
        <ButtonLinkManager
          item={item}
          link={link}
          lastResult={resultFor(`link-${item.id}`)}
          conflict={actionData?.conflict?.form === `link-${item.id}` ? actionData.conflict : undefined}
        />
      )}
      {item.type === "image" && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950">
          <ImageIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("admin.content.imageNote")}
        </p>
      )}
    </li>
  );
}

/** The draft's two values, Arabic first: each with its language's label. */
const draftLanguages = [
  { lang: "ar", label: "admin.content.arabic", value: "valueAr" },
  { lang: "en", label: "admin.content.english", value: "valueEn" },
] as const;

/** An item's draft beside its published values: what a preview and a publish would show. */
function DraftValues({ item, draft }: { item: ListedItem; draft: NonNullable<ListedItem["draft"]> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3" data-draft={item.id}>
      <p className="text-sm font-bold text-emerald-900">{t("admin.content.draftValues")}</p>
      <dl className="mt-2 grid gap-3 md:grid-cols-2">
        {draftLanguages.map(({ lang, label, value }) => (
          <div key={lang}>
            <dt className="text-sm font-semibold text-slate-700">{t(label)}</dt>
            <dd lang={lang} dir={directionOf(lang)} className="whitespace-pre-line text-slate-900">
              {draft[value] || <span className="text-slate-600">{t("admin.content.emptyValue")}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The one language a draft still changes when the other matches the published text. */
function waitingLanguage(item: ListedItem, draft: NonNullable<ListedItem["draft"]>): "ar" | "en" | undefined {
  const ar = draft.valueAr !== item.valueAr;
  const en = draft.valueEn !== item.valueEn;
  return ar && !en ? "ar" : en && !ar ? "en" : undefined;
}
