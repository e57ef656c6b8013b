import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { api, postForm, request, signIn } from "../support/http";
import { adminEmail, useServer } from "../support/server";
import { addressesOf, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * Secrets and personal data in the outbox and the newsletter's consent record, through the production
 * build and a real SMTP server (docs/decisions/0034-attack-run-2026-11-25.md).
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
const unsent = useServer({ TRUST_PROXY: "1", PUBLIC_URL: "http://127.0.0.1" });

const pathOf = (link: string) => link.replace("http://127.0.0.1", "");
const tokenLink = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`http://127\\.0\\.0\\.1(?:/en)?${path.replaceAll("/", "\\/")}\\?token=[\\w%-]+`))?.[0];
const outboxOf = (target: typeof server, recipient: string, kind: string) =>
  queryRows<{ status: string; message: string }>(
    target,
    "select status, message from outbox where recipient = ? and kind = ? order by id",
    recipient,
    kind,
  );

describe("a deleted contact message", () => {
  it("takes its notifications out of the outbox, sent or not", async () => {
    const cookie = await signIn(server, "10.7.2.9");
    for (const target of [server, unsent]) {
      const sent = await api(target, "POST", "/api/contact", {
        ip: "10.7.2.1",
        body: { name: "Hala Private", email: "hala@example.org", phone: "+97455512345", subject: "Private matter", message: "My details" },
      });
      expect(sent.status).toBe(201);
    }
    await expect
      .poll(async () => (await queryRows(server, "select id from outbox where status = 'sent' and subject like '%Private matter%'")).length)
      .toBe(1);
    for (const [target, session] of [
      [server, cookie],
      [unsent, await signIn(unsent, "10.7.2.9")],
    ] as const) {
      const { id } = await queryRow<{ id: number }>(target, "select id from contact_messages where subject = ?", "Private matter");
      expect(await queryRows(target, "select id from outbox where subject like '%Private matter%'")).toHaveLength(1);
      const deleted = await request(target, `/api/admin/contacts/${id}`, { method: "DELETE", headers: { Cookie: session, Origin: target.url } });
      expect(deleted.status).toBe(204);
      expect(await queryRows(target, "select id from outbox where subject like '%Private matter%' or message like '%Hala%'")).toEqual([]);
    }
  });
});

describe("the outbox keeps no usable link", () => {
  it("stores a reset email's body sealed, drops it once sent, and the emailed link still works", async () => {
    await api(server, "POST", "/api/password-reset", { ip: "10.7.0.1", body: { email: adminEmail } });
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes(adminEmail) && /password/i.test(message.subject ?? ""));
    const link = tokenLink(mail.text, "/admin-reset-password")!;
    const token = new URL(link).searchParams.get("token")!;
    await expect.poll(async () => (await outboxOf(server, adminEmail, "password-reset")).map((row) => row.status)).toEqual(["sent"]);
    const [row] = await outboxOf(server, adminEmail, "password-reset");
    expect(row.message).not.toContain(token);
    expect(JSON.parse(row.message)).toEqual({ to: adminEmail, subject: mail.subject });
    const done = await api(server, "POST", "/api/password-reset/confirm", { ip: "10.7.0.2", body: { token, password: "a brand new passphrase" } });
    expect(done.status).toBe(204);
  });

  it("keeps an unsent email's links unreadable in the database", async () => {
    await api(unsent, "POST", "/api/password-reset", { ip: "10.7.0.3", body: { email: adminEmail } });
    await api(unsent, "POST", "/api/newsletter", { ip: "10.7.0.3", body: { email: "waiting@example.org" } });
    const rows = await queryRows<{ message: string }>(unsent, "select message from outbox where kind <> 'contact-notification'");
    expect(rows).toHaveLength(2);
    for (const { message } of rows) {
      expect(message).not.toMatch(/token|reset-password|newsletter\/|<html/i);
      expect(JSON.parse(message).sealed).toMatch(/^v1\.[\w-]{40,}$/);
    }
  });

  it("drops a newsletter confirmation's body once sent; its confirm link still works", async () => {
    await api(server, "POST", "/api/newsletter", { ip: "10.7.1.1", body: { email: "reader@example.org", locale: "ar" } });
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes("reader@example.org"));
    const confirm = tokenLink(mail.text, "/newsletter/confirm")!;
    const unsubscribe = tokenLink(mail.text, "/newsletter/unsubscribe")!;
    await expect
      .poll(async () => (await outboxOf(server, "reader@example.org", "newsletter-confirmation")).map((row) => row.status))
      .toEqual(["sent"]);
    const [row] = await outboxOf(server, "reader@example.org", "newsletter-confirmation");
    for (const link of [confirm, unsubscribe]) expect(row.message).not.toContain(new URL(link).searchParams.get("token"));
    expect((await postForm(server, pathOf(confirm), {})).status).toBe(200);
    expect(await queryRow(server, "select status from newsletter_subscribers where email = ?", "reader@example.org")).toEqual({
      status: "confirmed",
    });
  });
});

