import { Form, Link } from "react-router";
import { activityActions } from "#db/activity-actions";
import type { ActivityItem } from "#db/models/activity.server";
import { buttonStyles } from "~/components/admin/buttons";
import { useTranslation } from "~/lib/use-translation";
import { isRole } from "~/domain/roles";
import { authorRemoved, pageRemoved } from "~/domain/schedule-reasons";
import { useQatarTime, useScopeLabel } from "~/features/schedules/schedule.view";
import { type StringKey } from "~/components/admin/locale";
import { DateTime } from "~/components/admin/date-time";

const groups = [...new Set(activityActions.map((action) => action.split(".")[0]))];

/** A key of app/locales, or the raw text when there is none (an action a newer node wrote). */
function useLabel() {
  const { t } = useTranslation();
  return (key: string, fallback: string) => {
    const text = t(key as StringKey);
    return text === key ? fallback : text;
  };
}

const selectStyle = "min-h-10 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900";

/**
 * A GET form: the filters live in the address, so they work without JavaScript and can be shared.
 * The administrator is typed (the current administrators are suggested): a failed sign-in's email can be searched too.
 */
export function ActivityFilters({
  actors,
  filter,
  total,
  q = "",
}: {
  actors: string[];
  filter: { actor: string; action: string };
  total: number;
  q?: string;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <Form
      method="get"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={t("admin.activity.filters")}
    >
      {q && <input type="hidden" name="q" value={q} />}
      <div className="grid gap-1 text-sm font-semibold text-slate-800">
        <label htmlFor="activity-actor">{t("admin.activity.actor")}</label>
        <input
          id="activity-actor"
          name="actor"
          type="search"
          list="activity-actors"
          defaultValue={filter.actor}
          placeholder={t("admin.activity.allActors")}
          className={selectStyle}
          dir="ltr"
        />
        <datalist id="activity-actors">
          {actors.map((actor) => (
            <option key={actor} value={actor} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1 text-sm font-semibold text-slate-800">
        <label htmlFor="activity-action">{t("admin.activity.action")}</label>
        <select id="activity-action" name="action" defaultValue={filter.action} className={selectStyle}>
          <option value="">{t("admin.activity.allActions")}</option>
          {groups.map((group) => (
            <optgroup key={group} label={label(`admin.activity.groups.${group}`, group)}>
              <option value={group}>{t("admin.activity.allOfGroup", { group: label(`admin.activity.groups.${group}`, group) })}</option>
              {activityActions
                .filter((action) => action.startsWith(`${group}.`))
                .map((action) => (
                  <option key={action} value={action}>
                    {label(`admin.activity.actions.${action}`, action)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.primary}>
        {t("admin.activity.filter")}
      </button>
      {(filter.actor || filter.action) && (
        <Link to="/admin-dashboard/activity" className={buttonStyles.secondary}>
          {t("admin.activity.clear")}
        </Link>
      )}
      <p className="ms-auto text-sm text-slate-700" data-testid="activity-total">
        {t("admin.activity.total", { count: total })}
      </p>
    </Form>
  );
}

/** A role change's summary (`email|from|to`, db/models/users.server.ts) in the reader's language. */
function RoleChange({ summary }: { summary: string }) {
  const { t } = useTranslation();
  const [email = "", from = "", to = ""] = summary.split("|");
  const roleName = (role: string) => (isRole(role) ? t(`admin.roles.${role}`) : role);
  return <>{t("admin.activity.roleChange", { email: `\u2068${email}\u2069`, from: roleName(from), to: roleName(to) })}</>;
}

/** A schedule's step (`at|page|items|languages|outcome`, db/models/publish-schedules.server.ts) as a sentence in the reader's language. */
function ScheduleStep({ action, summary }: { action: string; summary: string }) {
  const { t } = useTranslation();
  const qatarTime = useQatarTime();
  const scopeLabel = useScopeLabel();
  const [at = "", page = "", items = "", languages = "", outcome = "", campaign = ""] = summary.split("|");
  // A campaign page's schedule ends with `action:slug` (docs/decisions/0060-campaign-pages.md).
  const [campaignAction = "", slug = ""] = campaign.split(":");
  const scope = campaign
    ? t(campaignAction === "unpublish" ? "schedule.campaignUnpublishLabel" : "schedule.campaignPublishLabel", { title: `\u2068/${slug}\u2069` })
    : scopeLabel({ page: page || null, itemCount: items ? Number(items) : null, languages: languages.split(",") });
  const line = t("admin.activity.schedule", { time: `\u2068${qatarTime(at)}\u2069`, scope });
  const result =
    action === "schedule.run"
      ? t(campaign ? (campaignAction === "unpublish" ? "schedule.pageUnpublished" : "schedule.pagePublished") : "schedule.published", {
          count: Number(outcome),
        })
      : action === "schedule.fail"
        ? outcome === authorRemoved
          ? t("schedule.authorRemovedFailed")
          : outcome === pageRemoved
            ? t("schedule.pageRemovedFailed")
            : t("schedule.failedBecause", { reason: outcome })
        : undefined;
  return <>{result ? `${line} · ${result}` : line}</>;
}

export function ActivityTable({ items }: { items: ActivityItem[] }) {
  const { t } = useTranslation();
  const label = useLabel();
  if (items.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.activity.empty")}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("admin.activity.title")}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            {(["time", "actor", "action", "item", "summary", "ip"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-bold">
                {t(`admin.activity.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-slate-100 align-top" data-testid="activity-row" data-action={item.action}>
              <td className="px-3 py-2 whitespace-nowrap">
                <DateTime iso={item.at} />
              </td>
              <td className="px-3 py-2">
                <bdi dir="ltr">{item.actorEmail}</bdi>
              </td>
              <td className="px-3 py-2">{label(`admin.activity.actions.${item.action}`, item.action)}</td>
              <td className="px-3 py-2">
                {item.entity && (
                  <>
                    {label(`admin.history.entities.${item.entity}`, item.entity)}
                    {item.entityId !== null && <bdi dir="ltr"> #{item.entityId}</bdi>}
                  </>
                )}
              </td>
              <td className="px-3 py-2" dir="auto">
                {item.action === "user.role" ? (
                  <RoleChange summary={item.summary} />
                ) : item.action.startsWith("schedule.") ? (
                  <ScheduleStep action={item.action} summary={item.summary} />
                ) : (
                  label(`admin.activity.channels.${item.summary}`, item.summary)
                )}
              </td>
              <td className="px-3 py-2">
                <bdi dir="ltr">{item.ip}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
