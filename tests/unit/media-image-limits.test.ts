import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * Image work is serialised (docs/decisions/0034-attack-run-2026-11-25.md): two large photos
 * processed at once peak about where one does, not twice as high. Each figure comes from a fresh
 * process (tests/support/image-peak.ts), with two malloc arenas so freed memory is reused, as the
 * serialised second image does, instead of staying in a per-thread arena.
 */

const run = promisify(execFile);

async function peakMb(count: number) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/support/image-peak.ts", String(count)], {
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  return (JSON.parse(stdout) as { peakMb: number }).peakMb;
}

describe("image processing", () => {
  it("handles two large photos one after the other, so their peaks do not add up", { timeout: 120_000 }, async () => {
    const one = await peakMb(1);
    const two = await peakMb(2);
    expect(one).toBeGreaterThan(50);
    expect(two).toBeLessThan(one * 1.5);
  });
});