describe("newsletter consent", () => {
  const signUp = (email: string, ip: string) => api(server, "POST", "/api/newsletter", { ip, body: { email } });
  /** Moves an address's consent history `minutes` back, as if its sign-ups were that old. */
  const backdate = (email: string, minutes: number) =>
    execute(
      server,
      'update newsletter_consent_events set "at" = ? where "subscriberId" = (select id from newsletter_subscribers where email = ?)',
      new Date(Date.now() - minutes * 60_000).toISOString(),
      email,
    );
  const confirmations = async (email: string) => (await queryRows(server, "select id from outbox where recipient = ?", email)).length;

  it("sends one address at most one confirmation per 10 minutes and three a day, answering the same", async () => {
    const email = "bombed@example.org";
    const first = await signUp(email, "10.7.3.1");
    await smtp.waitFor((message) => addressesOf(message.to).includes(email));
    const again = await signUp(email, "10.7.3.2");
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await confirmations(email)).toBe(1);
    for (const [index, ip] of ["10.7.3.3", "10.7.3.4"].entries()) {
      await backdate(email, 11);
      await signUp(email, ip);
      expect(await confirmations(email)).toBe(index + 2);
    }
    await backdate(email, 11);
    const fourth = await signUp(email, "10.7.3.5");
    expect([fourth.status, fourth.body]).toEqual([first.status, first.body]);
    expect(await confirmations(email)).toBe(3);
    // A held-back sign-up leaves the last emailed link working.
    const received = () => smtp.messages.filter((message) => addressesOf(message.to).includes(email));
    await expect.poll(() => received().length).toBe(3);
    expect((await postForm(server, pathOf(tokenLink(received()[2].text, "/newsletter/confirm")!), {})).status).toBe(200);
    const events = await queryRows<{ event: string; emailSent: unknown }>(
      server,
      'select event, "emailSent" from newsletter_consent_events where "subscriberId" = (select id from newsletter_subscribers where email = ?) order by id',
      email,
    );
    expect(events.map((event) => [event.event, Boolean(event.emailSent)])).toEqual([
      ["sign-up", true],
      ["sign-up", false],
      ["sign-up", true],
      ["sign-up", true],
      ["sign-up", false],
      ["confirm", false],
    ]);
  });

  it("keeps an opt-out in an append-only history when the address is signed up again", async () => {
    const email = "changed-mind@example.org";
    await signUp(email, "203.0.113.110");
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes(email));
    const oneClick = await request(server, pathOf(tokenLink(mail.text, "/newsletter/unsubscribe")!), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const optedOut = await queryRow<{ unsubscribedAt: string }>(server, 'select "unsubscribedAt" from newsletter_subscribers where email = ?', email);
    expect(optedOut.unsubscribedAt).toBeTruthy();
    await backdate(email, 11);
    await signUp(email, "203.0.113.250");
    const row = await queryRow<{ status: string; unsubscribedAt: string }>(
      server,
      'select status, "unsubscribedAt" from newsletter_subscribers where email = ?',
      email,
    );
    expect(row).toEqual({ status: "pending", unsubscribedAt: optedOut.unsubscribedAt });
    const history = await queryRows<{ event: string; ip: string }>(
      server,
      'select event, ip from newsletter_consent_events where "subscriberId" = (select id from newsletter_subscribers where email = ?) order by id',
      email,
    );
    expect(history).toEqual([
      { event: "sign-up", ip: "203.0.113.110" },
      { event: "unsubscribe", ip: "" },
      { event: "sign-up", ip: "203.0.113.250" },
    ]);
  });
});
