import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { queryRows } from "../support/database";
import { newClient, postForm } from "../support/http";

/** The contact form and the newsletter in a real browser, with JavaScript on and off. */

const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });

/**
 * A page for one client. A refused submission answers 400 or 429 by design, which Chromium
 * reports as a failed resource on the console: `expectRefusals` allows those, and nothing else.
 */
async function open(javaScriptEnabled: boolean, client = newClient(), expectRefusals: number[] = []) {
  const opened = await openPage({
    javaScriptEnabled,
    extraHTTPHeaders: client,
    failOnConsoleErrors: false,
  });
  return {
    page: opened.page,
    close: async () => {
      await opened.close();
      const refusal = new RegExp(`status of (${expectRefusals.join("|") || "none"}) `);
      expect(
        opened.consoleErrors.filter((error) => !refusal.test(error)),
        "console errors",
      ).toEqual([]);
    },
  };
}

/**
 * What the submit button of `form` shows as the post leaves the page (after the page's script
 * set it pending), recorded in the page by a listener that runs after the script's own and
 * kept in sessionStorage across the navigation. Read it once the next page has loaded.
 */
async function recordPendingButton(page: Page, form: string) {
  await page.locator(form).evaluate((element) =>
    element.addEventListener("submit", () => {
      const button = element.querySelector<HTMLButtonElement>("button[type=submit]")!;
      const spinner = button.querySelector("svg.animate-spin");
      const state = { text: button.innerText.trim(), disabled: button.disabled, spinner: spinner?.checkVisibility() ?? false };
      sessionStorage.setItem("pending-button", JSON.stringify(state));
    }),
  );
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem("pending-button"))) ?? "null");
}

async function fillContact(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`#form [name=${name}]`).fill(value);
}

const message = {
  name: "Khalid",
  email: "khalid@example.com",
  phone: "+974 5555 0000",
  subject: "Teachers",
  message: "Can a whole class join together?",
};

