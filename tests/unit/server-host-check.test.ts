import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientFacts } from "~/server/middleware/client";
import { hostCheck } from "~/server/middleware/host-check";
import { securityHeadersStep } from "~/server/middleware/security-headers";
import { type Listening, listenSteps } from "../support/express-app";
import { rawRequest } from "../support/raw-http";

let server: Listening;
beforeAll(async () => {
  const factsOf = createClientFacts({ TRUST_PROXY: { hops: 1 } });
  server = await listenSteps([
    securityHeadersStep({ factsOf, development: false }),
    hostCheck(),
    (_req, res) => {
      res.json({ url: String(res.locals.url), nonce: res.locals.nonce, secure: res.locals.secure, client: res.locals.client });
    },
  ]);
});
afterAll(() => server.close());

const get = (target: string, headers: string) => rawRequest(server, `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

describe("the security headers and the host check (app/server/middleware/security-headers.ts, host-check.ts)", () => {
  it("gives a request its URL, nonce and client, with the security headers and HSTS over https", async () => {
    const response = await get("/en/about?x=1", "Host: example.test\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 203.0.113.9\r\n");
    expect(response.status).toBe(200);
    const seen = JSON.parse(response.body);
    expect(seen.url).toBe("https://example.test/en/about?x=1");
    expect(seen.secure).toBe(true);
    expect(seen.client).toEqual({ ip: "203.0.113.9", protocol: "https" });
    expect(response.headers["content-security-policy"]).toContain(`'nonce-${seen.nonce}'`);
    expect(response.headers["strict-transport-security"]).toBeDefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a Host that is no host name, a scheme that is neither http nor https, and a NUL, with a 400 in both languages and no HSTS", async () => {
    for (const [target, headers] of [
      ["/", "Host: bad host\r\n"],
      ["/", "Host: example.test\r\nX-Forwarded-Proto: gopher\r\n"],
      ["/a%00b", "Host: example.test\r\nX-Forwarded-Proto: https\r\n"],
    ]) {
      const response = await get(target, headers);
      expect(response.status, headers).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toBeDefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.body).toContain("The request could not be understood.");
      expect(response.body).toContain('lang="ar"');
    }
  });

  it("answers an API path's refusal as JSON", async () => {
    const response = await get("/api/content?q=%00", "Host: example.test\r\n");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: "The request could not be understood." });
  });
});
