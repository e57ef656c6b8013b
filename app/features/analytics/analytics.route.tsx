import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { buttonStyles } from "~/components/admin/buttons";
import { useLocale } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
import { formatChange, formatDate, formatNumber, formatPercent } from "~/domain/formats";
import { analyticsReport, lastDays } from "./analytics.service.server";
import type { Route } from "./+types/analytics.route";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { DailyChart } from "./chart.view";

/*
 * The analytics tab (docs/decisions/0045-cookie-free-analytics.md): the last 7, 30 or 90 days as
 * links (`?days=`), the totals against the period before, the daily chart drawn on the server,
 * and the tables behind it. Administrators only (its handle declares no `access`: app/domain/roles.ts).
 */

const periods = [7, 30, 90] as const;
type Period = (typeof periods)[number];

function periodOf(value: string | null): Period {
  const days = Number(value);
  return periods.find((period) => period === days) ?? 30;
}

export async function loader({ url }: Route.LoaderArgs) {
  const days = periodOf(url.searchParams.get("days"));
  const { from, to } = lastDays(days);
  return { days, report: await analyticsReport(from, to) };
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="analytics" />;
}

type Report = Route.ComponentProps["loaderData"]["report"];

function Change({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (before === 0) return <p className="mt-1 text-sm text-slate-700">{t("analytics.noPrevious")}</p>;
  const share = (now - before) / before;
  return (
    <p className="mt-1 text-sm text-slate-700">
      <Trans t={t} i18nKey="analytics.change" values={{ change: formatChange(share, locale) }} components={{ bdi: <bdi /> }} />
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-3 text-lg font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-slate-700">{t("analytics.none")}</p>;
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          {head.map((name, index) => (
            <th key={name} scope="col" className={`py-2 font-semibold ${index === 0 ? "text-start" : "text-end"}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key} className="border-b border-slate-100 last:border-0">
            {cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-2 text-start font-normal text-slate-900">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-2 text-end tabular-nums text-slate-900">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AnalyticsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { days, report } = loaderData as { days: Period; report: Report };
  const pageName = (page: string) => (page === "other" ? t("analytics.otherPage") : <bdi dir="ltr">{page}</bdi>);
  const peak = report.days.reduce((best, day) => (day.views > best.views ? day : best), report.days[0]);
  const description = t("analytics.chartDesc", {
    from: formatDate(report.from, locale),
    to: formatDate(report.to, locale),
    views: t("analytics.views", { count: report.totals.views }),
    visitors: t("analytics.visitors", { count: report.totals.visitors }),
    peak: `${formatDate(peak.date, locale)} (${t("analytics.views", { count: peak.views })})`,
  });
  const counted = (rows: { views: number; visitors: number }[], name: (row: never) => ReactNode, keyOf: (row: never) => string) =>
    rows.map((row) => ({
      key: keyOf(row as never),
      cells: [name(row as never), formatNumber(row.views, locale), formatNumber(row.visitors, locale)],
    }));
  const head = (first: string) => [first, t("analytics.views"), t("analytics.visitors")];
  return (
    <>
      <title>{`${t("analytics.tab")} | ${t("admin.header.title")}`}</title>
      <TabHeading
        title={t("analytics.title")}
        actions={
          <a
            href={`/api/admin/analytics.csv?from=${report.from}&to=${report.to}`}
            download
            className={buttonStyles.secondary}
            data-testid="analytics-csv"
          >
            <Download className="size-4" aria-hidden="true" />
            {t("admin.export.csv")}
          </a>
        }
      >
        {t("analytics.intro")}
      </TabHeading>
      <nav aria-label={t("analytics.period")} className="mb-4 flex flex-wrap items-center gap-2">
        {periods.map((period) => (
          <Link
            key={period}
            to={`?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${period === days ? "border-sky-700 bg-sky-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
          >
            {t(`analytics.last${period}`)}
          </Link>
        ))}
        <span className="ms-2 text-sm text-slate-700">
          {/* Days are Qatar days (docs/decisions/0045-cookie-free-analytics.md): noon keeps the date whatever the zone. */}
          {/* Each date isolated (<bdi>), so it never reads backwards beside the sentence's other direction. */}
          <Trans
            t={t}
            i18nKey="analytics.range"
            values={{ from: formatDate(report.from, locale), to: formatDate(report.to, locale) }}
            components={{ bdi: <bdi /> }}
          />
        </span>
      </nav>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3" data-testid="analytics-totals">
        {(["views", "visitors", "conversions"] as const).map((name) => (
          <div key={name} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-semibold text-slate-700">{t(`analytics.${name}`)}</dt>
            <dd className="text-3xl font-black text-slate-900 tabular-nums" data-testid={`analytics-total-${name}`}>
              {formatNumber(report.totals[name], locale)}
            </dd>
            <dd>
              <Change now={report.totals[name]} before={report.totals.previous[name]} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
          <h3 className="mb-2 text-lg font-bold text-slate-900">{t("analytics.chartTitle")}</h3>
          <ul className="mb-2 flex gap-4 text-sm text-slate-700" aria-hidden="true">
            <li className="flex items-center gap-2">
              <span className="inline-block size-3 rounded-sm bg-sky-600" />
              {t("analytics.views")}
            </li>
            <li className="flex items-center gap-2">
              <span className="inline-block h-0.5 w-4 bg-slate-900" />
              {t("analytics.visitors")}
            </li>
          </ul>
          <DailyChart days={report.days} locale={locale} description={description} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="mb-2 text-lg font-bold text-slate-900">{t("analytics.table")}</h3>
          <CountTable
            caption={t("analytics.table")}
            head={[t("analytics.day"), t("analytics.views"), t("analytics.visitors")]}
            rows={report.days.map((day) => ({
              key: day.date,
              cells: [formatDate(day.date, locale), formatNumber(day.views, locale), formatNumber(day.visitors, locale)],
            }))}
          />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t("analytics.pages")}>
          <CountTable
            caption={t("analytics.pages")}
            head={[...head(t("analytics.page")), t("analytics.conversions"), t("analytics.conversionRate")]}
            rows={report.pages.map((row) => ({
              key: row.page,
              cells: [
                row.title ? (
                  <>
                    {row.title}{" "}
                    <bdi dir="ltr" className="text-sm text-slate-700">
                      {row.page}
                    </bdi>
                  </>
                ) : (
                  pageName(row.page)
                ),
                formatNumber(row.views, locale),
                formatNumber(row.visitors, locale),
                formatNumber(row.conversions, locale),
                formatPercent(row.conversionRate, locale),
              ],
            }))}
          />
        </Section>
        <Section title={t("analytics.conversionsTitle")}>
          <CountTable
            caption={t("analytics.conversionsTitle")}
            head={[t("analytics.kind"), t("analytics.startedOn"), t("analytics.count")]}
            rows={report.conversions.map((row) => ({
              key: `${row.kind}-${row.page}`,
              cells: [t(`analytics.kinds.${row.kind}`), pageName(row.page), formatNumber(row.count, locale)],
            }))}
          />
        </Section>
        <Section title={t("analytics.referrers")}>
          <CountTable
            caption={t("analytics.referrers")}
            head={head(t("analytics.referrer"))}
            rows={counted(
              report.referrers,
              (row: { host: string }) => (
                <bdi dir="ltr">{row.host}</bdi>
              ),
              (row: { host: string }) => row.host,
            )}
          />
        </Section>
        <Section title={t("analytics.sources")}>
          <CountTable
            caption={t("analytics.sources")}
            head={head(t("analytics.source"))}
            rows={counted(
              report.sources,
              (row: { source: string }) => (
                <bdi dir="ltr">{row.source}</bdi>
              ),
              (row: { source: string }) => row.source,
            )}
          />
        </Section>
        <Section title={t("analytics.languages")}>
          <CountTable
            caption={t("analytics.languages")}
            head={head(t("analytics.language"))}
            rows={counted(
              report.languages,
              (row: { language: "ar" | "en" }) => t(`analytics.languageNames.${row.language}`),
              (row: { language: string }) => row.language,
            )}
          />
        </Section>
        <Section title={t("analytics.devices")}>
          <CountTable
            caption={t("analytics.devices")}
            head={head(t("analytics.device"))}
            rows={counted(
              report.devices,
              (row: { device: "phone" | "tablet" | "desktop" }) => t(`analytics.deviceNames.${row.device}`),
              (row: { device: string }) => row.device,
            )}
          />
        </Section>
      </div>
    </>
  );
}
