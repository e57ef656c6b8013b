import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultEntries } from "~/content/defaults";
import { queryRows } from "../support/database";
import { postForm, publicHtml, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * The owner's facts and the launch checklist (docs/decisions/0047-company-facts-and-launch-checklist.md):
 * GET/PATCH /api/admin/company-settings with versions, for administrators only; what is refused and
 * why, in both languages; the legal pages, footer, contact page, home rating and emails showing a
 * neutral sentence before a fact is given and the fact after (stored pages rebuilt); the checklist
 * on the content tab for administrators, shrinking as each placeholder is fixed, gone when all are.
 * The chat number and store links are server settings: this server starts without them, and a
 * second server (at the end) with them.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = { TRUST_PROXY: "1", MAIL_FROM: "Mahami <no-reply@mahami.qa>", PUBLIC_URL: "http://127.0.0.1" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const server = useServer(env);
const password = "a-long-editor-passphrase-42";
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await signIn(server, "198.51.100.31");
  const created = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "editor@mahami.qa", password, role: "editor" } });
  expect(created.status).toBe(201);
  editor = await signIn(server, "198.51.100.32", "editor@mahami.qa", password);
});

const facts = {
  legalNameAr: "شركة مهامي للتقنية ذ.م.م",
  legalNameEn: "Mahami Technology LLC",
  registrationNumber: "123456-1",
  addressAr: "مبنى 12، شارع الكورنيش، الدوحة",
  addressEn: "Building 12, Corniche Street, Doha",
  paymentPartnerAr: "بنك الاختبار القطري",
  paymentPartnerEn: "Qatar Test Bank",
  ratingValue: "4.7",
  ratingSource: "App Store",
  ratingDate: "2026-11-01",
  supportHoursAr: "من الأحد إلى الخميس، 8 صباحاً حتى 4 مساءً",
  supportHoursEn: "Sunday to Thursday, 8 AM to 4 PM",
};
const pendingAr = "تُنشر بيانات الشركة هنا فور اعتمادها.";
const pendingEn = "registered details will be published here once confirmed.";
const partnerPendingAr = "يُنشر هنا اسم شريك الدفع المرخّص الذي يحفظ أموال المحافظ فور اعتماده.";

const contentTab = async (cookie: string, language = "en") =>
  (await request(server, "/admin-dashboard", { headers: { Cookie: `${cookie}; mahami-language=${language}` } })).text();
const checklistItems = (html: string) => [...html.matchAll(/<li data-item="(\w+)"/g)].map(([, id]) => id);
const newsletterEmail = async (email: string, locale: "ar" | "en") => {
  const answer = await api(server, "POST", "/api/newsletter", { ip: `10.47.0.${locale === "ar" ? 1 : 2}${email.length}`, body: { email, locale } });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const mail = await smtp.waitFor((message) => addressesOf(message.to).includes(email));
  return String(mail.html);
};

