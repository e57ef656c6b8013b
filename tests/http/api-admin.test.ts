import { beforeAll, describe, expect, it } from "vitest";
import { siteTables } from "#db/site-copy.server";
import { queryRow, snapshotTables } from "../support/database";
import { crossSiteHeaders, isIsoTimestamp, oversizedBody, publicHtml, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";

/** Team, contact messages and subscribers of the API; the 401 and 403 of every administrator endpoint. */
const server = useServer({ TRUST_PROXY: "1" });
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(server);
});

async function insertMessage(fullName: string) {
  const insert = `insert into contact_messages ("fullName", email, phone, subject, message) values (?, ?, ?, ?, ?) returning id`;
  const { id } = await queryRow<{ id: number }>(
    server,
    insert,
    fullName,
    "visitor@example.com",
    "+974 5555 0000",
    "Hello",
    "A message from a visitor.",
  );
  return id;
}

const member = {
  name: "مريم آل ثاني",
  position: "المؤسِّسة",
  bio: "أم لثلاثة أطفال.",
  nameEn: "Maryam Al-Thani",
  positionEn: "Founder",
  bioEn: "Mother of three.",
  imageUrl: "/images/maryam.jpg",
  email: "maryam@mahami.qa",
  phone: "+974 4000 0001",
  isActive: true,
  order: 1,
};

