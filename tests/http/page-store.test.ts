import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server";

/**
 * The page store with PUBLIC_URL set (docs/decisions/0031-http-policy-on-the-routes.md): every page
 * is rendered for that origin, so the Host a request names is no part of a stored page's key, and
 * a flood of random Host values can neither fill the store nor push the real pages out of it.
 */

const server = useServer({ PUBLIC_URL: "https://mahami.test", PAGE_STORE_MB: "1" });

/** A request with the Host header as given (fetch would not send a made-up one). */
function send(path: string, host: string, method = "GET") {
  return new Promise<{ status: number; etag: string | undefined; body: string }>((resolve, reject) => {
    const url = new URL(server.url);
    const sent = httpRequest({ hostname: url.hostname, port: url.port, path, method, headers: { Host: host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, etag: incoming.headers.etag, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

const randomHost = () => `h${Math.random().toString(36).slice(2)}.example`;

describe("the page store with PUBLIC_URL", () => {
  it("answers the home page from the store through a flood of random Host values", async () => {
    // The marker: a HEAD is answered from a stored GET, with its ETag, or else rendered, without one.
    expect((await send("/privacy-policy", randomHost(), "HEAD")).etag).toBeUndefined();
    const realHost = new URL(server.url).host;
    const stored = await send("/", realHost);
    expect(stored.etag).toBeDefined();

    const paths = ["/", "/en", "/about-us", "/en/teachers", "/contact", "/wp-admin/probe.php"];
    for (let round = 0; round < 100; round++) {
      const answers = await Promise.all(paths.map((path) => send(path, randomHost())));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 404]);
    }
    for (const host of [realHost, randomHost()]) {
      const home = await send("/", host, "HEAD");
      expect(home.status).toBe(200);
      expect(home.etag, host).toBe(stored.etag);
    }
  });

  it("still refuses a Host that is no host name, stored page or not", async () => {
    await send("/", new URL(server.url).host);
    for (const host of ["bad host", "a:99999", "[::1%eth0]"]) expect((await send("/", host)).status, host).toBe(400);
  });
});
