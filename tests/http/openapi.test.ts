import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import { request, signIn } from "../support/http";
import { expectMatchesOpenApi, openApiDocument } from "../support/openapi";
import { routePaths } from "../support/routes";
import { startServer, useServer } from "../support/server";

/** GET /api/openapi.json (docs/decisions/0038-openapi-from-the-schemas.md): valid, complete, public, cacheable and the same bytes per build. */
const server = useServer();

const methods = ["get", "post", "put", "patch", "delete"] as const;

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser) of this build's version", async () => {
    const response = await request(server, "/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe(packageJson.version);
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("describes every /api path of app/routes.ts and no other, and each path answers 405 to every method it does not describe", async () => {
    const routed = new Set(
      routePaths()
        .filter((path) => path.startsWith("/api/") && !path.endsWith("*"))
        .map((path) => path.replace(/:\w+/g, "{}")),
    );
    const document = await openApiDocument(server);
    const paths = Object.keys(document.paths as Record<string, unknown>);
    expect(routed.size).toBeGreaterThan(50);
    expect(new Set(paths.map((path) => path.replace(/\{\w+\}/g, "{}")))).toEqual(routed);
    // A method the document leaves out never runs: signed in, with an id that names nothing.
    const cookie = await signIn(server);
    const refused: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      for (const method of methods.filter((one) => !(one in item))) {
        const response = await request(server, path.replace(/\{\w+\}/g, "999999"), {
          method: method.toUpperCase(),
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
          body: method === "get" ? undefined : "{}",
        });
        if (response.status !== 405) refused.push(`${method.toUpperCase()} ${path}: ${response.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("describes only what the routes answer: every path and method of the document reaches its route's handler (no 405)", async () => {
    // The document is collected from the route modules (app/services/openapi.server.ts): this holds each description to its handler.
    const document = await openApiDocument(server);
    const cookie = await signIn(server);
    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      methods.filter((method) => method in item).map((method) => ({ method, path })),
    );
    expect(described.length).toBeGreaterThan(60);
    // Signing out last keeps the session for the others; a body that is not JSON stops every write before it changes anything.
    const last = ({ path }: { path: string }) => (path === "/api/logout" ? 1 : 0);
    const refused: string[] = [];
    for (const { method, path } of described.sort((a, b) => last(a) - last(b))) {
      const response = await request(server, path.replace(/\{\w+\}/g, "999999"), {
        method: method.toUpperCase(),
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/plain" },
        body: method === "get" ? undefined : "not json",
      });
      if (response.status === 405) refused.push(`${method.toUpperCase()} ${path}`);
    }
    expect(refused).toEqual([]);
  });

  it("names the session cookie in both its forms, and every /api/admin operation needs it", async () => {
    const document = await openApiDocument(server);
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "__Host-mahami-session" }),
      sessionCookieHttp: expect.objectContaining({ type: "apiKey", in: "cookie", name: "mahami-session" }),
    });
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const method of methods.filter((one) => one in item)) {
        const operation = item[method];
        const signedIn = path.startsWith("/api/admin/") || path === "/api/auth/user";
        expect(operation.security, `${method} ${path}`).toEqual(signedIn ? [{ sessionCookie: [] }, { sessionCookieHttp: [] }] : []);
        if (signedIn) expect(Object.keys(operation.responses), `${method} ${path}`).toContain("401");
        if (method !== "get") expect(Object.keys(operation.responses), `${method} ${path}: cross-site`).toContain("403");
      }
    }
  });

  it("is public, cacheable with an ETag (304 on If-None-Match), and the same bytes on every fetch and after a restart", async () => {
    const first = await request(server, "/api/openapi.json");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = await first.text();

    const again = await request(server, "/api/openapi.json", { headers: { Cookie: "mahami-language=en" } });
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(bytes);

    const revalidated = await request(server, "/api/openapi.json", { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    const other = await startServer();
    try {
      const restarted = await request(other, "/api/openapi.json");
      expect(restarted.headers.get("etag")).toBe(etag);
      expect(await restarted.text()).toBe(bytes);
    } finally {
      await other.stop();
    }
  });

  it("the answer check fails an answer that drifts from the document", async () => {
    const jsonHeaders = new Headers({ "Content-Type": "application/json" });
    const user = { status: 200, headers: jsonHeaders, body: { id: 1, email: "admin@mahami.qa", role: "administrator" } };
    await expectMatchesOpenApi(server, "GET", "/api/auth/user", user);
    // A field missing, a field more, a wrong type, a status the document does not list, a body where there is none.
    await expect(expectMatchesOpenApi(server, "GET", "/api/auth/user", { ...user, body: { id: 1 } })).rejects.toThrow(/the body/);
    await expect(expectMatchesOpenApi(server, "GET", "/api/auth/user", { ...user, body: { ...user.body, name: "Admin" } })).rejects.toThrow(
      /the body/,
    );
    await expect(
      expectMatchesOpenApi(server, "GET", "/api/admin/users", { ...user, body: [{ id: "1", email: "a", role: "administrator", createdAt: "now" }] }),
    ).rejects.toThrow(/the body/);
    await expect(expectMatchesOpenApi(server, "GET", "/api/auth/user", { ...user, status: 418 })).rejects.toThrow(/status/);
    await expect(expectMatchesOpenApi(server, "DELETE", "/api/admin/team/3", { ...user, status: 204 })).rejects.toThrow(/no body|body where/);
    // A 429 without Retry-After, and an error without its message.
    await expect(
      expectMatchesOpenApi(server, "POST", "/api/contact", { status: 429, headers: jsonHeaders, body: { message: "Slow down" } }),
    ).rejects.toThrow(/Retry-After/);
    await expect(expectMatchesOpenApi(server, "GET", "/api/nothing-here", { status: 404, headers: jsonHeaders, body: {} })).rejects.toThrow(
      /error shape/,
    );
  });
});
