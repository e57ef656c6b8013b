import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { execute } from "../support/database";

const { server, openPage } = useServerAndBrowser();

const mainLinks = (locale: "ar" | "en") =>
  locale === "ar"
    ? ["/", "/parents", "/sellers", "/teachers", "/about-us", "/contact"]
    : ["/en", "/en/parents", "/en/sellers", "/en/teachers", "/en/about-us", "/en/contact"];

describe.each([true, false])("site chrome with JavaScript %s", (javaScriptEnabled) => {
  it("draws the Arabic right-to-left chrome and switches to English and back", async () => {
    const { page, close } = await openPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    await page.goto("/parents");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    const hrefs = await nav.locator("a[href]:visible").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(mainLinks("ar")));
    expect(await nav.locator('a[aria-current="page"]:visible').getAttribute("href")).toBe("/parents");

    await nav.getByRole("link", { name: "التبديل إلى الإنجليزية" }).click();
    await page.waitForURL(`${server.url}/en/parents`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getAttribute("html", "dir")).toBe("ltr");

    // The choice is remembered: an unprefixed URL now leads to English.
    await page.goto("/teachers");
    expect(page.url()).toBe(`${server.url}/en/teachers`);
    if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => localStorage.getItem("mahami-language"))).toBe("en");

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Switch to Arabic" }).click();
    await page.waitForURL(`${server.url}/teachers`);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await close();
  });

  it("opens and closes the small-screen menu, named after what it does next, which closes when a link is tapped", async () => {
    const { page, close } = await openPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    await page.goto("/en");
    const menu = page.locator("header details");
    const menuLink = menu.getByRole("link", { name: "Parents" });
    expect(await menuLink.isVisible()).toBe(false);
    expect(await menu.locator("summary").innerText()).toBe("Open menu");
    await menu.locator("summary").click();
    expect(await menuLink.isVisible()).toBe(true);
    expect(await menu.locator("summary").innerText()).toBe("Close menu");
    await menu.locator("summary").click();
    expect(await menuLink.isVisible()).toBe(false);
    await menu.locator("summary").click();
    await menuLink.click();
    await page.waitForURL(`${server.url}/en/parents`);
    expect(await page.locator("header details").evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await close();
  });
});

describe("chrome details", () => {
  it("puts the chat button bottom-left in both languages, on wide and small screens, opening WhatsApp in a new tab", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page, close } = await openPage({ viewport });
      for (const [path, tooltip] of [
        ["/", "لديك سؤال؟ راسلنا على واتساب"],
        ["/en", "Got a question? Message us on WhatsApp"],
        ["/en/contact", "Got a question? Message us on WhatsApp"],
      ] as const) {
        await page.goto(path);
        const chat = page.getByTestId("chat-button");
        const box = (await chat.boundingBox())!;
        expect(box.x, path).toBeLessThan(40);
        expect(box.x + box.width, path).toBeLessThan(viewport.width / 2);
        expect(box.y + box.height, path).toBeGreaterThan(viewport.height - 40);
        expect(await chat.getAttribute("title")).toBe(tooltip);
        expect(await chat.getAttribute("target")).toBe("_blank");
        expect(await chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/97450000000\?text=/);
      }
      await close();
    }
  });

  it("shows the footer's contact details, five features, quick and legal links", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    await page.goto("/en/about-us");
    const footer = page.locator("footer");
    expect(await footer.getByText("+974 4000 0000").count()).toBe(1);
    expect(await footer.getByText("support@mahami.qa").count()).toBe(1);
    expect(await footer.getByText("Doha, Qatar").count()).toBeGreaterThan(0);
    expect(await footer.locator("section[aria-labelledby=footer-features] li").count()).toBe(5);
    for (const href of ["/en/privacy-policy", "/en/terms-of-service", "/en/service-agreement", "/en/accessibility"]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    expect(await footer.locator('input[type="email"]').count()).toBe(1);
    await page.goto("/about-us");
    expect(await page.locator("footer").getByText("الدوحة، قطر").count()).toBeGreaterThan(0);
    await close();
  });

  it("follows the header and footer settings: hidden pages, switcher, social links, malformed JSON", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await execute(server, `update header_settings set "showPages" = '{"sellers":false,"home":true}', "showLanguageSwitcher" = false`);
    await execute(server, `update footer_settings set "showPages" = '{"privacy":false,"teachers":false}', "showSocialLinks" = false`);
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    expect(await nav.locator('a[href="/en/sellers"]').count()).toBe(0);
    expect(await nav.locator('a[href="/en/parents"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href*="?lng="]').count()).toBe(0);
    const footer = page.locator("footer");
    expect(await footer.locator('a[href="/en/privacy-policy"]').count()).toBe(0);
    expect(await footer.locator('a[href="/en/teachers"]').count()).toBe(0);
    expect(await footer.locator('a[href="/en/sellers"]').count()).toBe(1);
    expect(await footer.locator('a[href^="https://www.instagram.com"]').count()).toBe(0);

    await execute(server, `update header_settings set "showPages" = '{broken', "showLanguageSwitcher" = true`);
    await page.goto("/en");
    expect(await nav.locator('a[href="/en/sellers"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href*="?lng="]').count()).toBeGreaterThan(0);
    await execute(server, `update footer_settings set "showPages" = '{}', "showSocialLinks" = true`);
    await close();
  });

  it("draws both languages from the font's two core files, preloaded as the language needs, and fetches fontsource's files only for a character outside them", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    for (const path of ["/", "/en", "/sellers", "/en/contact"]) {
      const fonts: string[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ".woff2"));
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(preloaded.map((href) => href?.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort()).toEqual([
        ...(path.startsWith("/en") ? [] : ["/assets/cairo-core-arabic.woff2"]),
        "/assets/cairo-core-latin.woff2",
      ]);
      expect([...new Set(fonts)].sort(), path).toEqual(["/assets/cairo-core-arabic.woff2", "/assets/cairo-core-latin.woff2"]);
      // The words are drawn in Cairo: the loaded faces are the two core ones.
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.unicodeRange));
      expect(loaded.sort()).toEqual(["U+20-7E, U+A0-BF, U+D7, U+F7, U+2010-2027, U+2030-203A", "U+600-6FF, U+200C-200F"]);
      page.removeAllListeners("requestfinished");
    }
    // A letter outside the core (an editor's "é", an extended Arabic letter) still gets Cairo, from fontsource's files.
    const extra = await page.evaluate(async () => {
      const faces = await document.fonts.load('700 16px "Cairo Variable"', "é\u0750");
      return faces.map((face) => face.unicodeRange.split(",")[0]).sort();
    });
    expect(extra).toEqual(["U+0-1F", "U+750-77F"]);
    await close();
  });

  it("has no accessibility violations in the chrome, in both languages", async () => {
    // The browser reports the 404 document itself as a failed load; nothing else may fail.
    const { page, consoleErrors, close } = await openPage({
      viewport: { width: 1280, height: 900 },
      failOnConsoleErrors: false,
    });
    for (const path of ["/nope", "/en/nope"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByText("404 Page Not Found").count()).toBe(1);
      await expectNoAxeViolations(page);
    }
    await close();
    expect(consoleErrors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
});