describe("before the owner gives any fact", () => {
  it("answers empty facts at version 1, and the launch checklist lists every placeholder", async () => {
    const answer = await api(server, "GET", "/api/admin/company-settings", { cookie: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("ETag")).toBe('"1"');
    expect(answer.body).toMatchObject({ legalNameAr: "", registrationNumber: "", ratingValue: "", version: 1 });
    const tab = await contentTab(admin);
    expect(tab).toContain("Do not launch yet");
    expect(checklistItems(tab)).toEqual([
      "controller",
      "permit",
      "phone",
      "phoneContent",
      "phoneLegal",
      "chat",
      "company",
      "team",
      "statistics",
      "stores",
    ]);
    expect(tab).toContain(
      "The company responsible for personal data is not named yet in both languages: legal name, commercial registration, street address.",
    );
    expect(tab).toContain("Company facts not given yet: payment partner, store rating with its source and date, support hours.");
    expect(await contentTab(admin, "ar")).toContain("لا تُطلق الموقع بعد");
  });

  it("shows a neutral sentence on the legal pages, nothing extra in the footer, the editable contact texts and no rating figure", async () => {
    for (const path of ["/privacy-policy", "/terms-of-service", "/service-agreement"]) {
      const html = await publicHtml(server, path);
      expect(html, path).toContain("من نحن");
      expect(html, path).toContain(pendingAr);
      expect(html, path).toContain(partnerPendingAr);
      expect(html, path).not.toContain('data-testid="company-line"');
    }
    expect(await publicHtml(server, "/en/privacy-policy")).toContain(pendingEn);
    const contact = await publicHtml(server, "/contact");
    expect(contact).toContain("الدوحة، قطر");
    expect(contact).toContain("يومياً من 9 صباحاً حتى 6 مساءً");
    const home = await publicHtml(server, "/en");
    expect(home.match(/data-testid="stat"/g)).toHaveLength(3);
    expect(home).not.toContain("Families&#x27; rating of the app");
    expect(home).not.toContain("5/5");
    const email = await newsletterEmail("before@example.com", "en");
    expect(email).toContain("Mahami · Doha, Qatar</p>");
  });
});

describe("PATCH /api/admin/company-settings", () => {
  it("refuses a bad registration number, rating or date (400, each field's reason in the request's language) and stores nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ registrationNumber: "12A45" }, "registrationNumber", "Use digits and dashes only (up to 32)."],
      [{ registrationNumber: "1".repeat(33) }, "registrationNumber", "This is too long."],
      [{ ratingValue: "5.5" }, "ratingValue", "Enter a rating from 0 to 5 with at most one decimal, e.g. 4.7."],
      [{ ratingValue: "4.75" }, "ratingValue", "Enter a rating from 0 to 5 with at most one decimal, e.g. 4.7."],
      [{ ratingDate: "2026-02-30" }, "ratingDate", "Enter a real date as YYYY-MM-DD, e.g. 2026-11-01."],
      [{ legalNameEn: "x".repeat(201) }, "legalNameEn", "This is too long."],
    ];
    for (const [body, field, text] of cases) {
      const answer = await api(server, "PATCH", "/api/admin/company-settings", { cookie: admin, body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors[field], field).toEqual([text]);
    }
    const arabic = await request(server, "/api/admin/company-settings", {
      method: "PATCH",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ ratingDate: "01/11/2026" }),
    });
    expect(arabic.status).toBe(400);
    expect((await arabic.json()).errors).toEqual({ ratingDate: ["أدخل تاريخاً صحيحاً بصيغة YYYY-MM-DD، مثل 2026-11-01."] });
    expect((await api(server, "GET", "/api/admin/company-settings", { cookie: admin })).body.version).toBe(1);
  });

  it("is for administrators only: an editor gets 403 on the API, the tab's company form, its history and the checklist", async () => {
    expect((await api(server, "GET", "/api/admin/company-settings", { cookie: editor })).status).toBe(403);
    expect((await api(server, "PATCH", "/api/admin/company-settings", { cookie: editor, body: { legalNameEn: "Editor Ltd" } })).status).toBe(403);
    const tab = await (await request(server, "/admin-dashboard/header-footer", { headers: { Cookie: `${editor}; mahami-language=en` } })).text();
    expect(tab).toContain("Footer settings");
    expect(tab).not.toContain("Company facts");
    expect(tab).not.toContain('name="legalNameEn"');
    const posted = await postForm(server, "/admin-dashboard/header-footer", { intent: "company", legalNameEn: "Editor Ltd" }, { Cookie: editor });
    expect(posted.status).toBe(403);
    expect((await api(server, "GET", "/api/admin/revisions?entity=company&entityId=1", { cookie: editor })).status).toBe(403);
    expect((await request(server, "/admin-dashboard/history?entity=company&entityId=1", { headers: { Cookie: editor } })).status).toBe(403);
    expect(checklistItems(await contentTab(editor))).toEqual([]);
    expect((await api(server, "GET", "/api/admin/company-settings", { cookie: admin })).body.legalNameEn).toBe("");
  });

  it("writes the facts (version 2, a revision and an activity entry) and refuses a stale version with 409", async () => {
    const saved = await api(server, "PATCH", "/api/admin/company-settings", { cookie: admin, body: facts, headers: { "If-Match": '"1"' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ ...facts, version: 2 });
    expect(saved.headers.get("ETag")).toBe('"2"');
    const stale = await api(server, "PATCH", "/api/admin/company-settings", { cookie: admin, body: { legalNameEn: "Late Ltd", version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ legalNameEn: facts.legalNameEn, version: 2 });
    const activity = await queryRows<{ action: string }>(server, "select action from activity where action like 'company.%'");
    expect(activity).toEqual([{ action: "company.update" }]);
    const revisions = await api(server, "GET", "/api/admin/revisions?entity=company&entityId=1", { cookie: admin });
    expect(revisions.body.items).toHaveLength(1);
    expect(revisions.body.items[0].after).toMatchObject({ legalNameEn: facts.legalNameEn });
  });
});

