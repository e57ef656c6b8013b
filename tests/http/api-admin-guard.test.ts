import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";

/** The /api/admin layout's one sign-in check, over every route the route table puts under it. */
const server = useServer();

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.file && entry.path ? [path] : []), ...paths(entry.children ?? [], path)];
  });
}

// A dynamic segment gets a value that names a row only once signed in.
const adminPaths = paths(routes)
  .filter((path) => path.startsWith("/api/admin/"))
  .map((path) => path.replace(/:\w+/g, "1"));
const writeMethods = ["POST", "PUT", "PATCH", "DELETE"];

describe("every /api/admin route signed out", () => {
  it("is read from the route table", () => {
    expect(adminPaths.length).toBeGreaterThanOrEqual(26);
    expect(adminPaths).toEqual(expect.arrayContaining(["/api/admin/team", "/api/admin/revisions/1/restore", "/api/admin/contacts.csv"]));
  });

  it("answers GET and every write method with 401 JSON and no-store, before any method or body check", async () => {
    for (const path of adminPaths) {
      for (const method of ["GET", ...writeMethods]) {
        const answer = await api(server, method, path, { body: method === "GET" ? undefined : {} });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body, `${method} ${path}`).toEqual({ message: "Please sign in first." });
        expect(answer.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
      }
    }
  });

  it("says so in Arabic by default", async () => {
    for (const path of adminPaths) {
      const answer = await request(server, path);
      expect(answer.status, path).toBe(401);
      expect(await answer.json(), path).toEqual({ message: "يرجى تسجيل الدخول أولاً." });
    }
  });
});
