/**
 * `npm run bench`: side-by-side throughput of a public page from the production server and the
 * same HTML from a static file server (Express static + compression), on loopback. The goal of
 * docs/decisions/0020-measured-performance-budgets.md is at least 0.5× the static rate. Results go to bench-results/throughput.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import compression from "compression";
import express from "express";
import { startServer } from "../support/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = ["/", "/en/parents", "/about-us", "/en/contact"];

function load(url: string) {
  return autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
}

const server = await startServer();
const folder = mkdtempSync(join(tmpdir(), "mahami-static-"));
const results = [];
try {
  for (const [index, path] of pages.entries()) {
    const html = await (await fetch(server.url + path)).text();
    writeFileSync(join(folder, `page-${index}.html`), html);
  }
  const staticApp = express().use(compression()).use(express.static(folder));
  const staticServer = staticApp.listen(0, "127.0.0.1");
  await new Promise((resolve) => staticServer.once("listening", resolve));
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;

  for (const [index, path] of pages.entries()) {
    const app = await load(server.url + path);
    const file = await load(`${staticUrl}/page-${index}.html`);
    const ratio = app.requests.average / file.requests.average;
    results.push({
      path,
      appRequestsPerSecond: Math.round(app.requests.average),
      staticRequestsPerSecond: Math.round(file.requests.average),
      ratio: Number(ratio.toFixed(2)),
      appLatencyP99Ms: app.latency.p99,
      errors: app.errors + app.non2xx,
    });
    console.log(
      `${path.padEnd(14)} app ${Math.round(app.requests.average)} req/s, static ${Math.round(file.requests.average)} req/s, ratio ${ratio.toFixed(2)}, p99 ${app.latency.p99} ms, errors ${app.errors + app.non2xx}`,
    );
  }
  staticServer.close();
} finally {
  await server.stop();
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/throughput.json", `${JSON.stringify({ seconds, connections, results }, null, 2)}\n`);
const worst = Math.min(...results.map((result) => result.ratio));
const failed = results.some((result) => result.errors > 0) || worst < 0.5;
console.log(`\nworst ratio ${worst.toFixed(2)} (goal ≥ 0.50): ${failed ? "FAIL" : "PASS"}`);
process.exit(failed ? 1 : 0);
