/**
 * `npm run audit`: Lighthouse (mobile) on every public page in both languages against the
 * production build. docs/decisions/0020-measured-performance-budgets.md: performance ≥ 95; accessibility, best practices, SEO 100.
 * Scores go to bench-results/lighthouse.json; the run fails when a page misses a bar.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../support/chromium";
import { startServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";

const bars = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const only = process.argv.slice(2);
const targets = only.length > 0 ? only : inBothLanguages(publicPaths);

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
const results: { path: string; scores: Record<string, number>; failures: string[] }[] = [];
try {
  for (const path of targets) {
    const run = await lighthouse(server.url + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(bars),
    });
    const categories = run!.lhr.categories;
    const scores = Object.fromEntries(Object.keys(bars).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
    const failures = Object.entries(bars)
      .filter(([id, bar]) => scores[id] < bar)
      .map(([id]) => {
        const failed = Object.values(run!.lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id);
        return `${id} ${scores[id]} (${failed.join(", ")})`;
      });
    results.push({ path, scores, failures });
    console.log(
      `${path.padEnd(22)} ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join("  ")}${failures.length ? `  ✗ ${failures.join("; ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/lighthouse.json", `${JSON.stringify(results, null, 2)}\n`);
const failed = results.filter((result) => result.failures.length > 0).length;
console.log(`\n${results.length - failed} pages met every bar, ${failed} did not`);
process.exit(failed > 0 ? 1 : 0);
