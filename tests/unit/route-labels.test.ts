import { describe, expect, it } from "vitest";
import { requestIdOf } from "~/server/request-log";
import { routeLabels } from "~/server/route-labels";

/** A route table shaped as React Router's build has it: a root, layouts without paths, prefixes, params, splats. */
const routes = {
  root: { id: "root", path: "" },
  "site/layout": { id: "site/layout", parentId: "root" },
  "ar-home": { id: "ar-home", parentId: "site/layout", index: true },
  "ar-about": { id: "ar-about", parentId: "site/layout", path: "about-us" },
  "en-home": { id: "en-home", parentId: "site/layout", path: "en", index: true },
  "en-about": { id: "en-about", parentId: "site/layout", path: "en/about-us" },
  "site/not-found": { id: "site/not-found", parentId: "site/layout", path: "*" },
  dashboard: { id: "dashboard", parentId: "root", path: "admin-dashboard" },
  "dashboard/content": { id: "dashboard/content", parentId: "dashboard", index: true },
  "dashboard/team": { id: "dashboard/team", parentId: "dashboard", path: "team" },
  media: { id: "media", parentId: "root", path: "media/:file" },
  "api/layout": { id: "api/layout", parentId: "root" },
  "api/content": { id: "api/content", parentId: "api/layout", path: "api/admin/content" },
  "api/content-item": { id: "api/content-item", parentId: "api/layout", path: "api/admin/content/:id" },
  "api/content-history": { id: "api/content-history", parentId: "api/layout", path: "api/admin/content/:id/history" },
  "api/not-found": { id: "api/not-found", parentId: "api/layout", path: "api/*" },
};

describe("routeLabels", () => {
  const labelOf = routeLabels(routes, { files: ["/favicon.ico", "/assets/entry-abc123.js"] });

  it("names each path by its route's pattern, never by the path", () => {
    expect(labelOf("/")).toBe("/");
    expect(labelOf("/about-us")).toBe("/about-us");
    expect(labelOf("/About-Us/")).toBe("/about-us");
    expect(labelOf("/en")).toBe("/en");
    expect(labelOf("/en/")).toBe("/en");
    expect(labelOf("/en/about-us")).toBe("/en/about-us");
    expect(labelOf("/en/about-us.data")).toBe("/en/about-us");
    expect(labelOf("/_root.data")).toBe("/");
    expect(labelOf("/admin-dashboard")).toBe("/admin-dashboard");
    expect(labelOf("/admin-dashboard/team")).toBe("/admin-dashboard/team");
    expect(labelOf("/media/12-secret-token.jpg")).toBe("/media/:file");
    expect(labelOf("/api/admin/content")).toBe("/api/admin/content");
    expect(labelOf("/api/admin/content/42")).toBe("/api/admin/content/:id");
    expect(labelOf("/api/admin/content/42/history")).toBe("/api/admin/content/:id/history");
    expect(labelOf("/api/whatever/else")).toBe("/api/*");
  });

  it("gives files and unknown paths a label of a bounded set", () => {
    expect(labelOf("/favicon.ico")).toBe("static");
    expect(labelOf("/assets/entry-abc123.js")).toBe("asset");
    expect(labelOf("/assets/missing.js")).toBe("asset");
    expect(labelOf("/wp-admin/setup.php")).toBe("not-found");
    expect(labelOf("/admin-dashboard/nothing/here")).toBe("not-found");
    expect(labelOf("/%00")).toBe("not-found");
    const labels = new Set(Array.from({ length: 200 }, (_, index) => labelOf(`/probe-${index}/x${index}`)));
    expect([...labels]).toEqual(["not-found"]);
  });
});

describe("requestIdOf", () => {
  it("keeps 1–64 characters of [A-Za-z0-9._-] and replaces anything else with a new UUID", () => {
    for (const kept of ["a", "abc-123", "A.b_C-9", "x".repeat(64)]) expect(requestIdOf(kept)).toBe(kept);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const replaced of [undefined, "", "x".repeat(65), "two words", "<script>", "a/b", "é", ["a", "b"]]) {
      expect(requestIdOf(replaced)).toMatch(uuid);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
