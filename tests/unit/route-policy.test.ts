import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { type CachedResponse, cacheTargetOf, PageCache } from "~/server/page-cache";
import { routePolicy } from "~/server/route-policy";

/** A route table shaped as React Router's build has it, each module with the `handle` it exports. */
const routes = {
  root: { id: "root", path: "", module: {} },
  "site/layout": { id: "site/layout", parentId: "root", module: { handle: { hydrate: false } } },
  "ar-home": { id: "ar-home", parentId: "site/layout", index: true, module: { handle: { store: "page" } } },
  "en-home": { id: "en-home", parentId: "site/layout", path: "en", index: true, module: { handle: { store: "page" } } },
  "ar-about": { id: "ar-about", parentId: "site/layout", path: "about", module: { handle: { store: "page" } } },
  "ar-unsubscribe": { id: "ar-unsubscribe", parentId: "site/layout", path: "newsletter/unsubscribe", module: { handle: { crossSite: "oneClick" } } },
  "ar-confirm": { id: "ar-confirm", parentId: "site/layout", path: "newsletter/confirm", module: {} },
  "site/not-found": { id: "site/not-found", parentId: "site/layout", path: "*", module: { handle: { store: "notFound" } } },
  dashboard: { id: "dashboard", parentId: "root", path: "admin-dashboard", module: {} },
  "dashboard/content": { id: "dashboard/content", parentId: "dashboard", index: true, module: { handle: { upload: true, access: "editors" } } },
  "dashboard/team": { id: "dashboard/team", parentId: "dashboard", path: "team", module: { handle: { upload: true, access: "editors" } } },
  "dashboard/users": { id: "dashboard/users", parentId: "dashboard", path: "users", module: {} },
  "api/layout": { id: "api/layout", parentId: "root", path: "api", module: {} },
  "api/content": { id: "api/content", parentId: "api/layout", path: "content", module: { handle: { store: "json" } } },
  "api/login": { id: "api/login", parentId: "api/layout", path: "login", module: {} },
  "api/password": { id: "api/password", parentId: "api/layout", path: "admin/users/:id/password", module: { handle: { access: "ownAccount" } } },
};

describe("routePolicy", () => {
  const policy = routePolicy(routes);

  it("stores exactly the paths whose route says so, a page or JSON, an index with and without its slash", () => {
    expect(["/", "/en", "/en/", "/about", "/api/content"].map(policy.storeAt)).toEqual(["page", "page", "page", "page", "json"]);
    for (const path of ["/about/", "/ABOUT", "/api/login", "/admin-dashboard", "/newsletter/confirm", "/nowhere"]) {
      expect(policy.storeAt(path), path).toBeUndefined();
    }
    expect(policy.notFoundRouteId).toBe("site/not-found");
  });

  it("stores a parameter route's paths in the shape its handle gives, never a path another route has (the dashboard is no campaign page)", () => {
    const withSlug = routePolicy({
      ...routes,
      campaign: {
        id: "campaign",
        parentId: "site/layout",
        path: ":slug",
        module: { handle: { store: "page", params: { slug: "[a-z0-9]+(?:-[a-z0-9]+)*" } } },
      },
    });
    expect(["/ramadan", "/back-to-school"].map(withSlug.storeAt)).toEqual(["page", "page"]);
    for (const path of ["/admin-dashboard", "/admin-dashboard/", "/Admin-Dashboard", "/api", "/wp-login.php", "/no_slug", "/about/"]) {
      expect(withSlug.storeAt(path), path).toBeUndefined();
    }
    expect(withSlug.storeAt("/about")).toBe("page");
  });

  it("takes an upload only on a route that declares it, through its .data URL too", () => {
    for (const path of ["/admin-dashboard", "/admin-dashboard/", "/admin-dashboard/_.data", "/admin-dashboard/team", "/admin-dashboard/team.data"]) {
      expect(policy.isUpload("POST", path), path).toBe(true);
    }
    expect(policy.isUpload("GET", "/admin-dashboard/team")).toBe(false);
    expect(policy.isUpload("POST", "/admin-dashboard/users")).toBe(false);
    expect(policy.isUpload("POST", "/api/login")).toBe(false);
  });

  it("accepts a one-click post from anywhere only at the exact path of a route that declares it, with a token", () => {
    const url = (path: string) => new URL(path, "http://mahami.test");
    expect(policy.isOneClick("POST", url("/newsletter/unsubscribe?token=t"))).toBe(true);
    for (const path of [
      "/newsletter/unsubscribe",
      "/newsletter/unsubscribe.data?token=t",
      "/newsletter/confirm?token=t",
      "/newsletter/unsubscribex?token=t",
    ]) {
      expect(policy.isOneClick("POST", url(path)), path).toBe(false);
    }
    expect(policy.isOneClick("GET", url("/newsletter/unsubscribe?token=t"))).toBe(false);
  });

  it("a route without a handle changes nothing: a table with none stores, uploads and exempts nothing", () => {
    const bare = routePolicy(Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { ...route, module: {} }])));
    expect(bare.storeAt("/")).toBeUndefined();
    expect(bare.isUpload("POST", "/admin-dashboard/team")).toBe(false);
    expect(bare.notFoundRouteId).toBeUndefined();
    expect(bare.access).toEqual({ editors: new Set(), ownAccount: new Set() });
  });

  it("collects what each route opens to editors, by its full path; a route that declares nothing is not in it", () => {
    expect(policy.access.editors).toEqual(new Set(["/admin-dashboard", "/admin-dashboard/team"]));
    expect(policy.access.ownAccount).toEqual(new Set(["/api/admin/users/:id/password"]));
  });
});