describe("once the owner has given the facts", () => {
  it("the legal pages, footer, contact page, home rating and emails show them (stored pages rebuilt)", async () => {
    for (const path of ["/privacy-policy", "/terms-of-service", "/service-agreement"]) {
      const html = await publicHtml(server, path);
      expect(html, path).toContain(facts.legalNameAr);
      expect(html, path).toContain(facts.registrationNumber);
      expect(html, path).toContain(facts.addressAr);
      expect(html, path).toContain(facts.paymentPartnerAr);
      expect(html, path).not.toContain(pendingAr);
      expect(html, path).not.toContain(partnerPendingAr);
    }
    const english = await publicHtml(server, "/en/terms-of-service");
    expect(english).toContain(facts.legalNameEn);
    expect(english).toContain(facts.paymentPartnerEn);
    expect(english).toContain("Commercial registration 123456-1");
    const contact = await publicHtml(server, "/en/contact");
    expect(contact).toContain(facts.addressEn);
    expect(contact).toContain(facts.supportHoursEn);
    const home = await publicHtml(server, "/en");
    expect(home.match(/data-testid="stat"/g)).toHaveLength(4);
    expect(home).toContain("4.7/5");
    expect(home).toContain("4.7 out of 5 on App Store, 2026-11-01");
    expect(await publicHtml(server, "/")).toContain("4.7 من 5 على App Store، 2026-11-01");
    expect(await newsletterEmail("after@example.com", "ar")).toContain(`مهامي · الدوحة، قطر · ${facts.legalNameAr}</p>`);
  });

  it("a fact given in the dashboard form (JavaScript off) is kept, a refused one comes back with its message and what was typed", async () => {
    const form = { intent: "company", version: "2", ...facts, registrationNumber: "12/34", supportHoursEn: "" };
    const refused = await postForm(server, "/admin-dashboard/header-footer", form, { Cookie: `${admin}; mahami-language=en` });
    expect(refused.status).toBe(200);
    const page = await refused.text();
    expect(page).toContain("Use digits and dashes only (up to 32).");
    expect(page).toContain("12/34");
    const saved = await postForm(server, "/admin-dashboard/header-footer", { ...form, registrationNumber: "123456-1" }, { Cookie: admin });
    expect(saved.status).toBe(302);
    const stored = (await api(server, "GET", "/api/admin/company-settings", { cookie: admin })).body;
    expect(stored).toMatchObject({ registrationNumber: "123456-1", supportHoursEn: "", supportHoursAr: facts.supportHoursAr, version: 3 });
    // The English page falls back to the Arabic hours when only those are given.
    expect(await publicHtml(server, "/en/contact")).toContain(facts.supportHoursAr);
    const stale = await postForm(server, "/admin-dashboard/header-footer", { ...form, registrationNumber: "999", version: "2" }, { Cookie: admin });
    expect(stale.status).toBe(200);
    const conflict = await stale.text();
    expect(conflict).toContain("999");
    expect((await api(server, "GET", "/api/admin/company-settings", { cookie: admin })).body.version).toBe(3);
  });

  it("the checklist shrinks as each placeholder is fixed", async () => {
    // The English support hours were emptied above: the company facts are still missing one.
    expect(checklistItems(await contentTab(admin))).toEqual([
      "permit",
      "phone",
      "phoneContent",
      "phoneLegal",
      "chat",
      "company",
      "team",
      "statistics",
      "stores",
    ]);
    const footer = await api(server, "PATCH", "/api/admin/footer-settings", { cookie: admin, body: { contactPhone: "+974 4411 2233" } });
    expect(footer.status).toBe(200);
    // A member in Arabic only is held back, and the checklist names what it lacks (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
    const member = await api(server, "POST", "/api/admin/team", { cookie: admin, body: { name: "شخص حقيقي", position: "المؤسس" } });
    expect(member.status).toBe(201);
    const halfWritten = await contentTab(admin);
    expect(checklistItems(halfWritten)).toEqual(["permit", "phoneContent", "phoneLegal", "chat", "company", "teamLanguages", "statistics", "stores"]);
    expect(halfWritten).toContain(
      "A member shows on the About page only once written in both languages. Still to complete: شخص حقيقي (English missing).",
    );
    expect(halfWritten).toContain(`href="/admin-dashboard/team?edit=${member.body.id}"`);
    const arabicUi = await request(server, "/admin-dashboard", { headers: { Cookie: `${admin}; mahami-language=ar` } });
    expect(await arabicUi.text()).toContain(
      "لا يظهر العضو في صفحة «من نحن» حتى تُكتب بياناته باللغتين. بانتظار الإكمال: شخص حقيقي (تنقص الإنجليزية).",
    );
    const english = { nameEn: "Real Person", positionEn: "Founder" };
    expect((await api(server, "PATCH", `/api/admin/team/${member.body.id}`, { cookie: admin, body: english })).status).toBe(200);
    const tab = await contentTab(admin);
    expect(checklistItems(tab)).toEqual(["permit", "phoneContent", "phoneLegal", "chat", "company", "statistics", "stores"]);
    expect(tab).toContain("Company facts not given yet: support hours.");
  });
});

