import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/domain/formats";
import { parseQatarDateTime, qatarFields } from "~/domain/qatar-time";
import { checkScheduleTime } from "~/schemas/schedule";

/** Qatar time for schedules (docs/decisions/0044-scheduled-publishing.md): UTC+3 all year, either numeral form typed. */
describe("parseQatarDateTime", () => {
  it("reads a date and time in Qatar as the UTC instant three hours earlier", () => {
    expect(parseQatarDateTime("2026-11-29", "08:00")).toEqual({ at: "2026-11-29T05:00:00.000Z" });
    // Past midnight in Doha is the day before in UTC.
    expect(parseQatarDateTime("2027-01-01", "01:30")).toEqual({ at: "2026-12-31T22:30:00.000Z" });
    // No daylight saving: the same offset in July.
    expect(parseQatarDateTime("2027-07-15", "12:00")).toEqual({ at: "2027-07-15T09:00:00.000Z" });
  });

  it("folds Arabic-Indic and extended digits, spaces and other separators", () => {
    expect(parseQatarDateTime("٢٠٢٦-١١-٢٩", "٠٨:٠٠")).toEqual({ at: "2026-11-29T05:00:00.000Z" });
    expect(parseQatarDateTime("۲۰۲۶/۱۱/۲۹", "۸:۰۵")).toEqual({ at: "2026-11-29T05:05:00.000Z" });
    expect(parseQatarDateTime(" 2026.11.29 ", " 23:59 ")).toEqual({ at: "2026-11-29T20:59:00.000Z" });
  });

  it("reads a date written day first, as Qatar writes it, in either numeral form", () => {
    expect(parseQatarDateTime("29/11/2026", "08:00")).toEqual({ at: "2026-11-29T05:00:00.000Z" });
    expect(parseQatarDateTime("٢٩/١١/٢٠٢٦", "٠٨:٠٠")).toEqual({ at: "2026-11-29T05:00:00.000Z" });
    expect(parseQatarDateTime("1-2-2027", "12:00")).toEqual({ at: "2027-02-01T09:00:00.000Z" });
    // Day first means a month over 12 is not a month: never read as month first.
    expect(parseQatarDateTime("11/29/2026", "08:00")).toEqual({ problem: "date" });
  });

  it("names the field it cannot read", () => {
    expect(parseQatarDateTime("29-11-26", "08:00")).toEqual({ problem: "date" });
    expect(parseQatarDateTime("31/02/2027", "08:00")).toEqual({ problem: "date" });
    expect(parseQatarDateTime("2026-02-30", "08:00")).toEqual({ problem: "date" });
    expect(parseQatarDateTime("2026-13-01", "08:00")).toEqual({ problem: "date" });
    expect(parseQatarDateTime("", "08:00")).toEqual({ problem: "date" });
    expect(parseQatarDateTime("2026-11-29", "24:00")).toEqual({ problem: "time" });
    expect(parseQatarDateTime("2026-11-29", "8am")).toEqual({ problem: "time" });
    expect(parseQatarDateTime("2026-11-29", "08:60")).toEqual({ problem: "time" });
  });
});

describe("showing a time in Qatar", () => {
  it("gives the fields back as typed and words in both languages with Latin digits", () => {
    expect(qatarFields("2026-12-31T22:30:00.000Z")).toEqual({ date: "2027-01-01", time: "01:30" });
    expect(formatDateTime("2026-11-29T05:00:00.000Z", "en", { weekday: true })).toBe("Sunday, 29 November 2026 at 08:00");
    const arabic = formatDateTime("2026-11-29T05:00:00.000Z", "ar", { weekday: true });
    expect(arabic).toContain("الأحد");
    expect(arabic).toContain("08:00");
    expect(arabic).not.toMatch(/[٠-٩]/);
  });
});

describe("checkScheduleTime", () => {
  const now = Date.parse("2026-11-26T00:00:00.000Z");
  it("takes an ISO-8601 time with an offset, ahead and within a year, as UTC", () => {
    expect(checkScheduleTime("2026-11-29T08:00:00+03:00", now)).toEqual({ at: "2026-11-29T05:00:00.000Z" });
    expect(checkScheduleTime("2027-11-26T00:00:00Z", now)).toEqual({ at: "2027-11-26T00:00:00.000Z" });
  });
  it("refuses the rest", () => {
    expect(checkScheduleTime("2026-11-29 08:00", now)).toEqual({ problem: "invalid" });
    expect(checkScheduleTime("2026-11-29T08:00:00", now)).toEqual({ problem: "invalid" });
    expect(checkScheduleTime("soon", now)).toEqual({ problem: "invalid" });
    expect(checkScheduleTime("2026-11-25T23:59:59Z", now)).toEqual({ problem: "past" });
    expect(checkScheduleTime("2027-11-26T00:00:01Z", now)).toEqual({ problem: "tooFar" });
  });
});

/** The dashboard's lists (users, activity, messages, outbox, history): Qatar time, and British English (copy audit 2026-11-28 E1). */
describe("formatDateTime", () => {
  it("writes day, month in words, year and a 24-hour time in Qatar, Latin digits in both languages", () => {
    expect(formatDateTime("2026-11-28T10:16:00.000Z", "en")).toBe("28 November 2026 at 13:16");
    expect(formatDateTime("2026-11-28T10:16:00.000Z", "ar")).toBe("28 نوفمبر 2026 في 13:16");
  });
});
