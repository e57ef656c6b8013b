import { describe, expect, it } from "vitest";
import { boundedMemo } from "~/lib/bounded-memo";

describe("boundedMemo", () => {
  it("computes each value once, undefined results included", () => {
    const calls: string[] = [];
    const lengthOrNothing = boundedMemo((value: string) => {
      calls.push(value);
      return value === "" ? undefined : value.length;
    }, 10);
    expect([lengthOrNothing("abc"), lengthOrNothing("abc"), lengthOrNothing(""), lengthOrNothing("")]).toEqual([3, 3, undefined, undefined]);
    expect(calls).toEqual(["abc", ""]);
  });

  it("empties itself when it holds its limit, and on clear()", () => {
    const calls: string[] = [];
    const upper = boundedMemo((value: string) => {
      calls.push(value);
      return value.toUpperCase();
    }, 2);
    upper("a");
    upper("b");
    upper("c"); // full at two: emptied, then "c" kept
    upper("c");
    upper("a"); // forgotten when it emptied
    expect(calls).toEqual(["a", "b", "c", "a"]);
    upper.clear();
    expect(upper("c")).toBe("C");
    expect(calls).toEqual(["a", "b", "c", "a", "c"]);
  });
});
