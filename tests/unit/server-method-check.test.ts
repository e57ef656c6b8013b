import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseUnknownMethod } from "~/server/middleware/method-check";
import { type Listening, listen } from "../support/express-app";
import { rawRequest } from "../support/raw-http";

let server: Listening;
beforeAll(async () => {
  server = await listen((req, res) => {
    if (refuseUnknownMethod(req, res, "req-1")) return;
    res.end("passed");
  });
});
afterAll(() => server.close());

describe("the method check (app/server/middleware/method-check.ts)", () => {
  it("answers a method no route takes with a 405 in both languages, its Allow list and the request's id", async () => {
    const response = await rawRequest(server, "PROPFIND / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(response.headers["x-request-id"]).toBe("req-1");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toContain("This method is not allowed on this address.");
    expect(response.body).toMatch(/[\u0600-\u06ff]/);
  });

  it("lets every method a route may take go on", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = await fetch(`${server.url}/`, { method });
      expect(response.status, method).toBe(200);
      expect(await response.text()).toBe("passed");
    }
  });
});
