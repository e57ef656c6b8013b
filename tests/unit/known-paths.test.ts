import { describe, expect, it } from "vitest";
import { unknownPathTest } from "~/server/known-paths";
import { routePaths } from "../support/routes";

/** A route table shaped as React Router's build has it: a root, layouts without paths, prefixes, params, splats. */
const routes = {
  root: { id: "root", path: "" },
  "site/layout": { id: "site/layout", parentId: "root" },
  "ar-home": { id: "ar-home", parentId: "site/layout", index: true },
  "ar-parents": { id: "ar-parents", parentId: "site/layout", path: "parents" },
  "en-home": { id: "en-home", parentId: "site/layout", path: "en", index: true },
  "en-parents": { id: "en-parents", parentId: "site/layout", path: "en/parents" },
  "site/not-found": { id: "site/not-found", parentId: "site/layout", path: "*" },
  dashboard: { id: "dashboard", parentId: "root", path: "admin-dashboard" },
  "dashboard/team": { id: "dashboard/team", parentId: "dashboard", path: "team" },
  media: { id: "media", parentId: "root", path: "media/:file" },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml" },
  "api/layout": { id: "api/layout", parentId: "root" },
  "api/member": { id: "api/member", parentId: "api/layout", path: "api/admin/team/:id" },
  "api/not-found": { id: "api/not-found", parentId: "api/layout", path: "api/*" },
};

describe("unknownPathTest", () => {
  const isUnknown = unknownPathTest(routes, "site/not-found");

  it("knows every path a route other than the catch-all answers, whatever its case or a trailing slash", () => {
    for (const path of [
      "/",
      "/parents",
      "/PARENTS",
      "/parents/",
      "/en",
      "/en/",
      "/en/parents",
      "/admin-dashboard",
      "/admin-dashboard/team",
      "/media/3-abc.jpg",
      "/sitemap.xml",
      "/api/admin/team/7",
      "/api/anything/at/all",
      // The language middleware's 301s to the unprefixed path.
      "/ar",
      "/ar/parents",
      "/ar/nothing/here",
    ]) {
      expect(isUnknown(path), path).toBe(false);
    }
  });

  it("knows a parameter only in the shape its route's handle gives it (a campaign page's slug)", () => {
    const withSlug = unknownPathTest(
      {
        ...routes,
        campaign: { id: "campaign", parentId: "site/layout", path: ":slug", module: { handle: { params: { slug: "[a-z0-9]+(?:-[a-z0-9]+)*" } } } },
      } as typeof routes,
      "site/not-found",
    );
    for (const path of ["/ramadan", "/back-to-school-2027", "/parents"]) expect(withSlug(path), path).toBe(false);
    for (const path of ["/wp-login.php", "/xmlrpc.php", "/no_slug", "/nothing/here"]) expect(withSlug(path), path).toBe(true);
  });

  it("calls unknown what only the catch-all answers", () => {
    for (const path of [
      "/wp-admin/setup-config.php",
      "/nothing",
      "/parents/extra",
      "/en/nothing",
      "/admin-dashboard/nothing",
      "/media",
      "/media/a/b",
      "/sitemap.xml.bak",
    ]) {
      expect(isUnknown(path), path).toBe(true);
    }
  });

  it("leaves to the router what it cannot judge for sure: escapes, dot segments, odd characters", () => {
    for (const path of ["/%70arents", "/.env", "/a/../parents", "/a//b", "/a b", "/x?y", "/é"]) expect(isUnknown(path), path).toBe(false);
  });

  it("leaves every `.data` request to the router: the data of the page it names, never the 404 page", () => {
    for (const path of [
      "/parents.data",
      "/_root.data",
      "/en/_.data",
      "/en/parents.data",
      "/admin-dashboard.data",
      "/admin-dashboard/team.data",
      "/nothing.data",
    ]) {
      expect(isUnknown(path), path).toBe(false);
    }
  });

  it("answers a long path that fails at its end at once (no backtracking across segment splits)", () => {
    // With a pattern whose segments could end anywhere, 30 letters and a "!" took seconds; this would not finish.
    expect(isUnknown(`/${"a".repeat(10_000)}!`)).toBe(false);
    expect(isUnknown(`/${"a".repeat(10_000)}`)).toBe(true);
  });

  it("judges nothing when the table has an optional segment or no such catch-all", () => {
    expect(unknownPathTest({ ...routes, optional: { id: "optional", parentId: "root", path: ":lang?/about" } }, "site/not-found")("/nothing")).toBe(
      false,
    );
    expect(unknownPathTest(routes, "no-such-route")("/nothing")).toBe(false);
  });
});

describe("the app's route table", () => {
  it("has no optional segment, which would leave every unknown path to the router (no stored 404)", () => {
    expect(routePaths().filter((path) => path.split("/").some((segment) => segment.endsWith("?")))).toEqual([]);
  });
});
