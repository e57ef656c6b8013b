import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { api, postForm, signIn } from "../support/http";
import { startServer, type TestServer } from "../support/server";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: text from visitors and administrators is stored without NUL and other C0
 * controls (tab and newline kept) and without bidi overrides; a required field that holds only
 * such characters is empty. Through the real forms and the API.
 */
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  cookie = await signIn(server, "10.8.0.1");
});
afterAll(async () => {
  await server.stop();
});

const nul = "\u0000";
const rlo = "\u202E";
const zwsp = "\u200B";
const message = { name: "Sara Ali", email: "sara@example.com", subject: "Question", message: "How do rewards reach the wallet?" };

describe("visitors' text", () => {
  it("POST /api/contact: a subject of two NULs is missing (400), nothing stored", async () => {
    const { status, body } = await api(server, "POST", "/api/contact", {
      body: { ...message, subject: `${nul}${nul}`, name: `${rlo}${zwsp}` },
      ip: "10.8.1.1",
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ name: ["This field is required."], subject: ["This field is required."] });
    expect((await queryRow<{ n: number }>(server, "select count(*) as n from contact_messages")).n).toBe(0);
  });

  it("POST /api/contact stores the text without controls and overrides, newlines and tabs kept", async () => {
    const { status, body } = await api(server, "POST", "/api/contact", {
      body: { ...message, name: `Sa${nul}ra${rlo}`, subject: `Re${zwsp}wards\u2066`, message: `Line one\r\n\tLine two${nul}\u0007 is here` },
      ip: "10.8.1.2",
    });
    expect(status).toBe(201);
    expect(await queryRow(server, 'select "fullName", subject, message from contact_messages where id = ?', body.id)).toEqual({
      fullName: "Sara",
      subject: "Rewards",
      message: "Line one\n\tLine two is here",
    });
  });

  it("the contact form without JavaScript cleans the same way", async () => {
    const response = await postForm(
      server,
      "/en/contact",
      { ...message, email: "form@example.com", subject: `كيف${rlo}${nul}`, name: `مريم${nul}` },
      { "X-Forwarded-For": "10.8.1.3" },
    );
    expect(response.status).toBe(303);
    expect(await queryRow(server, 'select "fullName", subject from contact_messages where email = ?', "form@example.com")).toEqual({
      fullName: "مريم",
      subject: "كيف",
    });

    const empty = await postForm(
      server,
      "/en/contact",
      { ...message, email: "empty@example.com", subject: `${nul}${nul}` },
      { "X-Forwarded-For": "10.8.1.4" },
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("This field is required.");
    expect(await queryRow(server, "select id from contact_messages where email = ?", "empty@example.com")).toBeUndefined();
  });

  it("the newsletter stores the address without a zero-width space", async () => {
    const answer = await api(server, "POST", "/api/newsletter", { body: { email: `reader@example.com${zwsp}` }, ip: "10.8.1.5" });
    expect(answer.status).toBe(202);
    expect(await queryRow(server, "select email from newsletter_subscribers where email like 'reader@%'")).toEqual({ email: "reader@example.com" });
  });
});

describe("administrators' text", () => {
  it("a team member named only by invisible characters is missing; other text is stored clean", async () => {
    const refused = await api(server, "POST", "/api/admin/team", { cookie, body: { name: `${zwsp}${nul}`, position: "Founder" } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ name: ["This field is required."] });

    const created = await api(server, "POST", "/api/admin/team", {
      cookie,
      body: { name: `Mar${rlo}yam`, position: `Foun${nul}der`, bio: "One\r\nTwo" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Maryam", position: "Founder", bio: "One\nTwo" });
  });

  it("content values, footer settings and message notes are stored clean", async () => {
    const { id } = await queryRow<{ id: number }>(server, "select id from content_items where key = 'home.hero.title'");
    const patched = await api(server, "PATCH", `/api/admin/content/${id}`, {
      cookie,
      body: { valueAr: `مهامك${rlo} تنتظرك${nul}`, valueEn: `\uFEFFYour tasks\u2067` },
    });
    expect(patched.status).toBe(200);
    expect(await queryRow(server, 'select "valueAr", "valueEn" from content_items where id = ?', id)).toEqual({
      valueAr: "مهامك تنتظرك",
      valueEn: "Your tasks",
    });

    const footer = await api(server, "PATCH", "/api/admin/footer-settings", { cookie, body: { copyrightTextEn: `© Mahami${nul}${rlo}` } });
    expect(footer.status).toBe(200);
    expect(footer.body.copyrightTextEn).toBe("© Mahami");

    const { id: messageId } = await queryRow<{ id: number }>(server, "select id from contact_messages limit 1");
    const reply = await api(server, "PATCH", `/api/admin/contacts/${messageId}/reply`, { cookie, body: { notes: `Called back${nul}\u0008` } });
    expect(reply.status).toBe(200);
    expect(reply.body.notes).toBe("Called back");
  });
});
