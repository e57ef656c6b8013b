import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/http";
import { connect, parseResponses, rawRequest, type RawResponse } from "../support/raw-http";
import { adminEmail, useServer } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * The request's edge (docs/decisions/0034-attack-run-2026-11-25.md, "Requests and origins"): links
 * come from the configured origin, never from Host; redirects stay on the site; an upload is read
 * only for a signed-in administrator, a few at a time.
 */

let smtp: TestSmtpServer;
// No PUBLIC_URL: the links name the loopback address the server listens on.
const mailEnv: Record<string, string> = { MAIL_FROM: "Mahami <no-reply@mahami.qa>", MAIL_RETRY_SCHEDULE: "1" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  mailEnv.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const mailServer = useServer(mailEnv);
// `npm start` with no configuration: production, no PUBLIC_URL, no HOST.
const plainServer = useServer({ HOST: "" });

const post = (server: { url: string }, path: string, host: string, body: unknown) => {
  const json = JSON.stringify(body);
  return rawRequest(
    server,
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${host}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(json)}`,
      "Connection: close",
      "",
      json,
    ].join("\r\n"),
  );
};

describe("a forged Host", () => {
  it("never reaches a link in an email: the reset and newsletter links name the configured origin", async () => {
    const origin = mailServer.url.replaceAll(".", "\\.");
    expect((await post(mailServer, "/api/password-reset", "evil.example", { email: adminEmail })).status).toBe(202);
    const reset = await smtp.waitFor((message) => addressesOf(message.to).includes(adminEmail));
    expect(reset.text).toMatch(new RegExp(`${origin}/admin-reset-password\\?token=`));
    expect(`${reset.text}${String(reset.html)}`).not.toContain("evil.example");

    expect((await post(mailServer, "/api/newsletter", "evil.example", { email: "edge-reader@example.com" })).status).toBe(202);
    const confirm = await smtp.waitFor((message) => addressesOf(message.to).includes("edge-reader@example.com"));
    expect(confirm.text).toMatch(new RegExp(`${origin}/newsletter/confirm\\?token=`));
    expect(`${confirm.text}${String(confirm.html)}${JSON.stringify([...confirm.headers])}`).not.toContain("evil.example");

    const contact = { name: "Sara", email: "sara@example.com", subject: "Forged host", message: "Where does the link go?" };
    expect((await post(mailServer, "/api/contact", "evil.example", contact)).status).toBe(201);
    const notice = await smtp.waitFor((message) => addressesOf(message.to).includes(adminEmail) && (message.subject ?? "").includes("Forged host"));
    expect(notice.text).toMatch(new RegExp(`${origin}/admin-dashboard/messages`));
    expect(`${notice.text}${String(notice.html)}`).not.toContain("evil.example");
  });

  it("is answered as the canonical origin: its page names the configured origin, and comes from the store", async () => {
    const real = await rawRequest(plainServer, `GET /en HTTP/1.1\r\nHost: ${new URL(plainServer.url).host}\r\nConnection: close\r\n\r\n`);
    expect(real.status).toBe(200);
    const head = (host: string) => rawRequest(plainServer, `HEAD /en HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    const stored = (await head(new URL(plainServer.url).host)).headers.etag;
    expect(stored).toBeDefined();
    // A fresh Host per request forced a render (and brotli-11) and evicted a stored page; now each is a store hit.
    for (let index = 0; index < 40; index++)
      expect((await head(`h${index}-${Math.random().toString(36).slice(2)}.example`)).headers.etag).toBe(stored);
    const forged = await rawRequest(plainServer, "GET /en/parents HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(forged.status).toBe(200);
    expect(forged.body).toContain(`<link rel="canonical" href="${plainServer.url}/en/parents"/>`);
    expect(forged.body).not.toContain("evil.example");
  });
});

describe("start-up in production", () => {
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(process.cwd(), "build/server/index.js")], {
        env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", DATABASE_URL: "file:/nonexistent/never-opened.db", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.once("exit", (code) => resolve({ code, output }));
    });

  it("refuses to listen on a public address without PUBLIC_URL, in one line naming it", async () => {
    for (const host of ["0.0.0.0", "192.0.2.10", "::"]) {
      const { code, output } = await start({ HOST: host });
      expect(code, host).toBe(1);
      expect(output, host).toMatch(/^ {2}- PUBLIC_URL: is required in production unless HOST is a loopback address/m);
      expect(output, host).not.toMatch(/\n\s+at /);
    }
  });

  it("starts with no configuration on loopback, its links on that address", () => {
    expect(plainServer.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(links: http:\/\/127\.0\.0\.1:\d+\)/);
  });
});

