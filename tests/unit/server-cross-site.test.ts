import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientFacts } from "~/server/middleware/client";
import { crossSite } from "~/server/middleware/cross-site";
import { hostCheck } from "~/server/middleware/host-check";
import { securityHeadersStep } from "~/server/middleware/security-headers";
import { routePolicy } from "~/server/route-policy";
import { type Listening, listenSteps } from "../support/express-app";

let server: Listening;
beforeAll(async () => {
  // The routes' policy read from a route table shaped as the build has it: /unsubscribe takes a one-click post from anywhere.
  const policy = routePolicy({
    root: { id: "root", path: "", module: {} },
    unsubscribe: { id: "unsubscribe", parentId: "root", path: "unsubscribe", module: { handle: { crossSite: "oneClick" } } },
  });
  server = await listenSteps([
    securityHeadersStep({ factsOf: createClientFacts({ TRUST_PROXY: false }), development: false }),
    hostCheck(),
    crossSite({ policyNow: async () => policy, publicUrl: "https://mahami.example" }),
    (_req, res) => void res.json({ oneClick: res.locals.oneClick }),
  ]);
});
afterAll(() => server.close());

const post = (path: string, headers: Record<string, string>) => fetch(`${server.url}${path}`, { method: "POST", headers });

describe("the cross-site check (app/server/middleware/cross-site.ts)", () => {
  it("refuses a post another site sends with a 403", async () => {
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const response = await post("/api/contact", headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
    }
  });

  it("lets a post from this site, from PUBLIC_URL, a GET from anywhere, and a one-click post (with its token) through", async () => {
    expect((await post("/api/contact", { origin: server.url })).status).toBe(200);
    expect((await post("/api/contact", { origin: "https://mahami.example" })).status).toBe(200);
    expect((await fetch(`${server.url}/en`, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200);
    expect((await post("/unsubscribe", { origin: "https://mail.example" })).status).toBe(403);
    const oneClick = await post("/unsubscribe?token=t1", { origin: "https://mail.example" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ oneClick: true });
  });
});
