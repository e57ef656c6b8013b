import { beforeAll, describe, expect, it } from "vitest";
import { siteTables } from "#db/site-copy.server";
import { execute, queryRow, queryRows, snapshotTables } from "../support/database";
import { cookiesFrom, postForm, request, sha256 } from "../support/http";
import { rawRequest } from "../support/raw-http";
import { adminEmail, adminPassword, useServer } from "../support/server";

/**
 * Every form action refuses a cross-site post (docs/decisions/0012-security-baseline.md) and changes nothing, even with a
 * valid administrator session riding along. (The JSON API's endpoints: tests/http/api-*.test.ts.)
 */
const server = useServer();
let admin = "";
beforeAll(async () => {
  admin = cookiesFrom(await postForm(server, "/admin-login", { email: adminEmail, password: adminPassword, intent: "login" }));
  await execute(server, `insert into contact_messages ("fullName", email, subject, message) values ('A', 'a@b.qa', 'S', 'Hello there')`);
  await execute(server, "insert into team_members (name, position) values ('Member', 'Role')");
  await execute(
    server,
    `insert into media (hash, mime, width, height, bytes, data) values ('0123456789abcdef', 'image/png', 1, 1, 3, ?)`,
    Buffer.from("png"),
  );
  // A live reset link, confirmation link and unsubscribe link, each of which a forged post could use.
  const future = new Date(Date.now() + 20 * 60 * 1000).toISOString();
  await execute(server, 'insert into password_resets ("tokenHash", "userId", "expiresAt") values (?, 1, ?)', sha256(resetToken), future);
  for (const [email, status, unsubscribeToken] of [
    ["pending@example.com", "pending", "unsubscribe-pending"],
    ["reader@example.com", "confirmed", oneClickToken],
    ["other@example.com", "confirmed", "unsubscribe-other"],
  ]) {
    await execute(
      server,
      'insert into newsletter_subscribers (email, locale, status, "unsubscribeToken", "confirmTokenHash", "confirmExpiresAt") values (?, ?, ?, ?, ?, ?)',
      email,
      "ar",
      status,
      unsubscribeToken,
      status === "pending" ? sha256(confirmToken) : null,
      status === "pending" ? future : null,
    );
  }
  await execute(server, `insert into outbox (kind, recipient, subject, message, status) values ('password-reset', 'a@b.qa', 'S', '{}', 'failed')`);
});

const resetToken = "reset-token-for-the-cross-site-test";
const confirmToken = "confirm-token-for-the-cross-site-test";
const oneClickToken = "unsubscribe-token-for-the-cross-site-test";

/** Everything an attack could change: every table but the sessions and the rate limits' counters. */
const tables = siteTables.filter((table) => table !== "sessions" && table !== "rate_limits");
const snapshot = () => snapshotTables(server, tables);

