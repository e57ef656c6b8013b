import { afterAll, describe, expect, it } from "vitest";
import { startReadyProxy } from "../support/ready-proxy";
import { startServer, type TestServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";
import { createTestDatabase, testDialect } from "../support/test-database";
import { report, storedTokens } from "./load";

/*
 * A rolling restart under load loses nothing (docs/decisions/0036-readiness-and-drained-restarts.md):
 * the nodes sit behind a proxy that follows /readyz (tests/support/ready-proxy.ts, as Caddy in
 * deploy/Caddyfile); a steady load of public pages (stored and rendered), public JSON and contact
 * messages runs for 20 s while each node is sent SIGTERM in turn, drains, exits and is replaced.
 *
 * PostgreSQL: two nodes, as compose.scale.yaml; each in turn is stopped, then a new one started
 * on the same database while the other carries the load alone.
 * SQLite: one node serves at a time, on one file. A new node is started on the same file, and
 * the old one is sent SIGTERM once the proxy has seen the new one ready: the two processes share
 * the file (WAL, as in tests/http/two-nodes.test.ts) only while the old one drains, and no
 * moment is left without a ready node. Done twice.
 */

const seconds = 20;
const ratePerSecond = 220;
const drainMs = Number(process.env.ROLLING_DRAIN_MS ?? 3000);
const runId = `rolling-${testDialect}`;

const database = await createTestDatabase();
const proxy = await startReadyProxy({ pollMs: 200 });
/** Every node started, so that none outlives a failed run. */
const everyNode: TestServer[] = [];
afterAll(async () => {
  await Promise.all(everyNode.map((node) => node.stop("SIGKILL")));
  await proxy.close();
  await database.drop();
});

const startNode = async () => {
  const node = await startServer({ DATABASE_URL: database.databaseUrl, TRUST_PROXY: "1", SHUTDOWN_DRAIN_MS: String(drainMs) });
  everyNode.push(node);
  proxy.add(node.url);
  // In rotation once the proxy's own poll has seen /readyz answer 200.
  await expect.poll(() => proxy.isReady(node.url), { timeout: 10_000, interval: 25 }).toBe(true);
  return node;
};

/** SIGTERM, the drain and the stop; the proxy forgets the node once it has exited. */
const stopNode = async (node: TestServer) => {
  const code = await node.stop("SIGTERM");
  proxy.remove(node.url);
  return code;
};

interface Outcome {
  kind: "page" | "rendered" | "json" | "contact" | "contactForm";
  path: string;
  status: number | "network-error";
  ms: number;
  token?: string;
}

const pages = inBothLanguages(publicPaths);

/**
 * The i-th request of the load, of 40: 30 stored pages, 1 rendered one (a query is never stored),
 * 6 public JSON, 2 contact messages through the API and 1 through the form, as a browser without
 * JavaScript posts it; each message from a client address of its own (the per-address limit of
 * decision 0011 stays out of the way) and with a token to find it in the database.
 */
async function send(index: number): Promise<Outcome> {
  const slot = index % 40;
  const started = Date.now();
  const token = `${runId}-${index}`;
  const fields = {
    name: `Rolling ${index}`,
    email: `parent${index}@example.com`,
    subject: `Load ${runId}`,
    message: `Message ${token} sent by the resilience suite.`,
  };
  const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  let outcome: Omit<Outcome, "status" | "ms">;
  let init: RequestInit = { redirect: "manual" };
  if (slot < 30) outcome = { kind: "page", path: pages[index % pages.length] };
  else if (slot < 31) outcome = { kind: "rendered", path: `${pages[index % pages.length]}?visit=${index}` };
  else if (slot < 37) outcome = { kind: "json", path: "/api/content" };
  else if (slot < 39) {
    outcome = { kind: "contact", path: "/api/contact", token };
    init = { ...init, method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": client }, body: JSON.stringify(fields) };
  } else {
    outcome = { kind: "contactForm", path: "/en/contact", token };
    init = {
      ...init,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url, "X-Forwarded-For": client },
      body: new URLSearchParams(fields).toString(),
    };
  }
  try {
    const response = await fetch(proxy.url + outcome.path, init);
    await response.arrayBuffer();
    return { ...outcome, status: response.status, ms: Date.now() - started };
  } catch {
    return { ...outcome, status: "network-error", ms: Date.now() - started };
  }
}

/**
 * An open-loop load: `ratePerSecond` requests started every second, whatever the answers' pace, for
 * `seconds` and on until `restarted` (a slow machine starts nodes slowly: every restart is under load).
 */
async function steadyLoad(restarted: Promise<unknown>) {
  const outcomes: Promise<Outcome>[] = [];
  const started = Date.now();
  let restartsDone = false;
  void restarted.finally(() => (restartsDone = true));
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - started;
      const due = Math.floor((elapsed / 1000) * ratePerSecond);
      while (outcomes.length < due) outcomes.push(send(outcomes.length));
      if (elapsed >= seconds * 1000 && restartsDone) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  const sentPerSecond = outcomes.length / ((Date.now() - started) / 1000);
  return { outcomes: await Promise.all(outcomes), sentPerSecond };
}

const expectedStatus: Record<Outcome["kind"], number> = { page: 200, rendered: 200, json: 200, contact: 201, contactForm: 303 };
const isMessage = (outcome: Outcome) => outcome.kind === "contact" || outcome.kind === "contactForm";

describe("a rolling restart behind a proxy that follows /readyz", () => {
  it(`answers every request of ${ratePerSecond} a second for ${seconds} s and keeps every acknowledged message while each node restarts`, async () => {
    let nodes = testDialect === "postgres" ? await Promise.all([startNode(), startNode()]) : [await startNode()];
    const restarts: { exitCode: number | null; ms: number }[] = [];
    const restartInTurn = async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (let turn = 0; turn < 2; turn++) {
        const started = Date.now();
        if (testDialect === "postgres") {
          // Node `turn` goes; the other carries the load until its replacement is ready.
          const exitCode = await stopNode(nodes[turn]);
          nodes[turn] = await startNode();
          restarts.push({ exitCode, ms: Date.now() - started });
        } else {
          const replacement = await startNode();
          const exitCode = await stopNode(nodes[0]);
          nodes = [replacement];
          restarts.push({ exitCode, ms: Date.now() - started });
        }
      }
    };
    const restarted = restartInTurn();
    const load = steadyLoad(restarted);
    await restarted;
    const { outcomes, sentPerSecond } = await load;

    const failed = outcomes.filter((outcome) => outcome.status !== expectedStatus[outcome.kind]);
    const acknowledged = outcomes
      .filter((outcome) => isMessage(outcome) && outcome.status === expectedStatus[outcome.kind])
      .map((outcome) => outcome.token!);
    const stored = await storedTokens(nodes[0], runId);
    const storedSet = new Set(stored);
    const lost = acknowledged.filter((token) => !storedSet.has(token));
    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const { answeredBy, retried, gaveUp } = proxy.stats();
    report(`rolling restart (${testDialect})`, {
      requests: outcomes.length,
      sentPerSecond: Math.round(sentPerSecond),
      failed: failed.length,
      contactAcknowledged: acknowledged.length,
      stored: stored.length,
      lost: lost.length,
      duplicates: stored.length - storedSet.size,
      retriedByProxy: retried,
      p99ms: latencies[Math.floor(latencies.length * 0.99)],
      maxMs: latencies.at(-1)!,
      restartMs: restarts.map((restart) => restart.ms).join("/"),
      nodesThatAnswered: Object.keys(answeredBy).length,
      failedBy:
        Object.entries(
          failed.reduce<Record<string, number>>(
            (counts, { kind, status }) => ({ ...counts, [`${kind}:${status}`]: (counts[`${kind}:${status}`] ?? 0) + 1 }),
            {},
          ),
        )
          .map(([key, count]) => `${key}×${count}`)
          .join(" ") || "none",
      gaveUp,
    });
    await Promise.all(nodes.map((node) => stopNode(node)));

    expect(sentPerSecond).toBeGreaterThanOrEqual(200);
    expect(restarts.map((restart) => restart.exitCode)).toEqual([0, 0]);
    expect(
      failed.map(({ kind, path, status }) => ({ kind, path, status })),
      proxy.changes().join("\n"),
    ).toEqual([]);
    expect(gaveUp).toBe(0);
    expect(acknowledged.length).toBe(outcomes.filter(isMessage).length);
    expect(lost).toEqual([]);
    expect(stored.length).toBe(storedSet.size);
    // Every node served: the first ones, and each replacement.
    expect(Object.keys(answeredBy)).toHaveLength(testDialect === "postgres" ? 4 : 3);
  });
});
