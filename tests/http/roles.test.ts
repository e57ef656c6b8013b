import { beforeAll, describe, expect, it } from "vitest";
import { queryRow, queryRows, snapshotTables } from "../support/database";
import { api, cookiesFrom, postForm, request, signIn } from "../support/http";
import type { EntityDescriptor } from "~/entities/descriptor";
import { entities } from "~/entities/registry";
import { routePaths } from "../support/routes";
import { adminEmail, useServer } from "../support/server";

/*
 * Roles (docs/decisions/0039-roles.md): `role` in the API's user objects, set on create and by
 * PATCH; the last administrator keeps it, also against two concurrent demotions; and an editor,
 * walked over EVERY route of the route table, gets 403 exactly on what is not theirs (the dashboard
 * pages, their `.data` URLs and form posts, the API, the CSV exports) with nothing changed.
 */
const server = useServer({ TRUST_PROXY: "1" });
const password = "a-long-editor-passphrase-42";
let admin: string;
let editor: string;
let editorId: number;

beforeAll(async () => {
  admin = await signIn(server, "198.51.100.1");
  const created = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "editor@mahami.qa", password, role: "editor" } });
  expect(created.status).toBe(201);
  editorId = created.body.id;
  editor = await signIn(server, "198.51.100.2", "editor@mahami.qa", password);
});

/** Every path of the route table, as the guard test reads it: optional segments left out, dynamic ones named `1`, the splat a made-up word. */
const everyPath = [
  ...new Set(
    routePaths().map((path) =>
      path
        .replace(/\/:\w+\?/g, "")
        .replace(/:\w+/g, "1")
        .replace(/\*$/, "no-such-page"),
    ),
  ),
];

/**
 * What an editor may reach (app/domain/roles.ts): everything else under /admin-dashboard and
 * /api/admin is refused. The list is written out here on purpose: a route added later is expected
 * to answer an editor 403 until someone opens it in both places.
 */
const editorMayReach = new Set([
  "/admin-dashboard",
  "/admin-dashboard/header-footer",
  "/admin-dashboard/team",
  "/admin-dashboard/faq",
  "/admin-dashboard/history",
  "/admin-dashboard/media",
  "/admin-dashboard/account",
  "/admin-dashboard/security",
  "/admin-dashboard/search",
  "/admin-dashboard/schedules",
  "/admin-dashboard/pages",
  "/admin-dashboard/pages/1",
  "/admin-dashboard/help",
  "/admin-dashboard/help/1",
  "/api/admin/button-links",
  "/api/admin/button-links/1",
  "/api/admin/header-settings",
  "/api/admin/footer-settings",
  "/api/admin/team",
  "/api/admin/team/1",
  "/api/admin/content",
  "/api/admin/content/1",
  "/api/admin/content/1/draft",
  "/api/admin/drafts/publish",
  "/api/admin/schedules",
  "/api/admin/schedules/1",
  "/api/admin/pages",
  "/api/admin/pages/1",
  "/api/admin/pages/1/publish",
  "/api/admin/pages/1/unpublish",
  "/api/admin/revisions",
  "/api/admin/revisions/1/restore",
  "/api/admin/media",
  "/api/admin/media/1",
  "/api/admin/sessions",
  "/api/admin/account/totp",
  "/api/admin/account/totp/confirm",
  "/api/admin/account/recovery-codes",
  "/api/admin/account/passkeys",
  "/api/admin/account/passkeys/options",
  "/api/admin/account/passkeys/1",
  "/api/admin/search",
  // Editors write newsletter drafts and test them; approving, sending and cancelling are administrators' (docs/decisions/0064-newsletters.md).
  "/api/admin/newsletters",
  "/api/admin/newsletters/1",
  "/api/admin/newsletters/1/test",
  "/admin-dashboard/newsletters",
  "/admin-dashboard/newsletters/1",
  "/admin-dashboard/newsletters/1/preview/1",
]);
const isPortal = (path: string) => path === "/admin-dashboard" || path.startsWith("/admin-dashboard/") || path.startsWith("/api/admin/");
const refused = everyPath.filter((path) => isPortal(path) && !editorMayReach.has(path));

const editorHeaders = (language: "ar" | "en" = "en") => ({ Cookie: `${editor}; mahami-language=${language}`, "X-Forwarded-For": "198.51.100.2" });