describe("with the server's chat number and store links set", () => {
  const configured = useServer({
    CHAT_NUMBER: "+974 5511 2233",
    APP_STORE_URL: "https://apps.apple.com/qa/app/example/id1",
    PLAY_STORE_URL: "https://play.google.com/store/apps/details?id=qa.example",
  });

  it("the checklist disappears once every placeholder is fixed", async () => {
    const cookie = await signIn(configured);
    const tab = async () => (await request(configured, "/admin-dashboard", { headers: { Cookie: `${cookie}; mahami-language=en` } })).text();
    expect(checklistItems(await tab())).toEqual(["controller", "permit", "phone", "phoneContent", "phoneLegal", "company", "team", "statistics"]);
    expect((await api(configured, "PATCH", "/api/admin/company-settings", { cookie, body: facts })).status).toBe(200);
    expect((await api(configured, "PATCH", "/api/admin/footer-settings", { cookie, body: { contactPhone: "+974 4411 2233" } })).status).toBe(200);
    const member = { name: "شخص حقيقي", position: "المؤسس", nameEn: "Real Person", positionEn: "Founder" };
    expect((await api(configured, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
    const statistics = new Set([
      "contact.info.phone_value",
      ...[1, 2, 3].map((n) => `home.statistics.${n}.value`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `about.stats.${n}.value`),
      ...[1, 2, 3, 4].map((n) => `teachers.stats.${n}.value`),
      ...[1, 2, 3].map((n) => `sellers.success.${n}.value`),
      ...["privacy", "terms", "service", "accessibility"].map((page) => `${page}.contact.phone`),
    ]);
    for (const page of ["home", "about", "teachers", "sellers", "contact", "privacy", "terms", "service", "accessibility"]) {
      const items = (await api(configured, "GET", `/api/admin/content?page=${page}`, { cookie })).body as { id: number; key: string }[];
      for (const item of items.filter(({ key }) => statistics.has(key))) {
        const value = item.key.endsWith("phone_value") || item.key.endsWith(".contact.phone") ? "+974 4411 2233" : "42";
        expect((await api(configured, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueAr: value, valueEn: value } })).status).toBe(
          200,
        );
      }
    }
    expect(defaultEntries.some((entry) => entry.key === "about.stats.6.value")).toBe(true);
    // The children's-data permit, once held, is cited in the privacy policy (docs/operations.md).
    const children = (
      (await api(configured, "GET", "/api/admin/content?page=privacy", { cookie })).body as { id: number; key: string; valueAr: string }[]
    ).find(({ key }) => key === "privacy.children.1")!;
    const cited = `${children.valueAr} ونعالج بيانات الأطفال بموجب التصريح الصادر من الإدارة المختصة وفقاً للمادة (16) من القانون.`;
    expect((await api(configured, "PATCH", `/api/admin/content/${children.id}`, { cookie, body: { valueAr: cited } })).status).toBe(200);
    const html = await tab();
    expect(checklistItems(html)).toEqual([]);
    expect(html).not.toContain("Before launch");
  });
});
