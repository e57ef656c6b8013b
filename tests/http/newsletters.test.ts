import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ParsedMail, simpleParser } from "mailparser";
import type net from "node:net";
import { SMTPServer } from "smtp-server";
import { execute, queryRow, queryRows } from "../support/database";
import { request, signIn } from "../support/http";
import { api } from "../support/openapi";
import { freshIp, newAccount } from "../support/accounts";
import { adminEmail, useServer } from "../support/server";
import { addressesOf } from "../support/smtp";

/*
 * Newsletters (docs/decisions/0064-newsletters.md), through the real server and a real SMTP server
 * on loopback that refuses one address for good (550): editions written by editors and
 * administrators, If-Match, four eyes, the refusal to send while a language some subscribers read
 * is incomplete, `at` in Qatar time, cancel; then a real send: each confirmed subscriber exactly one
 * email in their language, with the headers and lines every newsletter email carries, a bounce that
 * marks the address, the counts, the counted links, the web version.
 */

const refused = "gone@example.com";
const received: ParsedMail[] = [];
let smtp: SMTPServer;
const env: Record<string, string> = {
  TRUST_PROXY: "1",
  MAIL_FROM: "Mahami <news@mahami.qa>",
  SUPPORT_EMAIL: "support@mahami.qa",
  PUBLIC_URL: "http://127.0.0.1",
  NEWSLETTER_PER_MINUTE: "600",
  MAIL_RETRY_SCHEDULE: "1",
};
beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) callback(Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});
const server = useServer(env);

let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server, freshIp());
});

const to = (address: string) => received.filter((mail) => addressesOf(mail.to).includes(address));
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

async function subscriber(email: string, locale: "ar" | "en", status = "confirmed") {
  const token = `tok-${email.replace(/\W/g, "-")}-${Math.random().toString(36).slice(2)}`;
  await execute(
    server,
    `insert into newsletter_subscribers (email, locale, status, "createdAt", "consentAt", "unsubscribeToken") values (?, ?, ?, ?, ?, ?)`,
    email,
    locale,
    status,
    new Date().toISOString(),
    new Date().toISOString(),
    token,
  );
  return token;
}

const fullEdition = {
  subjectAr: "نشرة مهامي: مهام الشتاء",
  subjectEn: "Mahami news: winter tasks",
  preheaderAr: "أفكار لمهام منزلية يحبها الأطفال",
  preheaderEn: "Household tasks children enjoy",
  blocks: [
    {
      type: "richText",
      text: {
        ar: { markdown: "## مرحباً\nاقرأ [دليل الأهل](https://example.org/guide) قبل البدء. <b>لا</b>" },
        en: { markdown: "## Hello\nRead [the parents' guide](https://example.org/guide) first. <b>no</b>" },
      },
    },
    {
      type: "stats",
      items: [{ value: "12,000" }],
      text: { ar: { title: "", items: [{ label: "مهمة أنجزت" }] }, en: { title: "", items: [{ label: "tasks done" }] } },
    },
    {
      type: "cta",
      link: { type: "internal", page: "parents" },
      text: { ar: { title: "للأهل", text: "", button: "اعرف المزيد" }, en: { title: "For parents", text: "", button: "Learn more" } },
    },
  ],
};

