import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { type Conflict, ConflictView } from "../conflict-view";
import { HistoryLink } from "~/components/admin/history-link";
import { Link2 } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import type { ButtonLink } from "#db/models/button-links.server";
import { type MainPageId, mainPageIds } from "~/config/pages";
import { sectionsOfPage } from "~/content/sections";
import { linkTypes } from "~/domain/content-types";
import { buttonLinkSchema } from "~/schemas/button-link";
import type { ListedItem } from "./types";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { CheckboxField, FieldError, inputStyles, ConformTextField } from "~/components/admin/form-fields";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { closedPanels, panelParams, useActionTo, useQueryHref } from "~/components/admin/panel-params";
import { discardsChanges } from "~/components/admin/unsaved-changes";
import { contentIntents } from "./intents";

/** Button items: where the button leads (docs/product.md#content-tab, docs/decisions/0006-server-resolved-button-links.md). */
export function ButtonLinkManager({
  item,
  link,
  lastResult,
  conflict,
}: {
  item: ListedItem;
  link?: ButtonLink;
  lastResult?: SubmissionResult<string[]>;
  conflict?: Conflict;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const editing = searchParams.get(panelParams.link) === String(item.id);
  return (
    <section aria-label={`${t("admin.links.title")}: ${item.key}`} className="mt-3 rounded-lg border border-violet-200 bg-violet-50/60 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link2 className="size-4 text-violet-800" aria-hidden="true" />
        <p className="font-bold text-violet-950">{t("admin.links.title")}</p>
        {link && <Badge tone={link.isActive ? "emerald" : "amber"}>{t(`admin.links.types.${link.linkType}`)}</Badge>}
      </div>
      {!editing && (
        <>
          <p className="mt-2 text-sm text-slate-800" data-testid="link-summary">
            {!link ? t("admin.links.none") : <LinkSummary link={link} />}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`${queryHref({ ...closedPanels, [panelParams.link]: String(item.id) })}#item-${item.id}`}
              preventScrollReset
              aria-label={`${link ? t("admin.links.edit") : t("admin.links.add")}: ${item.key}`}
              className={buttonStyles.secondary}
            >
              {link ? t("admin.links.edit") : t("admin.links.add")}
            </Link>
            {link && (
              <ConfirmDelete
                id={item.id}
                intent={contentIntents.deleteLink}
                fields={{ linkId: link.id }}
                label={item.key}
                buttonText={t("admin.links.delete")}
                anchor={`item-${item.id}`}
              />
            )}
            {link && <HistoryLink entity="button-link" entityId={link.id} label={`${t("admin.history.entities.button-link")}: ${item.key}`} />}
          </div>
        </>
      )}
      {conflict ? (
        <ConflictView conflict={conflict} keepTheirsHref={`${queryHref({ ...closedPanels, [panelParams.link]: String(item.id) })}#item-${item.id}`} />
      ) : (
        editing && <LinkForm item={item} link={link} lastResult={lastResult} />
      )}
    </section>
  );
}

function LinkSummary({ link }: { link: ButtonLink }) {
  const { t } = useTranslation();
  if (!link.isActive) return <>{t("admin.links.inactive")}</>;
  if (link.linkType === "external") {
    return (
      <>
        {t("admin.links.opensExternal")} <bdi dir="ltr">{link.externalUrl}</bdi>
      </>
    );
  }
  if (link.linkType === "internal") {
    const page = link.internalPage as MainPageId | null;
    return <>{t("admin.links.opensPage", { page: page ? t(`admin.content.pages.${page}`) : "" })}</>;
  }
  return <>{t("admin.links.opensSection", { section: link.sectionId ?? "" })}</>;
}

/**
 * Add or edit the link. The input shown follows the link type through CSS `:has()`, so the form
 * behaves the same with or without JavaScript; the server keeps only the target of the chosen type.
 */
function LinkForm({ item, link, lastResult }: { item: ListedItem; link?: ButtonLink; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  const action = useActionTo(`item-${item.id}`, { index: true });
  const [form, fields] = useSchemaForm(buttonLinkSchema, {
    id: `link-${item.id}`,
    lastResult,
    defaultValue: {
      contentKey: item.key,
      linkType: link?.linkType ?? "external",
      externalUrl: link?.externalUrl ?? "",
      internalPage: link?.internalPage ?? "",
      sectionId: link?.sectionId ?? "",
      isActive: link === undefined || link.isActive ? "on" : "",
    },
  });
  const { key: _pageKey, ...pageSelect } = getSelectProps(fields.internalPage);
  const { key: _sectionKey, ...sectionSelect } = getSelectProps(fields.sectionId);
  const targetField = "hidden gap-1";
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="group/link mt-3 grid gap-4">
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="contentKey" value={item.key} />
      {link && <input type="hidden" name="linkId" value={link.id} />}
      {/* The version the form was opened with (docs/decisions/0043-versions-and-conflicts.md). */}
      {link && <input type="hidden" name="version" value={link.version} />}
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-800">{t("admin.links.type")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {linkTypes.map((type) => {
            const { key: _key, ...props } = getInputProps(fields.linkType, { type: "radio", value: type });
            return (
              <label key={type} className="flex items-center gap-2">
                <input {...props} id={`${fields.linkType.id}-${type}`} data-link-type={type} className="size-5 accent-sky-700" />
                {t(`admin.links.types.${type}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className={`${targetField} group-has-[[data-link-type=external]:checked]/link:grid`}>
        <ConformTextField meta={fields.externalUrl} label={t("admin.links.externalUrl")} dir="ltr" placeholder="https://" />
      </div>
      <div className={`${targetField} group-has-[[data-link-type=internal]:checked]/link:grid`}>
        <label htmlFor={fields.internalPage.id} className="font-semibold text-slate-800">
          {t("admin.links.internalPage")}
        </label>
        <select {...pageSelect} className={inputStyles}>
          <option value="">{t("admin.links.choose")}</option>
          {mainPageIds.map((page) => (
            <option key={page} value={page}>
              {t(`admin.content.pages.${page}`)}
            </option>
          ))}
        </select>
        <FieldError id={fields.internalPage.errorId} errors={fields.internalPage.errors} />
      </div>
      <div className={`${targetField} group-has-[[data-link-type=section]:checked]/link:grid`}>
        <label htmlFor={fields.sectionId.id} className="font-semibold text-slate-800">
          {t("admin.links.sectionId")}
        </label>
        <select {...sectionSelect} dir="ltr" className={inputStyles}>
          <option value="">{t("admin.links.choose")}</option>
          {sectionsOfPage(item.page).map((section) => (
            <option key={section} value={section}>
              #{section}
            </option>
          ))}
        </select>
        <FieldError id={fields.sectionId.errorId} errors={fields.sectionId.errors} />
      </div>
      <CheckboxField meta={fields.isActive} label={t("admin.links.isActive")} />
      <div className="flex gap-2">
        {/* An active link is public once saved: the button says so. */}
        <SubmitButton
          intent={contentIntents.saveLink}
          id={item.id}
          pendingLabel={t(fields.isActive.value === "on" ? "admin.actions.publishing" : "admin.actions.saving")}
        >
          {t(fields.isActive.value === "on" ? "admin.actions.publish" : "admin.actions.save")}
        </SubmitButton>
        <Link to={queryHref({ [panelParams.link]: null })} preventScrollReset className={buttonStyles.secondary} {...discardsChanges}>
          {t("admin.actions.cancel")}
        </Link>
      </div>
    </Form>
  );
}
