import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { rawRequest, serverAddress } from "../support/raw-http";
import { startServer, type TestServer } from "../support/server";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: a malformed Host or X-Forwarded-* header is a 400, never a 500, and never
 * reaches a link on the page. Sent over raw sockets: fetch refuses to send such headers.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string, headerLines: string[], version = "HTTP/1.1") =>
  rawRequest(server, [`GET ${path} ${version}`, ...headerLines, "Connection: close", "", ""].join("\r\n"));

/** A stack trace line, as console.error prints an Error or as a JSON log line holds it (`\n    at …`). */
const stackTrace = /(?:\n|\\n)\s+at .+:\d+:\d+/;

const malformedHosts = [
  "[::1",
  "a b",
  "x<y",
  "%",
  "mahami.qa:99999",
  "mahami.qa:0",
  "mahami.qa:",
  "mahami.qa:http",
  "",
  "[::1]x",
  "999.1.1.1",
  "::1",
  "-mahami.qa",
  "a..b",
  "[fe80::1%25eth0]",
];

describe("a malformed Host header", () => {
  it("is a 400 in JSON for the API and a small HTML page otherwise, with nothing logged", async () => {
    for (const host of malformedHosts) {
      const api = await get("/api/content", [`Host: ${host}`]);
      expect(api.status, host).toBe(400);
      expect(api.headers["content-type"], host).toMatch(/^application\/json/);
      expect(JSON.parse(api.body), host).toEqual({ message: "The request could not be understood." });

      for (const path of ["/en", "/admin-login", "/nowhere"]) {
        const page = await get(path, [`Host: ${host}`, "Accept: text/html"]);
        expect(page.status, `${host} ${path}`).toBe(400);
        expect(page.headers["content-type"], host).toMatch(/^text\/html/);
        expect(page.body, host).toContain("<h1>400</h1>");
        expect(page.headers["content-security-policy"], host).toContain("frame-ancestors 'none'");
      }
      // The probes answer whatever the Host (docs/decisions/0036-readiness-and-drained-restarts.md): nothing is built from it.
      for (const path of ["/healthz", "/readyz"]) {
        const probe = await get(path, [`Host: ${host}`]);
        expect(probe.status, `${host} ${path}`).toBe(200);
        expect(probe.headers["content-security-policy"], host).toContain("frame-ancestors 'none'");
      }
    }
    expect(server.output()).not.toMatch(stackTrace);
    expect(server.output()).not.toMatch(/Invalid URL/);
  });

  it("refuses a form post with a malformed Host before it stores anything", async () => {
    const body = "email=host-check%40example.com";
    const answer = await rawRequest(
      server,
      [
        "POST /en/newsletter HTTP/1.1",
        "Host: x<y",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${body.length}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
    expect(answer.status).toBe(400);
    expect(await queryRow(server, "select count(*) as n from newsletter_subscribers where email = ?", "host-check@example.com")).toEqual({ n: 0 });
  });

  it("accepts host names, IPv4 and [IPv6] addresses with or without a port, and HTTP/1.0 without a Host; links keep the configured origin", async () => {
    const { port } = serverAddress(server);
    for (const host of [
      `127.0.0.1:${port}`,
      "localhost",
      `[::1]:${port}`,
      "[2001:db8::1]",
      "mahami.qa",
      "Mahami.QA.",
      "mahami_app:3000",
      "www.mahami.qa:65535",
    ]) {
      const page = await get("/en", [`Host: ${host}`]);
      expect(page.status, host).toBe(200);
      // docs/decisions/0034-attack-run-2026-11-25.md: the Host a request names never reaches a link.
      expect(page.body, host).toContain(`<link rel="canonical" href="${server.url}/en"/>`);
    }
    expect((await get("/en", [], "HTTP/1.0")).status).toBe(200);
  });
});

describe("a NUL in the URL", () => {
  it("is a 400 before any route reads it: PostgreSQL refuses a NUL in any text, and no page or record is named by one", async () => {
    const host = `Host: 127.0.0.1:${serverAddress(server).port}`;
    for (const path of ["/api/admin/button-links/%00", "/api/admin/content?page=%00", "/en/%00", "/?lng=%00", "/api/content?x=%00"]) {
      const answer = await get(path, [host]);
      expect(answer.status, path).toBe(400);
    }
    expect(server.output()).not.toMatch(stackTrace);
    expect((await get("/api/content", [host])).status).toBe(200);
  });
});

describe("a method a page does not take", () => {
  it("is a 4xx (OPTIONS and a form post to a page without a form: 405), never a 500, with nothing logged", async () => {
    const send = (method: string, path: string) =>
      rawRequest(server, [`${method} ${path} HTTP/1.1`, "Host: localhost", "Content-Length: 0", "Connection: close", "", ""].join("\r\n"));
    for (const path of ["/contact", "/en", "/admin-dashboard"]) {
      expect((await send("OPTIONS", path)).status, `OPTIONS ${path}`).toBe(405);
    }
    for (const [method, path] of [
      ["PUT", "/en/parents"],
      ["DELETE", "/"],
      ["PATCH", "/about-us"],
    ]) {
      const { status } = await send(method, path);
      expect(status >= 400 && status < 500, `${method} ${path}: ${status}`).toBe(true);
    }
    // A form post to a page that has no form.
    for (const path of ["/en/parents", "/about-us", "/nowhere"]) {
      const form = [
        `POST ${path} HTTP/1.1`,
        "Host: localhost",
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 3",
        "Connection: close",
        "",
        "a=b",
      ];
      expect((await rawRequest(server, form.join("\r\n"))).status, `POST ${path}`).toBe(405);
    }
    expect(server.output()).not.toMatch(stackTrace);
  });
});

describe("a method no route takes (TRACE, WebDAV)", () => {
  it("is a 405 with Allow on both doors, the stored page's and Express's, and no error is logged", async () => {
    const send = (method: string, path: string) =>
      rawRequest(server, [`${method} ${path} HTTP/1.1`, "Host: localhost", "Content-Length: 0", "Connection: close", "", ""].join("\r\n"));
    // Stored first, so the bare door would answer /en.
    expect((await get("/en", ["Host: localhost"])).status).toBe(200);
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const path of ["/", "/en", "/api/content", "/admin-dashboard", "/nowhere"]) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(answer.body).toContain("This method is not allowed on this address.");
      }
    }
    expect(server.output()).not.toMatch(stackTrace);
    expect(server.output()).not.toContain('"level":"error"');
  });
});