describe("/api/admin/team", () => {
  let memberId: number;

  it("POST adds a member (201) with the defaults of the optional fields", async () => {
    const created = await api(server, "POST", "/api/admin/team", { cookie, body: member });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...member, createdAt: expect.any(String), updatedAt: expect.any(String), version: 1 });
    expect(isIsoTimestamp(created.body.updatedAt)).toBe(true);
    memberId = created.body.id;

    const minimal = await api(server, "POST", "/api/admin/team", { cookie, body: { name: "Omar", position: "Engineer" } });
    expect(minimal.body).toMatchObject({
      bio: "",
      nameEn: "",
      positionEn: "",
      bioEn: "",
      imageUrl: "",
      email: "",
      phone: "",
      isActive: true,
      order: 0,
    });
  });

  it("the new member shows on the public about page in each language and in /api/team with both (docs/decisions/0057-faq-and-team-as-bilingual-records.md)", async () => {
    const english = await publicHtml(server, "/en/about-us");
    expect(english).toContain("Maryam Al-Thani");
    expect(english).toContain("Mother of three.");
    expect(english).not.toContain("مريم آل ثاني");
    const arabic = await publicHtml(server, "/about-us");
    expect(arabic).toContain("مريم آل ثاني");
    expect(arabic).toContain("أم لثلاثة أطفال.");
    expect(arabic).not.toContain("Maryam Al-Thani");
    const team = await api(server, "GET", "/api/team");
    expect(team.body.find((entry: { nameEn: string }) => entry.nameEn === "Maryam Al-Thani")).toMatchObject({
      name: "مريم آل ثاني",
      bioEn: "Mother of three.",
    });
  });

  it("a member with one language waits off the public site until a PATCH writes the other", async () => {
    const names = async () => (await api(server, "GET", "/api/team")).body.map((entry: { name: string }) => entry.name);
    expect(await names()).not.toContain("Omar");
    expect(await publicHtml(server, "/about-us")).not.toContain("Omar");
    const omar = (await api(server, "GET", "/api/admin/team", { cookie })).body.find((entry: { name: string }) => entry.name === "Omar");
    const patched = await api(server, "PATCH", `/api/admin/team/${omar.id}`, { cookie, body: { nameEn: "Omar", positionEn: "Engineer" } });
    expect(patched.status).toBe(200);
    expect(await names()).toContain("Omar");
    expect(await publicHtml(server, "/en/about-us")).toContain("Engineer");
    expect((await api(server, "PATCH", `/api/admin/team/${omar.id}`, { cookie, body: { nameEn: "x".repeat(101) } })).status).toBe(400);
  });

  it("GET lists every member, inactive ones too, not cacheable", async () => {
    await api(server, "POST", "/api/admin/team", { cookie, body: { name: "Resting", position: "Advisor", isActive: false } });
    const { status, headers, body } = await api(server, "GET", "/api/admin/team", { cookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.map((entry: { name: string }) => entry.name)).toEqual(expect.arrayContaining([member.name, "Omar", "Resting"]));
    expect((await api(server, "GET", "/api/team")).body.map((entry: { name: string }) => entry.name)).not.toContain("Resting");
  });

  it("POST refuses missing and invalid fields (400), forms (415) and big bodies (413)", async () => {
    const invalid = await api(server, "POST", "/api/admin/team", {
      cookie,
      body: { name: "", imageUrl: "javascript:alert(1)", email: "nope", order: "first", isActive: "yes" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      name: ["This field is required."],
      position: ["This field is required."],
      imageUrl: ["Use an http(s), mailto: or tel: link, or a path on this site starting with /."],
      email: ["Please enter a valid email address."],
      order: ["This value is not valid."],
      isActive: ["This value is not valid."],
    });
    const huge = await api(server, "POST", "/api/admin/team", { cookie, rawBody: '{"name":"A","position":"B","order":1e400}' });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors)).toEqual(["order"]);
    expect(
      (await api(server, "POST", "/api/admin/team", { cookie, rawBody: "name=A&position=B", contentType: "application/x-www-form-urlencoded" }))
        .status,
    ).toBe(415);
    expect((await api(server, "POST", "/api/admin/team", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("PATCH changes some fields (200) and keeps the rest; 400/415/413 on bad bodies; 404 on unknown ids", async () => {
    const updated = await api(server, "PATCH", `/api/admin/team/${memberId}`, { cookie, body: { position: "CEO", order: 0 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: memberId,
      name: member.name,
      position: "CEO",
      order: 0,
      email: member.email,
      imageUrl: member.imageUrl,
    });
    const invalid = await api(server, "PATCH", `/api/admin/team/${memberId}`, { cookie, body: { name: "", phone: "call me" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ name: ["This field is required."], phone: ["Please enter a valid phone number."] });
    expect((await api(server, "PATCH", `/api/admin/team/${memberId}`, { cookie, rawBody: "name=x", contentType: "text/plain" })).status).toBe(415);
    expect((await api(server, "PATCH", `/api/admin/team/${memberId}`, { cookie, rawBody: oversizedBody })).status).toBe(413);
    for (const id of ["999999", "abc", "-3"]) {
      expect((await api(server, "PATCH", `/api/admin/team/${id}`, { cookie, body: { name: "X" } })).status, id).toBe(404);
    }
  });

  it("DELETE answers 204, then 404; the member leaves the public page", async () => {
    expect((await api(server, "DELETE", `/api/admin/team/${memberId}`, { cookie })).status).toBe(204);
    expect((await api(server, "DELETE", `/api/admin/team/${memberId}`, { cookie })).status).toBe(404);
    expect((await api(server, "DELETE", "/api/admin/team/abc", { cookie })).status).toBe(404);
    expect(await publicHtml(server, "/en/about-us")).not.toContain("Maryam Al-Thani");
  });
});

describe("/api/admin/contacts", () => {
  it("lists the stored messages newest first, with subject, read state and date", async () => {
    const older = await insertMessage("Older visitor");
    const sent = await api(server, "POST", "/api/contact", {
      body: { name: "Newest visitor", email: "new@example.com", subject: "Hi", message: "Sent through the API." },
      ip: "10.2.0.1",
    });
    const { status, headers, body } = await api(server, "GET", "/api/admin/contacts", { cookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body[0]).toEqual({
      id: sent.body.id,
      fullName: "Newest visitor",
      email: "new@example.com",
      phone: "",
      subject: "Hi",
      message: "Sent through the API.",
      isRead: false,
      notes: "",
      createdAt: expect.any(String),
      // docs/decisions/0061-replies-from-the-inbox.md: sent in English (the request's language), not yet answered.
      status: "new",
      assigneeId: null,
      language: "en",
      version: 1,
    });
    expect(isIsoTimestamp(body[0].createdAt)).toBe(true);
    expect(body.map((entry: { id: number }) => entry.id)).toContain(older);
  });

  it("pages with ?page=&pageSize= and says how many there are in X-Total-Count; malformed paging is a localized 400", async () => {
    for (let index = 0; index < 5; index++) await insertMessage(`Paged visitor ${index}`);
    const all = await api(server, "GET", "/api/admin/contacts?pageSize=500", { cookie });
    const ids = all.body.map((entry: { id: number }) => entry.id);
    expect(all.headers.get("x-total-count")).toBe(String(ids.length));

    const second = await api(server, "GET", "/api/admin/contacts?page=2&pageSize=3", { cookie });
    expect(second.status).toBe(200);
    expect(second.headers.get("x-total-count")).toBe(String(ids.length));
    expect(second.body.map((entry: { id: number }) => entry.id)).toEqual(ids.slice(3, 6));
    const beyond = await api(server, "GET", `/api/admin/contacts?page=${ids.length + 1}&pageSize=1`, { cookie });
    expect(beyond.body).toEqual([]);

    for (const query of ["page=0&pageSize=10", "page=1&pageSize=501", "page=x", "pageSize=-1", "page=1.5&pageSize=2"]) {
      const refused = await api(server, "GET", `/api/admin/contacts?${query}`, { cookie });
      expect(refused.status, query).toBe(400);
      expect(refused.body.message, query).toMatch(/pageSize/);
    }
    const arabic = await request(server, "/api/admin/contacts?page=0", { headers: { Cookie: `mahami-language=ar; ${cookie}` } });
    expect(arabic.status).toBe(400);
    expect((await arabic.json()).message).toContain("عددين صحيحين");
  });

  it("answers one page without paging: the 50 newest, the same array, and how many there are in X-Total-Count", async () => {
    const values = Array.from({ length: 60 }, (_, index) => [`Many ${index}`, `many${index}@example.com`, "Many messages."]);
    await queryRow(
      server,
      `insert into contact_messages ("fullName", email, message) values ${values.map(() => "(?, ?, ?)").join(", ")} returning id`,
      ...values.flat(),
    );
    const everything = await api(server, "GET", "/api/admin/contacts?pageSize=500", { cookie });
    const unpaged = await api(server, "GET", "/api/admin/contacts", { cookie });
    expect(unpaged.status).toBe(200);
    expect(unpaged.body).toHaveLength(50);
    expect(unpaged.headers.get("x-total-count")).toBe(String(everything.body.length));
    expect(everything.body.length).toBeGreaterThan(60);
    expect(unpaged.body).toEqual(everything.body.slice(0, 50));
    const next = await api(server, "GET", "/api/admin/contacts?page=2", { cookie });
    expect(next.body).toEqual(everything.body.slice(50, 100));
  });

  it("PATCH …/read marks a message read (200, no body needed); unknown ids are 404", async () => {
    const id = await insertMessage("To read");
    const read = await api(server, "PATCH", `/api/admin/contacts/${id}/read`, { cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, isRead: true });
    expect((await api(server, "PATCH", "/api/admin/contacts/999999/read", { cookie })).status).toBe(404);
    expect((await api(server, "PATCH", "/api/admin/contacts/x/read", { cookie })).status).toBe(404);
  });

  it("PATCH …/reply stores the notes; 400/415/413 on bad bodies; 404 on unknown ids", async () => {
    const id = await insertMessage("To answer");
    const replied = await api(server, "PATCH", `/api/admin/contacts/${id}/reply`, { cookie, body: { notes: "Called back on Sunday." } });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ id, notes: "Called back on Sunday." });
    const invalid = await api(server, "PATCH", `/api/admin/contacts/${id}/reply`, { cookie, body: { notes: 42 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ notes: ["This value is not valid."] });
    expect(
      (
        await api(server, "PATCH", `/api/admin/contacts/${id}/reply`, {
          cookie,
          rawBody: "notes=x",
          contentType: "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    expect((await api(server, "PATCH", `/api/admin/contacts/${id}/reply`, { cookie, rawBody: oversizedBody })).status).toBe(413);
    expect((await api(server, "PATCH", "/api/admin/contacts/999999/reply", { cookie, body: { notes: "x" } })).status).toBe(404);
  });

  it("DELETE answers 204, then 404", async () => {
    const id = await insertMessage("To delete");
    expect((await api(server, "DELETE", `/api/admin/contacts/${id}`, { cookie })).status).toBe(204);
    expect((await api(server, "DELETE", `/api/admin/contacts/${id}`, { cookie })).status).toBe(404);
  });
});

describe("GET /api/admin/newsletter", () => {
  it("lists the subscribers with their language", async () => {
    await api(server, "POST", "/api/newsletter", { body: { email: "first@example.com" }, ip: "10.2.1.1" });
    await api(server, "POST", "/api/newsletter", { body: { email: "second@example.com", locale: "ar" }, ip: "10.2.1.1" });
    const { status, body } = await api(server, "GET", "/api/admin/newsletter", { cookie });
    expect(status).toBe(200);
    expect(body.map((entry: { email: string }) => entry.email)).toEqual(expect.arrayContaining(["first@example.com", "second@example.com"]));
    expect(body.find((entry: { email: string }) => entry.email === "second@example.com")).toMatchObject({ id: expect.any(Number), locale: "ar" });
  });
});

describe("an optional JSON body", () => {
  it("means no options when it is the empty object: POST /api/admin/revisions/{id}/restore with {} restores", async () => {
    const created = await api(server, "POST", "/api/admin/team", { cookie, body: { name: "Latifa", position: "Designer" } });
    const id = created.body.id;
    await api(server, "PATCH", `/api/admin/team/${id}`, { cookie, body: { position: "Lead" } });
    const revisions = await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${id}`, { cookie });
    const creation = revisions.body.items.at(-1);
    expect(creation).toMatchObject({ action: "create", entityId: id });
    const restore = (body: unknown) => api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie, body });

    const restored = await restore({});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, name: "Latifa", position: "Designer" });
    const latest = (await api(server, "GET", `/api/admin/revisions?entity=team&entityId=${id}`, { cookie })).body.items[0];
    expect(latest).toMatchObject({ action: "restore", restoredFrom: creation.id });

    // Only the empty object: options given are still checked, and a body that is no object is refused.
    const partial = await restore({ entity: "team" });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.errors)).toEqual(["entityId"]);
    expect((await restore([])).status).toBe(400);
    expect(
      (await api(server, "POST", `/api/admin/revisions/${creation.id}/restore`, { cookie, rawBody: "{}", contentType: "text/plain" })).status,
    ).toBe(415);
  });

  it("means no options when it is absent: POST /api/admin/drafts/publish publishes every draft, as with {}", async () => {
    const answer = await api(server, "POST", "/api/admin/drafts/publish", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ page: null, languages: ["ar", "en"], published: expect.any(Number), itemIds: expect.any(Array) });
  });
});

/** Every administrator endpoint (GET /api/openapi.json describes them), with a body where it takes one. */
const adminEndpoints: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/admin/button-links/home.hero.start_button"],
  ["POST", "/api/admin/button-links", { contentKey: "home.x.y", externalUrl: "https://mahami.qa" }],
  ["PATCH", "/api/admin/button-links/1", { isActive: false }],
  ["DELETE", "/api/admin/button-links/1"],
  ["GET", "/api/admin/header-settings"],
  ["PATCH", "/api/admin/header-settings", { logoSize: "large" }],
  ["GET", "/api/admin/footer-settings"],
  ["PATCH", "/api/admin/footer-settings", { logoSize: "large" }],
  ["GET", "/api/admin/team"],
  ["POST", "/api/admin/team", { name: "Intruder", position: "None" }],
  ["PATCH", "/api/admin/team/1", { name: "Renamed" }],
  ["DELETE", "/api/admin/team/1"],
  ["GET", "/api/admin/content"],
  ["POST", "/api/admin/content", { key: "home.intruder.text", type: "text", page: "home" }],
  ["PATCH", "/api/admin/content/1", { valueEn: "Defaced" }],
  ["DELETE", "/api/admin/content/1"],
  ["PUT", "/api/admin/content/1/draft", { valueEn: "Defaced" }],
  ["DELETE", "/api/admin/content/1/draft"],
  ["POST", "/api/admin/drafts/publish", {}],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users", { email: "intruder@example.com", password: "intruder-password" }],
  ["DELETE", "/api/admin/users/1"],
  ["PATCH", "/api/admin/users/1/password", { password: "taken-over-password" }],
  ["GET", "/api/admin/contacts"],
  ["PATCH", "/api/admin/contacts/1/read"],
  ["PATCH", "/api/admin/contacts/1/reply", { notes: "Defaced" }],
  ["DELETE", "/api/admin/contacts/1"],
  ["GET", "/api/admin/newsletter"],
  ["GET", "/api/admin/contacts.csv"],
  ["GET", "/api/admin/newsletter.csv"],
];

describe("access", () => {
  it("answers 401 JSON to every administrator endpoint when signed out (and with a stale cookie)", async () => {
    for (const [method, path, body] of adminEndpoints) {
      for (const staleCookie of [undefined, "__Host-mahami-session=forged", "mahami-session=forged"]) {
        const answer = await api(server, method, path, { body, cookie: staleCookie });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body, `${method} ${path}`).toEqual({ message: "Please sign in first." });
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
    }
  });

  it("refuses every mutating endpoint from another site with 403, even signed in, and changes nothing", async () => {
    const tables = siteTables.filter((table) => table !== "sessions" && table !== "rate_limits");
    const snapshot = () => snapshotTables(server, tables);
    const before = await snapshot();
    for (const [method, path, body] of adminEndpoints.filter(([method]) => method !== "GET")) {
      for (const headers of crossSiteHeaders) {
        const answer = await api(server, method, path, { body, cookie, headers });
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.body.message).toEqual(expect.any(String));
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers a method an endpoint lacks with 405 and the methods it has", async () => {
    const put = await api(server, "PUT", "/api/admin/team", { cookie, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
    expect(put.body.message).toEqual(expect.any(String));
    expect((await api(server, "PUT", "/api/admin/team/1", { cookie, body: {} })).headers.get("allow")).toBe("GET, PATCH, DELETE");
    expect((await api(server, "POST", "/api/admin/button-links/1", { cookie, body: {} })).headers.get("allow")).toBe("GET, PATCH, DELETE");
  });

  it("does not cache any administrator answer", async () => {
    for (const [method, path] of adminEndpoints.filter(([method]) => method === "GET")) {
      const answer = await api(server, method, path, { cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
