import { describe, expect, it } from "vitest";
import { execute, queryRow, queryRows } from "../support/database";
import { crossSiteHeaders, isIsoTimestamp, oversizedBody } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";

/** The public endpoints (GET /api/openapi.json describes them), the newsletter's included. */
const server = useServer({ TRUST_PROXY: "1" });

const validMessage = {
  name: "Sara Ali",
  email: "sara@example.com",
  phone: "+974 5555 1234",
  subject: "Question",
  message: "How do rewards reach the wallet?",
};

describe("public reads", () => {
  it("GET /api/header-settings: the settings with showPages as an object, cacheable for 60 s", async () => {
    const { status, headers, body } = await api(server, "GET", "/api/header-settings");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(body).toMatchObject({
      logoUrl: expect.any(String),
      logoSize: "medium",
      showPages: {},
      showLanguageSwitcher: true,
      buttonUrl: expect.any(String),
      buttonTextAr: expect.any(String),
      buttonTextEn: expect.any(String),
    });
    expect(isIsoTimestamp(body.updatedAt)).toBe(true);
  });

  it("GET /api/footer-settings: every footer field, booleans as booleans, cacheable for 60 s", async () => {
    const { status, headers, body } = await api(server, "GET", "/api/footer-settings");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(Object.keys(body).sort()).toEqual(
      [
        "contactAddressAr",
        "contactAddressEn",
        "contactEmail",
        "contactPhone",
        "copyrightTextAr",
        "copyrightTextEn",
        "logoSize",
        "logoUrl",
        "showPages",
        "showSocialLinks",
        "updatedAt",
        "version",
      ].sort(),
    );
    expect(body.showSocialLinks).toBe(true);
    expect(body.contactEmail).toBe("support@mahami.qa");
  });

  it("GET /api/content: the dictionary items with camelCase fields and integer ids, without the administrators' notes", async () => {
    const { status, headers, body } = await api(server, "GET", "/api/content");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(Array.isArray(body)).toBe(true);
    const title = body.find((item: { key: string }) => item.key === "home.hero.title");
    expect(title).toMatchObject({ type: "title", page: "home", category: "hero", valueAr: "أنجز مهامك", valueEn: "Complete your tasks" });
    expect(Number.isInteger(title.id)).toBe(true);
    expect(isIsoTimestamp(title.createdAt) && isIsoTimestamp(title.updatedAt)).toBe(true);
    // docs/decisions/0022-hardening-after-the-attack-run.md: the public API shows only what the public pages show.
    expect(Object.keys(title).sort()).toEqual(["category", "createdAt", "id", "key", "page", "type", "updatedAt", "valueAr", "valueEn", "version"]);
    expect(body.filter((item: object) => "description" in item)).toEqual([]);
  });

  it("GET /api/team: only active members written in both languages, in their order, without their email or phone", async () => {
    await execute(
      server,
      `insert into team_members (name, position, "nameEn", "positionEn", "order", "isActive", email, phone) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      "الثانية",
      "التصميم",
      "Second",
      "Design",
      2,
      1,
      "second@mahami.qa",
      "+974 5555 0002",
    );
    const insert = `insert into team_members (name, position, bio, "nameEn", "positionEn", "bioEn", "order", "isActive") values (?, ?, ?, ?, ?, ?, ?, ?)`;
    await execute(server, insert, "المخفي", "المبيعات", "", "Hidden", "Sales", "", 0, 0);
    await execute(server, insert, "الأول", "المؤسس", "أسس الشركة", "First", "Founder", "Founded the company", 1, 1);
    // Ticked to show, but its English is not written (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
    await execute(server, insert, "نصف مكتوب", "المالية", "", "", "", "", 1, 1);
    // Both names and positions, but a bio in Arabic only.
    await execute(server, insert, "بلا نبذة", "الدعم", "نبذة بالعربية", "No bio", "Support", "", 1, 1);
    const { status, headers, body } = await api(server, "GET", "/api/team");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(body.map((member: { nameEn: string }) => member.nameEn)).toEqual(["First", "Second"]);
    expect(body[0]).toMatchObject({
      name: "الأول",
      position: "المؤسس",
      bio: "أسس الشركة",
      nameEn: "First",
      positionEn: "Founder",
      bioEn: "Founded the company",
      isActive: true,
      order: 1,
      imageUrl: "",
    });
    // docs/decisions/0022-hardening-after-the-attack-run.md: the about page shows no email or phone, so neither does the API.
    expect(Object.keys(body[1]).sort()).toEqual([
      "bio",
      "bioEn",
      "createdAt",
      "id",
      "imageUrl",
      "isActive",
      "name",
      "nameEn",
      "order",
      "position",
      "positionEn",
      "updatedAt",
      "version",
    ]);
    expect(JSON.stringify(body)).not.toMatch(/second@mahami\.qa|5555 0002/);
  });

  it("answers an unknown /api path with a JSON 404, and a wrong method with 405 and Allow", async () => {
    const missing = await api(server, "GET", "/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Not found." });
    expect(missing.headers.get("cache-control")).toBe("no-store");

    const wrongMethod = await api(server, "DELETE", "/api/team");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET");
    expect(wrongMethod.body.message).toEqual(expect.any(String));
  });

  it("speaks Arabic by default and English with the language cookie", async () => {
    const arabic = await request(server, "/api/nothing-here");
    expect(await arabic.json()).toEqual({ message: "العنصر غير موجود." });
  });
});

describe("POST /api/contact", () => {
  const ip = "10.0.1.1";

  it("stores the message and answers 201 with its id and the localized success text", async () => {
    const { status, headers, body } = await api(server, "POST", "/api/contact", { body: validMessage, ip });
    expect(status).toBe(201);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ id: expect.any(Number), message: "Your message has been sent successfully! We will contact you soon." });
    const row = await queryRow<Record<string, unknown>>(server, "select * from contact_messages where id = ?", body.id);
    expect(row).toMatchObject({ fullName: "Sara Ali", email: "sara@example.com", phone: "+974 5555 1234", subject: "Question", isRead: 0 });
  });

  it("gives the Arabic success text without the English cookie", async () => {
    const response = await request(server, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.0.1.2" },
      body: JSON.stringify({ ...validMessage, phone: undefined }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe("تم إرسال رسالتك بنجاح! سنتواصل معك قريباً.");
  });

  it("refuses missing and invalid fields with 400 and a message per field", async () => {
    const { status, body } = await api(server, "POST", "/api/contact", {
      body: { name: "", email: "not-an-email", subject: 5, message: "short" },
      ip: "10.0.1.3",
    });
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({
      name: ["This field is required."],
      email: ["Please enter a valid email address."],
      subject: ["This value is not valid."],
      message: ["At least 10 characters."],
    });
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const count = async () => (await queryRow<{ n: number }>(server, "select count(*) as n from contact_messages")).n;
    const before = await count();
    const { status, body } = await api(server, "POST", "/api/contact", { body: { ...validMessage, website: "http://spam.example" }, ip: "10.0.1.4" });
    expect(status).toBe(201);
    expect(body.message).toBe("Your message has been sent successfully! We will contact you soon.");
    expect(await count()).toBe(before);
  });

  it("allows 5 messages per IP per 10 minutes, then 429 with Retry-After", async () => {
    const ipOfSpammer = "10.0.1.5";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api(server, "POST", "/api/contact", { body: validMessage, ip: ipOfSpammer })).status).toBe(201);
    }
    const limited = await api(server, "POST", "/api/contact", { body: validMessage, ip: ipOfSpammer });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/few minutes/);
    // Like the contact page's form: a blocked sender is told so before the body is even read.
    expect((await api(server, "POST", "/api/contact", { body: { name: "" }, ip: ipOfSpammer })).status).toBe(429);
    expect((await api(server, "POST", "/api/contact", { body: validMessage, ip: "10.0.1.6" })).status).toBe(201);
  });

  it("refuses a body that is not JSON (415), malformed JSON (400) and more than 64 KiB (413)", async () => {
    const form = await api(server, "POST", "/api/contact", {
      rawBody: new URLSearchParams(validMessage).toString(),
      contentType: "application/x-www-form-urlencoded",
      ip,
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ message: "Requests must be sent as JSON." });

    const malformed = await api(server, "POST", "/api/contact", { rawBody: '{"name": "Sara",', ip });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "The request body is not valid JSON.", errors: {} });

    const oversized = await api(server, "POST", "/api/contact", { rawBody: oversizedBody, ip });
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toEqual(expect.any(String));
  });

  it("never answers 500 to bodies of the wrong JSON shape", async () => {
    for (const rawBody of ["[]", "null", "42", '"text"', '{"name": {"nested": true}, "email": [1], "message": 1e400}', "{}"]) {
      const { status, body } = await api(server, "POST", "/api/contact", { rawBody, ip: "10.0.1.7" });
      expect(status, rawBody).toBe(400);
      expect(body.message, rawBody).toEqual(expect.any(String));
      expect(body.errors, rawBody).toEqual(expect.any(Object));
    }
  });
});

describe("POST /api/newsletter", () => {
  it("answers 202 and the same text whether or not the address was already subscribed", async () => {
    const first = await api(server, "POST", "/api/newsletter", { body: { email: "reader@example.com" }, ip: "10.0.2.1" });
    expect(first.status).toBe(202);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toEqual({ message: "Thank you! We have sent you an email: follow its link to confirm your subscription." });
    expect(await queryRows(server, "select email, locale, status from newsletter_subscribers where email = ?", "reader@example.com")).toEqual([
      { email: "reader@example.com", locale: "en", status: "pending" },
    ]);

    // docs/api.md: a known address (in any letter case) gets exactly the same answer.
    const again = await api(server, "POST", "/api/newsletter", { body: { email: "Reader@Example.com", locale: "ar" }, ip: "10.0.2.1" });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await queryRow(server, "select count(*) as n from newsletter_subscribers where email = ?", "reader@example.com")).toEqual({ n: 1 });
  });

  it("refuses an invalid address (400), a form body (415) and an oversized one (413)", async () => {
    const invalid = await api(server, "POST", "/api/newsletter", { body: { email: "nope", locale: "fr" }, ip: "10.0.2.2" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ email: ["Please enter a valid email address."], locale: ["This value is not valid."] });
    const form = await api(server, "POST", "/api/newsletter", { rawBody: "email=a%40b.qa", contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect((await api(server, "POST", "/api/newsletter", { rawBody: oversizedBody })).status).toBe(413);
  });

  it("ignores a filled honeypot and limits each IP to 5 sign-ups per 10 minutes", async () => {
    const bot = await api(server, "POST", "/api/newsletter", { body: { email: "bot@example.com", website: "x" }, ip: "10.0.2.3" });
    expect(bot.status).toBe(202);
    expect(bot.body).toEqual({ message: "Thank you! We have sent you an email: follow its link to confirm your subscription." });
    expect(await queryRow(server, "select count(*) as n from newsletter_subscribers where email = ?", "bot@example.com")).toEqual({ n: 0 });

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api(server, "POST", "/api/newsletter", { body: { email: `n${attempt}@example.com` }, ip: "10.0.2.3" })).status).toBe(202);
    }
    const limited = await api(server, "POST", "/api/newsletter", { body: { email: "n5@example.com" }, ip: "10.0.2.3" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("cross-site protection", () => {
  it("refuses the public POSTs from another site with 403 and stores nothing", async () => {
    for (const headers of crossSiteHeaders) {
      for (const [path, body] of [
        ["/api/contact", validMessage],
        ["/api/newsletter", { email: "cross@example.com" }],
        ["/api/login", { email: "admin@mahami.qa", password: "whatever-it-is" }],
        ["/api/logout", undefined],
        ["/api/password-reset", { email: "admin@mahami.qa" }],
        ["/api/password-reset/confirm", { token: "any-token", password: "taken-over-passphrase" }],
        ["/api/invitations/accept", { token: "any-token", password: "taken-over-passphrase" }],
      ] as const) {
        const answer = await api(server, "POST", path, { body, headers, ip: "10.0.3.1" });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.body.message).toEqual(expect.any(String));
      }
    }
    expect(await queryRow(server, "select count(*) as n from newsletter_subscribers where email = ?", "cross@example.com")).toEqual({ n: 0 });
  });

  it("accepts the same request from the site's own origin", async () => {
    const answer = await api(server, "POST", "/api/newsletter", {
      body: { email: "same-origin@example.com" },
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      ip: "10.0.3.2",
    });
    expect(answer.status).toBe(202);
  });
});
