import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendContactLoad, storedTokens } from "../resilience/load";
import { publicHtml, signIn } from "../support/http";
import { api } from "../support/openapi";
import { adminEmail, startServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase, testDialect } from "../support/test-database";

/*
 * Two app processes on one database, as behind a load balancer (docs/decisions/0023-postgresql-for-several-nodes.md): nothing a
 * visitor or an administrator sees may depend on which node answers. Both sit behind one proxy
 * hop (TRUST_PROXY=1), so X-Forwarded-For names the client.
 */

let database: TestDatabase;
const nodeA = {} as TestServer;
const nodeB = {} as TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const start = () => startServer({ DATABASE_URL: database.databaseUrl, TRUST_PROXY: "1" });
  // PostgreSQL nodes start together, racing to migrate and seed one empty database, as
  // compose.scale.yaml starts them. SQLite is a one-machine store: its nodes start in turn.
  if (testDialect === "postgres") {
    const [a, b] = await Promise.all([start(), start()]);
    Object.assign(nodeA, a);
    Object.assign(nodeB, b);
  } else {
    Object.assign(nodeA, await start());
    Object.assign(nodeB, await start());
  }
});

afterAll(async () => {
  await nodeA.stop?.();
  await nodeB.stop?.();
  await database?.drop();
});

