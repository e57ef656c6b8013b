import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "~/server/middleware/body-limit";
import { errorHandler } from "~/server/middleware/error-handler";
import { bodyLimitBytes } from "~/server/upload";
import { type Listening, listenSteps } from "../support/express-app";
import { connect, parseResponses } from "../support/raw-http";

let server: Listening;
beforeAll(async () => {
  server = await listenSteps([bodyLimit(), (req, res) => void res.json({ bytes: Buffer.isBuffer(req.body) ? req.body.length : -1 })], errorHandler());
});
afterAll(() => server.close());

const post = (body: BodyInit) => fetch(`${server.url}/api/echo`, { method: "POST", body, headers: { "content-type": "application/json" } });

describe("the body limit (app/server/middleware/body-limit.ts)", () => {
  it("holds a body up to the limit whole, whatever its type", async () => {
    const response = await post("x".repeat(bodyLimitBytes));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: bodyLimitBytes });
  });

  it("refuses a declared length over the limit with a 413, and the connection stays usable", async () => {
    const socket = await connect(server);
    const body = "x".repeat(bodyLimitBytes + 1);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.write(`POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    socket.write("GET /api/echo HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await new Promise((resolve) => socket.once("close", resolve));
    const { responses } = parseResponses(Buffer.concat(chunks), { closed: true });
    expect(responses.map((response) => response.status)).toEqual([413, 200]);
    expect(JSON.parse(responses[0].body)).toEqual({ message: "The request is too large." });
  });

  it("closes the connection after refusing a declared body over two megabytes, before a byte of it is read", async () => {
    const socket = await connect(server);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.write(`POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n`);
    await new Promise((resolve) => socket.once("end", resolve));
    socket.destroy();
    const { responses } = parseResponses(Buffer.concat(chunks), { closed: true });
    expect(responses.map((response) => response.status)).toEqual([413]);
    expect(responses[0].headers.connection).toBe("close");
  });

  it("answers a chunked body over the limit with a 413 from the error handler", async () => {
    const big = new Uint8Array(bodyLimitBytes + 1);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/echo`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request is too large." });
  });
});
