import net from "node:net";
import type { TestServer } from "./server";

/**
 * Raw HTTP/1.1 over one TCP connection, byte for byte as written: fetch refuses to send a
 * malformed Host and cannot trickle a body, so the header and connection tests speak HTTP here.
 */

export interface RawResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with ", " (Set-Cookie with "\n"). */
  headers: Record<string, string>;
  body: string;
}

export function serverAddress(server: Pick<TestServer, "url">) {
  const { hostname, port } = new URL(server.url);
  return { host: hostname, port: Number(port) };
}

/** Opens a connection to the server. */
export function connect(server: Pick<TestServer, "url">): Promise<net.Socket> {
  const { host, port } = serverAddress(server);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => resolve(socket));
    socket.once("error", reject);
  });
}

function decodeChunked(body: Buffer) {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Parses every complete response in `data`; returns them and the bytes left over. Once the
 * connection is `closed`, a response without a length runs to the end of the data.
 */
export function parseResponses(data: Buffer, { closed = false, head = false } = {}): { responses: RawResponse[]; rest: Buffer } {
  const responses: RawResponse[] = [];
  let rest = data;
  for (;;) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) break;
    const [statusLine, ...lines] = rest.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}${name === "set-cookie" ? "\n" : ", "}${value}` : value;
    }
    const status = Number(statusLine.split(" ")[1]);
    const start = headEnd + 4;
    let end: number;
    let body: Buffer;
    if (head || status === 204 || status === 304) {
      end = start;
      body = Buffer.alloc(0);
    } else if (headers["transfer-encoding"]?.includes("chunked")) {
      const terminator = rest.indexOf("\r\n0\r\n\r\n", start - 2);
      if (terminator === -1) break;
      end = terminator + 7;
      body = decodeChunked(rest.subarray(start, end));
    } else if (headers["content-length"] !== undefined) {
      end = start + Number(headers["content-length"]);
      if (rest.length < end) break;
      body = rest.subarray(start, end);
    } else if (closed) {
      end = rest.length;
      body = rest.subarray(start);
    } else {
      break;
    }
    responses.push({ status, headers, body: body.toString("utf8") });
    rest = rest.subarray(end);
  }
  return { responses, rest };
}

/**
 * Sends one request as written (add `Connection: close`) and resolves with the answer once the
 * server closes the connection.
 */
export async function rawRequest(server: Pick<TestServer, "url">, text: string, timeoutMs = 10_000): Promise<RawResponse> {
  const socket = await connect(server);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(text.slice(0, 80))}`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const data = Buffer.concat(chunks);
      const [response] = parseResponses(data, { closed: true, head: text.startsWith("HEAD ") }).responses;
      if (response) resolve(response);
      else
        reject(new Error(`no complete response to ${JSON.stringify(text.slice(0, 80))}: ${JSON.stringify(data.toString("latin1").slice(0, 200))}`));
    });
    socket.write(text);
  });
}
