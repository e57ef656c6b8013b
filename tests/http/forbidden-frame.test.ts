import { beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { api, postForm, request, signIn } from "../support/http";
import { adminEmail, useServer } from "../support/server";

/*
 * A dashboard tab an editor's role does not open (docs/decisions/0039-roles.md): the 403 is the
 * dashboard itself, not a bare page. The same header (the editor's email, the search, the sign-out),
 * the navigation with only the editor's tabs, and in the tab's area the message in the editor's
 * language with a link to their first tab; for a document request, a form post without JavaScript
 * and a client-side navigation's `.data` request alike. An administrator never sees it.
 */
const server = useServer({ TRUST_PROXY: "1" });
const password = "a-long-editor-passphrase-17";
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = await signIn(server, "198.51.100.21");
  const created = await api(server, "POST", "/api/admin/users", {
    cookie: admin,
    body: { email: "framed.editor@mahami.qa", password, role: "editor" },
  });
  expect(created.status).toBe(201);
  editor = await signIn(server, "198.51.100.22", "framed.editor@mahami.qa", password);
});

/** The editor's tabs, in the navigation's order (app/domain/roles.ts and the groups of app/routes/admin/dashboard/tabs.ts). */
const editorTabs = [
  "/admin-dashboard",
  "/admin-dashboard/pages",
  "/admin-dashboard/schedules",
  "/admin-dashboard/media",
  "/admin-dashboard/faq",
  "/admin-dashboard/team",
  "/admin-dashboard/newsletters",
  "/admin-dashboard/header-footer",
];

const words = {
  en: {
    nav: "Dashboard sections",
    title: "You do not have access to this tab",
    message: "This tab is for administrators only. If you need something from it, ask one of them.",
    link: "Open the Content tab",
    logout: "Sign out",
    role: "Editor",
  },
  ar: {
    nav: "أقسام لوحة التحكم",
    title: "لا يتيح لك دورك فتح هذا التبويب",
    message: "هذا التبويب للمسؤولين وحدهم. إن احتجت إلى شيء منه فاطلبه من أحدهم.",
    link: "افتح تبويب المحتوى",
    logout: "تسجيل الخروج",
    role: "محرّر",
  },
} as const;

const headers = (cookie: string, language: "ar" | "en", ip: string) => ({ Cookie: `${cookie}; mahami-language=${language}`, "X-Forwarded-For": ip });

/** The hrefs of the dashboard navigation's links, in order. */
function navigationOf(html: string, label: string) {
  const nav = html.match(new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`))?.[1];
  expect(nav, "the dashboard's navigation").toBeDefined();
  return [...nav!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

function expectFramedRefusal(html: string, language: "ar" | "en") {
  const text = words[language];
  expect(html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`);
  // The frame: the header with who is signed in, the search and the sign-out, and only the editor's tabs.
  expect(html).toContain("framed.editor@mahami.qa");
  expect(html).toContain(`>${text.role}<`);
  expect(html).toMatch(/<form[^>]*action="\/admin-logout"/);
  expect(html).toContain(`>${text.logout}<`);
  expect(html).toContain('id="header-search-q"');
  expect(navigationOf(html, text.nav)).toEqual(editorTabs);
  expect(html).not.toContain('data-testid="totalMessages"');
  // The tab's area: the message in the editor's language and the way to their first tab.
  expect(html).toMatch(new RegExp(`<section role="alert"[^>]*data-status="403"`));
  expect(html).toMatch(new RegExp(`<h2 id="tab-forbidden-title"[^>]*>.*${text.title}</h2>`));
  expect(html).toContain(text.message);
  expect(html).toMatch(new RegExp(`<a [^>]*href="/admin-dashboard"[^>]*>${text.link}</a>`));
  expect(html).not.toContain(adminEmail);
}

describe("a tab an editor's role does not open", () => {
  for (const language of ["ar", "en"] as const) {
    for (const path of ["/admin-dashboard/users", "/admin-dashboard/messages", "/admin-dashboard/analytics"]) {
      it(`${path} in ${language}: 403 inside the dashboard's frame, with only the editor's tabs`, async () => {
        const response = await request(server, path, { headers: headers(editor, language, "198.51.100.22") });
        expect(response.status).toBe(403);
        expect(response.headers.get("cache-control")).toContain("no-store");
        expectFramedRefusal(await response.text(), language);
      });
    }
  }

  it("a form post without JavaScript: the same framed 403, and the action does not run", async () => {
    const { body: before } = await api(server, "GET", "/api/admin/users", { cookie: admin });
    const posted = await postForm(server, "/admin-dashboard/users", { intent: "delete", id: "1" }, headers(editor, "en", "198.51.100.22"));
    expect(posted.status).toBe(403);
    expectFramedRefusal(await posted.text(), "en");
    expect((await api(server, "GET", "/api/admin/users", { cookie: admin })).body).toEqual(before);
  });

  it("a client-side navigation's .data request: 403 with the frame to show, and the tab's data not read", async () => {
    await queryRow(
      server,
      `insert into contact_messages ("fullName", email, phone, subject, message) values (?, ?, ?, ?, ?) returning id`,
      "Private Parent",
      "private.parent@example.com",
      "+974 5555 0000",
      "Hi",
      "Private words.",
    );
    const response = await request(server, "/admin-dashboard/messages.data?_routes=routes%2Fadmin%2Fmessages%2Froute", {
      headers: headers(editor, "en", "198.51.100.22"),
    });
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).toContain("forbidden");
    expect(body).toContain("framed.editor@mahami.qa");
    expect(body).not.toContain("private.parent@example.com");
  });

  it("an administrator never sees it: the same tabs open, in both languages", async () => {
    for (const language of ["ar", "en"] as const) {
      for (const path of ["/admin-dashboard/users", "/admin-dashboard/messages", "/admin-dashboard/analytics", ...editorTabs]) {
        const response = await request(server, path, { headers: headers(admin, language, "198.51.100.21") });
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).not.toContain(words[language].title);
        expect(html, path).not.toContain("tab-forbidden-title");
      }
    }
  });

  it("the editor's own tabs open without it", async () => {
    for (const path of editorTabs) {
      const response = await request(server, path, { headers: headers(editor, "en", "198.51.100.22") });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(words.en.title);
    }
  });
});
