import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/domain/log.server";
import { every, type Loop } from "~/lib/every.server";

/*
 * The background loops' one helper (app/lib/every.server.ts, docs/decisions/0055-one-loop-one-parser-one-date-format.md),
 * on real timers of a few milliseconds.
 */

const loops: Loop[] = [];
const start = (...args: Parameters<typeof every>) => {
  const loop = every(...args);
  loops.push(loop);
  return loop;
};
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(loops.splice(0).map((loop) => loop.stop()));
});

const options = { event: "test.failed", message: "Test pass failed" };

/** Resolves once `condition` holds (checked every millisecond, for at most a second). */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited++) {
    if (waited > 1_000) throw new Error("condition never held");
    await sleep(1);
  }
}

describe("every", () => {
  it("runs a first pass at once, then one every `ms`", async () => {
    let passes = 0;
    start(5, async () => void passes++, options);
    await until(() => passes >= 1);
    await until(() => passes >= 4);
  });

  it("waits `ms` before the first pass when told not to start at once", async () => {
    let passes = 0;
    start(40, async () => void passes++, { ...options, immediately: false });
    await sleep(15);
    expect(passes).toBe(0);
    await until(() => passes === 1);
  });

  it("never overlaps two passes, even when a pass outlasts the interval", async () => {
    let inPass = 0;
    let most = 0;
    let passes = 0;
    const loop = start(
      2,
      async () => {
        most = Math.max(most, ++inPass);
        await sleep(10);
        inPass--;
        passes++;
      },
      options,
    );
    loop.wake();
    loop.wake();
    await until(() => passes >= 4);
    expect(most).toBe(1);
  });

  it("logs a failed pass and goes on with the next one", async () => {
    const errors = vi.spyOn(log, "error");
    let passes = 0;
    start(
      3,
      async () => {
        passes++;
        if (passes === 1) throw new Error("the database is away");
      },
      options,
    );
    await until(() => passes >= 3);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ event: "test.failed", err: expect.objectContaining({ message: "the database is away" }) }),
      "Test pass failed",
    );
  });

  it("survives a pass that throws before its first await", async () => {
    let passes = 0;
    start(
      3,
      (() => {
        passes++;
        throw new Error("at once");
      }) as () => Promise<void>,
      options,
    );
    await until(() => passes >= 3);
  });

  it("wakes for a pass now, and for one more right after a pass in hand", async () => {
    let passes = 0;
    let release: () => void = () => {};
    const loop = start(
      60_000,
      async () => {
        passes++;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      options,
    );
    loop.wake();
    loop.wake();
    expect(passes).toBe(1);
    release();
    // The two wakes during the first pass bring one pass after it, not two.
    await until(() => passes === 2);
    await sleep(10);
    expect(passes).toBe(2);
    // Idle (the next pass a minute away): a wake runs one now.
    loop.wake();
    await until(() => passes === 3);
  });

  it("waits what a pass asks for before the next one", async () => {
    const at: number[] = [];
    start(60_000, async () => (at.push(Date.now()), 5), options);
    await until(() => at.length >= 3);
  });

  it("stops: waits for the pass in hand, aborts its signal, and runs no pass after", async () => {
    let passes = 0;
    let finished = false;
    let seen: AbortSignal | undefined;
    const loop = every(
      1,
      async (signal) => {
        passes++;
        seen = signal;
        await sleep(20);
        finished = true;
      },
      options,
    );
    await until(() => passes === 1);
    await loop.stop();
    expect(finished).toBe(true);
    expect(seen?.aborted).toBe(true);
    loop.wake();
    await sleep(10);
    expect(passes).toBe(1);
  });

  it("keeps no process alive: its timer is unref'd", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const before = timers();
    const loop = every(60_000, async () => {}, { ...options, immediately: false });
    expect(timers()).toBe(before);
    await loop.stop();
  });
});
