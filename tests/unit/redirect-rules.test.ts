import { describe, expect, it } from "vitest";
import { checkRule, compileRules, conflictOf, locationOf, normalisePath, type RedirectRule, requestPath } from "~/domain/redirect-rules";
import { parseCsv } from "~/lib/csv";

/* The redirect rules as data and the CSV reader of their import (docs/decisions/0062-redirects-and-not-found-log.md). */

const rule = (id: number, from: string, to: string, status: 301 | 302 | 410 = 301): RedirectRule => ({ id, from, to, status });

describe("paths", () => {
  it("normalises as the router matches: decoded, lower case, no trailing slash", () => {
    expect(normalisePath("/Old-Page/")).toBe("/old-page");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/%D8%B9%D8%B1%D8%B6")).toBe("/عرض");
    for (const bad of ["old", "//evil.example", "/a\\b", "/a b", "/a?b", "/a#b", "/a//b", "/%E0%A4%A", "/a\u0000"])
      expect(normalisePath(bad), bad).toBeUndefined();
    expect(requestPath("/Campaigns/Eid/?utm_source=x")).toBe("/campaigns/eid");
    expect(requestPath("/en/")).toBe("/en");
  });

  it("checks a rule's fields, each with its own message key", () => {
    expect(checkRule({ from: "/Old/*", to: "/new/*", status: 301 })).toEqual({ rule: { from: "/old/*", to: "/new/*", status: 301 } });
    expect(checkRule({ from: "/gone", to: "/ignored", status: 410 })).toEqual({ rule: { from: "/gone", to: "", status: 410 } });
    expect(checkRule({ from: "/عرض", to: "/parents?x=1", status: 302 })).toEqual({ rule: { from: "/عرض", to: "/parents?x=1", status: 302 } });
    expect(checkRule({ from: "/a", to: "https://example.com/x", status: 301 })).toEqual({
      rule: { from: "/a", to: "https://example.com/x", status: 301 },
    });
    expect(checkRule({ from: "", to: "", status: 0 })).toEqual({ problems: { from: "fromRequired", to: "toRequired", status: "status" } });
    expect(checkRule({ from: "/admin-login", to: "/a", status: 301 })).toEqual({ problems: { from: "fromReserved" } });
    expect(checkRule({ from: "/a", to: "/api/content", status: 301 })).toEqual({ problems: { to: "toReserved" } });
    expect(checkRule({ from: "/a", to: "/b/*", status: 301 })).toEqual({ problems: { to: "toCarriesWithoutPrefix" } });
    expect(checkRule({ from: "/a", to: "http://example.com", status: 301 })).toEqual({ problems: { to: "toUrl" } });
    expect(checkRule({ from: "/a/*/b", to: "/c", status: 301 })).toEqual({ problems: { from: "fromPath" } });
  });
});

describe("loops and chains", () => {
  const rules = [rule(1, "/a", "/b"), rule(2, "/old/*", "/new/*"), rule(3, "/gone", "", 410)];
  it("names the other rule", () => {
    expect(conflictOf({ from: "/x", to: "/a", status: 301 }, rules)).toEqual({ kind: "chainTo", other: rules[0] });
    expect(conflictOf({ from: "/b", to: "/c", status: 301 }, rules)).toEqual({ kind: "chainFrom", other: rules[0] });
    expect(conflictOf({ from: "/x/*", to: "/old/y/*", status: 301 }, rules)).toEqual({ kind: "chainTo", other: rules[1] });
    expect(conflictOf({ from: "/new/page", to: "/c", status: 301 }, rules)).toEqual({ kind: "chainFrom", other: rules[1] });
    expect(conflictOf({ from: "/A", to: "/c", status: 301 }, rules)).toBeUndefined();
    // An https URL on the site's own origin is one of its paths: it chains and loops like one; another site's never.
    const own = "https://mahami.qa";
    expect(conflictOf({ from: "/x", to: "https://mahami.qa/a", status: 301 }, rules, own)).toEqual({ kind: "chainTo", other: rules[0] });
    expect(conflictOf({ from: "/x", to: "https://MAHAMI.qa/x?utm=1", status: 302 }, rules, own)).toEqual({ kind: "loop" });
    expect(conflictOf({ from: "/x", to: "https://mahami.qa/a", status: 301 }, rules)).toBeUndefined();
    expect(conflictOf({ from: "/x", to: "https://example.com/a", status: 301 }, rules, own)).toBeUndefined();
    expect(conflictOf({ from: "/b", to: "/c", status: 301 }, [{ id: 9, from: "/z", to: "https://mahami.qa/b", status: 301 }], own)).toMatchObject({
      kind: "chainFrom",
    });
    expect(conflictOf({ from: "/a", to: "/c", status: 301 }, rules)).toEqual({ kind: "duplicate", other: rules[0] });
    expect(conflictOf({ from: "/x", to: "/gone", status: 301 }, rules)).toEqual({ kind: "chainTo", other: rules[2] });
    expect(conflictOf({ from: "/l/*", to: "/l/in/*", status: 301 }, rules)).toEqual({ kind: "loop" });
    expect(conflictOf({ from: "/l", to: "/l?x=1", status: 302 }, rules)).toEqual({ kind: "loop" });
    // A rule checked against the others, not itself.
    expect(conflictOf({ ...rules[0], to: "/c" }, rules)).toBeUndefined();
    expect(conflictOf({ from: "/older", to: "/newer", status: 301 }, rules)).toBeUndefined();
  });
});

describe("the matcher", () => {
  const matcher = compileRules([
    rule(1, "/a", "/b"),
    rule(2, "/old/*", "/new/*"),
    rule(3, "/old/deep/*", "https://example.com/*"),
    rule(4, "/old/exact", "/x"),
  ]);
  it("takes an exact rule, else the longest prefix, carrying the rest as sent", () => {
    expect(matcher.match("/a", "/a")?.rule.id).toBe(1);
    expect(matcher.match("/old/exact", "/old/exact")?.rule.id).toBe(4);
    const deep = matcher.match("/old/deep/x/y", "/Old/Deep/X/y/")!;
    expect([deep.rule.id, deep.rest]).toEqual([3, "/X/y"]);
    expect(locationOf(deep.rule, deep.rest, "")).toBe("https://example.com/X/y");
    const shallow = matcher.match("/old", "/old")!;
    expect(locationOf(shallow.rule, shallow.rest, "q=1")).toBe("/new?q=1");
    expect(matcher.match("/older", "/older")).toBeUndefined();
    expect(matcher.match("/", "/")).toBeUndefined();
    expect(locationOf(rule(5, "/p", "/t?a=1#top"), "", "b=2")).toBe("/t?a=1&b=2#top");
  });
});

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields with commas, quotes and line breaks, CRLF or LF, with line numbers", () => {
    expect(parseCsv('\uFEFFfrom,to,status\r\n"/a, b","say ""hi""",301\n"/multi\nline",x,302\n\n/last,,410')).toEqual([
      { line: 1, cells: ["from", "to", "status"] },
      { line: 2, cells: ["/a, b", 'say "hi"', "301"] },
      { line: 3, cells: ["/multi\nline", "x", "302"] },
      { line: 6, cells: ["/last", "", "410"] },
    ]);
    expect(parseCsv('a,"open')).toBeUndefined();
    expect(parseCsv('a,"closed"x')).toBeUndefined();
    expect(parseCsv('a,b"c')).toBeUndefined();
    expect(parseCsv("")).toEqual([]);
  });
});
