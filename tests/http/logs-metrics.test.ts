import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute } from "../support/database";
import { api, cookiesFrom, postApiLogin, postForm, request } from "../support/http";
import { rawRequest } from "../support/raw-http";
import { adminEmail, adminPassword, startServer, type TestServer } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { testDialect } from "../support/test-database";

/*
 * Request logs and metrics (docs/decisions/0035-logs-and-metrics.md), from the production build:
 * one JSON line per request on both doors with a route pattern and the request's id, no secret in
 * any line after a sign-in, a password reset and an unsubscribe; GET /metrics behind its token.
 */

interface RequestLine {
  time: string;
  level: string;
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  ip: string;
  msg: string;
}

/** Every line the server printed, each parsed as JSON (a line that is not JSON fails the test). */
function linesOf(server: TestServer) {
  return server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

const requestLines = (server: TestServer) => linesOf(server).filter((line) => line.msg === "request") as unknown as RequestLine[];

/** The request line of one id, once it is written (the log is written asynchronously). */
async function lineOf(server: TestServer, reqId: string) {
  await expect.poll(() => requestLines(server).some((line) => line.reqId === reqId)).toBe(true);
  return requestLines(server).find((line) => line.reqId === reqId)!;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request logs", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ TRUST_PROXY: "1", MAIL_FROM: "Mahami <no-reply@mahami.qa>", PUBLIC_URL: "http://127.0.0.1", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  const onServer = (link: string) => link.replace("http://127.0.0.1", "");

  it("writes no secret after a sign-in, a password reset, an unsubscribe, a cookie, an Authorization header and queries", async () => {
    const secrets: string[] = [adminPassword];
    // A password sign-in, then the session cookie on a request.
    const login = await postApiLogin(server, adminEmail, adminPassword, { "X-Forwarded-For": "10.24.0.1" });
    expect(login.status).toBe(200);
    const cookie = cookiesFrom(login);
    const cookieValue = cookie.split(";")[0].split("=").slice(1).join("=");
    expect(cookieValue.length).toBeGreaterThan(16);
    secrets.push(cookieValue);
    expect((await api(server, "GET", "/api/auth/user", { cookie, ip: "10.24.0.1" })).status).toBe(200);

    // A password reset through the emailed link.
    expect((await api(server, "POST", "/api/password-reset", { ip: "10.24.0.2", body: { email: adminEmail } })).status).toBe(202);
    const resetMail = await smtp.waitFor((message) => message.subject === "Choose a new password for the Mahami dashboard");
    const resetLink = resetMail.text!.match(/http:\/\/127\.0\.0\.1\/admin-reset-password\?token=[\w-]+/)![0];
    const resetToken = new URL(resetLink).searchParams.get("token")!;
    secrets.push(resetToken);
    expect((await request(server, onServer(resetLink))).status).toBeLessThan(400);
    const newPassword = `log-check ${randomUUID()}`;
    secrets.push(newPassword);
    const reset = await api(server, "POST", "/api/password-reset/confirm", { ip: "10.24.0.3", body: { token: resetToken, password: newPassword } });
    expect(reset.status).toBe(204);
    expect((await postApiLogin(server, adminEmail, newPassword, { "X-Forwarded-For": "10.24.0.4" })).status).toBe(200);

    // A newsletter sign-up, and the unsubscribe link of its email: opened, then posted with one click.
    expect((await api(server, "POST", "/api/newsletter", { ip: "10.24.0.5", body: { email: "log-reader@example.com", locale: "en" } })).status).toBe(
      202,
    );
    const newsletterMail = await smtp.waitFor((message) => addressesOf(message.to).includes("log-reader@example.com"));
    const unsubscribeLink = newsletterMail.text!.match(/http:\/\/127\.0\.0\.1\/(?:en\/)?newsletter\/unsubscribe\?token=[\w%-]+/)![0];
    secrets.push(new URL(unsubscribeLink).searchParams.get("token")!);
    expect((await request(server, onServer(unsubscribeLink))).status).toBe(200);
    const oneClick = await request(server, onServer(unsubscribeLink), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // An Authorization header, and query strings on a page, an API call and an unknown path.
    const authorization = `Bearer authz-${randomUUID()}`;
    secrets.push(authorization.slice("Bearer ".length));
    await request(server, "/api/content", { headers: { Authorization: authorization } });
    const querySecrets = [`q-${randomUUID()}`, `q-${randomUUID()}`, `q-${randomUUID()}`];
    secrets.push(...querySecrets);
    const about = await request(server, `/en/about-us?x=${querySecrets[0]}`);
    await request(server, `/api/admin/content/123?token=${querySecrets[1]}`, { headers: { Cookie: cookie } });
    const last = await request(server, `/wp-login.php?pwd=${querySecrets[2]}`);
    await lineOf(server, last.headers.get("x-request-id")!);

    const output = server.output();
    for (const secret of secrets) expect(output, "a secret in the log").not.toContain(secret);
    expect(output).not.toContain("?x=");
    expect(output).not.toContain("List-Unsubscribe");
    // The lines of those requests name their routes' patterns.
    expect((await lineOf(server, about.headers.get("x-request-id")!)).route).toBe("/en/about-us");
    const routes = new Set(requestLines(server).map((line) => line.route));
    for (const route of [
      "/api/login",
      "/api/auth/user",
      "/api/password-reset",
      "/admin-reset-password",
      "/api/password-reset/confirm",
      "/api/newsletter",
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(routes).toContain("/api/admin/content/:id");
    expect([...routes].some((route) => route.endsWith("/newsletter/unsubscribe"))).toBe(true);
    expect(routes).toContain("not-found");
    for (const route of routes) expect(route).toMatch(/^(?:\/[\w.:*-]*)+$|^(?:not-found|static|asset)$/);
  });

  it("gives a line a route writes during a request that request's id, and the email it wakes none", async () => {
    // The database refuses the contact message, as a full disk would: the route logs why, and the line says for which request.
    const refusal =
      testDialect === "sqlite"
        ? {
            create: ["create trigger refuse_contact before insert on contact_messages begin select raise(abort, 'refused by the test'); end"],
            drop: ["drop trigger refuse_contact"],
          }
        : {
            create: [
              "create function refuse_contact() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$",
              "create trigger refuse_contact before insert on contact_messages for each row execute function refuse_contact()",
            ],
            drop: ["drop trigger refuse_contact on contact_messages", "drop function refuse_contact()"],
          };
    for (const statement of refusal.create) await execute(server, statement);
    try {
      const refused = await postForm(
        server,
        "/en/contact",
        { name: "Log Reader", email: "log-reader-2@example.com", phone: "", subject: "Logs", message: "Which request was this?" },
        { "X-Forwarded-For": "10.24.1.1", "X-Request-Id": "trace-refused-contact" },
      );
      expect(refused.status).toBe(500);
      expect(refused.headers.get("X-Request-Id")).toBe("trace-refused-contact");
    } finally {
      for (const statement of refusal.drop) await execute(server, statement);
    }
    await expect.poll(() => linesOf(server).some((line) => line.msg === "Contact message could not be stored")).toBe(true);
    const line = linesOf(server).find((line) => line.msg === "Contact message could not be stored")!;
    expect(line).toMatchObject({ level: "error", reqId: "trace-refused-contact" });

    // The outbox sends what a request queued, but on its own time: its lines name no request.
    expect(
      (await api(server, "POST", "/api/password-reset", { ip: "10.24.1.2", body: { email: adminEmail }, headers: { "X-Request-Id": "trace-reset" } }))
        .status,
    ).toBe(202);
    await smtp.waitFor(
      (message) => message.subject === "Choose a new password for the Mahami dashboard" && addressesOf(message.to).includes(adminEmail),
    );
    await expect.poll(() => linesOf(server).filter((entry) => entry.event === "outbox.sent").length).toBeGreaterThan(0);
    for (const sent of linesOf(server).filter((entry) => entry.event === "outbox.sent")) expect(sent.reqId).toBeUndefined();
    expect(linesOf(server).find((entry) => entry.event === "listening")?.reqId).toBeUndefined();
  });

  it("writes one JSON line per request with its fields, and the route as a pattern", async () => {
    const answer = await request(server, "/api/content", { headers: { "X-Forwarded-For": "10.24.1.7" } });
    const line = await lineOf(server, answer.headers.get("x-request-id")!);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      reqId: answer.headers.get("x-request-id"),
      method: "GET",
      route: "/api/content",
      status: 200,
      ms: expect.any(Number),
      bytes: expect.any(Number),
      ip: "10.24.1.7",
      msg: "request",
    });
    expect(line.bytes).toBeGreaterThan(Number(answer.headers.get("content-length") ?? 1));
    // Start-up events are JSON lines too.
    expect(linesOf(server).find((entry) => entry.event === "listening")).toMatchObject({ level: "info", address: server.url });
    expect(linesOf(server).find((entry) => entry.event === "migrations")).toMatchObject({ level: "info" });
  });

  it("echoes a valid X-Request-Id and replaces an invalid one, on every kind of answer", async () => {
    const valid = "edge-1.2_3-ABC";
    expect((await request(server, "/en", { headers: { "X-Request-Id": valid } })).headers.get("x-request-id")).toBe(valid);
    expect((await request(server, "/healthz", { headers: { "X-Request-Id": "a".repeat(64) } })).headers.get("x-request-id")).toBe("a".repeat(64));
    for (const invalid of ["a".repeat(65), "two words", "<script>alert(1)</script>", "a/b", "é"]) {
      const answer = await request(server, "/en", { headers: { "X-Request-Id": encodeURI(invalid) === invalid ? invalid : encodeURI(invalid) } });
      expect(answer.headers.get("x-request-id"), invalid).toMatch(uuid);
    }
    expect(server.output()).not.toContain("<script>alert(1)");

    // The stored page (answered before Express), twice, then a 304 from it.
    await request(server, "/");
    const stored = await request(server, "/", { headers: { "X-Request-Id": "stored-page-1" } });
    expect(stored.status).toBe(200);
    expect(stored.headers.get("x-request-id")).toBe("stored-page-1");
    expect((await lineOf(server, "stored-page-1")).route).toBe("/");
    const notModified = await request(server, "/", { headers: { "If-None-Match": stored.headers.get("etag")!, "X-Request-Id": "stored-304" } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toBe("stored-304");
    expect((await lineOf(server, "stored-304")).status).toBe(304);
    // The stored 404 page, a static file, a redirect, an error sendError answers.
    const unknown = await request(server, "/wp-admin/probe-1.php");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-request-id")).toMatch(uuid);
    const file = await request(server, "/favicon.ico", { headers: { "X-Request-Id": "static-file" } });
    expect(file.status).toBe(200);
    expect((await lineOf(server, "static-file")).route).toBe("static");
    const redirect = await request(server, "/admin-dashboard", { headers: { "X-Request-Id": "redirected" } });
    expect(redirect.status).toBeGreaterThanOrEqual(301);
    expect(redirect.status).toBeLessThan(400);
    expect(redirect.headers.get("x-request-id")).toBe("redirected");
    expect((await lineOf(server, "redirected")).route).toBe("/admin-dashboard");
    const badHost = await rawRequest(server, ["GET /en HTTP/1.1", "Host: x<y", "X-Request-Id: bad-host", "Connection: close", "", ""].join("\r\n"));
    expect(badHost.status).toBe(400);
    expect(badHost.headers["x-request-id"]).toBe("bad-host");
    expect((await lineOf(server, "bad-host")).status).toBe(400);
  });

  it("answers GET /metrics with the 404 of any unknown path when METRICS_TOKEN is not set", async () => {
    const other = await request(server, "/metrics-or-not");
    const metrics = await request(server, "/metrics", { headers: { Authorization: "Bearer anything-at-all-1234" } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).toBe(await other.text());
  });
});

describe("start-up checks", () => {
  it("refuses an unknown LOG_LEVEL and a short METRICS_TOKEN with a clear message", () => {
    const result = spawnSync(process.execPath, ["build/server/index.js"], {
      env: { PATH: process.env.PATH, LOG_LEVEL: "loud", METRICS_TOKEN: "short" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration");
    expect(result.stderr).toMatch(/LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(result.stderr).toMatch(/METRICS_TOKEN: must be 16 to 256 printable characters/);
  });
});

describe("GET /metrics", () => {
  const token = `metrics-${randomUUID()}`;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ METRICS_TOKEN: token, TRUST_PROXY: "1", NOTIFY_EMAIL: "office@mahami.qa" });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const scrape = () => request(server, "/metrics", { headers: { Authorization: `Bearer ${token}` } });
  /** The value of one sample line (`name{labels} value`), or undefined. */
  const sample = (text: string, series: string) =>
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.split(" ")[1];

  it("is a 404 that says nothing without the token or with a wrong one", async () => {
    const unknown = await request(server, "/metrics-not-here");
    const unknownBody = await unknown.text();
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong-token-wrong-token" },
      { Authorization: `Basic ${token}` },
      { Authorization: `Bearer ${token}x` },
    ];
    for (const headers of attempts) {
      const answer = await request(server, "/metrics", { headers });
      expect(answer.status).toBe(404);
      expect(answer.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      const body = await answer.text();
      expect(body).toBe(unknownBody);
      expect(body).not.toMatch(/metric|token/i);
    }
    // Not stored with the token either: each scrape is fresh.
    expect((await request(server, "/metrics", { method: "POST", headers: { Authorization: `Bearer ${token}` } })).status).not.toBe(200);
  });

  it("answers the token with Prometheus text: requests by route pattern, durations, the page store, the outbox, the pool and Node", async () => {
    await request(server, "/");
    await request(server, "/");
    await request(server, "/en/about-us?x=secret-query-value");
    await request(server, "/api/admin/content/42");
    await request(server, "/en", { method: "PROPFIND" });
    const contact = await api(server, "POST", "/api/contact", {
      ip: "10.24.2.1",
      body: { name: "Metric Reader", email: "reader@example.com", subject: "Metrics", message: "Counting emails" },
    });
    expect(contact.status).toBe(201);

    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-request-id")).toMatch(uuid);
    const text = await answer.text();
    expect(Number(sample(text, 'http_requests_total{method="GET",route="/",status="200"}'))).toBe(2);
    expect(Number(sample(text, 'http_requests_total{method="GET",route="/en/about-us",status="200"}'))).toBe(1);
    expect(Number(sample(text, 'http_requests_total{method="GET",route="/api/admin/content/:id",status="401"}'))).toBe(1);
    expect(text).toMatch(/http_requests_total\{method="OTHER",route="\/en",status="\d+"\} 1/);
    expect(text).not.toContain("secret-query-value");
    expect(text).not.toContain("?x=");
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/",status="200"\} \d+$/m);
    expect(Number(sample(text, 'http_request_duration_seconds_count{method="GET",route="/",status="200"}'))).toBe(2);
    expect(Number(sample(text, "mahami_page_store_hits_total"))).toBeGreaterThanOrEqual(1);
    expect(Number(sample(text, "mahami_page_store_misses_total"))).toBeGreaterThanOrEqual(2);
    expect(Number(sample(text, "mahami_page_store_bytes"))).toBeGreaterThan(1000);
    expect(Number(sample(text, 'mahami_outbox_emails{status="pending"}'))).toBe(1);
    expect(Number(sample(text, 'mahami_outbox_emails{status="sent"}'))).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (testDialect === "postgres") {
      const connections = ["idle", "in_use"].map((state) => Number(sample(text, `mahami_db_pool_connections{state="${state}"}`)));
      expect(connections.every(Number.isInteger)).toBe(true);
      expect(connections[0] + connections[1]).toBeGreaterThanOrEqual(1);
      // The scrape's own outbox count may be waiting for a new connection at that moment.
      expect(sample(text, "mahami_db_pool_waiting")).toMatch(/^\d+$/);
    } else {
      expect(text).not.toContain("mahami_db_pool");
    }
    // The previous scrape is counted under its own route.
    expect(sample(await (await scrape()).text(), 'http_requests_total{method="GET",route="/metrics",status="200"}')).toBe("1");
  });

  it("keeps every label bounded after 50 random unknown paths", async () => {
    const seriesOf = (text: string) => text.split("\n").filter((line) => line.startsWith("http_requests_total{"));
    const before = seriesOf(await (await scrape()).text());
    const probes = Array.from({ length: 50 }, (_, index) => `/probe-${randomUUID()}/${index}.php?id=${index}`);
    for (const [index, path] of probes.entries()) await request(server, path, { method: index % 5 === 0 ? "POST" : "GET" });
    const text = await (await scrape()).text();
    const after = seriesOf(text);
    for (const probe of probes) expect(text).not.toContain(probe.split("/")[1]);
    // At most the new not-found series of GET and POST, and the scrape's own.
    expect(after.length - before.length).toBeLessThanOrEqual(3);
    const routes = new Set(after.map((line) => line.match(/route="([^"]*)"/)![1]));
    for (const route of routes) expect(route).toMatch(/^(?:\/[\w.:*-]*)+$|^(?:not-found|static|asset)$/);
    // Counted when each answer's "close" is emitted, which a busy server may do after the next request arrives: polled.
    const notFound = async () => Number(sample(await (await scrape()).text(), 'http_requests_total{method="GET",route="not-found",status="404"}'));
    await expect.poll(notFound, { timeout: 10_000 }).toBeGreaterThanOrEqual(40);
  });
});
