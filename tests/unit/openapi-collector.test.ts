import { describe, expect, it } from "vitest";
import { type ApiDescription, buildOpenApiDocument, collectOperations } from "~/services/openapi.server";

/** A route table shaped as React Router's build has it, each module with the `openapi` it exports (app/services/openapi.server.ts). */
const item: ApiDescription = {
  get: { summary: "One item", tag: "Items", signedIn: true, success: { status: 200, description: "The item." } },
  delete: { summary: "Delete an item", tag: "Items", signedIn: true, success: { status: 204, description: "Deleted." } },
};
const settings: ApiDescription = (path) => ({
  get: { summary: `The settings at ${path}`, tag: "Public", cached: true, success: { status: 200, description: "The settings." } },
});
const routes = {
  root: { id: "root", path: "", module: {} },
  "site/home": { id: "site/home", parentId: "root", index: true, module: {} },
  "api/layout": { id: "api/layout", parentId: "root", path: "api", module: {} },
  "api/header": { id: "api/header", parentId: "api/layout", path: "header-settings", module: { openapi: settings } },
  "api/footer": { id: "api/footer", parentId: "api/layout", path: "footer-settings", module: { openapi: settings } },
  "api/admin/layout": { id: "api/admin/layout", parentId: "api/layout", path: "admin", module: {} },
  "api/admin/item": { id: "api/admin/item", parentId: "api/admin/layout", path: "items/:id", module: { openapi: item } },
  "api/not-found": { id: "api/not-found", parentId: "api/layout", path: "*", module: {} },
};

describe("the OpenAPI document collected from the build's routes", () => {
  it("takes each /api route's operations at its full path (`:id` as `{id}`), by method, a shared module once per path", () => {
    const operations = collectOperations(routes).map(({ method, path, summary }) => `${method} ${path}: ${summary}`);
    expect(operations).toEqual([
      "get /api/header-settings: The settings at /api/header-settings",
      "get /api/footer-settings: The settings at /api/footer-settings",
      "get /api/admin/items/{id}: One item",
      "delete /api/admin/items/{id}: Delete an item",
    ]);
    const document = buildOpenApiDocument(routes);
    expect(Object.keys(document.paths)).toEqual(["/api/header-settings", "/api/footer-settings", "/api/admin/items/{id}"]);
    expect(Object.keys(document.paths["/api/admin/items/{id}"])).toEqual(["get", "delete"]);
  });

  it("refuses a build with an /api route that describes nothing (layouts and the catch-all describe nothing by design)", () => {
    const undescribed = { ...routes, "api/login": { id: "api/login", parentId: "api/layout", path: "login", module: {} } };
    expect(() => collectOperations(undescribed)).toThrow("No `openapi` description exported for /api/login");
    const empty = { ...routes, "api/login": { id: "api/login", parentId: "api/layout", path: "login", module: { openapi: {} } } };
    expect(() => collectOperations(empty)).toThrow("/api/login");
  });
});