const entry = (bytes: number): CachedResponse => ({
  version: "1",
  status: 200,
  headers: {},
  scriptHashes: undefined,
  bodies: { br: Buffer.alloc(bytes / 4), gzip: Buffer.alloc(bytes / 4), identity: Buffer.alloc(bytes / 2) },
  etags: { br: "", gzip: "", identity: "" },
  heads: new Map(),
});

describe("the page store", () => {
  it("has a budget of PAGE_STORE_MB, 64 unless set, a whole number from 1 to 4096", () => {
    expect(parseEnv({}).PAGE_STORE_MB).toBe(64);
    expect(parseEnv({ PAGE_STORE_MB: "16" }).PAGE_STORE_MB).toBe(16);
    for (const wrong of ["0", "1.5", "5000", "lots"]) {
      expect(() => parseEnv({ PAGE_STORE_MB: wrong }), wrong).toThrowError(/PAGE_STORE_MB: must be a whole number of MiB between 1 and 4096/);
    }
  });

  it("stays within its byte budget, every encoding counted, and keeps what is used", () => {
    const store = new PageCache(1024 * 1024);
    store.set("home", entry(64 * 1024));
    for (let index = 0; index < 1000; index++) {
      store.set(`random-${index}`, entry(64 * 1024));
      expect(store.get("home", "1")).toBeDefined();
      expect(store.bytes).toBeLessThanOrEqual(1024 * 1024);
    }
    // 64 KiB of bodies plus the entry's own kilobyte each: 15 fit in a MiB.
    expect(store.size).toBe(15);
    expect(store.get("random-0", "1")).toBeUndefined();
  });

  it("keys a page by its scheme and path: Host is no part of it (tests/http/request-edge.test.ts sends other Hosts)", () => {
    const targets = { storeAt: routePolicy(routes).storeAt, isUnknown: () => false };
    expect(cacheTargetOf({ method: "GET", url: "/about", cookie: undefined }, "https", targets)).toEqual({ key: "https/about", kind: "page" });
    expect(cacheTargetOf({ method: "GET", url: "/about", cookie: undefined }, "http", targets)?.key).toBe("http/about");
  });
});
