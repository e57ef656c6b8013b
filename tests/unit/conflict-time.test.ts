import { describe, expect, it } from "vitest";
import { timeAgo } from "~/routes/admin/conflict.server";
import ar from "~/locales/ar";

/*
 * "When" in the conflict view (app/routes/admin/conflict.server.ts): never «قبل 0 ثانية» / "0 seconds
 * ago" (copy audit 2026-11-28 A4), Latin digits, the words a person would say.
 */
const now = Date.parse("2026-11-28T12:00:00.000Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("timeAgo", () => {
  it.each([
    [0, "الآن", "just now"],
    [45, "الآن", "just now"],
    [120, "قبل دقيقتين", "2 minutes ago"],
    [3 * 3_600, "قبل 3 ساعات", "3 hours ago"],
    [86_400, "أمس", "yesterday"],
  ])("%i seconds after: «%s» / %s", (seconds, arabic, english) => {
    expect(timeAgo(ago(seconds), "ar", now)).toBe(arabic);
    expect(timeAgo(ago(seconds), "en", now)).toBe(english);
  });

  it("reads as a sentence after the name in Arabic", () => {
    expect(ar.conflict.changedBy.replace("{{name}}", "admin@mahami.qa").replace("{{when}}", timeAgo(ago(0), "ar", now))).toBe(
      "بعد أن فتحتَ هذا العنصر، عدّله admin@mahami.qa الآن.",
    );
  });
});
