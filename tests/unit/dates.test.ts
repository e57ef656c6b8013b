import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayMonth } from "~/domain/formats";
import { i18nOf } from "~/lib/i18n.server";

/*
 * One date format (app/domain/dates.ts, docs/decisions/0055-one-loop-one-parser-one-date-format.md):
 * the same instant read through every path that used to format dates on its own reads the same.
 * Before, in English: "28 Nov 2026, 13:16" (dashboard lists), "Saturday, 28 November 2026 at 13:16"
 * (schedules), "28 November 2026" (legal pages, analytics range), "Nov 28" (analytics table and chart).
 */

const at = "2026-11-28T10:16:00.000Z";
/** The analytics report's calendar day of the same instant in Qatar. */
const day = "2026-11-28";

describe("one date format", () => {
  it.each([
    ["en", "28 November 2026", "13:16"],
    ["ar", "28 نوفمبر 2026", "13:16"],
  ] as const)("%s: every path shows «%s»", (locale, date, time) => {
    const i18n = i18nOf(locale);
    const paths = {
      // Legal pages' last-updated line (app/routes/site/page-data.server.ts) and the analytics range and table.
      legalPage: formatDate(at, locale),
      analyticsDay: formatDate(day, locale),
      // The dashboard's lists: sessions, activity, history, messages, outbox, newsletter, passkeys, drafts.
      dashboardList: formatDateTime(at, locale),
      // Schedules and the drafts' "scheduled for".
      schedule: formatDateTime(at, locale, { weekday: true }),
      // A dictionary string through i18next: `{{at, date}}`, `{{at, datetime}}`.
      i18nextDate: i18n.services.interpolator.interpolate("{{at, date}}", { at }, locale, {}),
      i18nextDateTime: i18n.services.interpolator.interpolate("{{at, datetime}}", { at }, locale, {}),
    };
    for (const [path, text] of Object.entries(paths)) {
      expect(text, path).toContain(date);
      expect(text, path).not.toMatch(/[٠-٩]/);
    }
    expect(paths.dashboardList).toContain(time);
    expect(paths.schedule).toContain(time);
    expect(paths.i18nextDateTime).toBe(paths.dashboardList);
    // The chart's axis has no room for a year or a long month: still the day first.
    expect(date.startsWith(formatDayMonth(day, locale).split(" ")[0])).toBe(true);
  });

  it("never writes the month first or the date in figures", () => {
    expect(formatDate(at, "en")).not.toMatch(/^Nov|\d+\/\d+/);
    expect(formatDayMonth(day, "en")).toBe("28 Nov");
    expect(formatDateTime(at, "ar")).not.toMatch(/\d+\/\d+/);
  });

  it("reads a calendar day as that day in Qatar, and an instant after 21:00 UTC as the next day", () => {
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatDate("2026-12-31T21:30:00.000Z", "en")).toBe("1 January 2027");
  });
});
