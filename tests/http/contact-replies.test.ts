import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { execute, queryRow, queryRows } from "../support/database";
import { api, signIn } from "../support/http";
import { freshIp, newAccount } from "../support/accounts";
import { adminEmail, useServer } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * Answering parents from the inbox (docs/decisions/0061-replies-from-the-inbox.md), through a real
 * SMTP server on loopback: the reply email (language, direction, quote, Reply-To, threading), the
 * version that keeps two people from both answering, notes that are never emailed, status and
 * assignee, saved replies, bad input, and everything leaving with the message.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = {
  TRUST_PROXY: "1",
  MAIL_FROM: "Mahami <no-reply@mahami.qa>",
  NOTIFY_EMAIL: "office@mahami.qa",
  SUPPORT_EMAIL: "support@mahami.qa",
  PUBLIC_URL: "http://127.0.0.1",
};
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const server = useServer(env);

let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server, freshIp());
});

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

/** A message sent through POST /api/contact in `language`: its id. */
async function contactMessage(language: "ar" | "en", fields: { name: string; email: string; subject: string; message: string }) {
  const sent = await api(server, "POST", "/api/contact", { ip: freshIp(), cookie: `mahami-language=${language}`, body: fields });
  expect(sent.status).toBe(201);
  return sent.body.id as number;
}

const repliesTo = (address: string) => (mail: ParsedMail) => addressesOf(mail.to).includes(address);
const outboxCount = async () => Number((await queryRow<{ n: number }>(server, "select count(*) as n from outbox")).n);