describe("role in the API's user objects", () => {
  it("GET /api/admin/users, GET /api/auth/user and POST /api/admin/users say each user's role", async () => {
    const list = await api(server, "GET", "/api/admin/users", { cookie: admin });
    expect(list.body).toEqual([
      { id: 1, email: adminEmail, role: "administrator", createdAt: expect.any(String), twoFactor: false },
      { id: editorId, email: "editor@mahami.qa", role: "editor", createdAt: expect.any(String), twoFactor: false },
    ]);
    expect((await api(server, "GET", "/api/auth/user", { cookie: editor })).body).toEqual({
      id: editorId,
      email: "editor@mahami.qa",
      role: "editor",
    });
    const plain = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "plain@mahami.qa", password } });
    expect(plain.body).toEqual({ id: expect.any(Number), email: "plain@mahami.qa", role: "administrator", createdAt: expect.any(String) });
    expect((await api(server, "DELETE", `/api/admin/users/${plain.body.id}`, { cookie: admin })).status).toBe(204);
  });

  it("refuses a role that is not one (400, in the request's language) and creates nobody", async () => {
    const body = { email: "boss@mahami.qa", password, role: "owner" };
    const english = await api(server, "POST", "/api/admin/users", { cookie: admin, body });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({ role: ["Choose a role: administrator or editor."] });
    const arabic = await request(server, "/api/admin/users", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(arabic.status).toBe(400);
    expect((await arabic.json()).errors).toEqual({ role: ["اختر دوراً: مسؤول أو محرّر."] });
    const patch = await api(server, "PATCH", `/api/admin/users/${editorId}`, { cookie: admin, body: { role: "ADMINISTRATOR" } });
    expect(patch.status).toBe(400);
    expect((await api(server, "GET", "/api/admin/users", { cookie: admin })).body.map((user: { email: string }) => user.email)).not.toContain(
      "boss@mahami.qa",
    );
  });

  it("PATCH sets a role (200 with the user), logs who changed whose from what to what, and the next request sees it", async () => {
    expect((await api(server, "GET", "/api/admin/contacts", { cookie: editor })).status).toBe(403);
    const promoted = await api(server, "PATCH", `/api/admin/users/${editorId}`, { cookie: admin, body: { role: "administrator" } });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ id: editorId, email: "editor@mahami.qa", role: "administrator", createdAt: expect.any(String) });
    // The same session cookie, the new role: read from the database on every request.
    expect((await api(server, "GET", "/api/admin/contacts", { cookie: editor })).status).toBe(200);
    const demoted = await api(server, "PATCH", `/api/admin/users/${editorId}`, { cookie: admin, body: { role: "editor" } });
    expect(demoted.body.role).toBe("editor");
    expect((await api(server, "GET", "/api/admin/contacts", { cookie: editor })).status).toBe(403);

    const logged = await queryRows<{ actorEmail: string; summary: string }>(
      server,
      `select "actorEmail", summary from activity where action = 'user.role' and "entityId" = ? order by id`,
      editorId,
    );
    expect(logged).toEqual([
      { actorEmail: adminEmail, summary: "editor@mahami.qa|editor|administrator" },
      { actorEmail: adminEmail, summary: "editor@mahami.qa|administrator|editor" },
    ]);
    for (const [language, text] of [
      ["en", "from Editor to Administrator"],
      ["ar", "من محرّر إلى مسؤول"],
    ] as const) {
      const page = await request(server, "/admin-dashboard/activity?action=user.role", {
        headers: { Cookie: `${admin}; mahami-language=${language}` },
      });
      const html = await page.text();
      expect(html).toContain(text);
      expect(html).toContain(language === "en" ? "Role changed" : "تغيير الدور");
    }
  });

  it("keeps the last administrator one: demoting or deleting it is a 409 that says why", async () => {
    const demote = await api(server, "PATCH", "/api/admin/users/1", { cookie: admin, body: { role: "editor" } });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: "The last administrator cannot stop being one: make someone else an administrator first." });
    const remove = await api(server, "DELETE", "/api/admin/users/1", { cookie: admin });
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ message: "The last administrator cannot be deleted." });
    expect((await api(server, "GET", "/api/auth/user", { cookie: admin })).body.role).toBe("administrator");
  });

  it("lets two concurrent demotions of the last two administrators never both succeed", async () => {
    const second = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "second@mahami.qa", password } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const secondCookie = await signIn(server, "198.51.100.3", "second@mahami.qa", password);
    const administrators = async () =>
      (await queryRow<{ count: number }>(server, `select count(*) as count from users where role = 'administrator'`)).count;
    const outcomes: number[][] = [];
    for (let round = 0; round < 4; round++) {
      expect(Number(await administrators())).toBe(2);
      // Each demotes the other, at the same moment.
      const answers = await Promise.all([
        api(server, "PATCH", `/api/admin/users/${second.body.id}`, { cookie: admin, body: { role: "editor" } }),
        api(server, "PATCH", "/api/admin/users/1", { cookie: secondCookie, body: { role: "editor" } }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      outcomes.push(statuses);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(Number(await administrators())).toBe(1);
      // The one still an administrator makes the other one again.
      const [winner, loser] = statuses[0] === 200 ? [admin, second.body.id] : [secondCookie, 1];
      expect((await api(server, "PATCH", `/api/admin/users/${loser}`, { cookie: winner, body: { role: "administrator" } })).status).toBe(200);
    }
    // The refused one is a 409 (the lock) or, when the other had already committed, a 403 (no longer an administrator).
    expect(outcomes.flat().every((status) => [200, 403, 409].includes(status))).toBe(true);
    expect((await api(server, "DELETE", `/api/admin/users/${second.body.id}`, { cookie: admin })).status).toBe(204);
  });
});