describe("two nodes on one database", () => {
  it("seeds one dictionary and one administrator, however the start-up raced", async () => {
    const users = await api(nodeB, "GET", "/api/admin/users", { cookie: await signIn(nodeA, "192.0.2.1") });
    expect(users.status).toBe(200);
    expect(users.body.map((user: { email: string }) => user.email)).toEqual([adminEmail]);
    const itemsA = (await api(nodeA, "GET", "/api/content")).body as { key: string }[];
    const itemsB = (await api(nodeB, "GET", "/api/content")).body as { key: string }[];
    expect(itemsB.length).toBe(itemsA.length);
    expect(new Set(itemsA.map((item) => item.key)).size).toBe(itemsA.length);
  });

  it("shows a content edit made on node A on node B's page and /api/content at B's next request", async () => {
    // B has rendered (and cached) the page and read the dictionary before the edit.
    expect(await publicHtml(nodeB, "/en/teachers")).not.toContain("Teachers, edited on node A");
    expect(await publicHtml(nodeB, "/en/teachers")).not.toContain("Teachers, edited on node A");
    const cookie = await signIn(nodeA, "192.0.2.2");
    const items = (await api(nodeA, "GET", "/api/admin/content", { cookie })).body as { id: number; key: string }[];
    const title = items.find((item) => item.key === "teachers.hero.title")!;
    const edited = await api(nodeA, "PATCH", `/api/admin/content/${title.id}`, { cookie, body: { valueEn: "Teachers, edited on node A" } });
    expect(edited.status).toBe(200);

    expect(await publicHtml(nodeB, "/en/teachers")).toContain("Teachers, edited on node A");
    const content = (await api(nodeB, "GET", "/api/content")).body as { key: string; valueEn: string }[];
    expect(content.find((item) => item.key === "teachers.hero.title")?.valueEn).toBe("Teachers, edited on node A");
  });

  it("accepts a session started on node A on node B, and a logout on B ends it on A", async () => {
    const cookie = await signIn(nodeA, "192.0.2.3");
    expect((await api(nodeB, "GET", "/api/auth/user", { cookie })).body).toMatchObject({ email: adminEmail });
    expect((await api(nodeB, "POST", "/api/logout", { cookie })).status).toBe(204);
    expect((await api(nodeA, "GET", "/api/auth/user", { cookie })).status).toBe(401);
  });

  it("counts failed sign-ins made on both nodes against one limit", async () => {
    const wrong = (node: TestServer) =>
      api(node, "POST", "/api/login", { ip: "203.0.113.50", body: { email: adminEmail, password: "not-the-password" } });
    const statuses = [];
    for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB, nodeA]) statuses.push((await wrong(node)).status);
    // Five failures per email and IP (docs/decisions/0011-rate-limits-and-honeypot.md), wherever they landed.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("refuses on node B a two-factor code already used on node A (one step, one use, on every node)", async () => {
    const admin = await signIn(nodeA, "192.0.2.40");
    const email = `two-nodes-${Date.now()}@mahami.qa`;
    const password = "a long enough passphrase";
    const created = await api(nodeA, "POST", "/api/admin/users", { cookie: admin, body: { email, password } });
    expect(created.status).toBe(201);
    const cookie = await signIn(nodeA, "192.0.2.41", email, password);
    const { secret } = (await api(nodeA, "POST", "/api/admin/account/totp", { cookie, body: { password } })).body as { secret: string };
    const now = Math.floor(Date.now() / 1000);
    const confirmed = await api(nodeB, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await generate({ secret, epoch: now }) } });
    expect(confirmed.status).toBe(200);

    const code = await generate({ secret, epoch: now + 30 });
    const onA = await api(nodeA, "POST", "/api/login", { body: { email, password, code }, ip: "192.0.2.42" });
    expect(onA.status).toBe(200);
    const onB = await api(nodeB, "POST", "/api/login", { body: { email, password, code }, ip: "192.0.2.43" });
    expect(onB.status).toBe(401);
    expect(onB.body.twoFactorRequired).toBe(true);
  });

  it("refuses on node B a write over the version node A replaced, and lets exactly one of two racing writes through", async () => {
    // docs/decisions/0043-versions-and-conflicts.md: the version is compared by the statement that writes, on every node.
    const cookie = await signIn(nodeA, "192.0.2.5");
    const created = await api(nodeA, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.nodes.versioned", type: "text", page: "home", valueEn: "A" },
    });
    expect(created.body.version).toBe(1);
    const path = `/api/admin/content/${created.body.id}`;
    expect((await api(nodeA, "PATCH", path, { cookie, headers: { "If-Match": '"1"' }, body: { valueEn: "Written on A" } })).body.version).toBe(2);
    const stale = await api(nodeB, "PATCH", path, { cookie, headers: { "If-Match": '"1"' }, body: { valueEn: "Lost on B" } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, valueEn: "Written on A" });
    const racing = await Promise.all(
      [nodeA, nodeB].map((node) => api(node, "PATCH", path, { cookie, headers: { "If-Match": '"2"' }, body: { valueEn: `From ${node.url}` } })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await api(nodeB, "GET", path, { cookie });
    expect(stored.body.version).toBe(3);
    expect(stored.body.valueEn).toBe(racing.find((answer) => answer.status === 200)!.body.valueEn);
  });

  it("stores each of 200 contact messages posted to both nodes at once exactly once", async () => {
    const [toA, toB] = await Promise.all([
      sendContactLoad(nodeA, { total: 100, concurrency: 20, runId: "nodeA" }),
      sendContactLoad(nodeB, { total: 100, concurrency: 20, runId: "nodeB" }),
    ]);
    const sent = [...toA, ...toB];
    expect(sent.filter((submission) => submission.status !== 201)).toEqual([]);
    const stored = [...(await storedTokens(nodeA, "nodeA")), ...(await storedTokens(nodeB, "nodeB"))];
    expect(stored).toHaveLength(200);
    expect(new Set(stored)).toEqual(new Set(sent.map((submission) => submission.token)));
    expect(new Set(sent.map((submission) => submission.id)).size).toBe(200);
  });

  it("loses nothing acknowledged when node A is SIGKILLed during that load, and B keeps answering", async () => {
    const loadA = sendContactLoad(nodeA, { total: 250, concurrency: 20, runId: "killedA" });
    const loadB = sendContactLoad(nodeB, { total: 250, concurrency: 20, runId: "survivorB" });
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(Math.random() * 200)));
    nodeA.process.kill("SIGKILL");
    const [toA, toB] = await Promise.all([loadA, loadB]);

    const acknowledged = [...toA, ...toB].filter((submission) => submission.status === 201).map((submission) => submission.token);
    const stored = new Set([...(await storedTokens(nodeB, "killedA")), ...(await storedTokens(nodeB, "survivorB"))]);
    expect(toA.some((submission) => submission.status === "network-error")).toBe(true);
    expect(toB.filter((submission) => submission.status !== 201)).toEqual([]);
    expect(acknowledged.filter((token) => !stored.has(token))).toEqual([]);
    expect((await fetch(`${nodeB.url}/healthz`)).status).toBe(200);
  });
});
