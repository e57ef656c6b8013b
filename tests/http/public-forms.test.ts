import { describe, expect, it } from "vitest";
import { queryRows } from "../support/database";
import { cookiesFrom, newClient, postForm, request } from "../support/http";
import { useServer } from "../support/server";

/**
 * The contact form and the newsletter as a browser without JavaScript uses them: a form post,
 * then a redirect with a one-shot message, or the page again with errors and the typed values.
 */

const server = useServer({ TRUST_PROXY: "1" });

const message = {
  name: "مريم",
  email: "maryam@example.com",
  phone: "+974 5555 1234",
  subject: "سؤال عن المكافآت",
  message: "كيف تصل المكافآت إلى محفظة طفلي؟",
};

/** The rendered markup, without the scripts that carry the whole dictionary. */
async function markup(response: Response) {
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/** Follows a redirect by hand with the cookies it set, as a browser would. */
async function follow(response: Response) {
  const location = response.headers.get("Location")!;
  const page = await request(server, location.replace(/#.*$/, ""), { headers: { Cookie: cookiesFrom(response) } });
  return { page, html: await markup(page) };
}

describe("contact form without JavaScript", () => {
  it("stores the message and shows a one-shot success message at the form", async () => {
    const response = await postForm(server, "/contact", message, newClient());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact#form");

    const { page, html } = await follow(response);
    expect(page.status).toBe(200);
    expect(html).toMatch(/data-kind="success"[^>]*>.*تم إرسال رسالتك بنجاح/);
    expect(page.headers.getSetCookie().join()).toMatch(/mahami-flash=;/);

    const again = await markup(await request(server, "/contact"));
    expect(again).not.toContain("تم إرسال رسالتك بنجاح");

    const [stored] = await queryRows<Record<string, string>>(server, "select * from contact_messages where email = ?", message.email);
    expect(stored).toMatchObject({
      fullName: message.name,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
      isRead: 0,
    });
    expect(Date.parse(stored.createdAt)).not.toBeNaN();
  });

  it("keeps English visitors on the English page", async () => {
    const response = await postForm(server, "/en/contact", { ...message, email: "english@example.com" }, newClient());
    expect(response.headers.get("Location")).toBe("/en/contact#form");
    expect((await follow(response)).html).toContain("Your message has been sent successfully!");
  });

  it("answers invalid fields with 400, localized errors and every typed value kept", async () => {
    const typed = { name: "Ali <b>", email: "ali@", phone: "12", subject: "", message: "short" };
    const response = await postForm(server, "/en/contact", typed, newClient());
    expect(response.status).toBe(400);
    const html = await markup(response);
    expect(html).toContain('lang="en"');
    expect(html).toContain("Please correct the highlighted fields and send again.");
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Please enter a valid phone number.");
    expect(html).toContain("This field is required.");
    expect(html).toContain("At least 10 characters.");
    expect(html).toContain('value="Ali &lt;b&gt;"');
    expect(html).toContain('value="ali@"');
    expect(html).toContain('value="12"');
    expect(html).toMatch(/<textarea[^>]*>short<\/textarea>/);
    expect(await queryRows(server, `select id from contact_messages where "fullName" = ?`, "Ali <b>")).toEqual([]);
  });

  it("thanks a bot that fills the honeypot but stores nothing", async () => {
    const response = await postForm(server, "/contact", { ...message, email: "bot@example.com", website: "https://spam.example" }, newClient());
    expect(response.status).toBe(303);
    expect((await follow(response)).html).toContain("تم إرسال رسالتك بنجاح");
    expect(await queryRows(server, "select id from contact_messages where email = ?", "bot@example.com")).toEqual([]);
  });

  it("accepts 5 messages per address in 10 minutes, then answers 429 with Retry-After", async () => {
    const client = newClient();
    for (let index = 0; index < 5; index++) {
      const response = await postForm(server, "/contact", { ...message, email: `limit${index}@example.com` }, client);
      expect(response.status).toBe(303);
    }
    const refused = await postForm(server, "/contact", { ...message, email: "limit5@example.com" }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await markup(refused);
    expect(html).toContain("أرسلت عدة رسائل خلال وقت قصير");
    expect(html).toContain('value="limit5@example.com"');
    expect(await queryRows(server, "select id from contact_messages where email like 'limit%'")).toHaveLength(5);

    const otherClient = await postForm(server, "/contact", { ...message, email: "other@example.com" }, newClient());
    expect(otherClient.status).toBe(303);
  });
});

describe("newsletter without JavaScript", () => {
  it("subscribes and returns to the page the visitor came from with a success message", async () => {
    const response = await postForm(server, "/newsletter", { email: " parent@example.com ", redirectTo: "/parents" }, newClient());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/parents#newsletter");
    const { html } = await follow(response);
    expect(html).toContain("شكراً لك! أرسلنا رسالة");
    // Pending until the link of the confirmation email is followed (tests/http/email.test.ts).
    expect(await queryRows(server, "select email, locale, status from newsletter_subscribers where email = ?", "parent@example.com")).toEqual([
      { email: "parent@example.com", locale: "ar", status: "pending" },
    ]);
  });

  it("thanks a repeated address exactly like a new one (nobody can test who subscribed) and keeps one row", async () => {
    const fields = { email: "twice@example.com", redirectTo: "/en/teachers" };
    const first = await postForm(server, "/en/newsletter", fields, newClient());
    const response = await postForm(server, "/en/newsletter", { ...fields, email: "Twice@Example.com" }, newClient());
    expect(response.status).toBe(first.status);
    expect(response.headers.get("Location")).toBe("/en/teachers#newsletter");
    const notice = (html: string) => html.match(/<[^>]+role="status"[^>]*>([\s\S]*?)<\//)?.[1];
    const [firstHtml, againHtml] = [(await follow(first)).html, (await follow(response)).html];
    expect(notice(againHtml)).toContain("Thank you! We have sent you an email");
    expect(notice(againHtml)).toBe(notice(firstHtml));
    expect(againHtml).not.toContain("already");
    expect(await queryRows(server, "select locale from newsletter_subscribers where email = ?", "twice@example.com")).toEqual([{ locale: "en" }]);
  });

  it("shows the newsletter page with 400, the error and the typed address for an invalid one", async () => {
    const response = await postForm(server, "/en/newsletter", { email: "kid@", redirectTo: "/en/about-us" }, newClient());
    expect(response.status).toBe(400);
    const html = await markup(response);
    expect(html).toContain('lang="en"');
    expect(html).toContain("<h1");
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="kid@"');
    expect(html).toContain('href="/en/about-us"');
    expect(await queryRows(server, "select id from newsletter_subscribers where email = ?", "kid@")).toEqual([]);
  });

  it("thanks a bot that fills the honeypot but stores nothing", async () => {
    const response = await postForm(server, "/newsletter", { email: "bot@example.com", website: "x", redirectTo: "/" }, newClient());
    expect(response.status).toBe(303);
    expect(await queryRows(server, "select id from newsletter_subscribers where email = ?", "bot@example.com")).toEqual([]);
  });

  it("accepts 5 sign-ups per address in 10 minutes, then answers 429 with Retry-After", async () => {
    const client = newClient();
    for (let index = 0; index < 5; index++) {
      expect((await postForm(server, "/newsletter", { email: `n${index}@example.com`, redirectTo: "/" }, client)).status).toBe(303);
    }
    const refused = await postForm(server, "/newsletter", { email: "n5@example.com", redirectTo: "/" }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await markup(refused)).toContain("محاولات كثيرة خلال وقت قصير");
  });

  it("returns only to a page of this site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example", "/admin-dashboard", ""]) {
      const response = await postForm(server, "/en/newsletter", { email: "safe@example.com", redirectTo }, newClient());
      expect(response.headers.get("Location")).toBe("/en#newsletter");
    }
  });

  it("also works as a page of its own", async () => {
    const response = await request(server, "/newsletter");
    expect(response.status).toBe(200);
    const html = await markup(response);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain("اشترك في نشرة مهامي");
  });
});