describe("the users tab's role form (a form post, as without JavaScript)", () => {
  const adminHeaders = (cookie: string) => ({ Cookie: `${cookie}; mahami-language=en`, "X-Forwarded-For": "198.51.100.1" });

  it("refuses a role that is not one with the localized message, and changes nothing", async () => {
    const answer = await postForm(server, "/admin-dashboard/users", { intent: "role", id: String(editorId), role: "owner" }, adminHeaders(admin));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Choose a role: administrator or editor.");
    expect(await queryRow(server, "select role from users where id = ?", editorId)).toEqual({ role: "editor" });
  });

  it("refuses to make the last administrator an editor, with a notice that says why", async () => {
    const answer = await postForm(server, "/admin-dashboard/users", { intent: "role", id: "1", role: "editor" }, adminHeaders(admin));
    expect(answer.status).toBe(302);
    const notice = await request(server, answer.headers.get("location")!, {
      headers: { ...adminHeaders(admin), Cookie: `${adminHeaders(admin).Cookie}; ${cookiesFrom(answer)}` },
    });
    expect(await notice.text()).toContain("The last administrator cannot stop being one");
    expect(await queryRow(server, "select role from users where id = 1")).toEqual({ role: "administrator" });
  });

  it("sends an administrator who made themselves an editor to the dashboard, not to the tab they lost", async () => {
    const other = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "self-demoting@mahami.qa", password } });
    const cookie = await signIn(server, "198.51.100.7", "self-demoting@mahami.qa", password);
    const answer = await postForm(
      server,
      "/admin-dashboard/users",
      { intent: "role", id: String(other.body.id), role: "editor" },
      adminHeaders(cookie),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin-dashboard");
    expect((await request(server, "/admin-dashboard/users", { headers: adminHeaders(cookie) })).status).toBe(403);
    expect((await api(server, "DELETE", `/api/admin/users/${other.body.id}`, { cookie: admin })).status).toBe(204);
  });
});