describe("contact form with JavaScript", () => {
  it("shows Sending... with a disabled button and a spinner while it posts, then the server's success alert and an empty form", async () => {
    const { page, close } = await open(true);
    await page.goto("/en/contact");
    await page.waitForLoadState("networkidle");
    await fillContact(page, message);

    const pendingButton = await recordPendingButton(page, "#form form");
    const submit = page.locator("#form button[type=submit]");
    await submit.click();

    const alert = page.locator("#form [role=status]");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Your message has been sent successfully!");
    expect(page.url()).toMatch(/\/en\/contact#form$/);
    for (const name of Object.keys(message)) expect(await page.locator(`#form [name=${name}]`).inputValue()).toBe("");
    expect(await pendingButton()).toEqual({ text: "Sending...", disabled: true, spinner: true });
    expect(await submit.innerText()).toBe("Send message");
    expect(await submit.isDisabled()).toBe(false);
    expect(await queryRows(server, `select "fullName", subject from contact_messages where email = ?`, message.email)).toEqual([
      { fullName: "Khalid", subject: "Teachers" },
    ]);
    await close();
  });

  it("shows the server's localized errors beside the fields (not the browser's bubbles) and keeps what was typed", async () => {
    const { page, close } = await open(true, newClient(), [400]);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await fillContact(page, { name: "سارة", email: "sara@", message: "قصيرة" });
    await page.locator("#form button[type=submit]").click();

    await page.locator("#contact-email-error").waitFor();
    expect(await page.locator("#contact-email-error").innerText()).toBe("يرجى إدخال بريد إلكتروني صحيح.");
    expect(await page.locator("#contact-subject-error").innerText()).toBe("هذا الحقل مطلوب.");
    expect(await page.locator("#contact-message-error").innerText()).toBe("الحد الأدنى لعدد الأحرف 10.");
    expect(await page.locator("#form [name=email]").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#form [name=name]").inputValue()).toBe("سارة");
    expect(await page.locator("#form [name=message]").inputValue()).toBe("قصيرة");
    expect(page.url()).toMatch(/\/contact$/);
    await expectNoAxeViolations(page);
    expect(await queryRows(server, `select id from contact_messages where "fullName" = ?`, "سارة")).toEqual([]);
    await close();
  });

  it("says so kindly when the sender is rate limited, keeping the message", async () => {
    const client = newClient();
    for (let index = 0; index < 5; index++) {
      await postForm(server, "/contact", { ...message, email: `busy${index}@example.com` }, client);
    }
    const { page, close } = await open(true, client, [429]);
    await page.goto("/en/contact");
    await page.waitForLoadState("networkidle");
    await fillContact(page, { ...message, email: "busy5@example.com" });
    await page.locator("#form button[type=submit]").click();

    const alert = page.locator("#form [role=alert]");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("You've sent several messages in a short time.");
    expect(await page.locator("#form [name=email]").inputValue()).toBe("busy5@example.com");
    expect(await queryRows(server, "select id from contact_messages where email = ?", "busy5@example.com")).toEqual([]);
    await close();
  });

  it("thanks a filled honeypot without storing it", async () => {
    const { page, close } = await open(true);
    await page.goto("/en/contact");
    await page.waitForLoadState("networkidle");
    await fillContact(page, { ...message, email: "robot@example.com" });
    await page.locator("#contact-website").evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await page.locator("#form button[type=submit]").click();
    await page.locator("#form [role=status]").waitFor();
    expect(await queryRows(server, "select id from contact_messages where email = ?", "robot@example.com")).toEqual([]);
    await close();
  });
});

describe("contact form without JavaScript", () => {
  it("shows errors with the typed values, then sends and confirms", async () => {
    const { page, close } = await open(false, newClient(), [400]);
    await page.goto("/contact");
    // a@b passes the browser's own email check; the server refuses it.
    await fillContact(page, { ...message, email: "khalid@local" });
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.locator("#form button[type=submit]").click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.locator("#contact-email-error").innerText()).toBe("يرجى إدخال بريد إلكتروني صحيح.");
    expect(await page.locator("#form [role=alert]").innerText()).toContain("يرجى تصحيح الحقول");
    expect(await page.locator("#form [name=subject]").inputValue()).toBe(message.subject);
    expect(await page.locator("#form [name=message]").inputValue()).toBe(message.message);

    await page.locator("#form [name=email]").fill("khalid.nojs@example.com");
    await page.locator("#form button[type=submit]").click();
    await page.waitForURL(/\/contact#form$/);
    expect(await page.locator("#form [role=status]").innerText()).toContain("تم إرسال رسالتك بنجاح");
    expect(await page.locator("#form [name=email]").inputValue()).toBe("");
    expect(await queryRows(server, "select phone from contact_messages where email = ?", "khalid.nojs@example.com")).toEqual([
      { phone: message.phone },
    ]);
    await close();
  });
});

describe("newsletter", () => {
  const footerForm = "footer [data-testid=newsletter-form]";

  it("has an accessible page of its own", async () => {
    const { page, close } = await open(true);
    await page.goto("/en/newsletter");
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1").innerText()).toBe("Subscribe to the Mahami newsletter");
    await expectNoAxeViolations(page);
    await close();
  });

  it("subscribes from the footer with JavaScript, showing Subscribing... while it posts, clears the field, and thanks a repeat exactly like a new address", async () => {
    const { page, close } = await open(true);
    await page.goto("/en/sellers");
    await page.waitForLoadState("networkidle");
    const email = page.locator(`${footerForm} input[name=email]`);
    const notice = page.locator(`${footerForm} [data-kind]`);

    const pendingButton = await recordPendingButton(page, footerForm);
    await email.fill("family@example.com");
    const button = page.locator(`${footerForm} button[type=submit]`);
    await button.click();

    await notice.waitFor();
    expect(await pendingButton()).toEqual({ text: "Subscribing...", disabled: true, spinner: true });
    expect(await button.innerText()).toBe("Subscribe");
    expect(await notice.innerText()).toBe("Thank you! We have sent you an email: follow its link to confirm your subscription.");
    expect(await email.inputValue()).toBe("");
    expect(page.url()).toMatch(/\/en\/sellers#newsletter$/);

    // docs/api.md: a known address gets the same answer, so nobody can test who subscribed.
    await email.fill("Family@Example.com");
    await button.click();
    await expect.poll(() => email.inputValue()).toBe("");
    expect(await notice.innerText()).toBe("Thank you! We have sent you an email: follow its link to confirm your subscription.");
    expect(await page.content()).not.toContain("already");
    expect(await queryRows(server, "select locale from newsletter_subscribers where email = ?", "family@example.com")).toEqual([{ locale: "en" }]);
    await close();
  });

  it("shows an invalid address's error with the typed address on the newsletter page, with JavaScript too", async () => {
    const { page, close } = await open(true, newClient(), [400]);
    await page.goto("/teachers");
    await page.waitForLoadState("networkidle");
    await page.locator(`${footerForm} input[name=email]`).fill("kid@school");
    await page.locator(`${footerForm} button[type=submit]`).click();
    await page.waitForURL(/\/newsletter$/);
    const notice = page.locator("main [role=alert]");
    expect(await notice.innerText()).toBe("يرجى إدخال بريد إلكتروني صحيح.");
    expect(await page.locator("main input[name=email]").inputValue()).toBe("kid@school");

    await page.locator("main input[name=email]").fill("pupil@school.qa");
    await page.locator("main button[type=submit]").click();
    await page.waitForURL(/\/teachers#newsletter$/);
    expect(await page.locator(`${footerForm} [role=status]`).innerText()).toBe(
      "شكراً لك! أرسلنا رسالة إلى بريدك الإلكتروني، فافتح الرابط الذي فيها لتأكيد اشتراكك.",
    );
    await close();
  });

  it("works without JavaScript: a refused address shows the newsletter page, a good one returns", async () => {
    const { page, close } = await open(false, newClient(), [400]);
    await page.goto("/about-us");
    await page.locator(`${footerForm} input[name=email]`).fill("kid@school");
    await page.locator(`${footerForm} button[type=submit]`).click();
    await page.waitForURL(/\/newsletter$/);
    expect(await page.locator("h1").innerText()).toBe("اشترك في نشرة مهامي");
    expect(await page.locator("main [role=alert]").innerText()).toBe("يرجى إدخال بريد إلكتروني صحيح.");
    const email = page.locator("main input[name=email]");
    expect(await email.inputValue()).toBe("kid@school");
    expect(await page.locator(footerForm).count()).toBe(0);

    await email.fill("kid@school.qa");
    await page.locator("main button[type=submit]").click();
    await page.waitForURL(/\/about-us#newsletter$/);
    expect(await page.locator(`${footerForm} [role=status]`).innerText()).toBe(
      "شكراً لك! أرسلنا رسالة إلى بريدك الإلكتروني، فافتح الرابط الذي فيها لتأكيد اشتراكك.",
    );
    expect(await queryRows(server, "select locale from newsletter_subscribers where email = ?", "kid@school.qa")).toEqual([{ locale: "ar" }]);
    await close();
  });
});
