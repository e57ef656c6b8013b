import { describe, expect, it } from "vitest";
import { editionEmail, editionEmails, type EditionContent } from "~/features/newsletters/edition-email.server";
import { nextPassIn } from "~/features/newsletters/sender.service.server";

/*
 * The newsletter sender's two economies (docs/decisions/0064-newsletters.md, amendment of 2026-11-29):
 * a batch's emails filled into one rendering per language, byte for byte what a rendering per
 * recipient gives; and a sender that rests when nothing is sending.
 */

const edition: EditionContent = {
  id: 7,
  subjectAr: 'أخبار مهامي <الشهرية> & "المزيد"',
  subjectEn: 'Mahami\'s news <monthly> & "more"',
  preheaderAr: "ما الجديد هذا الشهر",
  preheaderEn: "What is new this month",
  blocks: [
    {
      type: "richText",
      text: {
        ar: { markdown: "## مرحباً\n\nنص مع [رابط](https://example.com/a?x=1&y=2)" },
        en: { markdown: "## Hello\n\nText with [a link](/parents)" },
      },
    },
    {
      type: "cta",
      link: { type: "external", url: "https://example.com/join?from=news&x='1'" },
      text: { ar: { title: "انضم", text: "الآن", button: "سجّل" }, en: { title: "Join", text: "Now", button: "Sign up" } },
    },
  ] as EditionContent["blocks"],
};
const sender = { name: "Mahami & Co. <Qatar>", address: "Doha, 'West Bay'" };
const origin = "https://mahami.qa";

const recipients = [
  {
    email: "reader@example.com",
    unsubscribe: `${origin}/newsletter/unsubscribe?token=abc`,
    mailto: "mailto:support@mahami.qa?subject=unsubscribe%20abc",
  },
  {
    email: "o'neil+news&more@example.com",
    unsubscribe: `${origin}/en/newsletter/unsubscribe?token=a%26b%3Cc%3E&x="y"`,
    mailto: "mailto:support@mahami.qa?subject=unsubscribe%20a%26b",
  },
  { email: "قارئ@مثال.قطر", unsubscribe: `${origin}/newsletter/unsubscribe?token=<&>`, mailto: "mailto:s@x?subject=<'\">" },
];

describe("editionEmails", () => {
  it("gives each recipient the bytes a rendering of their own gives, in both languages, the HTML escaped as React escapes", () => {
    for (const locale of ["ar", "en"] as const) {
      const fill = editionEmails(edition, locale, { origin, sender });
      for (const [at, recipient] of recipients.entries()) {
        const messageId = `<newsletter.7.${at}.tag@mahami.qa>`;
        expect(fill(recipient, messageId)).toEqual(editionEmail(edition, locale, recipient, { origin, sender, messageId }));
      }
    }
  });

  it("leaves no stand-in behind and puts the recipient where the footer and headers name them", () => {
    const message = editionEmails(edition, "en", { origin, sender })(recipients[1], "<m@mahami.qa>");
    expect(message.to).toBe("o'neil+news&more@example.com");
    expect(message.html).toContain("o&#x27;neil+news&amp;more@example.com");
    expect(message.text).toContain("o'neil+news&more@example.com");
    expect(message.headers?.["Message-ID"]).toBe("<m@mahami.qa>");
    expect(message.headers?.["List-Unsubscribe"]).toBe(`<${recipients[1].unsubscribe}>, <${recipients[1].mailto}>`);
    expect(`${message.html}${message.text}${JSON.stringify(message.headers)}`).not.toMatch(/r[0-9a-f]{18}[eumi]/);
  });
});

describe("nextPassIn", () => {
  const now = Date.parse("2026-11-29T20:00:00.000Z");
  it("comes at the next throttle slot while an edition is sending", () => {
    expect(nextPassIn({ sending: true, slotMs: 1000, idleMs: 20_000, now, nextAt: "2026-11-29T20:00:05.000Z" })).toBe(1000);
  });
  it("rests for the idle interval when nothing is sending or scheduled", () => {
    expect(nextPassIn({ sending: false, slotMs: 1000, idleMs: 20_000, now })).toBe(20_000);
  });
  it("wakes at a scheduled edition's time when it is sooner than the idle interval, at once when it is past", () => {
    expect(nextPassIn({ sending: false, slotMs: 1000, idleMs: 20_000, now, nextAt: "2026-11-29T20:00:05.250Z" })).toBe(5250);
    expect(nextPassIn({ sending: false, slotMs: 1000, idleMs: 20_000, now, nextAt: "2026-11-29T23:00:00.000Z" })).toBe(20_000);
    expect(nextPassIn({ sending: false, slotMs: 1000, idleMs: 20_000, now, nextAt: "2026-11-29T19:59:00.000Z" })).toBe(0);
  });
});
