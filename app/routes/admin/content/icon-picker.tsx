import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { type IconGroup, iconGroups } from "~/content/icon-catalogue";
import { Icon } from "~/components/ui/icon";
import type { ListedItem } from "./types";
import { useTranslation } from "react-i18next";
import { buttonStyles, rowLinkStyle, SubmitButton } from "~/components/admin/buttons";
import { inputStyles } from "~/components/admin/form-fields";
import { closedPanels, formFields, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { contentIntents } from "./intents";
import { discardsChanges } from "~/components/admin/unsaved-changes";

const groups = Object.entries(iconGroups) as [IconGroup, readonly string[]][];

/**
 * Changing an icon item's icon. With JavaScript: a searchable dialog grouped as the catalogue,
 * where choosing an icon saves at once. Without it: `?icon=<id>` shows the same groups as radio
 * choices in a form.
 */
export function IconPicker({ item }: { item: ListedItem }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  // The dialog is rendered only while in use: a closed one per icon item would weigh the page down.
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = searchParams.get(panelParams.icon) === String(item.id);
  return (
    <>
      {!open && (
        <Link
          to={`${queryHref({ ...closedPanels, [panelParams.icon]: String(item.id) })}#item-${item.id}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setDialogOpen(true);
          }}
          aria-label={`${t("admin.content.changeIcon")}: ${item.key}`}
          className={rowLinkStyle}
        >
          {t("admin.content.changeIcon")}
        </Link>
      )}
      {dialogOpen && <IconDialog item={item} onClose={() => setDialogOpen(false)} />}
      {open && <IconChoiceForm item={item} />}
    </>
  );
}

function IconDialog({ item, onClose }: { item: ListedItem; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const matches = groups
    .map(([group, names]) => [group, names.filter((name) => name.toLowerCase().includes(needle))] as const)
    .filter(([, names]) => names.length > 0);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[85vh] w-[min(44rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white p-4">
        <div className="flex items-center gap-3">
          <h3 id={titleId} className="flex-1 text-lg font-bold text-slate-900">
            {t("admin.icons.title")}{" "}
            <code dir="ltr" className="text-sm font-normal text-slate-600">
              {item.key}
            </code>
          </h3>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-md p-2 hover:bg-slate-100"
            aria-label={t("admin.icons.close")}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <label className="relative mt-3 block">
          <span className="sr-only">{t("admin.icons.search")}</span>
          <Search className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-500" aria-hidden="true" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t("admin.icons.search")}
            dir="ltr"
            className={`${inputStyles} ps-9`}
          />
        </label>
      </div>
      <Form method="post" preventScrollReset onSubmit={() => ref.current?.close()} className="grid gap-5 p-4">
        <input type="hidden" name={formFields.intent} value={contentIntents.chooseIcon} />
        <input type="hidden" name="id" value={item.id} />
        {matches.length === 0 && <p className="text-slate-700">{t("admin.icons.noResults")}</p>}
        {matches.map(([group, names]) => (
          <section key={group} aria-label={t(`admin.icons.groups.${group}`)}>
            <h4 className="mb-2 font-bold text-slate-800">{t(`admin.icons.groups.${group}`)}</h4>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {names.map((name) => (
                <li key={name}>
                  <button
                    type="submit"
                    name="icon"
                    value={name}
                    aria-current={name === item.valueEn ? "true" : undefined}
                    className="flex w-full flex-col items-center gap-1 rounded-lg border border-slate-200 p-2 text-xs text-slate-800 hover:border-sky-700 hover:bg-sky-50 aria-[current]:border-sky-700 aria-[current]:bg-sky-100"
                  >
                    <Icon name={name} className="size-6" />
                    <span dir="ltr">{name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Form>
    </dialog>
  );
}

/** The picker without JavaScript: the catalogue as grouped radio choices and a save button. */
function IconChoiceForm({ item }: { item: ListedItem }) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  return (
    <Form method="post" preventScrollReset className="mt-3 grid w-full gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <input type="hidden" name="id" value={item.id} />
      <p className="font-bold text-slate-900">{t("admin.icons.title")}</p>
      {groups.map(([group, names]) => (
        <fieldset key={group}>
          <legend className="mb-2 font-bold text-slate-800">{t(`admin.icons.groups.${group}`)}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {names.map((name) => (
              <label
                key={name}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
              >
                <input type="radio" name="icon" value={name} defaultChecked={name === item.valueEn} className="accent-sky-700" />
                <Icon name={name} className="size-5" />
                <span dir="ltr">{name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex gap-2">
        <SubmitButton intent={contentIntents.chooseIcon} id={item.id} pendingLabel={t("admin.actions.saving")}>
          {t("admin.icons.save")}
        </SubmitButton>
        <Link to={queryHref({ [panelParams.icon]: null })} preventScrollReset className={buttonStyles.secondary} {...discardsChanges}>
          {t("admin.actions.cancel")}
        </Link>
      </div>
    </Form>
  );
}