const forms: [string, Record<string, string>][] = [
  ["/contact", { name: "Eve", email: "eve@evil.example", subject: "Hi", message: "A message long enough to pass." }],
  ["/en/contact", { name: "Eve", email: "eve@evil.example", subject: "Hi", message: "A message long enough to pass." }],
  ["/newsletter", { email: "eve@evil.example", locale: "ar", redirectTo: "/" }],
  ["/admin-login", { email: adminEmail, password: adminPassword, intent: "login" }],
  ["/admin-logout", {}],
  ["/admin-language", { lng: "en", redirectTo: "/admin-dashboard" }],
  ["/admin-dashboard", { intent: "values", id: "1", valueAr: "مخترق", valueEn: "Hacked" }],
  ["/admin-dashboard", { intent: "icon", id: "1", icon: "Heart" }],
  ["/admin-dashboard", { intent: "save-draft", id: "1", valueAr: "مخترق", valueEn: "Hacked" }],
  ["/admin-dashboard", { intent: "publish-drafts" }],
  ["/admin-dashboard/publish-drafts", { intent: "publish-all", draft: "1.0123456789abcdef" }],
  ["/admin-preview", { intent: "publish", page: "home", return: "/" }],
  ["/admin-preview", { intent: "discard", page: "home", return: "/" }],
  [
    "/admin-dashboard/header-footer",
    { intent: "header", logoUrl: "/images/logo.svg", buttonUrl: "https://evil.example", buttonTextAr: "x", buttonTextEn: "x", logoSize: "small" },
  ],
  ["/admin-dashboard/messages", { intent: "read", id: "1" }],
  ["/admin-dashboard/messages", { intent: "delete", id: "1" }],
  ["/admin-dashboard/team", { intent: "save", name: "Eve", position: "Attacker" }],
  ["/admin-dashboard/team", { intent: "delete", id: "1" }],
  ["/admin-dashboard/users", { intent: "create", email: "eve@evil.example", password: "evil-password-1" }],
  ["/admin-dashboard/users", { intent: "invite", email: "eve@evil.example", role: "administrator", locale: "en" }],
  [
    "/admin-accept-invitation",
    { token: "any-token", password: "taken-over-passphrase", confirmPassword: "taken-over-passphrase", intent: "accept-invitation" },
  ],
  ["/admin-dashboard/users", { intent: "password", id: "1", password: "evil-password-1", confirmPassword: "evil-password-1" }],
  ["/admin-dashboard/faq", { intent: "seed" }],
  ["/admin-dashboard/faq", { intent: "save", key: "faq.question.9", type: "text", valueAr: "س", valueEn: "Q" }],
  ["/admin-dashboard/media", { intent: "save-alt", id: "1", altAr: "مخترق", altEn: "Hacked" }],
  ["/admin-dashboard/media", { intent: "delete", id: "1" }],
  ["/admin-dashboard/outbox", { intent: "send-again", id: "1" }],
  ["/admin-forgot-password", { email: adminEmail, intent: "forgot-password" }],
  [
    `/admin-reset-password?token=${resetToken}`,
    { token: resetToken, password: "taken-over-passphrase", confirmPassword: "taken-over-passphrase", intent: "reset-password" },
  ],
  [`/newsletter/confirm?token=${confirmToken}`, {}],
  [`/en/newsletter/confirm?token=${confirmToken}`, {}],
];

