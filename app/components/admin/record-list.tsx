import { type LucideIcon, Pencil, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import type { RevisionEntity } from "#db/models/revisions.server";
import { buttonStyles } from "./buttons";
import { ConfirmDelete } from "./confirm-delete";
import { HistoryLink, historyHref } from "./history-link";
import { panelParams, useQueryHref } from "./panel-params";

/** Which panel a list tab shows: the record under `?edit=<id>`, or the empty form under `?new`. */
export function useRecordPanel<T extends { id: number }>(records: readonly T[]) {
  const [searchParams] = useSearchParams();
  const editing = records.find((record) => record.id === Number(searchParams.get(panelParams.edit)));
  return { editing, adding: searchParams.has(panelParams.new) };
}

/** A list tab's heading actions: its deleted records' history and "add". */
export function RecordListActions({
  entity,
  deletedLabel,
  addLabel,
  icon: Icon = Plus,
}: {
  entity: RevisionEntity;
  deletedLabel: string;
  addLabel: string;
  icon?: LucideIcon;
}) {
  const queryHref = useQueryHref();
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={historyHref(entity)} className={buttonStyles.secondary}>
        {deletedLabel}
      </Link>
      <Link to={queryHref({ [panelParams.new]: "1", [panelParams.confirm]: null })} className={buttonStyles.primary}>
        <Icon className="size-4" aria-hidden="true" />
        {addLabel}
      </Link>
    </div>
  );
}

/** One record's edit, history and delete buttons; `label` names it for screen readers. */
export function RecordActions({ entity, id, label }: { entity: RevisionEntity; id: number; label: string }) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link
        to={queryHref({ [panelParams.edit]: String(id), [panelParams.confirm]: null })}
        aria-label={`${t("admin.actions.edit")}: ${label}`}
        className={buttonStyles.secondary}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t("admin.actions.edit")}
      </Link>
      <HistoryLink entity={entity} entityId={id} label={label} />
      <ConfirmDelete id={id} label={label} />
    </div>
  );
}
