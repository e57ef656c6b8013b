import { foldText } from "./search-fold";

/*
 * Times in Qatar (docs/decisions/0044-scheduled-publishing.md): the dashboard enters and shows a
 * schedule's time in Asia/Qatar, which is UTC+3 all year (no daylight saving since 1972); the
 * database and the API hold UTC, and app/domain/dates.ts shows it. Digits may be typed in either
 * form: folding turns ٠–٩ into 0–9.
 */

const offsetMs = 3 * 60 * 60 * 1000;

export type QatarTimeProblem = "date" | "time";

/** Year, month and day of `YYYY-MM-DD` or, as Qatar writes it, day first `DD/MM/YYYY` (`-`, `/` or `.` between). */
function dateParts(folded: string): [number, number, number] | undefined {
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(folded);
  if (yearFirst) return [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(folded);
  if (dayFirst) return [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  return undefined;
}

/**
 * The UTC instant (ISO-8601) of a date and a time `HH:MM` in Qatar, both read after folding
 * (Arabic-Indic digits, stray spaces); the date as `2026-11-29` or day first as `29/11/2026`;
 * a 12-hour time is not accepted. A problem names the field that cannot be read.
 */
export function parseQatarDateTime(date: string, time: string): { at: string } | { problem: QatarTimeProblem } {
  const parts = dateParts(foldText(date).replace(/\s/g, ""));
  if (!parts) return { problem: "date" };
  const [year, month, day] = parts;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return { problem: "date" };
  }
  const timeMatch = /^(\d{1,2})[:٫.](\d{2})$/.exec(foldText(time).replace(/\s/g, ""));
  if (!timeMatch) return { problem: "time" };
  const [hours, minutes] = timeMatch.slice(1).map(Number);
  if (hours > 23 || minutes > 59) return { problem: "time" };
  return { at: new Date(Date.UTC(year, month - 1, day, hours, minutes) - offsetMs).toISOString() };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A UTC instant as the dashboard's fields hold it in Qatar: `{date: "2026-11-29", time: "08:00"}`. */
export function qatarFields(iso: string): { date: string; time: string } {
  const local = new Date(Date.parse(iso) + offsetMs);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
