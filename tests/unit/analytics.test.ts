import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { readAnalytics } from "~/features/analytics/analytics.model.server";
import {
  addDays,
  countedPages,
  dayOf,
  dayStartOf,
  externalReferrerHost,
  isDay,
  languageOfPage,
  pageOfReferer,
  utmSourceOf,
} from "~/features/analytics/analytics";
import { deviceClassOf } from "~/lib/user-agent.server";
import { createAnalytics } from "~/server/analytics";
import { parseRange } from "~/features/analytics/analytics.service.server";

/* What a page view is counted by (app/features/analytics/analytics.ts, docs/decisions/0045-cookie-free-analytics.md). */

describe("the values a view is counted by", () => {
  it("tells phones, tablets and desktops apart by the user agent", () => {
    expect(deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("phone");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36")).toBe("phone");
    expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")).toBe("desktop");
    expect(deviceClassOf("")).toBe("desktop");
  });

  it("keeps a referrer's host only when it is another site's, lower case and bounded", () => {
    expect(externalReferrerHost("https://WWW.Google.com/search?q=mahami", ["mahami.qa"])).toBe("www.google.com");
    expect(externalReferrerHost("https://mahami.qa/en/parents", ["mahami.qa"])).toBeUndefined();
    expect(externalReferrerHost("android-app://com.google.android.gm/", ["mahami.qa"])).toBeUndefined();
    expect(externalReferrerHost("not a url", ["mahami.qa"])).toBeUndefined();
    expect(externalReferrerHost(`https://${"a".repeat(120)}.com/`, ["mahami.qa"])).toBeUndefined();
    expect(externalReferrerHost(undefined, ["mahami.qa"])).toBeUndefined();
  });

  it("keeps utm_source folded to lower case, of a limited set of characters and length", () => {
    expect(utmSourceOf("/en/parents?utm_source=Instagram&utm_medium=social")).toBe("instagram");
    expect(utmSourceOf("/?utm_source=%20News.Letter_1%20")).toBe("news.letter_1");
    expect(utmSourceOf("/?utm_source=<script>")).toBeUndefined();
    expect(utmSourceOf(`/?utm_source=${"x".repeat(41)}`)).toBeUndefined();
    expect(utmSourceOf("/en/parents")).toBeUndefined();
  });

  it("counts the 20 public pages, their language from /en, and names the page a form came from", () => {
    expect(countedPages.size).toBe(20);
    expect(countedPages).toContain("/en/accessibility");
    expect([...countedPages]).toEqual(expect.arrayContaining(["/", "/en", "/parents", "/en/parents"]));
    expect(languageOfPage("/en")).toBe("en");
    expect(languageOfPage("/en/contact")).toBe("en");
    expect(languageOfPage("/contact")).toBe("ar");
    expect(pageOfReferer("https://mahami.qa/en/contact/", ["mahami.qa"])).toBe("/en/contact");
    expect(pageOfReferer("https://mahami.qa/admin-dashboard", ["mahami.qa"])).toBe("other");
    expect(pageOfReferer("https://evil.example/en/contact", ["mahami.qa"])).toBe("other");
    expect(pageOfReferer(null, ["mahami.qa"])).toBe("other");
  });

  it("reads a range of real dates, in order, at most two years long", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-2-28")).toBe(false);
    expect(parseRange("2026-11-01", "2026-11-30")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(parseRange("2026-11-30", "2026-11-01")).toEqual({ problem: "analytics.reversedRange", field: "from" });
    expect(parseRange("2024-11-01", "2026-11-30")).toEqual({ problem: "analytics.rangeTooLong", field: "to" });
    expect(parseRange("2024-12-01", "2026-11-30")).toEqual({ from: "2024-12-01", to: "2026-11-30" });
    expect(parseRange(null, "2026-11-30")).toEqual({ problem: "analytics.invalidDate", field: "from" });
  });
});

describe("one node's counting", () => {
  it("counts days in Qatar time: a day starts at midnight in Doha", () => {
    expect(dayOf(Date.parse("2026-11-25T20:59:59Z"))).toBe("2026-11-25");
    expect(dayOf(Date.parse("2026-11-25T21:00:00Z"))).toBe("2026-11-26");
    expect(dayStartOf("2026-11-26")).toBe(Date.parse("2026-11-25T21:00:00Z"));
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("counts a flood of made-up referrers and sources past 500 a day under “other”, and still counts every view", async () => {
    // A day of its own, far from any other test's; start() (which sweeps old days) is not called.
    const at = Date.parse("2031-01-15T09:00:00+03:00");
    const analytics = createAnalytics({ flushMs: 60_000, now: () => at, ownHosts: () => ["mahami.qa"] });
    for (let i = 0; i < 600; i += 1) {
      const req = {
        method: "GET",
        url: `/?utm_source=campaign${i}`,
        headers: {
          accept: "text/html",
          host: "mahami.qa",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
          referer: `https://site${i}.example/`,
        },
      } as unknown as IncomingMessage;
      analytics.count(req, "/", 200, "198.51.100.7");
    }
    await analytics.stop();
    const { daily } = await readAnalytics("2031-01-15", "2031-01-15");
    const of = (dimension: string) => daily.filter((row) => row.dimension === dimension);
    expect(of("total")).toMatchObject([{ views: 600 }]);
    for (const dimension of ["referrer", "source"]) {
      expect(of(dimension)).toHaveLength(501);
      expect(of(dimension).find((row) => row.value === "other")).toMatchObject({ views: 100 });
    }
  });
});
