import { beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { isIsoTimestamp, oversizedBody, postForm, publicHtml, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";

/** Content items, button links, header and footer settings: the dashboard's API, and the public site seeing it. */
const server = useServer();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

async function contentItem(key: string) {
  const { body } = await api(server, "GET", "/api/admin/content", { cookie });
  return (body as { id: number; key: string; valueAr: string; valueEn: string; updatedAt: string }[]).find((item) => item.key === key)!;
}

describe("/api/admin/content", () => {
  it("lists every item, not cacheable, and filters by ?page=", async () => {
    const all = await api(server, "GET", "/api/admin/content", { cookie });
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("no-store");
    expect(new Set(all.body.map((item: { page: string }) => item.page))).toContain("home");

    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "faq.question.19", type: "text", valueAr: "سؤال؟", valueEn: "A question?", category: "faq", page: "faq", description: "" },
    });
    expect(created.status).toBe(201);
    const faq = await api(server, "GET", "/api/admin/content?page=faq", { cookie });
    expect(faq.body.length).toBeGreaterThan(0);
    expect(faq.body.every((item: { page: string }) => item.page === "faq")).toBe(true);
    expect(faq.body.map((item: { key: string }) => item.key)).toContain("faq.question.19");
    expect((await api(server, "GET", "/api/admin/content?page=nowhere", { cookie })).body).toEqual([]);
  });

  it("creates an item (201, with defaults for the optional fields); the same key again is a 409", async () => {
    const created = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.extra.note", type: "text", page: "home", valueEn: "Note" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      key: "home.extra.note",
      type: "text",
      valueAr: "",
      valueEn: "Note",
      category: "",
      page: "home",
      description: "",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      valueArUpdatedAt: created.body.createdAt,
      valueEnUpdatedAt: created.body.createdAt,
      translationStatus: "missing",
      outdatedLanguage: null,
      draft: null,
      version: 1,
    });
    expect(isIsoTimestamp(created.body.createdAt)).toBe(true);

    const duplicate = await api(server, "POST", "/api/admin/content", { cookie, body: { key: "home.extra.note", type: "title", page: "home" } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: "A content item with this key already exists." });
  });

  it("refuses invalid fields (400 per field), a form body (415) and an oversized one (413)", async () => {
    const invalid = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "no dots here", type: "video", page: "moon", valueAr: 7 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Some fields are missing or not valid.");
    expect(invalid.body.errors).toEqual({
      key: ["Use letters, digits, dashes and underscores separated by dots, e.g. home.hero.title."],
      type: ["This value is not valid."],
      page: ["This value is not valid."],
      valueAr: ["This value is not valid."],
    });
    const form = await api(server, "POST", "/api/admin/content", { cookie, rawBody: "key=a.b", contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect((await api(server, "POST", "/api/admin/content", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("PATCH changes the values and the public page shows them at the next request", async () => {
    expect(await publicHtml(server, "/")).toContain("أنجز مهامك");
    const item = await contentItem("home.hero.title");
    const updated = await api(server, "PATCH", `/api/admin/content/${item.id}`, {
      cookie,
      body: { valueAr: "مهامك تنتظرك", valueEn: "Your tasks await" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: item.id, key: "home.hero.title", valueAr: "مهامك تنتظرك", valueEn: "Your tasks await" });
    expect(updated.body.updatedAt > item.updatedAt).toBe(true);

    const arabic = await publicHtml(server, "/");
    expect(arabic).toContain("مهامك تنتظرك");
    expect(arabic).not.toContain("أنجز مهامك");
    expect(await publicHtml(server, "/en")).toContain("Your tasks await");
    const publicList = await api(server, "GET", "/api/content");
    expect(publicList.body.find((entry: { key: string }) => entry.key === "home.hero.title").valueEn).toBe("Your tasks await");
  });

  it("PATCH accepts the body as a JSON string of the object (the old client's quirk)", async () => {
    const item = await contentItem("home.hero.badge");
    const quirky = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: JSON.stringify({ valueEn: "Hello, hero!" }) });
    expect(quirky.status).toBe(200);
    expect(quirky.body.valueEn).toBe("Hello, hero!");
    expect(quirky.body.valueAr).toBe(item.valueAr);

    const notJsonInside = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: "valueEn=Hi" });
    expect(notJsonInside.status).toBe(400);
    expect(notJsonInside.body).toEqual({ message: "The request body must be a JSON object.", errors: {} });
  });

  it("PATCH: the full item for an FAQ edit, 409 on another item's key, 400/415/413 on bad bodies", async () => {
    const faq = await contentItem("faq.question.19");
    const full = await api(server, "PATCH", `/api/admin/content/${faq.id}`, {
      cookie,
      body: { key: "faq.question.20", type: "title", valueAr: "عنوان", valueEn: "Heading", category: "faq", page: "faq", description: "FAQ heading" },
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ key: "faq.question.20", type: "title", description: "FAQ heading" });

    const taken = await api(server, "PATCH", `/api/admin/content/${faq.id}`, { cookie, body: { key: "home.hero.title" } });
    expect(taken.status).toBe(409);
    const invalid = await api(server, "PATCH", `/api/admin/content/${faq.id}`, { cookie, body: { type: "video", valueEn: "x".repeat(5001) } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ type: ["This value is not valid."], valueEn: ["This is too long."] });
    const form = await api(server, "PATCH", `/api/admin/content/${faq.id}`, {
      cookie,
      rawBody: "valueEn=x",
      contentType: "multipart/form-data; boundary=x",
    });
    expect(form.status).toBe(415);
    expect((await api(server, "PATCH", `/api/admin/content/${faq.id}`, { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("DELETE answers 204, then 404; unknown and non-numeric ids are 404", async () => {
    const item = await contentItem("home.extra.note");
    const deleted = await api(server, "DELETE", `/api/admin/content/${item.id}`, { cookie });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await api(server, "DELETE", `/api/admin/content/${item.id}`, { cookie })).status).toBe(404);
    for (const id of ["999999", "abc", "1e3", "99999999999999999999"]) {
      expect((await api(server, "PATCH", `/api/admin/content/${id}`, { cookie, body: { valueEn: "x" } })).status, id).toBe(404);
      expect((await api(server, "DELETE", `/api/admin/content/${id}`, { cookie })).status, id).toBe(404);
    }
  });
});

describe("/api/admin/content: icon items name a catalogue icon", () => {
  const unknownIcon = { message: "Some fields are missing or not valid.", errors: { valueEn: ["Choose one of the catalogue's icons."] } };

  it("POST refuses an icon item whose name is not in the catalogue (400), and stores one that is", async () => {
    const unknown = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.extra.icon", type: "icon", page: "home", valueEn: "Unicorn" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(unknownIcon);
    const missing = await api(server, "POST", "/api/admin/content", { cookie, body: { key: "home.extra.icon", type: "icon", page: "home" } });
    expect(missing.body).toEqual(unknownIcon);
    expect(await contentItem("home.extra.icon")).toBeUndefined();

    const known = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.extra.icon", type: "icon", page: "home", valueAr: "Rocket", valueEn: "Rocket" },
    });
    expect(known.status).toBe(201);
    expect(known.body).toMatchObject({ type: "icon", valueEn: "Rocket" });
    // Any name goes for an item of another type.
    const text = await api(server, "POST", "/api/admin/content", {
      cookie,
      body: { key: "home.extra.unicorn", type: "text", page: "home", valueEn: "Unicorn" },
    });
    expect(text.status).toBe(201);
  });

  it("PATCH refuses an unknown icon name on an icon item and keeps the stored one", async () => {
    const icon = await contentItem("home.main_features.3.icon");
    const refused = await api(server, "PATCH", `/api/admin/content/${icon.id}`, { cookie, body: { valueEn: "NoSuchIcon" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(unknownIcon);
    expect((await contentItem("home.main_features.3.icon")).valueEn).toBe(icon.valueEn);

    const changed = await api(server, "PATCH", `/api/admin/content/${icon.id}`, { cookie, body: { valueEn: "Gift" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: icon.id, valueEn: "Gift" });
  });

  it("PATCH checks the merged item: a type change to icon needs a catalogue name, stored or sent", async () => {
    const item = await contentItem("home.extra.unicorn");
    const typeOnly = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { type: "icon" } });
    expect(typeOnly.status).toBe(400);
    expect(typeOnly.body).toEqual(unknownIcon);

    const withName = await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: JSON.stringify({ type: "icon", valueEn: "Star" }) });
    expect(withName.status).toBe(200);
    expect(withName.body).toMatchObject({ type: "icon", valueEn: "Star" });
  });

  it("says so in Arabic without the English cookie", async () => {
    const icon = await contentItem("home.main_features.3.icon");
    const response = await request(server, `/api/admin/content/${icon.id}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ valueEn: "NoSuchIcon" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "بعض الحقول ناقصة أو غير صالحة.", errors: { valueEn: ["اختر أيقونة من مكتبة الأيقونات."] } });
  });
});

describe("/api/admin/button-links", () => {
  it("GET by content key: the seeded link of a hero button; an unknown key is 404", async () => {
    const { status, headers, body } = await api(server, "GET", "/api/admin/button-links/home.hero.start_button", { cookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      id: expect.any(Number),
      contentKey: "home.hero.start_button",
      linkType: "external",
      externalUrl: "/download",
      internalPage: null,
      sectionId: null,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    const missing = await api(server, "GET", "/api/admin/button-links/home.hero.nothing", { cookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Not found." });
  });

  it("POST creates a link (201, external and active by default); a second link for the key is a 409", async () => {
    const created = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      body: { contentKey: "home.extra.button", externalUrl: "https://mahami.qa/start" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contentKey: "home.extra.button",
      linkType: "external",
      externalUrl: "https://mahami.qa/start",
      isActive: true,
    });
    const again = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      body: { contentKey: "home.extra.button", externalUrl: "https://mahami.qa/" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This content key already has a button link." });
  });

  it("POST refuses unsafe URLs, missing targets and unknown sections (400), forms (415), big bodies (413)", async () => {
    const unsafe = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      body: { contentKey: "home.a.b", externalUrl: "javascript:alert(1)" },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.errors).toEqual({ externalUrl: ["Use an http(s), mailto: or tel: link, or a path on this site starting with /."] });
    const noTarget = await api(server, "POST", "/api/admin/button-links", { cookie, body: { contentKey: "home.a.b", linkType: "internal" } });
    expect(noTarget.body.errors).toEqual({ internalPage: ["This field is required."] });
    const noSection = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      body: { contentKey: "home.a.b", linkType: "section", sectionId: "#nowhere" },
    });
    expect(noSection.body.errors).toEqual({ sectionId: ["This section does not exist on the page."] });
    const wrongTypes = await api(server, "POST", "/api/admin/button-links", { cookie, body: { contentKey: ["x"], isActive: "yes", linkType: 3 } });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(["contentKey", "isActive", "linkType"]);
    const form = await api(server, "POST", "/api/admin/button-links", {
      cookie,
      rawBody: "contentKey=a.b",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await api(server, "POST", "/api/admin/button-links", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("PATCH by id changes the link and the public button follows it", async () => {
    const link = (await api(server, "GET", "/api/admin/button-links/home.hero.start_button", { cookie })).body;
    const updated = await api(server, "PATCH", `/api/admin/button-links/${link.id}`, {
      cookie,
      body: { linkType: "internal", internalPage: "parents" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: link.id, linkType: "internal", internalPage: "parents", isActive: true });
    expect(await publicHtml(server, "/en")).toContain('href="/en/parents"');

    const inactive = await api(server, "PATCH", `/api/admin/button-links/${link.id}`, { cookie, body: { isActive: false } });
    expect(inactive.body).toMatchObject({ linkType: "internal", internalPage: "parents", isActive: false });
  });

  it("PATCH checks the merged link (400), refuses another key's link (409), forms (415), big bodies (413), unknown ids (404)", async () => {
    const link = (await api(server, "GET", "/api/admin/button-links/home.hero.learn_more_button", { cookie })).body;
    const section = await api(server, "PATCH", `/api/admin/button-links/${link.id}`, { cookie, body: { linkType: "section", sectionId: null } });
    expect(section.status).toBe(400);
    expect(section.body.errors).toEqual({ sectionId: ["This field is required."] });
    const taken = await api(server, "PATCH", `/api/admin/button-links/${link.id}`, { cookie, body: { contentKey: "home.extra.button" } });
    expect(taken.status).toBe(409);
    const form = await api(server, "PATCH", `/api/admin/button-links/${link.id}`, { cookie, rawBody: "isActive=false", contentType: "text/plain" });
    expect(form.status).toBe(415);
    expect((await api(server, "PATCH", `/api/admin/button-links/${link.id}`, { cookie, rawBody: oversizedBody })).status).toBe(413);
    for (const id of ["999999", "home.hero.start_button"]) {
      expect((await api(server, "PATCH", `/api/admin/button-links/${id}`, { cookie, body: { isActive: true } })).status, id).toBe(404);
    }
  });

  it("DELETE by id answers 204; the key then has no link (404)", async () => {
    const link = (await api(server, "GET", "/api/admin/button-links/home.extra.button", { cookie })).body;
    expect((await api(server, "DELETE", `/api/admin/button-links/${link.id}`, { cookie })).status).toBe(204);
    expect((await api(server, "GET", "/api/admin/button-links/home.extra.button", { cookie })).status).toBe(404);
    expect((await api(server, "DELETE", `/api/admin/button-links/${link.id}`, { cookie })).status).toBe(404);
    expect((await api(server, "DELETE", "/api/admin/button-links/abc", { cookie })).status).toBe(404);
  });
});

describe("/api/admin/header-settings and /api/admin/footer-settings", () => {
  it("GET returns the settings, not cacheable", async () => {
    for (const path of ["/api/admin/header-settings", "/api/admin/footer-settings"]) {
      const { status, headers, body } = await api(server, "GET", path, { cookie });
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({ logoSize: "medium", showPages: {} });
    }
  });

  it("PATCH header: a subset of fields; showPages as a JSON string comes back as an object; the public nav follows", async () => {
    const patched = await api(server, "PATCH", "/api/admin/header-settings", {
      cookie,
      body: { showPages: JSON.stringify({ sellers: false, teachers: true }), buttonTextEn: "Get the app", showLanguageSwitcher: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      showPages: { sellers: false, teachers: true },
      buttonTextEn: "Get the app",
      showLanguageSwitcher: false,
      logoSize: "medium",
    });
    const publicCopy = await api(server, "GET", "/api/header-settings");
    expect(publicCopy.body.showPages).toEqual({ sellers: false, teachers: true });
    expect(await publicHtml(server, "/en")).toContain("Get the app");
  });

  it("PATCH header: the whole body as a JSON string; malformed showPages JSON reads as {} (everything shown)", async () => {
    const asString = await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: JSON.stringify({ logoSize: "large" }) });
    expect(asString.status).toBe(200);
    expect(asString.body.logoSize).toBe("large");
    const malformed = await api(server, "PATCH", "/api/admin/header-settings", { cookie, body: { showPages: "{sellers: false" } });
    expect(malformed.status).toBe(200);
    expect(malformed.body.showPages).toEqual({});
    expect((await api(server, "GET", "/api/header-settings")).body.showPages).toEqual({});
  });

  it("PATCH header refuses invalid fields (400), forms (415) and big bodies (413)", async () => {
    const invalid = await api(server, "PATCH", "/api/admin/header-settings", {
      cookie,
      body: { logoSize: "huge", buttonUrl: "javascript:void(0)", showLanguageSwitcher: "no" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      logoSize: ["This value is not valid."],
      buttonUrl: ["Use an http(s), mailto: or tel: link, or a path on this site starting with /."],
      showLanguageSwitcher: ["This value is not valid."],
    });
    expect(
      (
        await api(server, "PATCH", "/api/admin/header-settings", {
          cookie,
          rawBody: "logoSize=large",
          contentType: "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    expect((await api(server, "PATCH", "/api/admin/header-settings", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("PATCH footer: as a JSON string too; the public footer and /api/footer-settings show the change", async () => {
    const patched = await api(server, "PATCH", "/api/admin/footer-settings", {
      cookie,
      body: JSON.stringify({ contactPhone: "+974 4444 1234", showPages: { privacy: false }, copyrightTextEn: "© Mahami test" }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      contactPhone: "+974 4444 1234",
      showPages: { privacy: false },
      copyrightTextEn: "© Mahami test",
      showSocialLinks: true,
    });
    expect((await api(server, "GET", "/api/footer-settings")).body.contactPhone).toBe("+974 4444 1234");
    const html = await publicHtml(server, "/en");
    expect(html).toContain("+974 4444 1234");
    expect(html).toContain("© Mahami test");
  });

  it("PATCH footer refuses invalid fields (400), forms (415) and big bodies (413)", async () => {
    const invalid = await api(server, "PATCH", "/api/admin/footer-settings", {
      cookie,
      body: { contactEmail: "nope", contactPhone: "call me", showSocialLinks: 1 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      contactEmail: ["Please enter a valid email address."],
      contactPhone: ["Please enter a valid phone number."],
      showSocialLinks: ["This value is not valid."],
    });
    expect((await api(server, "PATCH", "/api/admin/footer-settings", { cookie, rawBody: "x", contentType: "text/plain" })).status).toBe(415);
    expect((await api(server, "PATCH", "/api/admin/footer-settings", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });
});

describe("the dashboard's header and footer forms (the same rules, in the schemas)", () => {
  const headerForm = {
    intent: "header",
    logoUrl: "/images/logo.svg",
    logoSize: "large",
    buttonUrl: "/download",
    buttonTextAr: "حمّل",
    buttonTextEn: "Get it",
  };
  const storedHeader = () => queryRow<Record<string, unknown>>(server, "select * from header_settings where id = 1");

  it("requires the header's logo, button link and both labels, and stores nothing until they are there", async () => {
    const before = await storedHeader();
    for (const missing of ["logoUrl", "buttonUrl", "buttonTextAr", "buttonTextEn"]) {
      const response = await postForm(server, "/admin-dashboard/header-footer", { ...headerForm, [missing]: " " }, { Cookie: cookie });
      expect(response.status, missing).toBe(200);
      const html = await response.text();
      expect(html, missing).toContain("هذا الحقل مطلوب.");
      // Without JavaScript the refused form comes back at its panel.
      expect(html, missing).toContain('action="/admin-dashboard/header-footer#header-settings-panel"');
    }
    expect(await storedHeader()).toEqual(before);
  });

  it("requires the footer's logo and contact email", async () => {
    const response = await postForm(
      server,
      "/admin-dashboard/header-footer",
      { intent: "footer", logoUrl: "/images/logo.svg", contactEmail: "" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("هذا الحقل مطلوب.");
  });

  it("stores a footer field emptied in the form as empty, not the text it held", async () => {
    const footerForm = { intent: "footer", logoUrl: "/images/logo.svg", logoSize: "medium", contactEmail: "support@mahami.qa" };
    const filled = await postForm(server, "/admin-dashboard/header-footer", { ...footerForm, copyrightTextEn: "© Mahami" }, { Cookie: cookie });
    expect(filled.status).toBe(302);
    // Back at the footer's panel, not at the top of the tab.
    expect(filled.headers.get("location")).toBe("/admin-dashboard/header-footer#footer-settings-panel");
    const emptied = await postForm(server, "/admin-dashboard/header-footer", { ...footerForm, copyrightTextEn: "" }, { Cookie: cookie });
    expect(emptied.status).toBe(302);
    expect((await queryRow<{ copyrightTextEn: string }>(server, 'select "copyrightTextEn" from footer_settings where id = 1')).copyrightTextEn).toBe(
      "",
    );
  });

  it("reads an unticked checkbox as false", async () => {
    const saved = await postForm(server, "/admin-dashboard/header-footer", { ...headerForm, "showPages.home": "on" }, { Cookie: cookie });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin-dashboard/header-footer#header-settings-panel");
    const header = await storedHeader();
    expect(header).toMatchObject({ logoSize: "large", buttonTextEn: "Get it", showLanguageSwitcher: 0 });
    expect(JSON.parse(header.showPages as string)).toEqual({
      home: true,
      parents: false,
      sellers: false,
      teachers: false,
      about: false,
      contact: false,
    });
  });
});