describe("cross-site form posts", () => {
  it.each(forms)("%s refuses a foreign Origin and Sec-Fetch-Site: cross-site with 403, changing nothing (%j)", async (path, fields) => {
    const before = await snapshot();
    const foreign = await postForm(server, path, fields, { Origin: "https://evil.example", Cookie: admin });
    expect(foreign.status).toBe(403);
    const fetchMetadata = await request(server, path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", Cookie: admin },
      body: new URLSearchParams(fields).toString(),
    });
    expect(fetchMetadata.status).toBe(403);
    const nullOrigin = await postForm(server, path, fields, { Origin: "null", Cookie: admin });
    expect(nullOrigin.status).toBe(403);
    expect(await snapshot()).toBe(before);
    // The session survived: the refused logout did not end it.
    expect((await request(server, "/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("lets the same posts through from the site itself", async () => {
    const same = await postForm(
      server,
      "/admin-dashboard/team",
      { intent: "save", name: "Nora", position: "Designer", order: "1" },
      {
        Cookie: admin,
        "Sec-Fetch-Site": "same-origin",
      },
    );
    expect(same.status).toBe(302);
    expect(await queryRow(server, "select count(*) as count from team_members where name = 'Nora'")).toEqual({ count: 1 });
  });

  it("sends a signed-out post to any dashboard action to the login page, changing nothing", async () => {
    const before = await snapshot();
    for (const [path, fields] of forms.filter(([path]) => path.startsWith("/admin-dashboard"))) {
      const response = await postForm(server, path, fields);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/admin-login\?redirectTo=/);
    }
    expect(await snapshot()).toBe(before);
  });

  it("never changes state on GET", async () => {
    const before = await snapshot();
    for (const [path, fields] of forms) {
      await request(server, `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(fields)}`, { headers: { Cookie: admin } });
    }
    expect(await snapshot()).toBe(before);
    expect((await request(server, "/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });
});

/*
 * The one exemption: the newsletter's one-click unsubscribe (RFC 8058), which a mail client posts
 * from anywhere (docs/decisions/0028-email-outbox.md, app/lib/origin.server.ts). A cross-site post
 * there unsubscribes the token's owner and nothing else; anything that only looks like it is refused.
 */
describe("the one-click unsubscribe", () => {
  // The subscriber's row and its consent history are the one record an unsubscription writes.
  const others = tables.filter((table) => table !== "newsletter_subscribers" && table !== "newsletter_consent_events");
  const subscribers = () => queryRows<{ email: string; status: string }>(server, "select email, status from newsletter_subscribers order by email");
  const crossSitePost = (target: string, body = "List-Unsubscribe=One-Click", method = "POST") =>
    rawRequest(
      server,
      [
        `${method} ${target} HTTP/1.1`,
        `Host: ${new URL(server.url).host}`,
        "Origin: https://mail.example",
        "Sec-Fetch-Site: cross-site",
        `Cookie: ${admin}`,
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );

  it.each([
    "/newsletter/unsubscribe/../contact",
    "/newsletter/unsubscribe/%2e%2e/contact",
    "/newsletter/unsubscribe%2F..%2Fcontact",
    "/newsletter/unsubscribex",
    "/newsletter/unsubscribe/",
    "/newsletter/unsubscribe.data",
    "/Newsletter/Unsubscribe",
    "/newsletter/unsubscrib%65",
    "//newsletter/unsubscribe",
    "/en/../newsletter/unsubscribe/../../admin-dashboard/team",
    "/ar/newsletter/unsubscribe",
    "/newsletter/confirm",
    "/contact?next=/newsletter/unsubscribe",
  ])("refuses a cross-site post to the look-alike %s with 403, changing nothing", async (path) => {
    const before = await snapshotTables(server, tables);
    const target = `${path}${path.includes("?") ? "&" : "?"}token=${oneClickToken}`;
    const contactFields = "name=Eve&email=eve%40evil.example&subject=Hi&message=A+message+long+enough+to+pass.";
    expect((await crossSitePost(target)).status, target).toBe(403);
    expect((await crossSitePost(target, `${contactFields}&intent=save&position=Attacker`)).status, target).toBe(403);
    expect(await snapshotTables(server, tables)).toBe(before);
  });

  it("refuses a cross-site post without a token, with another method, or to another path with the token in the query", async () => {
    const before = await snapshotTables(server, tables);
    expect((await crossSitePost("/newsletter/unsubscribe")).status).toBe(403);
    expect((await crossSitePost("/newsletter/unsubscribe?token=")).status).toBe(403);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await crossSitePost(`/newsletter/unsubscribe?token=${oneClickToken}`, "", method)).status, method).toBe(403);
    }
    expect(
      (await crossSitePost(`/admin-dashboard/team?token=${oneClickToken}&x=/newsletter/unsubscribe`, "intent=save&name=Eve&position=Attacker"))
        .status,
    ).toBe(403);
    expect((await crossSitePost(`/admin-logout?token=${oneClickToken}`)).status).toBe(403);
    expect(await snapshotTables(server, tables)).toBe(before);
    expect((await request(server, "/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("answers a NUL in the token (or any URL) with 400, not a database error", async () => {
    for (const path of ["/newsletter/unsubscribe?token=%00", "/api/admin/content?page=%00", "/api/admin/button-links/%00"]) {
      expect((await request(server, path, { headers: { Cookie: admin } })).status, path).toBe(400);
    }
    expect((await crossSitePost("/newsletter/unsubscribe?token=%00")).status).toBe(400);
  });

  it("lets a cross-site post with a token through, which only unsubscribes that token's owner", async () => {
    const before = await snapshotTables(server, others);
    const subscribersBefore = await subscribers();
    const answer = await crossSitePost(`/en/newsletter/unsubscribe?token=${oneClickToken}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("unsubscribed");
    expect(await subscribers()).toEqual(
      subscribersBefore.map((row) => (row.email === "reader@example.com" ? { ...row, status: "unsubscribed" } : row)),
    );
    expect(await snapshotTables(server, others)).toBe(before);
    expect(
      await queryRows(
        server,
        "select s.email, e.event from newsletter_consent_events e join newsletter_subscribers s on s.id = e.\"subscriberId\" where e.event = 'unsubscribe'",
      ),
    ).toEqual([{ email: "reader@example.com", event: "unsubscribe" }]);
    // The administrator's session that rode along is untouched.
    expect((await request(server, "/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
    // An unknown token: a 4xx, and nothing changes.
    const all = await snapshotTables(server, tables);
    expect((await crossSitePost("/newsletter/unsubscribe?token=not-a-token")).status).toBe(400);
    expect(await snapshotTables(server, tables)).toBe(all);
  });
});