describe("a redirect", () => {
  it("stays on the site: `//host` paths with ?preview, signed out", async () => {
    for (const path of ["//evil.example/?preview=1", "/.//evil.example?preview=1", "/\\evil.example/?preview=1", "//evil.example/?preview"]) {
      const answer = await rawRequest(plainServer, `GET ${path} HTTP/1.1\r\nHost: ${new URL(plainServer.url).host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBeLessThan(500);
      const location = answer.headers.location;
      if (location === undefined) continue;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, plainServer.url).origin, path).toBe(new URL(plainServer.url).origin);
    }
  });

  it("of the language cookie is private", async () => {
    const answer = await rawRequest(
      plainServer,
      `GET /about-us HTTP/1.1\r\nHost: ${new URL(plainServer.url).host}\r\nCookie: mahami-language=en\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers["cache-control"]).toMatch(/private/);
  });
});

const kilobytes = (pid: number, field: string) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))![1]);

const fileBytes = 5 * 1024 * 1024;
const boundary = "----edge";
const uploadHead = (host: string, cookie?: string) =>
  [
    "POST /api/admin/media HTTP/1.1",
    `Host: ${host}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${fileBytes + 400}`,
    ...(cookie ? [`Cookie: ${cookie}`] : []),
    "",
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ].join("\r\n");

/** Sends an upload's head and `bytes` of its file, and resolves with the answer, if any, once the server closes or answers. */
async function openUpload(cookie: string | undefined, bytes: number) {
  const socket: Socket = await connect(plainServer);
  const chunks: Buffer[] = [];
  socket.on("error", () => undefined);
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const answered = new Promise<RawResponse | undefined>((resolve) => {
    const settle = () => resolve(parseResponses(Buffer.concat(chunks), { closed: true }).responses[0]);
    socket.on("data", () => {
      const [response] = parseResponses(Buffer.concat(chunks)).responses;
      if (response) resolve(response);
    });
    socket.on("close", settle);
  });
  socket.write(uploadHead(new URL(plainServer.url).host, cookie));
  socket.write(Buffer.alloc(bytes, 0x61));
  return { socket, answered };
}

describe("an upload", () => {
  it("of a signed-out client is a 401 with Connection: close before a byte is read: 50 × 5 MiB leave memory flat", { timeout: 60_000 }, async () => {
    const pid = plainServer.process.pid!;
    const round = async () => {
      const uploads = await Promise.all(Array.from({ length: 50 }, () => openUpload(undefined, fileBytes)));
      const answers = await Promise.all(uploads.map((upload) => upload.answered));
      for (const upload of uploads) upload.socket.destroy();
      for (const answer of answers) {
        expect(answer?.status, String(answers.filter((one) => one === undefined).length)).toBe(401);
        expect(answer?.headers.connection).toBe("close");
      }
    };
    // Read whole, 50 bodies were 250 MiB held at once. The first round also loads code and fills the
    // pools a first request needs (up to about 50 MiB seen), so it gets a wider bound than the second,
    // whose growth is the collector's timing: under 40 MiB on an idle machine, 60 MiB once in CI.
    const start = kilobytes(pid, "VmRSS");
    await round();
    const between = kilobytes(pid, "VmRSS");
    await round();
    const end = kilobytes(pid, "VmRSS");
    expect(between - start).toBeLessThan(120 * 1024);
    expect(end - between).toBeLessThan(100 * 1024);
  });

  it("past the few read at once is a 503 with Retry-After, and a slot frees when one ends", { timeout: 30_000 }, async () => {
    const cookie = await signIn(plainServer);
    const held = [await openUpload(cookie, 1024), await openUpload(cookie, 1024)];
    // Both are being read: neither has an answer yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const extra = await openUpload(cookie, 1024);
    const refused = await extra.answered;
    expect(refused?.status).toBe(503);
    expect(refused?.headers["retry-after"]).toBe("5");
    expect(refused?.headers.connection).toBe("close");
    extra.socket.destroy();
    held[0].socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await openUpload(cookie, 1024);
    next.socket.end();
    expect((await next.answered)?.status).not.toBe(503);
    held[1].socket.destroy();
  });
});