describe("a reply", () => {
  it("goes in the message's language: Arabic right to left, the original quoted, escaped, Reply-To the support address, starting the thread", async () => {
    const id = await contactMessage("ar", {
      name: "مريم",
      email: "mariam@example.com",
      subject: "سؤال عن المكافآت",
      message: "متى تصل المكافأة إلى محفظة ابني؟",
    });
    const read = await api(server, "GET", `/api/admin/contacts/${id}`, { cookie });
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"1"');
    expect(read.body).toMatchObject({ id, status: "new", language: "ar", assigneeId: null, version: 1, replies: [], notes: [] });

    const sent = await api(server, "POST", `/api/admin/contacts/${id}/replies`, {
      cookie,
      headers: { "If-Match": '"1"' },
      body: { body: "أهلاً مريم، تصل خلال يومين. <b>شكراً</b> & مرحباً" },
    });
    expect(sent.status).toBe(201);
    expect(sent.headers.get("etag")).toBe('"2"');
    expect(sent.body).toMatchObject({ messageId: id, language: "ar", authorEmail: adminEmail, delivery: "pending" });

    const mail = await smtp.waitFor(repliesTo("mariam@example.com"));
    expect(mail.subject).toBe("رد: سؤال عن المكافآت");
    expect(addressesOf(mail.from)).toEqual(["no-reply@mahami.qa"]);
    expect(addressesOf(mail.replyTo)).toEqual(["support@mahami.qa"]);
    expect(mail.messageId).toBe(sent.body.emailMessageId);
    expect(mail.messageId?.replace(/^<|>$/g, "")).toMatch(new RegExp(`^contact-${id}\\.[\\w-]{16}@mahami\\.qa$`));
    expect(mail.inReplyTo).toBeUndefined();
    const html = String(mail.html);
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain("&lt;b&gt;شكراً&lt;/b&gt; &amp; مرحباً");
    expect(html).not.toContain("<b>شكراً");
    expect(html).toContain("<blockquote");
    expect(html).toContain("متى تصل المكافأة إلى محفظة ابني؟");
    expect(mail.text).toContain("أهلاً مريم، تصل خلال يومين.");
    expect(mail.text).toContain("> متى تصل المكافأة إلى محفظة ابني؟");
    expect(mail.text).toContain("كتب مريم:");

    const after = await api(server, "GET", `/api/admin/contacts/${id}`, { cookie });
    expect(after.body).toMatchObject({ status: "answered", isRead: true, version: 2 });
    await expect
      .poll(async () => ((await api(server, "GET", `/api/admin/contacts/${id}`, { cookie })).body.replies as { delivery: string }[])[0].delivery)
      .toBe("sent");

    // A second reply, in English this time: its own Message-ID, In-Reply-To and References the first.
    const second = await api(server, "POST", `/api/admin/contacts/${id}/replies`, {
      cookie,
      headers: { "If-Match": '"2"' },
      body: { body: "Also in English, for your husband.", language: "en" },
    });
    expect(second.status).toBe(201);
    const next = await smtp.waitFor((message) => repliesTo("mariam@example.com")(message) && message.subject === "Re: سؤال عن المكافآت");
    expect(String(next.html)).toMatch(/<html[^>]*lang="en"/);
    expect(next.inReplyTo).toBe(mail.messageId);
    expect(header(next, "references")).toBe(mail.messageId);
    expect(next.messageId).not.toBe(mail.messageId);
    expect(next.text).toContain("wrote:");
  });

  it("defaults to English for a message sent from an English page", async () => {
    const id = await contactMessage("en", { name: "Sam", email: "sam@example.com", subject: "Wallet", message: "How do I top up the wallet?" });
    expect((await api(server, "GET", `/api/admin/contacts/${id}`, { cookie })).body).toMatchObject({ language: "en" });
    const sent = await api(server, "POST", `/api/admin/contacts/${id}/replies`, {
      cookie,
      body: { body: "Hello Sam, from the app's wallet screen." },
    });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor(repliesTo("sam@example.com"));
    expect(mail.subject).toBe("Re: Wallet");
    expect(String(mail.html)).toContain('dir="ltr"');
    expect(mail.text).toContain("> How do I top up the wallet?");
  });

  it("is refused when someone answered first (409 naming who and when), and two at once send once", async () => {
    const id = await contactMessage("ar", { name: "خالد", email: "khalid@example.com", subject: "تسجيل", message: "كيف أسجّل ابنتي في التطبيق؟" });
    const other = await newAccount(server, "second-answerer", "a-long-and-unusual-passphrase-42");
    const first = await api(server, "POST", `/api/admin/contacts/${id}/replies`, {
      cookie: other.cookie,
      headers: { "If-Match": '"1"' },
      body: { body: "مرحباً خالد" },
    });
    expect(first.status).toBe(201);
    const before = await outboxCount();
    const stale = await api(server, "POST", `/api/admin/contacts/${id}/replies`, {
      cookie: `${cookie}; mahami-language=ar`,
      headers: { "If-Match": '"1"' },
      body: { body: "ردّي المتأخر" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ answeredBy: other.email });
    expect(stale.body.answeredAt).toBe(first.body.createdAt);
    expect(String(stale.body.message)).toContain(other.email);
    expect(await outboxCount()).toBe(before);

    // Two requests against the same version at the same moment: one reply, one email.
    const racing = await contactMessage("en", { name: "Noor", email: "noor@example.com", subject: "Race", message: "Two of you may answer this." });
    const outboxBefore = await outboxCount();
    const answers = await Promise.all(
      [cookie, other.cookie].map((who, index) =>
        api(server, "POST", `/api/admin/contacts/${racing}/replies`, {
          cookie: who,
          headers: { "If-Match": '"1"' },
          body: { body: `Answer ${index}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await queryRows(server, 'select id from contact_replies where "messageId" = ?', racing)).toHaveLength(1);
    expect(await outboxCount()).toBe(outboxBefore + 1);
    await smtp.waitFor(repliesTo("noor@example.com"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter(repliesTo("noor@example.com"))).toHaveLength(1);
  });

  it("refuses an empty, over-long or unknown-language reply with a localized message, and a reply to no message with 404", async () => {
    const id = await contactMessage("ar", { name: "ليلى", email: "layla@example.com", subject: "استفسار", message: "عندي سؤال عن المهام." });
    const before = await outboxCount();
    const empty = await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie: `${cookie}; mahami-language=ar`, body: { body: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toEqual(["اكتب ردّك قبل إرساله."]);
    const long = await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie, body: { body: "x".repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.body.errors.body).toEqual(["A reply is at most 5,000 characters. Shorten it."]);
    const language = await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie, body: { body: "Hello", language: "fr" } });
    expect(language.status).toBe(400);
    expect(language.body.errors.language).toEqual(["Choose Arabic or English."]);
    expect((await api(server, "POST", "/api/admin/contacts/999999/replies", { cookie, body: { body: "Hello" } })).status).toBe(404);
    expect(await outboxCount()).toBe(before);
    expect((await api(server, "GET", `/api/admin/contacts/${id}`, { cookie })).body).toMatchObject({ status: "new", version: 1 });
  });

  it("puts nothing from the visitor's name or subject into a header of its own", async () => {
    // Written straight to the database, as an older row or another client might have stored it.
    await execute(
      server,
      'insert into contact_messages ("fullName", email, subject, message) values (?, ?, ?, ?)',
      "Eve\r\nBcc: attacker@evil.test",
      "eve@example.com",
      "Hi\r\nBcc: attacker@evil.test\r\nX-Injected: yes",
      "Please answer.",
    );
    const { id } = await queryRow<{ id: number }>(server, "select id from contact_messages where email = ?", "eve@example.com");
    const sent = await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie, body: { body: "Answered.", language: "en" } });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor(repliesTo("eve@example.com"));
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(addressesOf(mail.to)).toEqual(["eve@example.com"]);
    expect(mail.subject).toBe("Re: Hi Bcc: attacker@evil.test X-Injected: yes");
    expect(smtp.messages.some(repliesTo("attacker@evil.test"))).toBe(false);
  });
});

describe("status, assignee and notes", () => {
  it("changes status and assignee with If-Match, refuses a stale one, logs who did it but never a reply's or note's text", async () => {
    const id = await contactMessage("en", { name: "Huda", email: "huda@example.com", subject: "Assign me", message: "Who will answer this one?" });
    const colleague = await newAccount(server, "assignee", "a-long-and-unusual-passphrase-43");
    const editor = await newAccount(server, "editor-assignee", "a-long-and-unusual-passphrase-44", "editor");

    const patched = await api(server, "PATCH", `/api/admin/contacts/${id}`, {
      cookie,
      headers: { "If-Match": '"1"' },
      body: { status: "open", assigneeId: colleague.id },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get("etag")).toBe('"2"');
    expect(patched.body).toMatchObject({ status: "open", assigneeId: colleague.id, version: 2 });

    const stale = await api(server, "PATCH", `/api/admin/contacts/${id}`, { cookie, headers: { "If-Match": '"1"' }, body: { status: "closed" } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ status: "open", version: 2 });

    const wrongStatus = await api(server, "PATCH", `/api/admin/contacts/${id}`, { cookie, body: { status: "archived" } });
    expect(wrongStatus.status).toBe(400);
    expect(wrongStatus.body.errors.status).toEqual(["Choose a status: new, open, answered or closed."]);
    const editorAssignee = await api(server, "PATCH", `/api/admin/contacts/${id}`, { cookie, body: { assigneeId: editor.id } });
    expect(editorAssignee.status).toBe(400);
    expect(editorAssignee.body.errors.assigneeId).toEqual(["Choose an administrator, or nobody."]);
    const nobody = await api(server, "PATCH", `/api/admin/contacts/${id}`, { cookie, body: { assigneeId: null } });
    expect(nobody.body).toMatchObject({ assigneeId: null, version: 3 });

    const note = await api(server, "POST", `/api/admin/contacts/${id}/notes`, { cookie, body: { body: "Secret internal remark 7731" } });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ messageId: id, authorEmail: adminEmail, body: "Secret internal remark 7731" });
    const emptyNote = await api(server, "POST", `/api/admin/contacts/${id}/notes`, { cookie, body: { body: "" } });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.errors.body).toEqual(["Write the note before saving it."]);

    await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie, body: { body: "Reply text 5521" } });
    const mail = await smtp.waitFor(repliesTo("huda@example.com"));
    expect(`${mail.text}${mail.html}`).not.toContain("7731");
    expect(smtp.messages.some((message) => `${message.text}${message.html}`.includes("7731"))).toBe(false);

    const log = await queryRows<{ action: string; summary: string }>(
      server,
      'select action, summary from activity where entity = ? and "entityId" = ? order by id',
      "message",
      id,
    );
    expect(log.map((row) => row.action)).toEqual(["message.status", "message.assign", "message.assign", "message.note", "message.reply"]);
    expect(log.map((row) => row.summary).join(" ")).not.toMatch(/7731|5521/);
    expect(log[1].summary).toContain(colleague.email);

    // An editor sees no messages, and answers none.
    expect((await api(server, "GET", `/api/admin/contacts/${id}`, { cookie: editor.cookie })).status).toBe(403);
    expect((await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie: editor.cookie, body: { body: "Hi" } })).status).toBe(403);
    expect((await api(server, "POST", `/api/admin/contacts/${id}/notes`, { cookie: editor.cookie, body: { body: "Hi" } })).status).toBe(403);
    expect((await api(server, "GET", "/api/admin/saved-replies", { cookie: editor.cookie })).status).toBe(403);
  });

  it("deletes replies, notes and every email about the message with it", async () => {
    const id = await contactMessage("en", { name: "Omar", email: "omar@example.com", subject: "Delete me", message: "Please forget this message." });
    await api(server, "POST", `/api/admin/contacts/${id}/replies`, { cookie, body: { body: "Will do." } });
    await api(server, "POST", `/api/admin/contacts/${id}/notes`, { cookie, body: { body: "Asked to be forgotten." } });
    expect(await queryRows(server, "select id from outbox where about = ?", `contact-message:${id}`)).toHaveLength(2);
    expect((await api(server, "DELETE", `/api/admin/contacts/${id}`, { cookie })).status).toBe(204);
    expect(await queryRows(server, 'select id from contact_replies where "messageId" = ?', id)).toEqual([]);
    expect(await queryRows(server, 'select id from contact_notes where "messageId" = ?', id)).toEqual([]);
    expect(await queryRows(server, "select id from outbox where about = ?", `contact-message:${id}`)).toEqual([]);
    expect((await api(server, "GET", `/api/admin/contacts/${id}`, { cookie })).status).toBe(404);
  });
});

describe("saved replies", () => {
  it("are listed, added, changed and deleted, each language required", async () => {
    const created = await api(server, "POST", "/api/admin/saved-replies", {
      cookie,
      body: { titleAr: "شكر", titleEn: "Thanks", bodyAr: "شكراً يا {{name}} على رسالتك.", bodyEn: "Thank you, {{name}}, for your message." },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const listed = await api(server, "GET", "/api/admin/saved-replies", { cookie });
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, titleEn: "Thanks" })]));
    const missing = await api(server, "POST", "/api/admin/saved-replies", {
      cookie: `${cookie}; mahami-language=ar`,
      body: { titleAr: "شكر", titleEn: "Thanks", bodyAr: "", bodyEn: "x" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.bodyAr).toEqual(["هذا الحقل مطلوب."]);
    const changed = await api(server, "PATCH", `/api/admin/saved-replies/${id}`, { cookie, body: { titleEn: "Thank you" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ titleEn: "Thank you", titleAr: "شكر" });
    expect((await api(server, "DELETE", `/api/admin/saved-replies/${id}`, { cookie })).status).toBe(204);
    expect((await api(server, "GET", `/api/admin/saved-replies/${id}`, { cookie })).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("describes the new operations", async () => {
    const document = (await api(server, "GET", "/api/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths["/api/admin/contacts/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(document.paths["/api/admin/contacts/{id}/replies"])).toEqual(["post"]);
    expect(Object.keys(document.paths["/api/admin/contacts/{id}/notes"])).toEqual(["post"]);
    expect(Object.keys(document.paths["/api/admin/saved-replies"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/admin/saved-replies/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
  });
});
