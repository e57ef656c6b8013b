import { describe, expect, it } from "vitest";
import { nextWordStamps, pageFieldStatus, staleWords } from "~/domain/page-translation";

/* A campaign page's per-field translation status (docs/decisions/0060-campaign-pages.md), the rules of content items. */

const page = (ar: string, en: string, only?: "ar" | "en") => ({
  titleAr: "عنوان",
  titleEn: "Title",
  descriptionAr: "",
  descriptionEn: "",
  blocks: [{ id: "a", type: "hero", ...(only && { only }), text: { ar: { title: ar }, en: { title: en } } }],
});

describe("page translation status", () => {
  it("levels a new field, leaves the other language stale when one moves ahead, and levels again when it catches up", () => {
    const start = nextWordStamps(undefined, page("أ", "A"), {}, "2026-01-01T00:00:00.000Z");
    expect(staleWords(page("أ", "A"), start, "ar")).toEqual([]);
    const ahead = nextWordStamps(page("أ", "A"), page("أ", "B"), start, "2026-01-02T00:00:00.000Z");
    expect(staleWords(page("أ", "B"), ahead, "ar")).toEqual(["blocks.0.text.ar.title"]);
    expect(staleWords(page("أ", "B"), ahead, "en")).toEqual([]);
    // The stale language catching up levels both.
    const caught = nextWordStamps(page("أ", "B"), page("ب", "B"), ahead, "2026-01-03T00:00:00.000Z");
    expect(staleWords(page("ب", "B"), caught, "ar")).toEqual([]);
    expect(staleWords(page("ب", "B"), caught, "en")).toEqual([]);
  });

  it("says nothing of a block shown in one language, and names a field missing before stale", () => {
    const stamps = nextWordStamps(undefined, page("أ", "", "ar"), {}, "2026-01-01T00:00:00.000Z");
    expect(Object.keys(stamps)).toEqual(["title", "description"]);
    const status = { missing: { ar: [], en: ["titleEn"] }, stale: { ar: ["titleAr"], en: ["titleEn"] } };
    expect(pageFieldStatus(status, "en", "titleEn")).toBe("missing");
    expect(pageFieldStatus(status, "ar", "titleAr")).toBe("stale");
    expect(pageFieldStatus(status, "ar", "descriptionAr")).toBe("current");
  });
});
