import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * Image work is serialised (docs/decisions/0034-attack-run-2026-11-25.md): three photos
 * uploaded at once are processed one after the other. The figures come from a fresh process
 * (tests/support/image-peak.ts), with two malloc arenas so freed memory is reused, as the
 * serialised second image does, instead of staying in a per-thread arena.
 */

const run = promisify(execFile);

async function processThree(mode: "together" | "in-turn") {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/support/image-peak.ts", "3", mode], {
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  return JSON.parse(stdout) as { peakMb: number; finished: number[] };
}

describe("image processing", () => {
  it("handles three photos uploaded at once one after the other, so their peaks do not add up", { timeout: 120_000 }, async () => {
    const together = await processThree("together");
    console.info(`[media] three photos at once: peak ${together.peakMb} MB, finished at ${together.finished.join(", ")} ms`);
    // In turn, the first ends about a third of the way through and the rest one image apart; side by
    // side (no queue), all three end together near the end. The times, not the peak, tell the two
    // apart on a loaded machine: the peak of the same run moved between 45 and 109 MB from one run
    // to the next (the allocator's timing), while the order held.
    const [first, second, last] = together.finished;
    expect(first).toBeLessThan(last * 0.6);
    expect(second - first).toBeGreaterThan(last * 0.15);
    // Three 12-megapixel photos decoded side by side need 3 × 36 MB for their pixels alone, and
    // peaked at 156 MB without the queue; the queue keeps the burst under that.
    expect(together.peakMb).toBeLessThan(150);
  });
});
