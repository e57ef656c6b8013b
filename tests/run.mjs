// `npm test`: lint (ESLint + Prettier), typecheck, build the production bundle, run every Vitest
// project (unit, HTTP, browser), then print the closing line CI reads: "N passed, N failed".
// A lint failure counts as one failure but the tests still run (their results stay useful); a
// typecheck or build failure stops the run there.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const run = (command, args) => spawnSync(command, args, { stdio: "inherit", env: process.env }).status ?? 1;
const finish = (passed, failed) => {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
};

const lintFailed = run("npm", ["run", "lint"]) !== 0 ? 1 : 0;
if (lintFailed) console.error("\nlint failed (npm run lint): counted as one failure; the tests run all the same");

for (const [name, command, args] of [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc"]],
  ["build", "npx", ["react-router", "build"]],
]) {
  if (run(command, args) !== 0) {
    console.error(`\n${name} failed`);
    finish(0, 1 + lintFailed);
  }
}

const report = "test-results/vitest.json";
mkdirSync("test-results", { recursive: true });
rmSync(report, { force: true });
const status = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)]);
if (!existsSync(report)) finish(0, 1 + lintFailed);
const results = JSON.parse(readFileSync(report, "utf8"));
const failedSuites = results.testResults.filter((suite) => suite.status === "failed" && suite.assertionResults.length === 0).length;
const failed = results.numFailedTests + failedSuites + (status !== 0 && results.numFailedTests === 0 && failedSuites === 0 ? 1 : 0);
finish(results.numPassedTests, failed + lintFailed);
