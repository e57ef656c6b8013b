import { Timeline } from "lucide-react";
import { Link } from "react-router";
import type { RevisionEntity } from "#db/models/revisions.server";
import { buttonStyles } from "./buttons";
import { useTranslation } from "~/lib/use-translation";

/** The address of one item's history (docs/decisions/0025-history-and-activity.md). */
export function historyHref(entity: RevisionEntity, entityId?: number) {
  const params = new URLSearchParams({ entity });
  if (entityId !== undefined) params.set("entityId", String(entityId));
  return `/admin-dashboard/history?${params}`;
}

/** "History" beside an item's other actions; `label` names the item for screen readers. */
export function HistoryLink({ entity, entityId, label }: { entity: RevisionEntity; entityId: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Link to={historyHref(entity, entityId)} className={buttonStyles.secondary} aria-label={`${t("admin.history.link")}: ${label}`}>
      <Timeline className="size-4" aria-hidden="true" />
      {t("admin.history.link")}
    </Link>
  );
}
