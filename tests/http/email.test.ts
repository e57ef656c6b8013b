import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { api, postApiLogin, postForm, request, signIn } from "../support/http";
import { adminEmail, startServer, type TestServer, useServer } from "../support/server";
import { addressesOf, closedPort, smtpUrlFor, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * Email through a real SMTP server on loopback (tests/support/smtp.ts), from the production build:
 * the contact notification, the newsletter's double opt-in and one-click unsubscribe, the password
 * reset, the outbox when the mail server is down or not configured. docs/decisions/0028-email-outbox.md.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = {
  TRUST_PROXY: "1",
  MAIL_FROM: "Mahami <no-reply@mahami.qa>",
  NOTIFY_EMAIL: "office@mahami.qa, owner@mahami.qa",
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

/** Links of a public URL (PUBLIC_URL above) made to reach the test server. */
const onServer = (link: string) => link.replace("http://127.0.0.1", server.url);
const linkIn = (text: string, path: string) => text.match(new RegExp(`http://127\\.0\\.0\\.1${path.replaceAll("/", "\\/")}\\?token=[\\w%-]+`))?.[0];

describe("contact notification", () => {
  it("sends each NOTIFY_EMAIL a plain and HTML email, Reply-To the visitor, escaped, right-to-left for Arabic", async () => {
    const started = Date.now();
    const { status } = await api(server, "POST", "/api/contact", {
      ip: "10.9.0.1",
      headers: { Cookie: "mahami-language=ar" },
      body: { name: "مريم <b>", email: "mariam@example.com", subject: "سؤال عن المكافآت", message: 'مرحباً <script>alert("x")</script> & شكراً' },
    });
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes("office@mahami.qa"));
    await smtp.waitFor((message) => addressesOf(message.to).includes("owner@mahami.qa"));
    expect(mail.subject).toContain("سؤال عن المكافآت");
    expect(addressesOf(mail.replyTo)).toEqual(["mariam@example.com"]);
    expect(addressesOf(mail.from)).toEqual(["no-reply@mahami.qa"]);
    expect(mail.text).toContain('مرحباً <script>alert("x")</script> & شكراً');
    const html = String(mail.html);
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; شكراً");
    expect(html).toContain("مريم &lt;b&gt;");
    expect(html).not.toContain("<script>");
    // The worker marks a row sent once the server has taken the email: just after it arrived there.
    const rows = () =>
      queryRows<{ status: string; kind: string }>(
        server,
        "select status, kind from outbox where recipient in (?, ?)",
        "office@mahami.qa",
        "owner@mahami.qa",
      );
    await expect.poll(rows).toEqual([
      { status: "sent", kind: "contact-notification" },
      { status: "sent", kind: "contact-notification" },
    ]);
  });

  it("writes English emails left-to-right for an English message", async () => {
    await api(server, "POST", "/api/contact", {
      ip: "10.9.0.2",
      body: { name: "Sam", email: "sam@example.com", subject: "Wallet question", message: "Hello there" },
    });
    const mail = await smtp.waitFor((message) => message.subject === "New message: Wallet question");
    expect(String(mail.html)).toMatch(/<html[^>]*lang="en"/);
    expect(String(mail.html)).toContain('dir="ltr"');
  });
});

describe("newsletter double opt-in", () => {
  it("keeps the address pending with its consent, emails a confirmation with one-click unsubscribe headers, and confirms through the link", async () => {
    const first = await api(server, "POST", "/api/newsletter", { ip: "10.9.1.1", body: { email: "Family@Example.com", locale: "ar" } });
    expect(first.status).toBe(202);
    const mail = await smtp.waitFor((message) => addressesOf(message.to).includes("family@example.com"));
    const row = await queryRow<Record<string, unknown>>(
      server,
      'select status, locale, "consentIp", "consentText", "consentAt" from newsletter_subscribers where email = ?',
      "Family@Example.com",
    );
    expect(row).toMatchObject({ status: "pending", locale: "ar", consentIp: "10.9.1.1" });
    expect(String(row.consentText)).toContain("اشترك");
    expect(row.consentAt).toBeTruthy();

    expect(String(mail.html)).toMatch(/dir="rtl"/);
    const unsubscribe = linkIn(mail.text ?? "", "/newsletter/unsubscribe");
    const confirm = linkIn(mail.text ?? "", "/newsletter/confirm");
    expect(unsubscribe && confirm).toBeTruthy();
    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(String(mail.html)).toContain(confirm!.replaceAll("&", "&amp;"));

    // The page asks with a button (a link scanner's GET changes nothing), then confirms.
    const page = await request(server, onServer(confirm!).replace(server.url, ""));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("أكّد اشتراكي");
    expect(
      (await queryRow<{ status: string }>(server, "select status from newsletter_subscribers where email = ?", "family@example.com")).status,
    ).toBe("pending");
    const confirmed = await postForm(server, onServer(confirm!).replace(server.url, ""), {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("تم تأكيد اشتراكك");
    expect(await queryRow(server, "select status from newsletter_subscribers where email = ?", "family@example.com")).toEqual({
      status: "confirmed",
    });
    // Used once: the same link now says so.
    const again = await postForm(server, onServer(confirm!).replace(server.url, ""), {});
    expect(again.status).toBe(400);

    // Signing up again answers the same and sends nothing more.
    const repeat = await api(server, "POST", "/api/newsletter", { ip: "10.9.1.1", body: { email: "family@example.com" } });
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    const unknown = await api(server, "POST", "/api/newsletter", { ip: "10.9.1.1", body: { email: "someone-new@example.com" } });
    expect(unknown.body).toEqual(first.body);
    await smtp.waitFor((message) => addressesOf(message.to).includes("someone-new@example.com"));
    expect(smtp.messages.filter((message) => addressesOf(message.to).includes("family@example.com"))).toHaveLength(1);

    // RFC 8058: a mail client's POST from anywhere unsubscribes at once.
    const oneClick = await request(server, onServer(unsubscribe!).replace(server.url, ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await queryRow(server, "select status from newsletter_subscribers where email = ?", "family@example.com")).toEqual({
      status: "unsubscribed",
    });
  });

  it("answers an unknown confirmation or unsubscribe link with a clear 4xx page, in English too", async () => {
    const confirm = await request(server, "/en/newsletter/confirm?token=nope");
    expect(confirm.status).toBe(200);
    const refused = await postForm(server, "/en/newsletter/confirm?token=nope", {});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This link is not valid, has expired or has already been used.");
    const unsubscribe = await request(server, "/en/newsletter/unsubscribe?token=nope");
    expect(unsubscribe.status).toBe(404);
    expect(await unsubscribe.text()).toContain("This link is not valid.");
  });
});

describe("password reset", () => {
  it("answers the same for any address, emails a single-use link, and a reset ends every session", async () => {
    const known = await api(server, "POST", "/api/password-reset", { ip: "10.9.2.1", body: { email: adminEmail } });
    const unknown = await api(server, "POST", "/api/password-reset", { ip: "10.9.2.1", body: { email: "nobody@mahami.qa" } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    const mail = await smtp.waitFor((message) => message.subject === "Choose a new password for the Mahami dashboard");
    const link = mail.text?.match(/http:\/\/127\.0\.0\.1\/admin-reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get("token")!;
    const stored = await queryRows<{ tokenHash: string }>(server, 'select "tokenHash" from password_resets');
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const session = await signIn(server, "10.9.2.2");
    const weak = await api(server, "POST", "/api/password-reset/confirm", { ip: "10.9.2.3", body: { token, password: "password123" } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBeDefined();
    const done = await api(server, "POST", "/api/password-reset/confirm", { ip: "10.9.2.3", body: { token, password: "a brand new passphrase" } });
    expect(done.status).toBe(204);
    expect((await api(server, "GET", "/api/auth/user", { cookie: session })).status).toBe(401);
    expect((await postApiLogin(server, adminEmail, "a brand new passphrase", { "X-Forwarded-For": "10.9.2.4" })).status).toBe(200);
    // The reset is in the activity log, by the administrator it belongs to, from the client's address.
    expect(
      await queryRow(server, `select "actorEmail", ip, summary from activity where action = 'user.password-reset' order by id desc limit 1`),
    ).toEqual({ actorEmail: adminEmail, ip: "10.9.2.3", summary: adminEmail });

    const reused = await api(server, "POST", "/api/password-reset/confirm", { ip: "10.9.2.3", body: { token, password: "another long passphrase" } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This link is not valid or has already been used. Ask for a new one.");

    // An expired link: 410 with its own message.
    await api(server, "POST", "/api/password-reset", { ip: "10.9.2.5", body: { email: adminEmail } });
    const second = await smtp.waitFor((message) => message.subject === "Choose a new password for the Mahami dashboard" && message !== mail);
    const secondToken = new URL(second.text!.match(/http:\/\/127\.0\.0\.1\/admin-reset-password\?token=[\w-]+/)![0]).searchParams.get("token")!;
    await execute(server, 'update password_resets set "expiresAt" = ? where "usedAt" is null', new Date(Date.now() - 1000).toISOString());
    const expired = await api(server, "POST", "/api/password-reset/confirm", {
      ip: "10.9.2.6",
      body: { token: secondToken, password: "yet another passphrase" },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain("expired");
  });

  it("refuses a malformed request with 400 and throttles requests per IP", async () => {
    expect((await api(server, "POST", "/api/password-reset", { ip: "10.9.3.1", body: { email: "not-an-email" } })).status).toBe(400);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api(server, "POST", "/api/password-reset", { ip: "10.9.3.2", body: { email: `x${attempt}@example.com` } })).status).toBe(202);
    }
    const limited = await api(server, "POST", "/api/password-reset", { ip: "10.9.3.2", body: { email: "x@example.com" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

/** RFC 4180 rows of a CSV text. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("CSV export", () => {
  it("exports contact messages as UTF-8 with a BOM, RFC 4180 quoting, Arabic intact and formulas made inert", async () => {
    await api(server, "POST", "/api/contact", {
      ip: "10.9.4.1",
      body: { name: '=HYPERLINK("http://evil")', email: "csv@example.com", subject: "@SUM(A1)", message: 'سطر أول\nsecond, "quoted" line' },
    });
    const cookie = await signIn(server, "10.9.4.2", adminEmail, "a brand new passphrase");
    expect((await request(server, "/api/admin/contacts.csv")).status).toBe(401);
    const response = await request(server, "/api/admin/contacts.csv", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mahami-contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(["id", "receivedAt", "name", "email", "phone", "subject", "message", "read", "notes", "status", "language", "assigneeId"]);
    const row = rows.find((cells) => cells[3] === "csv@example.com")!;
    expect(row.slice(9)).toEqual(["new", "en", ""]);
    expect(row[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(row[5]).toBe("'@SUM(A1)");
    expect(row[6]).toBe('سطر أول\nsecond, "quoted" line');
    expect(rows.some((cells) => cells[5] === "سؤال عن المكافآت")).toBe(true);
  });

  it("exports subscribers with their status and consent", async () => {
    await api(server, "POST", "/api/newsletter", { ip: "10.9.4.3", body: { email: "+formula@example.com", locale: "en" } });
    const cookie = await signIn(server, "10.9.4.4", adminEmail, "a brand new passphrase");
    const response = await request(server, "/api/admin/newsletter.csv", { headers: { Cookie: cookie } });
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mahami-newsletter-/);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = parseCsv(text);
    expect(header.slice(0, 4)).toEqual(["id", "email", "language", "status"]);
    expect(rows.find((cells) => cells[1] === "'+formula@example.com")).toMatchObject({ 2: "en", 3: "pending", 6: "10.9.4.3" });
    expect(rows.find((cells) => cells[1].toLowerCase() === "family@example.com")?.[3]).toBe("unsubscribed");
  });
});

describe("when the mail server is down", () => {
  let app: TestServer;
  let port: number;
  let revived: TestSmtpServer | undefined;
  beforeAll(async () => {
    port = await closedPort();
    app = await startServer({ ...env, SMTP_URL: smtpUrlFor(port), MAIL_RETRY_SCHEDULE: "1,1,1,1,1,1,1,1" });
  });
  afterAll(async () => {
    await app?.stop();
    await revived?.stop();
  });

  it("answers the visitor at once, keeps the email pending with the error, and sends it once the server is back", async () => {
    const started = Date.now();
    const { status } = await api(app, "POST", "/api/contact", {
      ip: "10.9.5.1",
      body: { name: "Huda", email: "huda@example.com", subject: "While down", message: "Is anyone there?" },
    });
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect
      .poll(
        async () =>
          queryRow<{ status: string; attempts: number; lastError: string | null }>(
            app,
            'select status, attempts, "lastError" from outbox where recipient = ?',
            "office@mahami.qa",
          ),
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({ status: "pending", attempts: expect.any(Number), lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    revived = await startSmtpServer(port);
    const mail = await revived.waitFor((message) => message.subject === "New message: While down", 20_000);
    expect(addressesOf(mail.replyTo)).toEqual(["huda@example.com"]);
    await expect
      .poll(async () => (await queryRow<{ status: string }>(app, "select status from outbox where recipient = ?", "office@mahami.qa")).status, {
        timeout: 10_000,
      })
      .toBe("sent");
  });
});

describe("without SMTP_URL", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startServer({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("keeps every email in the outbox, not sent, and shows it in the dashboard with a note", async () => {
    expect(
      (
        await api(app, "POST", "/api/contact", {
          ip: "10.9.6.1",
          body: { name: "Nour", email: "nour@example.com", subject: "Kept", message: "Hello, is this kept for later?" },
        })
      ).status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queryRows(app, "select recipient, status, attempts from outbox")).toEqual([
      { recipient: adminEmail, status: "pending", attempts: 0 },
    ]);
    const cookie = await signIn(app, "10.9.6.2");
    const page = await request(app, "/admin-dashboard/outbox", { headers: { Cookie: `${cookie}; mahami-language=en` } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("No mail server is set up (SMTP_URL)");
    expect(html).toContain("New message: Kept");
    expect(html).toContain("Send again");
  });
});

describe("contact notification without NOTIFY_EMAIL", () => {
  // A slow relay (each email held 1.5 s) leaves time to demote an administrator before their email is sent.
  let held: TestSmtpServer;
  const heldEnv: Record<string, string> = { TRUST_PROXY: "1", MAIL_FROM: "Mahami <no-reply@mahami.qa>", PUBLIC_URL: "http://127.0.0.1" };
  beforeAll(async () => {
    held = await startSmtpServer(0, { holdMs: 1500 });
    heldEnv.SMTP_URL = held.url;
  });
  afterAll(async () => {
    await held?.stop();
  });
  const site = useServer(heldEnv);

  it("goes to administrators only: never to an editor, nor to one demoted before it is sent", async () => {
    const cookie = await signIn(site);
    const ids: Record<string, number> = {};
    for (const [email, role] of [
      ["editor-r1@example.com", "editor"],
      ["second-admin-r1@example.com", "administrator"],
      ["demoted-r1@example.com", "administrator"],
    ]) {
      const created = await api(site, "POST", "/api/admin/users", { cookie, body: { email, password: "Sidra-lantern-monsoon-48", role } });
      expect(created.status, email).toBe(201);
      ids[email] = (created.body as { id: number }).id;
    }
    const posted = await api(site, "POST", "/api/contact", {
      ip: "10.9.1.1",
      body: { name: "Sara", email: "sara.parent@example.org", subject: "Private question zebra", message: "Only administrators may read this." },
    });
    expect(posted.status).toBe(201);
    // Queued for the three administrators; the third is demoted while the first is still being sent.
    expect((await api(site, "PATCH", `/api/admin/users/${ids["demoted-r1@example.com"]}`, { cookie, body: { role: "editor" } })).status).toBe(200);
    const subject = "New message: Private question zebra";
    await held.waitFor((message) => message.subject === subject && addressesOf(message.to).includes(adminEmail));
    await held.waitFor((message) => message.subject === subject && addressesOf(message.to).includes("second-admin-r1@example.com"));
    const rows = () =>
      queryRows<{ recipient: string; status: string }>(site, "select recipient, status from outbox where kind = 'contact-notification' order by id");
    await expect.poll(rows, { timeout: 15_000 }).toEqual([
      { recipient: adminEmail, status: "sent" },
      { recipient: "second-admin-r1@example.com", status: "sent" },
      { recipient: "demoted-r1@example.com", status: "failed" },
    ]);
    const reason = await queryRow<{ lastError: string }>(site, 'select "lastError" from outbox where recipient = ?', "demoted-r1@example.com");
    expect(reason?.lastError).toContain("no longer reads contact messages");
    const received = held.messages.filter((message) => message.subject === subject).flatMap((message) => addressesOf(message.to));
    expect(received.sort()).toEqual([adminEmail, "second-admin-r1@example.com"].sort());
  });
});
