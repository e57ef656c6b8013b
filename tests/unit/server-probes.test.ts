import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NodePhase, probes } from "~/server/middleware/probes";
import { type Listening, listenSteps } from "../support/express-app";
import { rawRequest } from "../support/raw-http";

let server: Listening;
let phase: NodePhase = "starting";
let databaseUp = true;
beforeAll(async () => {
  const checkDatabase = async () => {
    if (!databaseUp) throw new Error("database down");
  };
  server = await listenSteps([probes({ checkDatabase, phase: () => phase }), (_req, res) => void res.status(418).end("not a probe")]);
});
afterAll(() => server.close());

const status = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { code: response.status, body: await response.json() };
};

describe("the probes (app/server/middleware/probes.ts)", () => {
  it("tells readiness by the node's phase and liveness by the database", async () => {
    phase = "starting";
    expect(await status("/readyz")).toEqual({ code: 503, body: { status: "starting" } });
    expect(await status("/healthz")).toEqual({ code: 200, body: { status: "ok" } });
    phase = "ready";
    expect(await status("/readyz?from=lb")).toEqual({ code: 200, body: { status: "ready" } });
    phase = "stopping";
    expect(await status("/readyz")).toEqual({ code: 503, body: { status: "stopping" } });
    expect(await status("/healthz")).toEqual({ code: 200, body: { status: "ok" } });
    phase = "ready";
    databaseUp = false;
    expect(await status("/healthz")).toEqual({ code: 503, body: { status: "unavailable" } });
    expect(await status("/readyz")).toEqual({ code: 503, body: { status: "unavailable" } });
    databaseUp = true;
  });

  it("answers whatever the Host, and only GET or HEAD of its two paths", async () => {
    expect((await rawRequest(server, "GET /healthz HTTP/1.0\r\n\r\n")).status).toBe(200);
    expect((await rawRequest(server, "GET /healthz HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n")).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${server.url}/healthzz`)).status).toBe(418);
    expect((await fetch(`${server.url}/readyz/x`)).status).toBe(418);
  });
});
