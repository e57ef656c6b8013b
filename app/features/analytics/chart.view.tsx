import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { Locale } from "~/config/site";
import { formatDayMonth, formatNumber } from "~/domain/formats";

/*
 * The daily chart of the analytics tab, drawn on the server as SVG (docs/decisions/0045-cookie-free-analytics.md):
 * views as bars, visitors as a line, readable with JavaScript off. Time runs from the inline start:
 * left to right in English, right to left in Arabic. A screen reader gets its title and description,
 * and the same figures in the table beside it.
 */

export interface ChartDay {
  date: string;
  views: number;
  visitors: number;
}

const width = 720;
const height = 260;
const margin = { start: 52, end: 12, top: 16, bottom: 36 };
const plotWidth = width - margin.start - margin.end;
const plotHeight = height - margin.top - margin.bottom;

/** 1, 2 or 5 times a power of ten, at least `value`: the top of the axis. */
function niceCeiling(value: number) {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function DailyChart({ days, locale, description }: { days: ChartDay[]; locale: Locale; description: string }) {
  const { t } = useTranslation();
  const id = useId();
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.views)));
  const step = plotWidth / Math.max(1, days.length);
  const rtl = locale === "ar";
  /** The centre of day `index` along the time axis, from the inline start. */
  const xOf = (index: number) => (rtl ? width - margin.start - (index + 0.5) * step : margin.start + (index + 0.5) * step);
  const yOf = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const axisX = rtl ? width - margin.start : margin.start;
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(top * share));
  const barWidth = Math.max(1, step * 0.6);
  const line = days.map((day, index) => `${xOf(index).toFixed(1)},${yOf(day.visitors).toFixed(1)}`).join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-testid="analytics-chart"
      direction={rtl ? "rtl" : "ltr"}
    >
      <title id={`${id}-title`}>{t("analytics.chartTitle")}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={margin.start} x2={width - margin.start} y1={yOf(tick)} y2={yOf(tick)} className="stroke-slate-200" strokeWidth={1} />
          <text
            x={rtl ? axisX + 6 : axisX - 6}
            y={yOf(tick)}
            dominantBaseline="middle"
            textAnchor={rtl ? "start" : "end"}
            className="fill-slate-700 text-[11px]"
          >
            {formatNumber(tick, locale)}
          </text>
        </g>
      ))}
      {days.map((day, index) => (
        <rect
          key={day.date}
          x={xOf(index) - barWidth / 2}
          y={yOf(day.views)}
          width={barWidth}
          height={Math.max(0, margin.top + plotHeight - yOf(day.views))}
          className="fill-sky-600"
        />
      ))}
      {days.length > 1 ? (
        <polyline points={line} fill="none" className="stroke-slate-900" strokeWidth={2} strokeLinejoin="round" />
      ) : (
        days.map((day, index) => <circle key={day.date} cx={xOf(index)} cy={yOf(day.visitors)} r={3} className="fill-slate-900" />)
      )}
      {days.map((day, index) =>
        index % labelEvery === 0 ? (
          <text key={day.date} x={xOf(index)} y={height - 12} textAnchor="middle" className="fill-slate-700 text-[11px]">
            {formatDayMonth(day.date, locale)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
