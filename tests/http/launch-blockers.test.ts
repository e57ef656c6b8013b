import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { permitSentence } from "~/routes/admin/content/launch-checklist";
import { queryRow } from "../support/database";
import { publicHtml, request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";
import { defaultCopy, englishPath } from "../support/site";

/*
 * What must hold before launch (docs/decisions/0051-launch-blockers-and-honest-defaults.md): the
 * launch checklist's blockers (the company responsible for the data, the children's-data permit) and
 * the legal documents that stay drafts (a notice, `noindex`, out of the sitemap) until the company is
 * named; the privacy policy saying what the server logs keep and for how long, and the compose files
 * making that true; figures that cannot contradict the consent model; no invented team.
 */
const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

const documents = ["/privacy-policy", "/terms-of-service", "/service-agreement"];
const notice = { ar: ar.company.site.draftNotice, en: en.company.site.draftNotice };
/** The HTML of React's text, as the page prints it. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;");
const noindex = '<meta name="robots" content="noindex"/>';
const contentTab = async (language = "en") =>
  (await request(server, "/admin-dashboard", { headers: { Cookie: `${cookie}; mahami-language=${language}` } })).text();
const checklistItems = (html: string) => [...html.matchAll(/<li data-item="(\w+)"/g)].map(([, id]) => id);
const checklistState = (html: string) => html.match(/data-testid="launch-checklist" data-state="(\w+)"/)?.[1];
const sitemap = async () => (await request(server, "/sitemap.xml")).text();
const patchItem = async (key: string, body: Record<string, string>) => {
  const { id } = await queryRow<{ id: number }>(server, `select id from content_items where key = ?`, key);
  const answer = await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

describe("L1: until the company responsible for the data is named", () => {
  it("the launch checklist says not to launch, its company and permit lines first and marked as blockers", async () => {
    const tab = await contentTab();
    expect(checklistState(tab)).toBe("blocked");
    expect(tab).toContain("Do not launch yet");
    expect(checklistItems(tab).slice(0, 2)).toEqual(["controller", "permit"]);
    expect(tab).toContain('<li data-item="controller" data-blocker="">');
    expect(tab).toContain(
      escaped("The company responsible for personal data is not named yet in both languages: legal name, commercial registration, street address."),
    );
    const arabic = await contentTab("ar");
    expect(arabic).toContain("لا تُطلق الموقع بعد");
    expect(arabic).toContain("يمنع الإطلاق");
    // One line at the top says how many items wait and links to the list, which follows the pages.
    const count = checklistItems(tab).length;
    const line = (html: string) => html.match(/<p data-testid="launch-checklist-line"[^>]*>(.*?)<\/p>/)?.[1].replace(/<[^>]+>/g, "");
    expect(line(tab)).toBe(`Do not launch yet:${count} items to fix.See the list`);
    expect(line(arabic)).toBe(`لا تُطلق الموقع بعد:${count} ${count <= 10 ? "بنود تنتظر" : "بنداً تنتظر"} الإصلاح.عرض القائمة`);
    expect(tab).toMatch(/data-testid="launch-checklist-line"[\s\S]*href="#launch-checklist"/);
    expect(tab.indexOf('data-testid="launch-checklist-line"')).toBeLessThan(tab.indexOf('data-page="home"'));
    expect(tab.indexOf('data-page="home"')).toBeLessThan(tab.indexOf('id="launch-checklist"'));
  });

  it.each(["ar", "en"] as const)(
    "the three legal documents carry the stated line and noindex in %s, and are left out of the sitemap",
    async (locale) => {
      const map = await sitemap();
      for (const path of documents) {
        const localized = locale === "ar" ? path : englishPath(path);
        const html = await publicHtml(server, localized);
        expect(html, localized).toContain(escaped(notice[locale]));
        expect(html, localized).toContain(noindex);
        expect(map, localized).not.toContain(`<loc>${server.url}${localized}</loc>`);
      }
      // The accessibility statement binds no company: indexed, listed, no notice.
      const accessibility = await publicHtml(server, locale === "ar" ? "/accessibility" : "/en/accessibility");
      expect(accessibility).not.toContain(escaped(notice[locale]));
      expect(accessibility).not.toContain(noindex);
      expect(map).toContain(`<loc>${server.url}${locale === "ar" ? "/accessibility" : "/en/accessibility"}</loc>`);
    },
  );
});

describe("L2: what the server logs keep, and for how long", () => {
  it("the privacy policy no longer says the IP address is never stored, and says what is logged, why and for 14 days", async () => {
    const english = await publicHtml(server, "/en/privacy-policy");
    expect(english).not.toMatch(/never store your IP/i);
    expect(english).toContain(escaped("We do not use your IP address or your browser's details to count visits"));
    expect(english).toContain(escaped(defaultCopy("en", "privacy.website.item.5")));
    expect(defaultCopy("en", "privacy.website.item.5")).toContain("we delete these logs after 14 days");
    expect(english).toContain("Technical server logs: deleted after 14 days.");
    const arabic = await publicHtml(server, "/privacy-policy");
    expect(arabic).not.toContain("ولا نحفظ أبداً عنوان IP");
    expect(arabic).toContain("ونحذف هذه السجلات بعد 14 يوماً");
    expect(arabic).toContain("سجلات الخادم التقنية: تُحذف بعد 14 يوماً.");
  });

  it("the compose files send every container's log to the journal that deploy/journald-mahami.conf empties within 14 days", () => {
    const single = readFileSync("compose.yaml", "utf8");
    expect(single).toMatch(/\n {4}logging:\n {6}driver: journald\n/);
    const scaled = readFileSync("compose.scale.yaml", "utf8");
    expect(scaled).toMatch(/\n {2}logging: &journal\n {4}driver: journald\n/);
    expect(scaled).toContain("    logging: *journal\n");
    const journal = readFileSync("deploy/journald-mahami.conf", "utf8");
    const days = (name: string) => Number(journal.match(new RegExp(`^${name}=(\\d+)day$`, "m"))?.[1]);
    // A file holds at most a day; files older than the retention go at the next rotation.
    expect(days("MaxFileSec") + days("MaxRetentionSec")).toBeLessThanOrEqual(14);
    expect(readFileSync("docs/operations.md", "utf8")).toContain("14 days");
  });
});

describe("L3: figures that cannot contradict the consent model", () => {
  it("the teachers page counts classes, not students: no more children in classes than on family accounts", async () => {
    const arabic = await publicHtml(server, "/teachers");
    expect(arabic).toContain("600+");
    expect(arabic).toContain("صفّ دراسي");
    expect(arabic).not.toContain("15,000+");
    const english = await publicHtml(server, "/en/teachers");
    expect(english).toContain("Classes");
    expect(english).not.toContain("Students in our teachers");
  });

  it("the checklist's statistics line covers the teachers' and sellers' figures, and a line names the legal pages' sample phone", async () => {
    const tab = await contentTab();
    expect(tab).toContain("Statistics still showing the sample figures: Home, About us, Teachers, Sellers.");
    expect(tab).toContain(
      "These pages still show the sample phone number in their contact block: Privacy policy, Terms of service, Service agreement, Accessibility statement.",
    );
  });
});

describe("L4: the children's-data permit", () => {
  it("the privacy policy names the law's competent department, in both languages", async () => {
    const arabic = await publicHtml(server, "/privacy-policy");
    expect(arabic).toContain("تقديم شكوى إلى الإدارة المختصة بحماية البيانات الشخصية");
    expect(arabic).not.toContain("الجهة المختصة");
    expect(await publicHtml(server, "/en/privacy-policy")).toContain("the competent department for personal data protection in Qatar");
  });

  it("the checklist's permit line gives the sentence to add once the permit is held, in both languages", async () => {
    for (const language of ["ar", "en"]) {
      const tab = await contentTab(language);
      expect(tab).toContain(`<q lang="ar" dir="rtl">${permitSentence.ar}</q>`);
      expect(tab).toContain(`<q lang="en" dir="ltr">${escaped(permitSentence.en)}</q>`);
    }
  });
});

describe("D7: /about-us shows no invented names", () => {
  it.each(["ar", "en"] as const)("with no active member, one line instead of the team grid (%s)", async (locale) => {
    const html = await publicHtml(server, locale === "ar" ? "/about-us" : "/en/about-us");
    expect(html).not.toContain('data-testid="team-member"');
    expect(html).toContain(
      `<p data-testid="team-coming-soon" class="section-lead text-center">${escaped(defaultCopy(locale, "about.team.coming_soon"))}</p>`,
    );
    for (const name of ["الكواري", "السليطي", "المهندي", "الهاجري", "Al-Kuwari", "Al-Sulaiti", "Al-Mohannadi", "Al-Hajri"])
      expect(html).not.toContain(name);
  });
});

describe("once the owner names the company, holds the permit and adds the team", () => {
  it("the legal documents lose the line and noindex, come back to the sitemap, and the blockers leave the checklist", async () => {
    const controller = {
      legalNameAr: "شركة مهامي للتقنية ذ.م.م",
      legalNameEn: "Mahami Technology LLC",
      registrationNumber: "123456-1",
      addressAr: "مبنى 12، شارع الكورنيش، الدوحة",
      addressEn: "Building 12, Corniche Street, Doha",
    };
    // One language is not enough: the English documents would name nobody.
    expect((await api(server, "PATCH", "/api/admin/company-settings", { cookie, body: { ...controller, addressEn: "" } })).status).toBe(200);
    expect(await publicHtml(server, "/privacy-policy")).toContain(escaped(notice.ar));
    expect(checklistItems(await contentTab())).toContain("controller");

    expect((await api(server, "PATCH", "/api/admin/company-settings", { cookie, body: controller })).status).toBe(200);
    const map = await sitemap();
    for (const path of documents) {
      for (const localized of [path, englishPath(path)]) {
        const html = await publicHtml(server, localized);
        expect(html, localized).not.toContain('data-testid="legal-draft-notice"');
        expect(html, localized).not.toContain(noindex);
        expect(map, localized).toContain(`<loc>${server.url}${localized}</loc>`);
      }
    }
    const tab = await contentTab();
    expect(checklistItems(tab)).not.toContain("controller");
    // The other company facts (partner, rating, hours) stay an ordinary line.
    expect(checklistItems(tab)).toContain("company");
    expect(checklistState(tab)).toBe("blocked");

    const children = defaultCopy("ar", "privacy.children.1");
    await patchItem("privacy.children.1", {
      valueAr: `${children} ${permitSentence.ar}`,
      valueEn: `${defaultCopy("en", "privacy.children.1")} ${permitSentence.en}`,
    });
    expect(await publicHtml(server, "/privacy-policy")).toContain(permitSentence.ar);
    const after = await contentTab();
    expect(checklistItems(after)).not.toContain("permit");
    expect(checklistState(after)).toBe("placeholders");
    expect(after).toContain("Before launch");
    expect(after).not.toContain("Do not launch yet");
  });

  it("an active team member in both languages replaces the coming-soon line", async () => {
    const member = { name: "شخص حقيقي", position: "المؤسس", nameEn: "Real Person", positionEn: "Founder" };
    expect((await api(server, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
    const html = await publicHtml(server, "/en/about-us");
    expect(html).toContain('data-testid="team-member"');
    expect(html).toContain("Real Person");
    expect(html).not.toContain('data-testid="team-coming-soon"');
  });
});
