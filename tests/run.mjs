// `npm test`: lint (ESLint + Prettier), typecheck, build the production bundle, run every Vitest
// project (unit, HTTP, browser) on SQLite, then again on a throwaway PostgreSQL cluster
// (tests/support/postgres-cluster.mjs), and print the closing line CI reads: "N passed, N failed",
// both passes together. A lint failure counts as one failure but the tests still run (their results
// stay useful); a typecheck or build failure stops the run there.
//   node tests/run.mjs [--only=sqlite|postgres] [vitest arguments…]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { startPostgresCluster } from "./support/postgres-cluster.mjs";

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const vitestArgs = args.filter((arg) => !arg.startsWith("--only="));

const run = (command, commandArgs, env = process.env) => spawnSync(command, commandArgs, { stdio: "inherit", env }).status ?? 1;
const finish = (passed, failed) => {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

const lintFailed = run("npm", ["run", "lint"]) !== 0 ? 1 : 0;
if (lintFailed) console.error("\nlint failed (npm run lint): counted as one failure; the tests run all the same");

for (const [name, command, commandArgs] of [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc"]],
  ["build", "npx", ["react-router", "build"]],
]) {
  if (run(command, commandArgs) !== 0) {
    console.error(`\n${name} failed`);
    finish(0, 1 + lintFailed);
  }
}

mkdirSync("test-results", { recursive: true });

/** One pass of every Vitest project; returns its counts. */
function vitestPass(label, env) {
  console.log(`\n=== Tests on ${label} ===\n`);
  const report = `test-results/vitest-${label.toLowerCase()}.json`;
  rmSync(report, { force: true });
  const started = Date.now();
  const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...vitestArgs], env);
  if (!existsSync(report)) return { label, passed: 0, failed: 1, seconds: 0 };
  const results = JSON.parse(readFileSync(report, "utf8"));
  const failedSuites = results.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length;
  const failed = results.numFailedTests + failedSuites + (status !== 0 && results.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
  return { label, passed: results.numPassedTests, failed, seconds: Math.round((Date.now() - started) / 1000) };
}

const passes = [];
if (only !== "postgres") passes.push(vitestPass("SQLite", { ...process.env, TEST_POSTGRES_URL: "" }));
if (only !== "sqlite") {
  let cluster;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    console.error(`\nCould not start PostgreSQL: ${error.message}`);
    passes.push({ label: "PostgreSQL", passed: 0, failed: 1, seconds: 0 });
  }
  if (cluster) {
    try {
      passes.push(vitestPass("PostgreSQL", { ...process.env, TEST_POSTGRES_URL: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
}

console.log("");
for (const pass of passes) console.log(`${pass.label}: ${pass.passed} passed, ${pass.failed} failed (${pass.seconds} s)`);
finish(
  passes.reduce((sum, pass) => sum + pass.passed, 0),
  passes.reduce((sum, pass) => sum + pass.failed, 0) + lintFailed,
);
