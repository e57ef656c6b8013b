import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/services/auth.server";

describe("return paths", () => {
  it("normalise first, then check the result", () => {
    for (const hostile of [
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/./\\evil.example",
      "/%5C%5Cevil.example",
      "/%0d%0aSet-Cookie:x",
      "/" + "a".repeat(3000),
    ]) {
      const result = safeRedirectPath(hostile);
      expect(result, hostile).toBe("/admin-dashboard");
    }
    expect(safeRedirectPath("/admin-dashboard/./content/../users?password=2#top")).toBe("/admin-dashboard/users?password=2");
    expect(safeRedirectPath("/admin-dashboard/content?q=%D9%85%D9%87%D8%A7%D9%85")).toBe("/admin-dashboard/content?q=%D9%85%D9%87%D8%A7%D9%85");
  });
});
