import { describe, expect, it } from "vitest";
import { resolveButtonLink } from "~/lib/button-target.server";
import { buttonLinkInput as link } from "../support/content";

const onHome = { locale: "ar" as const, sections: ["hero", "features", "download"] };

describe("resolveButtonLink", () => {
  it("opens an external URL", () => {
    expect(resolveButtonLink(link({ externalUrl: "https://example.com/app" }), onHome)).toEqual({
      kind: "external",
      href: "https://example.com/app",
    });
    expect(resolveButtonLink(link({ externalUrl: "/download" }), onHome)).toEqual({ kind: "external", href: "/download" });
  });

  it("goes to an internal page in the current language", () => {
    expect(resolveButtonLink(link({ linkType: "internal", internalPage: "contact" }), onHome)).toEqual({
      kind: "internal",
      href: "/contact",
    });
    expect(resolveButtonLink(link({ linkType: "internal", internalPage: "home" }), { ...onHome, locale: "en" })).toEqual({
      kind: "internal",
      href: "/en",
    });
  });

  it("scrolls to a section of this page, with or without the #", () => {
    expect(resolveButtonLink(link({ linkType: "section", sectionId: "features" }), onHome)).toEqual({
      kind: "section",
      href: "#features",
    });
    expect(resolveButtonLink(link({ linkType: "section", sectionId: "#download" }), onHome)).toEqual({
      kind: "section",
      href: "#download",
    });
  });

  it("is disabled when missing, inactive, of an unknown type or pointing nowhere", () => {
    const disabled = { kind: "disabled" };
    expect(resolveButtonLink(undefined, onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ externalUrl: "https://example.com", isActive: false }), onHome)).toEqual(disabled);
    expect(resolveButtonLink({ ...link({ externalUrl: "https://example.com" }), linkType: "popup" }, onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ externalUrl: null }), onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ externalUrl: "javascript:alert(1)" }), onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ externalUrl: "//evil.example" }), onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ linkType: "internal", internalPage: "admin" }), onHome)).toEqual(disabled);
    expect(resolveButtonLink(link({ linkType: "section", sectionId: "team" }), onHome)).toEqual(disabled);
  });
});
