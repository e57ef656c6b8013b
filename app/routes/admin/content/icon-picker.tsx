import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { IconChoices, IconSearch } from "~/components/admin/icon-choices";
import type { ListedItem } from "./types";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, rowLinkStyle, SubmitButton } from "~/components/admin/buttons";
import { closedPanels, formFields, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { contentIntents } from "./intents";
import { discardsChanges } from "~/components/admin/unsaved-changes";

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
        <div className="mt-3">
          <IconSearch query={query} onQuery={setQuery} />
        </div>
      </div>
      <Form method="post" preventScrollReset onSubmit={() => ref.current?.close()} className="grid gap-5 p-4">
        <input type="hidden" name={formFields.intent} value={contentIntents.chooseIcon} />
        <input type="hidden" name="id" value={item.id} />
        <IconChoices name="icon" current={item.valueEn} kind="button" query={query} />
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
      <IconChoices name="icon" current={item.valueEn} kind="radio" />
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
