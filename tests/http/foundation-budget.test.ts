import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { publicHtml, request } from "../support/http";
import { useServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";

/** docs/decisions/0020-measured-performance-budgets.md: per public page, JS ≤ 120 KB and CSS ≤ 20 KB, gzip-compressed. */
const jsBudget = 120 * 1024;
const cssBudget = 20 * 1024;

const server = useServer();

async function gzippedSize(path: string) {
  const body = Buffer.from(await (await request(server, path)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

describe("page weight", () => {
  it.each(inBothLanguages(publicPaths))("%s stays within the JS and CSS budgets", async (path) => {
    const html = await publicHtml(server, path);
    const scripts = new Set([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]),
    ]);
    const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]));
    expect(scripts.size).toBeGreaterThan(0);
    expect(styles.size).toBeGreaterThan(0);
    let js = 0;
    for (const script of scripts) js += await gzippedSize(script);
    let css = 0;
    for (const style of styles) css += await gzippedSize(style);
    expect(js, `JS of ${path}: ${js} bytes`).toBeLessThanOrEqual(jsBudget);
    expect(css, `CSS of ${path}: ${css} bytes`).toBeLessThanOrEqual(cssBudget);
  });
});
