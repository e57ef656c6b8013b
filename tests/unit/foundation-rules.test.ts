import { describe, expect, it } from "vitest";
import { isPageShown } from "~/domain/header-footer";
import { localizedPath, splitLocalePath } from "~/config/pages";
import { chatLink } from "~/config/site";
import { safeRedirectPath } from "~/services/auth.server";
import { parseEnv } from "~/lib/env.server";
import { isCrossSiteRequest } from "~/lib/origin.server";
import { RateLimiter } from "~/services/rate-limit.server";
import { isSafeUrl } from "~/schemas/fields";
import { parseShowPages } from "~/domain/show-pages";

describe("environment", () => {
  it("applies the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATABASE_URL: "./data/mahami.db", TRUST_PROXY: false });
  });

  it("lists every problem in one clear error", () => {
    expect(() => parseEnv({ PORT: "http", ADMIN_EMAIL: "nobody", PUBLIC_URL: "ftp://x" })).toThrowError(/PORT[\s\S]*ADMIN_EMAIL[\s\S]*PUBLIC_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.qa" })).toThrowError(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it("takes a postgres:// DATABASE_URL only with a SESSION_SECRET that every node can share", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://mahami@db/mahami" })).toThrowError(
      /SESSION_SECRET: is required when DATABASE_URL is a PostgreSQL URL/,
    );
    const secret = "x".repeat(32);
    expect(parseEnv({ DATABASE_URL: "postgresql://mahami@db/mahami", SESSION_SECRET: secret }).DATABASE_URL).toBe("postgresql://mahami@db/mahami");
    expect(parseEnv({ DATABASE_URL: "file:./data/site.db" }).SESSION_SECRET).toBeUndefined();
  });
});

describe("page visibility", () => {
  it("shows a page unless its flag is explicitly false", () => {
    expect(isPageShown(parseShowPages('{"sellers":false,"home":true}'), "sellers")).toBe(false);
    expect(isPageShown(parseShowPages('{"sellers":false}'), "home")).toBe(true);
    expect(isPageShown(parseShowPages({ about: "no" }), "about")).toBe(true);
  });

  it("reads malformed showPages JSON as empty", () => {
    expect(parseShowPages("{oops")).toEqual({});
    expect(parseShowPages("[1,2]")).toEqual({});
    expect(parseShowPages(null)).toEqual({});
  });
});

describe("URLs", () => {
  it("puts Arabic at the spec's paths and English under /en", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/parents", "en")).toBe("/en/parents");
    expect(localizedPath("/parents", "ar")).toBe("/parents");
    expect(splitLocalePath("/en/about-us")).toEqual({ locale: "en", path: "/about-us" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/contact")).toEqual({ locale: "ar", path: "/contact" });
  });

  it("builds the WhatsApp chat link with the Arabic inquiry", () => {
    const link = new URL(chatLink("+974 5000 0000"));
    expect(link.origin + link.pathname).toBe("https://wa.me/97450000000");
    expect(link.searchParams.get("text")).toMatch(/مهامي/);
  });

  it("accepts only safe URLs for admin-editable links", () => {
    for (const ok of ["https://mahami.qa", "http://x.qa/a", "mailto:a@b.qa", "tel:+974 4000 0000", "/contact", "/images/a.png"]) {
      expect(isSafeUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.com",
      "/\\evil.com",
      "http://",
      "not a url",
      "java\tscript:x",
    ]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
  });

  it("keeps post-login redirects on the site", () => {
    expect(safeRedirectPath("/admin-dashboard/team?x=1")).toBe("/admin-dashboard/team?x=1");
    for (const bad of ["//evil.com", "/\\evil.com", "/\t/evil.com", "/%2F%2Fevil.com", "/%5Cevil.com", "https://evil.com", "evil", undefined]) {
      expect(safeRedirectPath(bad), String(bad)).toBe("/admin-dashboard");
    }
  });
});

describe("cross-site requests", () => {
  const own = ["http://localhost:3000"];
  it("refuses non-GET requests from another origin or marked cross-site", () => {
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossSiteRequest("DELETE", { secFetchSite: "cross-site" }, own)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "null" }, own)).toBe(true);
  });
  it("lets same-origin posts, header-less clients and reads through", () => {
    expect(isCrossSiteRequest("POST", { origin: "http://localhost:3000", secFetchSite: "same-origin" }, own)).toBe(false);
    expect(isCrossSiteRequest("POST", {}, own)).toBe(false);
    expect(isCrossSiteRequest("GET", { origin: "https://evil.example", secFetchSite: "cross-site" }, own)).toBe(false);
  });
});

describe("rate limiter", () => {
  it("allows the limit per window, then answers with the seconds to wait", async () => {
    const limiter = new RateLimiter("test-rules", 2, 60_000);
    expect((await limiter.consume("ip", 0)).allowed).toBe(true);
    expect((await limiter.consume("ip", 1)).allowed).toBe(true);
    expect(await limiter.consume("ip", 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.consume("other", 2)).allowed).toBe(true);
    expect((await limiter.consume("ip", 60_001)).allowed).toBe(true);
  });
});
