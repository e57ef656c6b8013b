import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { connect, parseResponses, rawRequest, type RawResponse } from "../support/raw-http";
import { request } from "../support/http";
import { startServer, type TestServer, useServer } from "../support/server";

/*
 * /healthz (alive) and /readyz (ready for traffic) of docs/decisions/0036-readiness-and-drained-restarts.md, and the
 * drain that follows a SIGTERM: /readyz at 503 at once, everything else served as usual for
 * SHUTDOWN_DRAIN_MS, then the stop of docs/decisions/0017-graceful-shutdown-and-docker.md.
 */

const server = useServer();

/** Two requests on one kept-alive connection, answered in turn (the second sent after the first answer). */
async function twoOnOneConnection(node: Pick<TestServer, "url">, paths: [string, string]): Promise<RawResponse[]> {
  const socket = await connect(node);
  let data = Buffer.alloc(0);
  const answers = (count: number) =>
    new Promise<RawResponse[]>((resolve, reject) => {
      const check = () => {
        const { responses } = parseResponses(data);
        if (responses.length >= count) resolve(responses);
      };
      socket.on("data", (chunk) => {
        data = Buffer.concat([data, chunk]);
        check();
      });
      socket.once("close", () => reject(new Error(`connection closed after ${parseResponses(data).responses.length} answers`)));
      check();
    });
  const send = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(node.url).host}\r\n\r\n`);
  send(paths[0]);
  const first = answers(1);
  await first;
  socket.removeAllListeners("data");
  socket.removeAllListeners("close");
  send(paths[1]);
  const both = await answers(2);
  socket.destroy();
  return both;
}

describe("/readyz and /healthz", () => {
  it("answers 200 {status: ready} on /readyz, never stored, and both probes whatever the Host", async () => {
    for (let round = 0; round < 2; round++) {
      const response = await request(server, "/readyz");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ready" });
    }
    // A kubelet names the pod's IP, compose a container name, a careless probe an empty or malformed
    // Host (other paths refuse those: nothing is built from them), an HTTP/1.0 probe no Host at all.
    const oddHosts = ["Host: \r\n", "Host: health check\r\n", "Host: 999.0.0.1\r\n"];
    for (const host of ["Host: 10.0.0.5:3000\r\n", "Host: mahami_app1:3000\r\n", ...oddHosts, ""]) {
      for (const [path, status] of [
        ["/healthz", "ok"],
        ["/readyz", "ready"],
      ]) {
        const version = host ? "1.1" : "1.0";
        const answer = await rawRequest(server, `GET ${path} HTTP/${version}\r\n${host}Connection: close\r\n\r\n`);
        expect(answer.status, `${path} ${JSON.stringify(host)}`).toBe(200);
        expect(JSON.parse(answer.body)).toEqual({ status });
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
    }
    for (const host of oddHosts) {
      expect((await rawRequest(server, `GET /en HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)).status, host).toBe(400);
    }
    const head = await rawRequest(server, "HEAD /readyz HTTP/1.1\r\nHost: 10.0.0.5\r\nConnection: close\r\n\r\n");
    expect(head.status).toBe(200);
  });

  it("refuses to start when SHUTDOWN_DRAIN_MS is not a number of milliseconds, in one line naming it", () => {
    for (const value of ["soon", "-1", "1.5", "600000"]) {
      const result = spawnSync(process.execPath, ["build/server/index.js"], {
        env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", SHUTDOWN_DRAIN_MS: value },
        encoding: "utf8",
      });
      expect(result.status, value).toBe(1);
      expect(result.stderr.trim().split("\n"), value).toEqual([
        "Invalid environment configuration:",
        "  - SHUTDOWN_DRAIN_MS: must be a whole number of milliseconds between 0 and 60000, e.g. 5000",
      ]);
    }
  });
});

describe("a drained stop", () => {
  it("answers 503 on /readyz at once after SIGTERM, serves everything else for the drain, then exits 0", async () => {
    const node = await startServer({ SHUTDOWN_DRAIN_MS: "2500" });
    expect((await request(node, "/readyz")).status).toBe(200);
    const signalled = Date.now();
    const exit = node.stop("SIGTERM");
    await expect.poll(() => node.output()).toContain("SIGTERM received");
    const ready = await request(node, "/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "stopping" });
    // Alive, and serving: pages (stored or not), the public JSON, a kept-alive connection reused.
    expect((await request(node, "/healthz")).status).toBe(200);
    expect((await request(node, "/en")).status).toBe(200);
    expect((await request(node, "/en/teachers?from=drain")).status).toBe(200);
    expect((await request(node, "/api/content")).status).toBe(200);
    const [first, second] = await twoOnOneConnection(node, ["/en/parents", "/readyz"]);
    expect(first.status).toBe(200);
    expect(first.headers.connection).not.toBe("close");
    expect(second.status).toBe(503);
    expect(Date.now() - signalled).toBeLessThan(2500);
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2500);
    expect(node.output()).toContain("Stopped cleanly.");
  });

  it("exits promptly with SHUTDOWN_DRAIN_MS=0, and cuts a long drain short at a second signal", async () => {
    const prompt = await startServer({ SHUTDOWN_DRAIN_MS: "0" });
    let signalled = Date.now();
    expect(await prompt.stop("SIGTERM")).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(2000);

    const long = await startServer({ SHUTDOWN_DRAIN_MS: "60000" });
    signalled = Date.now();
    const exit = long.stop("SIGTERM");
    await expect.poll(() => long.output()).toContain("SIGTERM received");
    expect((await request(long, "/readyz")).status).toBe(503);
    long.process.kill("SIGINT");
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(long.output()).toContain("SIGINT received again: the drain is cut short.");
    expect(long.output()).toContain("Stopped cleanly.");
  });
});