describe("an editor, over every route of the route table", () => {
  it("reads the route table (the dashboard tabs and the API are in it)", () => {
    expect(refused).toEqual(
      expect.arrayContaining([
        "/admin-dashboard/messages",
        "/admin-dashboard/users",
        "/admin-dashboard/activity",
        "/admin-dashboard/outbox",
        "/admin-dashboard/newsletter",
        "/api/admin/contacts.csv",
        "/api/admin/newsletter.csv",
        "/api/admin/users/1/password",
        "/admin-dashboard/analytics",
        "/api/admin/analytics",
        "/api/admin/analytics.csv",
      ]),
    );
    expect(everyPath.length).toBeGreaterThan(60);
  });

  it("gets 403 on GET and POST of exactly the administrators' routes and their .data URLs, and nothing changes", async () => {
    const before = await snapshotTables(server, administratorsTables);
    const forbidden: string[] = [];
    for (const path of everyPath) {
      const targets = path.startsWith("/api/") ? [path] : [path, path === "/" ? "/_root.data" : `${path}.data`];
      for (const target of targets) {
        // Signing out is walked by the tests of its own; here it would end the editor's session.
        for (const method of ["/admin-logout", "/api/logout"].includes(path) ? ["GET"] : ["GET", "POST"]) {
          const headers: Record<string, string> = { ...editorHeaders(), Origin: server.url };
          let body: string | undefined;
          if (method === "POST") {
            // A JSON body for the API, a form for the pages (what each door reads).
            headers["Content-Type"] = path.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded";
            // What would delete the first row, on the routes that must refuse it; a harmless form elsewhere.
            // Publishing drafts is open to editors for a page or items; every draft at once (`{}`) is not (publish-all.test.ts).
            body =
              path === "/api/admin/drafts/publish"
                ? '{"page":"home"}'
                : path.startsWith("/api/")
                  ? "{}"
                  : refused.includes(path)
                    ? "intent=delete&id=1"
                    : "intent=none";
          }
          const response = await request(server, target, { method, headers, body });
          expect(response.status, `${method} ${target}`).toBeLessThan(500);
          if (response.status === 403) forbidden.push(path);
          const expected = refused.includes(path) ? 403 : expect.not.stringMatching(/^403$/);
          expect(refused.includes(path) ? response.status : String(response.status), `${method} ${target}`).toEqual(expected);
          if (response.status === 403 && path.startsWith("/api/")) {
            expect(await response.json()).toEqual({ message: "Your role does not allow this. Ask an administrator." });
          } else await response.body?.cancel();
        }
      }
    }
    expect([...new Set(forbidden)].sort()).toEqual([...refused].sort());
    // The walk's posts (deletions, replies) changed nothing the administrators' routes hold.
    expect(await snapshotTables(server, administratorsTables)).toEqual(before);
  });

  it("gets 403 on every write method of every administrators' API route, in both languages", async () => {
    for (const path of refused.filter((one) => one.startsWith("/api/"))) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const answer = await api(server, method, path, { cookie: editor, body: {} });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
      const arabic = await request(server, path, { headers: { Cookie: editor } });
      expect(await arabic.json()).toEqual({ message: "دورك لا يسمح بهذا. اطلبه من أحد المسؤولين." });
    }
  });

  it("reaches each entity's API as its descriptor's access says (app/entities), the routes' own declarations agreeing", async () => {
    const checked: string[] = [];
    for (const entity of entities as readonly EntityDescriptor[]) {
      const paths = [entity.api?.collection, entity.api?.item?.replace(/:\w+/, "1")].filter((path): path is string => path !== undefined);
      for (const path of paths) {
        const read = await api(server, "GET", path, { cookie: editor });
        expect(read.status === 403, `GET ${path} (${entity.name}: read by ${entity.access.read})`).toBe(entity.access.read === "administrator");
        // An empty body: refused (403) before it is read where editors may not write; else a 400, 404, 405 or a change of nothing.
        const write = await api(server, path === entity.api?.collection ? "POST" : "PATCH", path, { cookie: editor, body: {} });
        expect(write.status === 403, `write ${path} (${entity.name}: written by ${entity.access.write})`).toBe(
          entity.access.write === "administrator",
        );
        checked.push(path);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["/api/admin/team", "/api/admin/contacts", "/api/admin/users", "/api/admin/company-settings"]));
  });

  it("cannot read a message, a subscriber's email or an export, nor delete a message by a form post", async () => {
    const insert = `insert into contact_messages ("fullName", email, phone, subject, message) values (?, ?, ?, ?, ?) returning id`;
    const { id } = await queryRow<{ id: number }>(
      server,
      insert,
      "Secret Parent",
      "secret.parent@example.com",
      "+974 5555 1234",
      "Hi",
      "Private words.",
    );
    for (const path of [
      "/admin-dashboard/messages",
      "/admin-dashboard/messages.data",
      "/admin-dashboard/outbox",
      "/admin-dashboard/newsletter",
      "/api/admin/contacts",
      "/api/admin/contacts.csv",
      `/api/admin/contacts/${id}`,
      "/api/admin/newsletter.csv",
    ]) {
      const response = await request(server, path, { headers: editorHeaders() });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain("secret.parent@example.com");
    }
    const posted = await postForm(server, "/admin-dashboard/messages", { intent: "delete", id: String(id) }, editorHeaders());
    expect(posted.status).toBe(403);
    const dataPost = await postForm(server, "/admin-dashboard/messages.data", { intent: "delete", id: String(id) }, editorHeaders());
    expect(dataPost.status).toBe(403);
    expect(await queryRow<{ id: number }>(server, "select id from contact_messages where id = ?", id)).toEqual({ id });
    // A refusal logs nothing: no email, no message, no stack.
    expect(server.output()).not.toMatch(/editor@mahami\.qa|secret\.parent|Private words|ErrorResponse|at .*\.js:\d+/);
    // The dashboard's frame does not count the messages for an editor either.
    const home = await (await request(server, "/admin-dashboard", { headers: editorHeaders() })).text();
    expect(home).not.toContain('data-testid="totalMessages"');
  });

  it("shows a 403 page in the editor's language, and only the editor's tabs", async () => {
    for (const [language, title, tabs] of [
      ["en", "You do not have access to this tab", ["Content", "Team", "FAQ", "Media"]],
      ["ar", "لا يتيح لك دورك فتح هذا التبويب", ["المحتوى", "الفريق", "الأسئلة الشائعة", "الوسائط"]],
    ] as const) {
      const refusedPage = await request(server, "/admin-dashboard/users", { headers: editorHeaders(language) });
      expect(refusedPage.status).toBe(403);
      const html = await refusedPage.text();
      expect(html).toContain(title);
      expect(html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`);
      expect(html).not.toContain(adminEmail);

      const home = await request(server, "/admin-dashboard", { headers: editorHeaders(language) });
      expect(home.status).toBe(200);
      const nav = (await home.text()).match(/<nav[^>]*>[\s\S]*?<\/nav>/)?.[0] ?? "";
      for (const tab of tabs) expect(nav).toContain(`>${tab}<`);
      for (const path of ["messages", "users", "activity", "outbox", "newsletter", "analytics"])
        expect(nav).not.toContain(`href="/admin-dashboard/${path}"`);
    }
  });

  it("works on content: 200 on the content endpoints, and changes its own password only", async () => {
    expect((await api(server, "GET", "/api/admin/content", { cookie: editor })).status).toBe(200);
    const member = await api(server, "POST", "/api/admin/team", { cookie: editor, body: { name: "Editor's pick", position: "Writer" } });
    expect(member.status).toBe(201);
    expect((await api(server, "PATCH", `/api/admin/team/${member.body.id}`, { cookie: editor, body: { position: "Editor" } })).status).toBe(200);
    expect((await api(server, "DELETE", `/api/admin/team/${member.body.id}`, { cookie: editor })).status).toBe(204);
    expect((await api(server, "GET", "/api/admin/sessions", { cookie: editor })).status).toBe(200);
    expect(
      (await api(server, "PATCH", "/api/admin/users/1/password", { cookie: editor, body: { password: "another-long-passphrase-7" } })).status,
    ).toBe(403);
    const own = await api(server, "PATCH", `/api/admin/users/${editorId}/password`, {
      cookie: editor,
      body: { password: "a-new-editor-passphrase-43", currentPassword: password },
    });
    expect(own.status).toBe(200);
    expect(await signIn(server, "198.51.100.4", "editor@mahami.qa", "a-new-editor-passphrase-43")).toContain("=");
  });

  it("changes its own password in the account tab (a form post), never another's whatever id it sends", async () => {
    const page = await request(server, "/admin-dashboard/account", { headers: editorHeaders() });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your account");
    const changed = await postForm(
      server,
      "/admin-dashboard/account",
      {
        intent: "password",
        id: "1",
        currentPassword: "a-new-editor-passphrase-43",
        password: "third-editor-passphrase-44",
        confirmPassword: "third-editor-passphrase-44",
      },
      editorHeaders(),
    );
    expect(changed.status).toBe(302);
    expect(await signIn(server, "198.51.100.5", "editor@mahami.qa", "third-editor-passphrase-44")).toContain("=");
    expect(await signIn(server, "198.51.100.6")).toContain("=");
  });
});

/** What only administrators' routes write: the walk must leave it as it was. */
const administratorsTables = ["users", "contact_messages", "newsletter_subscribers", "newsletter_consent_events", "outbox"];
