/**
 * `npm run bench`: side-by-side throughput of public pages and the public JSON from the production
 * server on SQLite, the same server on PostgreSQL (a throwaway cluster, when PostgreSQL is
 * installed), and the same bytes from a static file server (Express static + compression), on
 * loopback. A server passes at ≥ 0.5× the static rate on every target with no errors
 * (docs/decisions/0020-measured-performance-budgets.md). Results go to bench-results/throughput.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import compression from "compression";
import express from "express";
import { postgresBinaries, startPostgresCluster } from "../support/postgres-cluster.mjs";
import { startServer, type TestServer } from "../support/server";
import { onCluster, postgresUrl, testSessionSecret } from "../support/test-database";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targets = [
  { path: "/", goal: 0.5 },
  { path: "/en/parents", goal: 0.5 },
  { path: "/about-us", goal: 0.5 },
  { path: "/en/contact", goal: 0.5 },
  { path: "/api/content", goal: 0.5 },
];

function load(url: string) {
  return autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
}

const servers: { label: string; server: TestServer }[] = [{ label: "sqlite", server: await startServer() }];
const cluster = postgresBinaries() ? await startPostgresCluster() : undefined;
if (cluster) {
  process.env.TEST_POSTGRES_URL = cluster.url;
  await onCluster("create database mahami_bench");
  servers.push({ label: "postgres", server: await startServer({ DATABASE_URL: postgresUrl("mahami_bench"), SESSION_SECRET: testSessionSecret }) });
} else {
  console.log("PostgreSQL is not installed: SQLite and static only.");
}

const folder = mkdtempSync(join(tmpdir(), "mahami-static-"));
const results = [];
try {
  const first = servers[0].server;
  for (const [index, { path }] of targets.entries()) {
    writeFileSync(join(folder, `target-${index}`), await (await fetch(first.url + path)).text());
  }
  const staticApp = express()
    .use(compression())
    .use(express.static(folder, { setHeaders: (res, file) => res.type(file.endsWith("-4") ? "json" : "html") }));
  const staticServer = staticApp.listen(0, "127.0.0.1");
  await new Promise((resolve) => staticServer.once("listening", resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;

  for (const [index, { path, goal }] of targets.entries()) {
    const file = await load(`${staticUrl}/target-${index}`);
    const row: Record<string, unknown> = { path, goal, staticRequestsPerSecond: Math.round(file.requests.average) };
    const line = [`${path.padEnd(14)} static ${Math.round(file.requests.average)} req/s`];
    for (const { label, server } of servers) {
      const app = await load(server.url + path);
      const ratio = app.requests.average / file.requests.average;
      Object.assign(row, {
        [`${label}RequestsPerSecond`]: Math.round(app.requests.average),
        [`${label}Ratio`]: Number(ratio.toFixed(2)),
        [`${label}LatencyP99Ms`]: app.latency.p99,
        [`${label}Errors`]: app.errors + app.non2xx,
      });
      line.push(
        `${label} ${Math.round(app.requests.average)} req/s (${ratio.toFixed(2)}×, p99 ${app.latency.p99} ms, errors ${app.errors + app.non2xx})`,
      );
    }
    results.push(row);
    console.log(line.join(" | "));
  }
  staticServer.close();
} finally {
  for (const { server } of servers) await server.stop();
  cluster?.stop();
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/throughput.json", `${JSON.stringify({ seconds, connections, results }, null, 2)}\n`);
let failed = false;
for (const { label } of servers) {
  const misses = results.filter((row) => (row[`${label}Ratio`] as number) < (row.goal as number) || (row[`${label}Errors`] as number) > 0);
  console.log(`${label}: ${misses.length === 0 ? "PASS" : `FAIL on ${misses.map((row) => row.path).join(", ")}`}`);
  failed ||= misses.length > 0;
}
process.exit(failed ? 1 : 0);
