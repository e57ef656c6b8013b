import { describe, expect, it } from "vitest";
import { helpPath, helpTopics, dashboardTabs } from "~/routes/admin/dashboard/tabs";
import ar from "~/locales/ar";
import en from "~/locales/en";

/**
 * Every dashboard tab has its page of help in both languages (app/routes/admin/help): an intro and
 * at least two steps, the same number in Arabic and English; the header's help link finds it.
 */
describe("the dashboard's help", () => {
  it("covers every tab", () => {
    expect([...helpTopics].sort()).toEqual(Object.keys(dashboardTabs).sort());
  });

  it.each(helpTopics)("has the %s tab's page in Arabic and English, step for step", (topic) => {
    const arabic = ar.help.topics[topic];
    const english = en.help.topics[topic];
    expect(arabic.intro.length).toBeGreaterThan(20);
    expect(english.intro.length).toBeGreaterThan(20);
    expect(Object.keys(arabic.steps).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(arabic.steps)).toEqual(Object.keys(english.steps));
    // Arabic written in Arabic: no Latin word but the names of formats.
    for (const step of [arabic.intro, ...Object.values(arabic.steps)]) expect(step.replace(/\b(CSV)\b/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("links from a tab to its page, and from anywhere else to the index", () => {
    expect(helpPath("/admin-dashboard")).toBe("/admin-dashboard/help/content");
    expect(helpPath("/admin-dashboard/messages")).toBe("/admin-dashboard/help/messages");
    expect(helpPath("/admin-dashboard/history")).toBe("/admin-dashboard/help");
  });
});
