import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { execute } from "../support/database";
import { defaultCopy } from "../support/site";
import { faqEntries } from "~/content/defaults/faq";

/**
 * What administrators change shows on the next request: the hero and call-to-action buttons'
 * links, the team and the FAQ (changed here straight in the test database).
 */

const { server, openPage } = useServerAndBrowser();

const button = (key: string, locale: "ar" | "en" = "ar") => `#hero :is(a, button):has-text("${defaultCopy(locale, key)}")`;

describe("hero and call-to-action buttons", () => {
  it("open an external link in a new tab, scroll to a section, or go to a page in the current language", async () => {
    const { page, close } = await openPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const start = page.locator(button("home.hero.start_button"));
    expect(await start.getAttribute("href")).toBe("/download");
    expect(await start.getAttribute("target")).toBe("_blank");
    expect(await start.getAttribute("rel")).toBe("noopener noreferrer");

    const learnMore = page.locator(button("home.hero.learn_more_button"));
    expect(await learnMore.getAttribute("href")).toBe("#features");
    await learnMore.click();
    await expect.poll(() => page.locator("#features").evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(120);
    expect(page.url()).toMatch(/#features$/);

    await page.goto("/en/sellers");
    const join = page.locator(button("sellers.hero.join_button", "en"));
    expect(await join.getAttribute("href")).toBe("/en/contact");
    await join.click();
    await page.waitForURL(/\/en\/contact$/);
    await expect.poll(() => page.locator("h1").innerText()).toBe(defaultCopy("en", "contact.hero.title"));
    await close();
  });

  it("work without JavaScript", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    await page.goto("/about-us");
    await page.locator(button("about.hero.team_button")).click();
    await page.waitForURL(/#team$/);
    await page.locator("#contact-cta a").click();
    await page.waitForURL(/\/contact$/);
    await close();
  });

  it("follow the stored link on the next request, and are disabled when it is inactive or missing", async () => {
    const { page, close } = await openPage();
    await execute(
      server,
      `update button_links set "linkType" = 'external', "externalUrl" = 'https://example.com/guide', "sectionId" = null where "contentKey" = 'parents.hero.guide_button'`,
    );
    await execute(
      server,
      `update button_links set "linkType" = 'internal', "internalPage" = 'teachers', "externalUrl" = null where "contentKey" = 'parents.hero.download_button'`,
    );
    await page.goto("/en/parents");
    const guide = page.locator(button("parents.hero.guide_button", "en"));
    expect(await guide.getAttribute("href")).toBe("https://example.com/guide");
    expect(await guide.getAttribute("target")).toBe("_blank");
    expect(await guide.innerText()).toContain(defaultCopy("en", "parents.hero.guide_button"));
    expect(await page.locator(button("parents.hero.download_button", "en")).getAttribute("href")).toBe("/en/teachers");

    await execute(server, `update button_links set "isActive" = false where "contentKey" = 'parents.hero.guide_button'`);
    await execute(server, `delete from button_links where "contentKey" = 'parents.hero.download_button'`);
    await page.reload();
    for (const key of ["parents.hero.guide_button", "parents.hero.download_button"]) {
      const disabled = page.locator(button(key, "en"));
      expect(await disabled.evaluate((element) => element.tagName)).toBe("BUTTON");
      expect(await disabled.isDisabled()).toBe(true);
      expect(await disabled.getAttribute("title")).toBe(defaultCopy("en", "common.button.unavailable"));
    }

    await execute(
      server,
      `update button_links set "linkType" = 'section', "sectionId" = 'team', "externalUrl" = null, "internalPage" = null where "contentKey" = 'home.hero.learn_more_button'`,
    );
    await page.goto("/");
    expect(await page.locator(button("home.hero.learn_more_button")).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await close();
  });
});

describe("edited copy", () => {
  it("shows a changed statistic and draws the star for an unknown icon name", async () => {
    await execute(server, `update content_items set "valueEn" = '750+' where key = 'about.stats.2.value'`);
    await execute(server, `update content_items set "valueEn" = 'NoSuchIcon' where key = 'about.values.1.icon'`);
    const { page, close } = await openPage();
    await page.goto("/en/about-us");
    expect(await page.locator("#stats [data-testid=stat-value]").allInnerTexts()).toEqual(["2024", "750+", "1,000+", "10,000+", "98%", "15+"]);
    expect(await page.locator("#values [data-testid=card] use").first().getAttribute("href")).toBe("/icons.svg#Star");
    await page.goto("/about-us");
    expect(await page.locator("#stats [data-testid=stat-value]").nth(1).innerText()).toBe("500+");
    await close();
  });
});

describe("team on the about page", () => {
  const members = "#team [data-testid=team-member]";

  it("shows no invented names while no member is active: one line instead of the grid, in both languages", async () => {
    const { page, close } = await openPage();
    for (const [path, locale] of [
      ["/en/about-us", "en"],
      ["/about-us", "ar"],
    ] as const) {
      await page.goto(path);
      expect(await page.locator(members).count(), path).toBe(0);
      expect(await page.getByTestId("team-coming-soon").innerText(), path).toBe(defaultCopy(locale, "about.team.coming_soon"));
    }
    await close();
  });

  it("shows active members in order, with the placeholder for a missing or broken photo", async () => {
    await execute(
      server,
      // Written in both languages, so each is public (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
      `insert into team_members (name, position, bio, "nameEn", "positionEn", "bioEn", "imageUrl", "isActive", "order") values
      ('Second', 'Designer', 'Draws things.', 'Second', 'Designer', 'Draws things.', '/images/logo.svg', true, 2),
      ('Hidden', 'Former member', '', 'Hidden', 'Former member', '', '/images/logo.svg', false, 0),
      ('First', 'Founder', 'Started it.', 'First', 'Founder', 'Started it.', '', true, 1),
      ('Third', 'Engineer', '', 'Third', 'Engineer', '', '/images/no-such-photo.png', true, 3)`,
    );
    const opened = await openPage({ failOnConsoleErrors: false });
    const { page } = opened;
    await page.goto("/about-us");
    await page.waitForLoadState("networkidle");
    expect(await page.locator(`${members} h3`).allInnerTexts()).toEqual(["First", "Second", "Third"]);
    await page.locator(members).last().scrollIntoViewIfNeeded(); // the photos load lazily
    const sources = () => page.locator(`${members} img`).evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    // The broken photo's error event swaps in the placeholder: on a busy machine that can outlast expect.poll's default second.
    await expect.poll(sources, { timeout: 10_000 }).toEqual(["/images/placeholder-avatar.svg", "/images/logo.svg", "/images/placeholder-avatar.svg"]);
    expect(await page.locator(`${members} img`).nth(2).getAttribute("alt")).toBe("Third");
    expect(await page.locator(`${members} img`).first().getAttribute("alt")).toBe(defaultCopy("ar", "common.team.placeholder_alt"));
    await opened.close();
    expect(opened.consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});

describe("FAQ on the contact page", () => {
  const defaultFaq = (locale: "ar" | "en", kind: "question" | "answer") =>
    faqEntries.filter((entry) => entry.key.startsWith(`faq.${kind}.`)).map((entry) => entry[locale]);

  it.each(["ar", "en"] as const)("shows the ten questions a fresh install ships, answered, without JavaScript (%s)", async (locale) => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    await page.goto(locale === "ar" ? "/contact" : "/en/contact");
    const items = page.locator("#faq [data-testid=faq-item]");
    expect(await items.locator("summary").allInnerTexts()).toEqual(defaultFaq(locale, "question"));
    expect(await items.locator("[data-testid=faq-answer]").allTextContents()).toEqual(defaultFaq(locale, "answer"));
    expect(await page.locator("#faq").innerText()).not.toContain(defaultCopy(locale, "contact.faq.empty"));
    const answer = items.nth(3).locator("[data-testid=faq-answer]");
    expect(await answer.isVisible()).toBe(false);
    await items.nth(3).locator("summary").click();
    expect(await answer.isVisible()).toBe(true);
    await close();
  });

  it("opens a shipped answer with JavaScript too, with no accessibility violation", async () => {
    const { page, close } = await openPage();
    await page.goto("/en/contact");
    const item = page.locator("#faq [data-testid=faq-item]").filter({ hasText: "How much does Mahami cost?" });
    await item.locator("summary").click();
    expect(await item.locator("[data-testid=faq-answer]").innerText()).toContain("cancel your subscription at any time, at no charge");
    await expectNoAxeViolations(page);
    await close();
  });

  it("tells visitors, not administrators, when every question has been deleted", async () => {
    await execute(server, "delete from content_items where page = 'faq'");
    const { page, close } = await openPage({ javaScriptEnabled: false });
    for (const [path, locale] of [
      ["/contact", "ar"],
      ["/en/contact", "en"],
    ] as const) {
      await page.goto(path);
      const faq = await page.locator("#faq").innerText();
      expect(faq).toContain(defaultCopy(locale, "contact.faq.empty"));
      expect(faq).not.toMatch(/administrator|dashboard|admin|المسؤول|لوحة التحكم/i);
      expect(await page.locator("#faq [data-testid=faq-item]").count()).toBe(0);
    }
    expect(defaultCopy("en", "contact.faq.empty")).toBe(
      "There are no questions here yet. If you have one, send it to us with the form above and we'll reply within 24 hours.",
    );
    await close();
  });

  it("pairs questions with answers in a two-column accordion that opens without JavaScript", async () => {
    await execute(server, "delete from content_items where page = 'faq'");
    await execute(
      server,
      `insert into content_items (key, type, "valueAr", "valueEn", category, page) values
      ('faq.title', 'title', 'أسئلة العائلات', 'Families ask', 'faq', 'faq'),
      ('faq.answer.2', 'text', 'نعم، مجاناً.', 'Yes, for free.', 'faq', 'faq'),
      ('faq.question.1', 'text', 'لمن التطبيق؟', 'Who is the app for?', 'faq', 'faq'),
      ('faq.question.2', 'text', 'هل يمكن الإلغاء؟', 'Can I cancel?', 'faq', 'faq'),
      ('faq.answer.1', 'text', 'للأطفال من 4 إلى 12 عاماً.', 'Children aged 4 to 12.', 'faq', 'faq'),
      ('faq.question.3', 'text', 'هل بياناتنا آمنة؟', 'Is our data safe?', 'faq', 'faq')`,
    );
    const { page, close } = await openPage({ javaScriptEnabled: false });
    await page.goto("/contact");
    expect(await page.locator("#faq h2").innerText()).toBe("أسئلة العائلات");
    const items = page.locator("#faq [data-testid=faq-item]");
    expect(await items.locator("summary").allInnerTexts()).toEqual(["لمن التطبيق؟", "هل يمكن الإلغاء؟", "هل بياناتنا آمنة؟"]);
    expect(await page.locator("#faq [data-testid=faq-list] > div").count()).toBe(2);
    expect(await items.nth(2).locator("[data-testid=faq-answer]").count()).toBe(0);

    const answer = items.first().locator("[data-testid=faq-answer]");
    expect(await answer.isVisible()).toBe(false);
    await items.first().locator("summary").click();
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.innerText()).toBe("للأطفال من 4 إلى 12 عاماً.");
    await close();

    const english = await openPage();
    await english.page.goto("/en/contact");
    expect(await english.page.locator("#faq summary").first().innerText()).toBe("Who is the app for?");
    await expectNoAxeViolations(english.page);
    await english.close();
  });
});