describe("X-Forwarded-Proto behind a trusted proxy", () => {
  it("takes only http or https: anything else is a 400, never a 500 or a javascript: link", async () => {
    for (const scheme of ["x<y", "javascript", "data", "https x", "ftp", "https:"]) {
      const page = await get("/en", ["Host: mahami.qa", `X-Forwarded-Proto: ${scheme}`]);
      expect(page.status, scheme).toBe(400);
      expect(page.body, scheme).not.toContain("javascript:");
      const api = await get("/api/team", ["Host: mahami.qa", `X-Forwarded-Proto: ${scheme}`]);
      expect(api.status, scheme).toBe(400);
      expect(JSON.parse(api.body).message, scheme).toEqual(expect.any(String));
    }
    expect(server.output()).not.toMatch(stackTrace);
  });

  it("takes https from the proxy (a scheme is case-insensitive) for the connection, while links keep the configured origin", async () => {
    for (const scheme of ["https", "HTTPS"]) {
      const page = await get("/en/parents", ["Host: mahami.qa", `X-Forwarded-Proto: ${scheme}`]);
      expect(page.status, scheme).toBe(200);
      expect(page.headers["strict-transport-security"], scheme).toMatch(/max-age=\d+/);
      expect(page.body, scheme).toContain(`<link rel="canonical" href="${server.url}/en/parents"/>`);
      expect(page.body, scheme).not.toContain("mahami.qa/en");
    }
  });
});
