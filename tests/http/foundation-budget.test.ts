import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { publicHtml, request } from "../support/http";
import { useServer } from "../support/server";
import { inBothLanguages, publicPaths } from "../support/site";

/**
 * docs/decisions/0020-measured-performance-budgets.md: per public page, all its JavaScript (script
 * files and inline scripts) ≤ 10 KB and its CSS ≤ 15 KB, gzip-compressed; the enhancement module ≤ 5 KB.
 */
const jsBudget = 10 * 1024;
const enhancementBudget = 5 * 1024;
const cssBudget = 15 * 1024;

const server = useServer();

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

async function fileSize(path: string) {
  return gzipped(Buffer.from(await (await request(server, path)).arrayBuffer()));
}

describe("page weight", () => {
  it.each(inBothLanguages(publicPaths))("%s stays within the JS and CSS budgets", async (path) => {
    const html = await publicHtml(server, path);
    const scriptFiles = new Set([
      ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]),
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
    ]);
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !match[1].includes("src="));
    const module = inline.find((match) => match[1].includes('type="module"'));
    const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]));
    expect(module, "the enhancement module").toBeDefined();
    expect(styles.size).toBeGreaterThan(0);

    let js = inline.reduce((total, match) => total + gzipped(match[2]), 0);
    for (const script of scriptFiles) js += await fileSize(script);
    let css = 0;
    for (const style of styles) css += await fileSize(style);
    expect(gzipped(module![2]), "enhancement module").toBeLessThanOrEqual(enhancementBudget);
    expect(js, `JS of ${path}: ${js} bytes`).toBeLessThanOrEqual(jsBudget);
    expect(css, `CSS of ${path}: ${css} bytes`).toBeLessThanOrEqual(cssBudget);
  });
});