describe("an edition", () => {
  it("is written by an editor as a draft, read with its version, and changed only with the right one", async () => {
    const editor = await newAccount(server, "news-editor", "a-long-and-unusual-passphrase-61", "editor");
    // Arabic words only: English waits.
    const arabicOnly = fullEdition.blocks.map((block) => ({ ...block, text: { ar: block.text.ar } }));
    const created = await api(server, "POST", "/api/admin/newsletters", { cookie: editor.cookie, body: { subjectAr: "مسودة", blocks: arabicOnly } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "draft", version: 1, createdBy: editor.email, approvedBy: null, subjectEn: "" });
    expect(created.body.missing.en).toEqual([
      "subjectEn",
      "blocks.0.text.en.markdown",
      "blocks.1.text.en.items.0.label",
      "blocks.2.text.en.title",
      "blocks.2.text.en.button",
    ]);
    expect(created.body.missing.ar).toEqual([]);
    expect(created.body.stats).toMatchObject({ recipients: 0, sent: 0, clicks: [] });
    const id = created.body.id as number;

    const read = await api(server, "GET", `/api/admin/newsletters/${id}`, { cookie: editor.cookie });
    expect(read.headers.get("etag")).toBe('"1"');
    const changed = await api(server, "PATCH", `/api/admin/newsletters/${id}`, {
      cookie: editor.cookie,
      headers: { "If-Match": '"1"' },
      body: { subjectEn: "Draft" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subjectEn: "Draft", version: 2 });
    const stale = await api(server, "PATCH", `/api/admin/newsletters/${id}`, { cookie, headers: { "If-Match": '"1"' }, body: { subjectEn: "Mine" } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ subjectEn: "Draft", version: 2 });

    // An editor neither approves nor sends; a block that does not suit email is refused, its path named.
    expect((await api(server, "POST", `/api/admin/newsletters/${id}/approve`, { cookie: editor.cookie })).status).toBe(403);
    expect((await api(server, "POST", `/api/admin/newsletters/${id}/send`, { cookie: editor.cookie })).status).toBe(403);
    const wrong = await api(server, "PATCH", `/api/admin/newsletters/${id}`, {
      cookie: editor.cookie,
      body: { blocks: [{ type: "contactForm", text: {} }] },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toContain("blocks.0.type");
    const untitled = await api(server, "POST", "/api/admin/newsletters", { cookie, body: { preheaderEn: "No subject yet" } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.errors.subjectAr).toBeDefined();
    const long = await api(server, "POST", "/api/admin/newsletters", { cookie, body: { subjectEn: "x".repeat(151) } });
    expect(long.status).toBe(400);
    expect(long.body.errors.subjectEn).toBeDefined();

    // Four eyes: with two administrators, the author cannot approve; the other can; an edit withdraws it.
    const colleague = await newAccount(server, "news-approver", "a-long-and-unusual-passphrase-62");
    const own = await api(server, "POST", "/api/admin/newsletters", { cookie, body: fullEdition });
    const ownId = own.body.id as number;
    const self = await api(server, "POST", `/api/admin/newsletters/${ownId}/approve`, { cookie });
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/approved by the one who wrote it/);
    const approved = await api(server, "POST", `/api/admin/newsletters/${ownId}/approve`, {
      cookie: colleague.cookie,
      headers: { "If-Match": '"1"' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", approvedBy: colleague.email, version: 2 });
    // An editor may not touch an approved edition; an administrator's edit withdraws the approval.
    expect((await api(server, "PATCH", `/api/admin/newsletters/${ownId}`, { cookie: editor.cookie, body: { subjectEn: "x" } })).status).toBe(403);
    const edited = await api(server, "PATCH", `/api/admin/newsletters/${ownId}`, { cookie, body: { preheaderEn: "Tasks children enjoy at home" } });
    expect(edited.body).toMatchObject({ status: "draft", approvedBy: null, approvedAt: null, version: 3 });
    expect((await api(server, "POST", `/api/admin/newsletters/${ownId}/send`, { cookie })).status).toBe(409);

    // Sending is refused while a language some confirmed subscribers read is incomplete.
    await subscriber("reader-en@example.com", "en");
    expect((await api(server, "POST", `/api/admin/newsletters/${id}/approve`, { cookie })).status).toBe(200);
    const incomplete = await api(server, "POST", `/api/admin/newsletters/${id}/send`, { cookie });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/English/);
    expect(Object.keys(incomplete.body.errors)).toEqual(expect.arrayContaining(["blocks.0.text.en.markdown", "blocks.2.text.en.title"]));
    expect((await api(server, "GET", `/api/admin/newsletters/${id}`, { cookie })).body.status).toBe("approved");

    // `at`: unreadable or past is a 400; ahead, the edition is scheduled, and cancelled it never goes.
    await api(server, "POST", `/api/admin/newsletters/${ownId}/approve`, { cookie: colleague.cookie });
    const past = await api(server, "POST", `/api/admin/newsletters/${ownId}/send`, { cookie, body: { at: "2020-01-01T08:00:00+03:00" } });
    expect(past.status).toBe(400);
    expect(past.body.errors.at).toBeDefined();
    expect((await api(server, "POST", `/api/admin/newsletters/${ownId}/send`, { cookie, body: { at: "tomorrow" } })).status).toBe(400);
    const at = new Date(Date.now() + 3 * 3600_000).toISOString().replace(/\.\d+Z$/, "+00:00");
    const scheduled = await api(server, "POST", `/api/admin/newsletters/${ownId}/send`, { cookie, body: { at } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "scheduled", at: new Date(at).toISOString() });
    const cancelled = await api(server, "POST", `/api/admin/newsletters/${ownId}/cancel`, { cookie });
    expect(cancelled.body).toMatchObject({ status: "cancelled", stats: { recipients: 0 } });
    expect((await api(server, "POST", `/api/admin/newsletters/${ownId}/cancel`, { cookie })).status).toBe(409);

    // Editors delete their drafts; an administrator deletes a cancelled edition.
    expect((await api(server, "DELETE", `/api/admin/newsletters/${ownId}`, { cookie: editor.cookie })).status).toBe(403);
    expect((await api(server, "DELETE", `/api/admin/newsletters/${ownId}`, { cookie })).status).toBe(204);
    await execute(server, "delete from users where id = ?", colleague.id);
    await execute(server, "delete from newsletter_subscribers where email = ?", "reader-en@example.com");
  });

  it("goes to each confirmed subscriber once, in their language, with the unsubscribe headers, the sender, the reason and the web version", async () => {
    const arToken = await subscriber("fatima@example.com", "ar");
    await subscriber("sam@example.com", "en");
    await subscriber(refused, "ar");
    await subscriber("left@example.com", "ar", "unsubscribed");
    await subscriber("waiting@example.com", "en", "pending");
    await execute(
      server,
      `update company_settings set "legalNameAr" = ?, "legalNameEn" = ?, "addressAr" = ?, "addressEn" = ?`,
      "مهامي ذ.م.م",
      "Mahami LLC",
      "الدوحة، الخليج الغربي",
      "West Bay, Doha",
    );

    const created = await api(server, "POST", "/api/admin/newsletters", { cookie, body: fullEdition });
    const id = created.body.id as number;
    // The only administrator approves their own edition: four eyes needs a second one.
    expect((await api(server, "POST", `/api/admin/newsletters/${id}/approve`, { cookie })).status).toBe(200);
    const sending = await api(server, "POST", `/api/admin/newsletters/${id}/send`, { cookie, headers: { "If-Match": '"2"' } });
    expect(sending.status).toBe(200);
    expect(sending.body).toMatchObject({ status: "sending", stats: { recipients: 3 } });

    await expect
      .poll(async () => (await api(server, "GET", `/api/admin/newsletters/${id}`, { cookie })).body.status, { timeout: 20_000, interval: 250 })
      .toBe("sent");
    const arabic = to("fatima@example.com");
    const english = to("sam@example.com");
    expect(arabic).toHaveLength(1);
    expect(english).toHaveLength(1);
    expect(to(refused)).toHaveLength(0);
    expect(to("left@example.com")).toHaveLength(0);
    expect(to("waiting@example.com")).toHaveLength(0);

    const [ar] = arabic;
    expect(ar.subject).toBe("نشرة مهامي: مهام الشتاء");
    expect(addressesOf(ar.from)).toEqual(["news@mahami.qa"]);
    const html = String(ar.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/<body dir="rtl"/);
    expect(html).toContain("&lt;b&gt;لا&lt;/b&gt;");
    expect(html).toContain("أفكار لمهام منزلية يحبها الأطفال");
    expect(html).toContain("مهامي ذ.م.م، الدوحة، الخليج الغربي");
    expect(html).toContain("fatima@example.com");
    expect(html).toContain(`http://127.0.0.1/newsletter/${id}"`);
    expect(html).toContain(`http://127.0.0.1/newsletter/${id}/l/0`);
    expect(html).not.toContain("https://example.org/guide");
    expect(html).not.toMatch(/<img[^>]+(pixel|open|track)/i);
    expect(ar.text).toContain("\u200Fاقرأ دليل الأهل (https://example.org/guide)");
    expect(ar.text).toContain(`http://127.0.0.1/newsletter/${id}`);
    const unsubscribe = header(ar, "list-unsubscribe")!;
    expect(unsubscribe).toContain(`<http://127.0.0.1/newsletter/unsubscribe?token=${arToken}>`);
    expect(unsubscribe).toMatch(/<mailto:support@mahami\.qa\?subject=unsubscribe%20/);
    expect(header(ar, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(ar.messageId).toMatch(new RegExp(`^<newsletter\\.${id}\\.\\d+\\.[\\w-]{12}@mahami\\.qa>$`));

    const [en] = english;
    expect(en.subject).toBe("Mahami news: winter tasks");
    expect(String(en.html)).toMatch(/<html lang="en" dir="ltr"/);
    expect(String(en.html)).toContain("Mahami LLC, West Bay, Doha.");
    expect(en.text).toContain("You receive this email because you subscribed to the Mahami newsletter with sam@example.com");

    // The refused address bounced: marked, in its consent history, never mailed again.
    expect(await queryRow(server, "select status from newsletter_subscribers where email = ?", refused)).toEqual({ status: "bounced" });
    const events = await queryRows<{ event: string }>(
      server,
      `select e.event from newsletter_consent_events e join newsletter_subscribers s on s.id = e."subscriberId" where s.email = ?`,
      refused,
    );
    expect(events.map((event) => event.event)).toContain("bounce");

    // The one-click unsubscribe (RFC 8058), from the mail client, counted as "unsubscribed after".
    const oneClick = await request(server, `/newsletter/unsubscribe?token=${arToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // A link click: a 302 to where it leads, counted per edition and link, no cookie.
    const click = await request(server, `/newsletter/${id}/l/0`, { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://example.org/guide");
    expect(click.headers.get("set-cookie")).toBeNull();
    expect((await request(server, `/newsletter/${id}/l/99`, { redirect: "manual" })).status).toBe(404);
    const stats = (await api(server, "GET", `/api/admin/newsletters/${id}`, { cookie })).body.stats;
    expect(stats).toEqual({
      recipients: 3,
      pending: 0,
      sent: 2,
      failed: 0,
      bounced: 1,
      cancelled: 0,
      unsubscribedAfter: 1,
      clicks: [{ link: 0, url: "https://example.org/guide", count: 1 }],
    });
    expect(await queryRows(server, `select * from newsletter_link_clicks where "editionId" = ?`, id)).toHaveLength(1);

    // The web version: the sent edition in each language, no one's address or token, not indexed, no script.
    const web = await request(server, `/newsletter/${id}`);
    expect(web.status).toBe(200);
    expect(web.headers.get("x-robots-tag")).toBe("noindex");
    const page = await web.text();
    expect(page).toContain("نشرة مهامي: مهام الشتاء");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).not.toContain("fatima@example.com");
    expect(page).not.toContain("token=");
    // As every public page: no client framework (no script files, no module preloads, no hydration data).
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain("__reactRouterContext");
    const webEn = await (await request(server, `/en/newsletter/${id}`)).text();
    expect(webEn).toContain("Mahami news: winter tasks");
    expect(webEn).toContain("https://example.org/guide");
    expect((await request(server, `/newsletter/${id + 100}`)).status).toBe(404);
    // The privacy policy says how the newsletter is counted, in both languages.
    expect(await (await request(server, "/privacy-policy")).text()).toContain("ولا نضع في رسائل النشرة البريدية أي صورة خفية");
    expect(await (await request(server, "/en/privacy-policy")).text()).toContain("without recording who clicked");

    // A second edition: the bounced and the unsubscribed get nothing; the English reader does.
    const second = await api(server, "POST", "/api/admin/newsletters", {
      cookie,
      body: { ...fullEdition, subjectAr: "العدد الثاني", subjectEn: "Second issue" },
    });
    await api(server, "POST", `/api/admin/newsletters/${second.body.id}/approve`, { cookie });
    expect((await api(server, "POST", `/api/admin/newsletters/${second.body.id}/send`, { cookie })).body.stats.recipients).toBe(1);
    await expect.poll(() => to("sam@example.com").length, { timeout: 20_000 }).toBe(2);
    expect(to("fatima@example.com")).toHaveLength(1);
    const drafts = (await api(server, "GET", `/api/admin/newsletters/${id + 100}`, { cookie })).status;
    expect(drafts).toBe(404);
  });

  it("sends a test of both languages to the signed-in user, marked as a test, and to nobody else", async () => {
    const created = await api(server, "POST", "/api/admin/newsletters", { cookie, body: { ...fullEdition, subjectEn: "Trial run" } });
    const before = received.length;
    const test = await api(server, "POST", `/api/admin/newsletters/${created.body.id}/test`, { cookie });
    if (test.status !== 202) console.log(server.output().slice(-3000));
    expect(test.status).toBe(202);
    expect(test.body.message).toContain(adminEmail);
    await expect.poll(() => to(adminEmail).filter((mail) => mail.subject?.startsWith("[")).length, { timeout: 15_000 }).toBe(2);
    const tests = to(adminEmail).filter((mail) => mail.subject?.startsWith("["));
    expect(tests.map((mail) => mail.subject).sort()).toEqual(["[Test] Trial run", "[تجربة] نشرة مهامي: مهام الشتاء"]);
    expect(received.length).toBe(before + 2);
    expect((await api(server, "GET", `/api/admin/newsletters/${created.body.id}`, { cookie })).body.status).toBe("draft");
  });
});
