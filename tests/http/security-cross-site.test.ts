import { beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow, snapshotTables } from "../support/database";
import { cookiesFrom, postForm, request } from "../support/http";
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
});

/** Everything an attack could change: every table but the sessions. */
const tables = [
  "content_items",
  "content_drafts",
  "button_links",
  "header_settings",
  "footer_settings",
  "team_members",
  "contact_messages",
  "users",
  "newsletter_subscribers",
  "media",
];
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
  ["/admin-dashboard/users", { intent: "password", id: "1", password: "evil-password-1", confirmPassword: "evil-password-1" }],
  ["/admin-dashboard/faq", { intent: "seed" }],
  ["/admin-dashboard/faq", { intent: "save", key: "faq.question.9", type: "text", valueAr: "س", valueEn: "Q" }],
  ["/admin-dashboard/media", { intent: "save-alt", id: "1", altAr: "مخترق", altEn: "Hacked" }],
  ["/admin-dashboard/media", { intent: "delete", id: "1" }],
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
      await request(server, `${path}?${new URLSearchParams(fields)}`, { headers: { Cookie: admin } });
    }
    expect(await snapshot()).toBe(before);
    expect((await request(server, "/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });
});
